import { createFileRoute } from '@tanstack/react-router'
import { jobFeedResponse } from '~/features/sitemap/sitemap.http.server'

/** `/api/feeds/jobs/{lang}.xml`: the Indeed-style XML of a language's open jobs, for aggregators (docs/product.md §15.3). */
export const Route = createFileRoute('/api/feeds/jobs/$file')({
  server: { handlers: { GET: ({ request, params }) => jobFeedResponse(request, params.file) } },
})
