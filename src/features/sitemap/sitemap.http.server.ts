import { pressFeed } from '~/features/contents/contents.api.server'
import { jobFeed } from '~/features/jobs/jobs.api.server'
import { getEnv } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { isLanguage } from '~/lib/language'
import { getDb } from '~/lib/server/runtime'
import { cachedDocument, keptUntilChange } from '~/lib/server/page-cache'
import { requestContext } from '~/lib/server/request-context'
import {
  jobFeedPath,
  robotsTxt,
  type SitemapEntry,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPartPath,
  sitemapParts,
  sitemapXml,
} from './sitemap.server'

const XML = 'application/xml; charset=utf-8'
const requestId = () => requestContext().requestId

/** The sitemap's entries in files, read once per change (or page-cache TTL) for all its files. */
const sitemapFiles = keptUntilChange<void, SitemapEntry[][]>(async () => sitemapParts(await sitemapEntries(await getDb())))

/**
 * What `/api/sitemap` and `/sitemap.xml` answer: the sitemap itself while the site fits in one
 * file (`SITEMAP_PART_URLS`), else the index of its files. Built once per change and kept in the
 * page cache, compressed (docs/product.md §12).
 */
export function sitemapResponse(request: Request): Promise<Response> {
  return cachedDocument(request, { key: '/sitemap.xml', contentType: XML, requestId: requestId() }, async () => {
    const files = await sitemapFiles()
    const origin = getEnv().APP_ORIGIN
    return files.length === 1 ? sitemapXml(files[0]!, origin) : sitemapIndexXml(files, origin)
  })
}

/** `/api/sitemaps/{n}.xml`: file `n` of a sitemap that needs more than one; else not found (never kept). */
export async function sitemapPartResponse(request: Request, name: string): Promise<Response> {
  const n = Number(/^([1-9]\d{0,5})\.xml$/.exec(name)?.[1])
  if (!n) throw new AppError('not_found')
  return cachedDocument(request, { key: sitemapPartPath(n), contentType: XML, requestId: requestId() }, async () => {
    const files = await sitemapFiles()
    if (files.length === 1 || n > files.length) throw new AppError('not_found')
    return sitemapXml(files[n - 1]!, getEnv().APP_ORIGIN)
  })
}

/** `/robots.txt`, served so that it can name the sitemap by its absolute URL. */
export function robotsResponse(): Response {
  return new Response(robotsTxt(getEnv().APP_ORIGIN), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

/** `/api/feeds/press/{lang}`: the RSS 2.0 feed of a language's press items, linked from the press pages; kept like the sitemap. */
export async function pressFeedResponse(request: Request, lang: string): Promise<Response> {
  if (!isLanguage(lang)) throw new AppError('not_found')
  return cachedDocument(
    request,
    { key: `/api/feeds/press/${lang}`, contentType: 'application/rss+xml; charset=utf-8', requestId: requestId() },
    async () => pressFeed(await getDb(), lang, getEnv().APP_ORIGIN),
  )
}

/**
 * `/api/feeds/jobs/{lang}.xml`: the Indeed-style XML of a language's jobs that take applications
 * (docs/product.md §15.3), for job aggregators; kept, compressed and emptied on every change like
 * the sitemap. Another name (`de.xml`, `tr.rss`) is not found.
 */
export async function jobFeedResponse(request: Request, file: string): Promise<Response> {
  const lang = /^(tr|en)\.xml$/.exec(file)?.[1]
  if (!isLanguage(lang)) throw new AppError('not_found')
  return cachedDocument(request, { key: jobFeedPath(lang), contentType: XML, requestId: requestId() }, async () =>
    jobFeed(await getDb(), lang, getEnv().APP_ORIGIN),
  )
}
