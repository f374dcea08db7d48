import { createFileRoute } from '@tanstack/react-router'
import { handleContentList } from '~/features/contents/contents.http.server'

/** `GET /api/public/contents?page=&category=&language=` → `{ success, data: { contents, pagination } }`. */
export const Route = createFileRoute('/api/public/contents/')({
  server: {
    handlers: {
      GET: ({ request }) => handleContentList(request, { internal: false }),
    },
  },
})
