import { createFileRoute } from '@tanstack/react-router'
import { resumeResponse } from '~/features/applications/applications.http.server'

/** The CV of one application, as an attachment, for a signed-in admin or recruiter (docs/architecture.md, HTTP surface). */
export const Route = createFileRoute('/api/dashboard/applications/$id/resume')({
  server: {
    handlers: {
      GET: ({ request, params }) => resumeResponse(request, params.id),
    },
  },
})
