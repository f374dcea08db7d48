import { createFileRoute } from '@tanstack/react-router'
import { publicJobResponse } from '~/features/jobs/jobs.http.server'

/** `GET /api/public/jobs/{slug}` → `{ success: true, data: job }`; 404 for a job the public may not see. */
export const Route = createFileRoute('/api/public/jobs/$slug/')({
  server: { handlers: { GET: ({ params }) => publicJobResponse(params.slug) } },
})
