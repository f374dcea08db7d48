import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from '~/features/sitemap/sitemap.server'
import { getEnv } from '~/lib/env'
import { getDb } from '~/lib/server/runtime'

/** SPEC §7: `GET /api/sitemap`, the XML sitemap (also at `/sitemap.xml`). */
export const Route = createFileRoute('/api/sitemap')({
  server: { handlers: { GET: async () => sitemapResponse(await getDb(), getEnv().APP_ORIGIN) } },
})
