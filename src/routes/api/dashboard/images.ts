import { createFileRoute } from '@tanstack/react-router'
import { handleImageUpload } from '~/features/contents/contents.http.server'
import { authorizeRequest } from '~/features/auth/auth.middleware'
import { getStorage } from '~/lib/server/storage'

/** An image for an article (cover or body), uploaded by a signed-in admin or editor. */
export const Route = createFileRoute('/api/dashboard/images')({
  server: {
    handlers: {
      POST: ({ request }) => handleImageUpload(request, { authorize: () => authorizeRequest('contents'), storage: getStorage }),
    },
  },
})
