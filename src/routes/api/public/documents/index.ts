import { createFileRoute } from '@tanstack/react-router'
import { handlePublicDocumentList } from '~/features/documents/documents.http.server'

/** `GET /api/public/documents?category=&limit=` → `{ success, data: { documents, pagination } }`. */
export const Route = createFileRoute('/api/public/documents/')({
  server: {
    handlers: {
      GET: ({ request }) => handlePublicDocumentList(request),
    },
  },
})
