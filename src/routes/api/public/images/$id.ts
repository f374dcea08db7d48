import { createFileRoute } from '@tanstack/react-router'
import { handleImageRead } from '~/features/contents/contents.http.server'
import { getDb } from '~/lib/server/runtime'
import { getStorage } from '~/lib/server/storage'

/** A stored article image (covers and images in article bodies). */
export const Route = createFileRoute('/api/public/images/$id')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleImageRead(request, params.id, { db: getDb, storage: getStorage }),
    },
  },
})
