import { createFileRoute } from '@tanstack/react-router'
import { resumesZipResponse } from '~/features/applications/applications.http.server'

/** The CVs of the selected applications as one ZIP, for a signed-in admin or recruiter (decision 049). */
export const Route = createFileRoute('/api/dashboard/applications/resumes')({
  server: {
    handlers: {
      GET: ({ request }) => resumesZipResponse(request),
    },
  },
})
