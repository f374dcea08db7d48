import { pressFeed } from '~/features/contents/contents.api.server'
import { getEnv } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { isLanguage } from '~/lib/language'
import { getDb } from '~/lib/server/runtime'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.server'

/** What `/api/sitemap` and `/sitemap.xml` answer. */
export async function sitemapResponse(): Promise<Response> {
  return new Response(sitemapXml(await sitemapEntries(await getDb()), getEnv().APP_ORIGIN), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}

/** `/robots.txt`, served so that it can name the sitemap by its absolute URL. */
export function robotsResponse(): Response {
  return new Response(robotsTxt(getEnv().APP_ORIGIN), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

/** `/api/feeds/press/{lang}`: the RSS 2.0 feed of a language's press items, linked from the press pages. */
export async function pressFeedResponse(lang: string): Promise<Response> {
  if (!isLanguage(lang)) throw new AppError('not_found')
  return new Response(await pressFeed(await getDb(), lang, getEnv().APP_ORIGIN), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
