import { createFileRoute } from '@tanstack/react-router'
import { sitemapPartResponse } from '~/features/sitemap/sitemap.http.server'

/** `GET /api/sitemaps/{n}.xml`: one file of the sitemap when the index at `/sitemap.xml` lists several. */
export const Route = createFileRoute('/api/sitemaps/$name')({
  server: { handlers: { GET: ({ request, params }) => sitemapPartResponse(request, params.name) } },
})
