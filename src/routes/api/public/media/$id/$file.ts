import { createFileRoute } from '@tanstack/react-router'
import { authorizeRequest } from '~/features/auth/auth.middleware'
import { isPreviewedImage, isPublishedImage } from '~/features/contents/contents.http.server'
import { handleVariantRead } from '~/features/media/media.http.server'
import { getDb } from '~/lib/server/runtime'
import { getStorage } from '~/lib/server/storage'

/** A media item's variant (`{width}.{avif|webp|jpeg}`): public once a published article shows the image (decision 059). */
export const Route = createFileRoute('/api/public/media/$id/$file')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        handleVariantRead(request, params, {
          db: getDb,
          storage: getStorage,
          isPublished: (db, id) => isPublishedImage(db, id),
          canPreview: () =>
            authorizeRequest('contents').then(
              () => true,
              () => false,
            ),
          isPreviewed: isPreviewedImage,
        }),
    },
  },
})
