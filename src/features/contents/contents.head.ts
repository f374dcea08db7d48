import type { Messages } from '~/i18n/i18n'
import type { ContentCategory, Language } from '~/lib/enums'
import { DEFAULT_LANGUAGE, languageMeta } from '~/lib/language'
import { META_DESCRIPTION_MAX, META_TITLE_MAX, pageHead, siteOrigin, truncate } from '~/lib/seo'
import type { ContentPageData } from './contents.types'

/** The RSS feed of a language's press items (`src/routes/api/feeds/press.$lang.ts`). */
export const pressFeedPath = (lang: Language) => `/api/feeds/press/${lang}`

const rssLink = (lang: Language, title: string) => ({
  rel: 'alternate',
  type: 'application/rss+xml',
  title,
  href: `${siteOrigin()}${pressFeedPath(lang)}`,
})

/** A list page's head: its own URL per page number, the press feed on press pages. */
export function contentListHead(category: ContentCategory, lang: Language, page: number, strings: Messages['contents']) {
  const head = pageHead({
    lang,
    path: `/${category}${page > 1 ? `?page=${page}` : ''}`,
    title: `${strings.meta[category]} · HOI Holding`,
    description: strings.intro[category],
  })
  return category === 'press' ? { ...head, links: [...head.links, rssLink(lang, strings.feed.title)] } : head
}

/**
 * An article's head. Its versions live under different slugs, so the canonical URL and the
 * hreflang alternates name each version's own URL, and only the languages it has.
 */
export function contentPageHead({ content, alternates }: ContentPageData, strings: Messages['contents']) {
  const origin = siteOrigin()
  const urlOf = (v: { language: Language; category: ContentCategory; slug: string }) => `${origin}/${v.language}/${v.category}/${v.slug}`
  const versions = [content, ...alternates]
  const fallback = versions.find((v) => v.language === DEFAULT_LANGUAGE)
  const suffix = ' · HOI Holding'
  const title = `${truncate(content.title, META_TITLE_MAX - suffix.length)}${suffix}`
  const description = truncate(content.excerpt || content.title, META_DESCRIPTION_MAX)
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'article' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: urlOf(content) },
      { property: 'og:locale', content: languageMeta[content.language].locale.replace('-', '_') },
      ...(content.coverUrl ? [{ property: 'og:image', content: `${origin}${content.coverUrl}` }] : []),
      { property: 'article:published_time', content: content.publishedAt },
      { property: 'article:modified_time', content: content.updatedAt },
    ],
    links: [
      { rel: 'canonical', href: urlOf(content) },
      ...(versions.length > 1
        ? [
            ...versions.map((v) => ({ rel: 'alternate', hrefLang: v.language, href: urlOf(v) })),
            ...(fallback ? [{ rel: 'alternate', hrefLang: 'x-default', href: urlOf(fallback) }] : []),
          ]
        : []),
      ...(content.category === 'press' ? [rssLink(content.language, strings.feed.title)] : []),
    ],
  }
}
