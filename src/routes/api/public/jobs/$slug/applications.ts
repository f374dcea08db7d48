import { createFileRoute } from '@tanstack/react-router'
import { handleApplicationRequest } from '~/features/applications/applications.http.server'

/** A job application, multipart with the CV in `resume` (decision 015). */
export const Route = createFileRoute('/api/public/jobs/$slug/applications')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleApplicationRequest(request, params.slug),
    },
  },
})
