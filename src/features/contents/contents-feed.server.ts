import type { Db } from '~/db/client'
import en from '~/i18n/locales/en/contents.json'
import tr from '~/i18n/locales/tr/contents.json'
import type { Language } from '~/lib/enums'
import { languageMeta } from '~/lib/language'
import { listPressFeed } from './contents.server'
import { escapeXml } from '~/lib/xml'

const strings = { tr, en }

/** RSS 2.0 of the newest published press items of a language; links and guids are absolute. */
export async function pressFeed(db: Db, lang: Language, origin: string): Promise<string> {
  const items = await listPressFeed(db, lang)
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
