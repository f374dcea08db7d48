import { createFileRoute } from '@tanstack/react-router'
import { exportResponse } from '~/features/applications/applications.http.server'

/** The filtered Applicants list as CSV, for a signed-in admin or recruiter. */
export const Route = createFileRoute('/api/dashboard/applications/export')({
  server: {
    handlers: {
      GET: ({ request }) => exportResponse(request),
    },
  },
})
