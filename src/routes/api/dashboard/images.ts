import { createFileRoute } from '@tanstack/react-router'
import { handleMediaUpload } from '~/features/media/media.http.server'

/** An image for the media library (article covers and bodies), uploaded by a signed-in admin or editor (decision 059). */
export const Route = createFileRoute('/api/dashboard/images')({
  server: {
    handlers: {
      POST: ({ request }) => handleMediaUpload(request),
    },
  },
})
