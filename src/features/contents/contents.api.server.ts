import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { contentSearch, contents } from '~/db/schema'
import en from '~/i18n/locales/en/contents.json'
import tr from '~/i18n/locales/tr/contents.json'
import { type ContentCategory, contentCategories, type Language } from '~/lib/enums'
import { languageMeta } from '~/lib/language'
import { decodeEntities, plainText, type SearchSource, searchHeadline, searchRank } from '~/lib/server/site-search'
import { escapeXml } from '~/lib/xml'
import type { PublicContent } from './contents.schemas'

export type { ContentPageData } from './contents.schemas'
import { getContentPreview, isPublic, listPublicContents } from './contents.server'

/*
 * What other features may call (decision 024): the sitemap's entries and the press feed's items
 * of the published contents, and the press feed itself; an article's preview (decision 057).
 */

/** An article as its public page would show it, whatever its status (previews → contents, decision 057). */
export const contentPreviewOf = (db: Db, id: string, now = new Date()) => getContentPreview(db, id, now)

const strings = { tr, en }

/** A public URL and its language versions (`paths`: each language's path after the language segment). */
export interface ContentsSitemapEntry {
  paths: Partial<Record<Language, string>>
  lastmod?: Date
}

const latest = (...dates: Array<Date | null | undefined>) =>
  dates.reduce<Date | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined)

/**
 * The sitemap's contents: one entry per translation group of published contents (not scheduled
 * ones), each version under its own slug, oldest published first, changed when its latest version
 * changed; and when each category's list last changed (the list pages' and the home's lastmod).
 */
export async function contentsSitemapEntries(
  db: Db,
  now = new Date(),
): Promise<{ lastmod: Record<ContentCategory, Date | undefined>; entries: ContentsSitemapEntry[] }> {
  const rows = await db
    .select({
      groupId: contents.groupId,
      language: contents.language,
      category: contents.category,
      slug: contents.slug,
      updatedAt: contents.updatedAt,
    })
    .from(contents)
    .where(and(eq(contents.status, 'active'), isNotNull(contents.publishedAt), lte(contents.publishedAt, now)))
    .orderBy(contents.publishedAt)
  const lastmod = Object.fromEntries(
    contentCategories.map((category) => [category, latest(...rows.filter((row) => row.category === category).map((row) => row.updatedAt))]),
  ) as Record<ContentCategory, Date | undefined>
  // A content's versions are separate rows of one translation group, each under its own slug.
  const groups = new Map<string, typeof rows>()
  for (const row of rows) groups.set(row.groupId, [...(groups.get(row.groupId) ?? []), row])
  const entries = [...groups.values()].map((group) => ({
    paths: Object.fromEntries(group.map((row) => [row.language, `/${row.category}/${row.slug}`])),
    lastmod: latest(...group.map((row) => row.updatedAt)),
  }))
  return { lastmod, entries }
}

/** The newest published press items of a language, for its RSS feed. */
export async function pressFeedItems(db: Db, language: Language, limit = 30, now = new Date()): Promise<PublicContent[]> {
  return (await listPublicContents(db, { category: 'press', language, page: 1, limit }, now)).contents
}

/** RSS 2.0 of the newest published press items of a language; links and guids are absolute. */
export async function pressFeed(db: Db, lang: Language, origin: string): Promise<string> {
  const items = await pressFeedItems(db, lang)
  const feed = strings[lang].feed
  const channelLink = `${origin}/${lang}/press`
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(channelLink)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${languageMeta[lang].locale}</language>`,
    `<atom:link href="${escapeXml(`${origin}/api/feeds/press/${lang}`)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [`<lastBuildDate>${new Date(items[0].publishedAt).toUTCString()}</lastBuildDate>`] : []),
  ]
  for (const item of items) {
    const link = `${channelLink}/${item.slug}`
    lines.push(
      '<item>',
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `<category>${escapeXml(strings[lang].types[item.type])}</category>`,
      `<description>${escapeXml(item.excerpt)}</description>`,
      '</item>',
    )
  }
  lines.push('</channel>', '</rss>', '')
  return lines.join('\n')
}

/**
 * The site search's articles (decision 054): the published (not scheduled) articles in the
 * visitor's language, found by title, excerpt and body; a result names its category.
 */
export const contentsSearchSource: SearchSource = {
  // The narrow copy of the active, dated articles (`content_search`, kept by the database); an
  // article is public once its date has come (`isPublic`).
  matches: (
    match,
  ) => sql`select ${contentSearch.contentId}::text as id, ${searchRank(contentSearch.rankVector, match)} as rank, ${contentSearch.publishedAt} as date
    from ${contentSearch}
    where ${contentSearch.language} = ${match.lang} and ${contentSearch.searchVector} @@ ${match.query} and ${contentSearch.publishedAt} <= ${match.now}`,
  rows: async (db, ids, match) => {
    const rows = await db
      .select({
        id: contents.id,
        slug: contents.slug,
        category: contents.category,
        date: contents.publishedAt,
        title: searchHeadline(contents.title, match, true),
        snippet: searchHeadline(sql`${contents.excerpt} || ' ' || ${plainText(contents.bodyHtml)}`, match),
      })
      .from(contents)
      .where(and(inArray(contents.id, ids), eq(contents.language, match.lang), isPublic(match.now)))
    return rows.map((row) => ({
      id: row.id,
      href: `/${row.category}/${row.slug}`,
      title: row.title,
      snippet: decodeEntities(row.snippet),
      section: strings[match.lang].categories[row.category],
      date: row.date?.toISOString() ?? null,
    }))
  },
}
