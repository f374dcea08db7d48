import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from '~/features/sitemap/sitemap.http.server'

/** The sitemap where crawlers look first; the same document as `/api/sitemap`. */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: ({ request }) => sitemapResponse(request) } },
})
