import { createFileRoute } from '@tanstack/react-router'
import { publicJobsResponse } from '~/features/jobs/jobs.http.server'

/** `GET /api/public/jobs?limit=` → `{ success: true, data: { jobs } }`, active jobs newest first. */
export const Route = createFileRoute('/api/public/jobs/')({
  server: { handlers: { GET: ({ request }) => publicJobsResponse(request) } },
})
