import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '~/features/sitemap/sitemap.server'
import { getEnv } from '~/lib/env'

/** `/robots.txt`, served so that it can name the sitemap by its absolute URL. */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(getEnv().APP_ORIGIN), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
