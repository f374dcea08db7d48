import { createFileRoute } from '@tanstack/react-router'
import { robotsResponse } from '~/features/sitemap/sitemap.http.server'

/** `/robots.txt`, served so that it can name the sitemap by its absolute URL. */
export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: () => robotsResponse() } },
})
