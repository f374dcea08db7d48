import { createFileRoute } from '@tanstack/react-router'
import { listPublicJobs, parseJobsLimit, PUBLIC_JOBS_CACHE } from '~/features/jobs/jobs.server'
import { failureResponse } from '~/lib/server/failure'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'

/** SPEC §7: `GET /api/public/jobs?limit=` → `{ success: true, data: { jobs } }`, active jobs newest first. */
export const Route = createFileRoute('/api/public/jobs/')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { lang = 'tr', requestId } = requestContext()
        const limit = parseJobsLimit(new URL(request.url).searchParams.get('limit'))
        if (limit === null) return failureResponse(lang, 'invalid', { fields: { limit: 'validation.invalidValue' }, requestId })
        const jobs = await listPublicJobs(await getDb(), limit)
        return Response.json({ success: true, data: { jobs } }, { headers: { 'Cache-Control': PUBLIC_JOBS_CACHE } })
      },
    },
  },
})
