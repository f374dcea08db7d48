import { createFileRoute } from '@tanstack/react-router'
import { pressFeedResponse } from '~/features/sitemap/sitemap.http.server'

/** The RSS 2.0 feed of a language's press items, linked from the press pages. */
export const Route = createFileRoute('/api/feeds/press/$lang')({
  server: { handlers: { GET: ({ request, params }) => pressFeedResponse(request, params.lang) } },
})
