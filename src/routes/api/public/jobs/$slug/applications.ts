import { createFileRoute } from '@tanstack/react-router'
import { handleApplicationRequest } from '~/features/applications/application-request.server'
import { applyBlockOf, getPublicJob } from '~/features/jobs/jobs.server'

/** DESIGN §6: a job application, multipart with the CV in `resume`. */
export const Route = createFileRoute('/api/public/jobs/$slug/applications')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleApplicationRequest(request, params.slug, { getPublicJob, applyBlockOf }),
    },
  },
})
