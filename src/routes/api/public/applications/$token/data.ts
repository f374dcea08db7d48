import { createFileRoute } from '@tanstack/react-router'
import { candidateDataResponse } from '~/features/candidate/candidate.http.server'

/** Everything held about one application, as a JSON attachment, through its private link's token (decision 040). */
export const Route = createFileRoute('/api/public/applications/$token/data')({
  server: {
    handlers: {
      GET: ({ request, params }) => candidateDataResponse(request, params.token),
    },
  },
})
