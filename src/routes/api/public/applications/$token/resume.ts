import { createFileRoute } from '@tanstack/react-router'
import { candidateResumeResponse } from '~/features/candidate/candidate.http.server'

/** The candidate's own CV, as an attachment, through their private link's token (decision 040). */
export const Route = createFileRoute('/api/public/applications/$token/resume')({
  server: {
    handlers: {
      GET: ({ request, params }) => candidateResumeResponse(request, params.token),
    },
  },
})
