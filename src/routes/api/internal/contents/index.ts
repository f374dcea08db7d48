import { createFileRoute } from '@tanstack/react-router'
import { handleContentList } from '~/features/contents/contents.http.server'

/**
 * `GET /api/internal/contents?category=&limit=&page=&sortOrder=&language=` →
 * `{ success, data: { contents, pagination } }`, the published contents the home's media center
 * reads (up to 1000 at once).
 */
export const Route = createFileRoute('/api/internal/contents/')({
  server: {
    handlers: {
      GET: ({ request }) => handleContentList(request, { internal: true }),
    },
  },
})
