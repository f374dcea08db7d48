import { createFileRoute } from '@tanstack/react-router'
import { handleContentVersions } from '~/features/contents/contents.http.server'

/**
 * `GET /api/public/contents/{lang}/{slug}` → `{ success, data: { requested, alternates } }`; 404
 * when no published content has the slug.
 */
export const Route = createFileRoute('/api/public/contents/$lang/$slug')({
  server: {
    handlers: {
      GET: ({ params }) => handleContentVersions(params),
    },
  },
})
