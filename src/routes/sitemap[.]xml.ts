import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from '~/features/sitemap/sitemap.server'
import { getEnv } from '~/lib/env'
import { getDb } from '~/lib/server/runtime'

/** The sitemap where crawlers look first; the same document as `/api/sitemap`. */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: async () => sitemapResponse(await getDb(), getEnv().APP_ORIGIN) } },
})
