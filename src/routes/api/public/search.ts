import { createFileRoute } from '@tanstack/react-router'
import { handlePublicSearch } from '~/features/search/search.http.server'

/** `GET /api/public/search?lang=&q=&type=&page=` → `{ success, data: { query, kind, results, counts, page, totalPages, total } }`. */
export const Route = createFileRoute('/api/public/search')({
  server: {
    handlers: {
      GET: ({ request }) => handlePublicSearch(request),
    },
  },
})
