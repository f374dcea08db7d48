import { createFileRoute } from '@tanstack/react-router'
import { getPublicJob, PUBLIC_JOBS_CACHE } from '~/features/jobs/jobs.server'
import { AppError } from '~/lib/errors'
import { getDb } from '~/lib/server/runtime'

/** SPEC §7: `GET /api/public/jobs/{slug}` → `{ success: true, data: job }`; 404 for a job the public may not see. */
export const Route = createFileRoute('/api/public/jobs/$slug/')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const job = params.slug.length <= 120 ? await getPublicJob(await getDb(), params.slug) : null
        if (!job) throw new AppError('not_found')
        return Response.json({ success: true, data: job }, { headers: { 'Cache-Control': PUBLIC_JOBS_CACHE } })
      },
    },
  },
})
