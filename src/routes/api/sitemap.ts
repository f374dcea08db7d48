import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from '~/features/sitemap/sitemap.http.server'

/** `GET /api/sitemap`, the XML sitemap (also at `/sitemap.xml`). */
export const Route = createFileRoute('/api/sitemap')({
  server: { handlers: { GET: ({ request }) => sitemapResponse(request) } },
})
