import { createFileRoute } from '@tanstack/react-router'
import { authorizeRequest } from '~/features/auth/auth.middleware'
import { handleImageRead } from '~/features/contents/contents.http.server'
import { getDb } from '~/lib/server/runtime'
import { getStorage } from '~/lib/server/storage'

/** A stored article image (covers and images in article bodies): public once a published content shows it. */
export const Route = createFileRoute('/api/public/images/$id')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        handleImageRead(request, params.id, {
          db: getDb,
          storage: getStorage,
          // A signed-in editor sees the images of drafts in the dashboard editor.
          canPreview: () =>
            authorizeRequest('contents').then(
              () => true,
              () => false,
            ),
        }),
    },
  },
})
