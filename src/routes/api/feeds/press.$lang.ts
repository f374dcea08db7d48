import { createFileRoute } from '@tanstack/react-router'
import { pressFeed } from '~/features/contents/contents.api.server'
import { AppError } from '~/lib/errors'
import { getEnv } from '~/lib/env'
import { isLanguage } from '~/lib/language'
import { getDb } from '~/lib/server/runtime'

/** The RSS 2.0 feed of a language's press items, linked from the press pages. */
export const Route = createFileRoute('/api/feeds/press/$lang')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        if (!isLanguage(params.lang)) throw new AppError('not_found')
        return new Response(await pressFeed(await getDb(), params.lang, getEnv().APP_ORIGIN), {
          headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
        })
      },
    },
  },
})
