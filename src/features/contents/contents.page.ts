import { redirect } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Messages } from '~/i18n/i18n'
import { type ContentCategory, contentCategories, type ContentType, contentTypes, type Language } from '~/lib/enums'
import { DEFAULT_LANGUAGE, languageMeta } from '~/lib/language'
import { getLogger } from '~/lib/server/logger'
import { readPublicApi } from '~/lib/public-api'
import { getDb } from '~/lib/server/runtime'
import {
  breadcrumbJsonLd,
  jsonLdScript,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  pageHead,
  publisherJsonLd,
  SHARE_IMAGE_PATH,
  siteOrigin,
  socialMeta,
  truncate,
} from '~/lib/seo'
import { CONTENTS_PAGE_SIZE, HOME_CONTENTS_LIMIT, MEDIA_CENTER_ITEMS, pressFeedPath } from './contents.rules'
import type { ContentPageData, ContentVersions, MediaCenterData, MediaItem, PublicContent, PublicContentList } from './contents.schemas'
import { getContentVersions, listMediaCenter, listPublicContents, listRelatedContents } from './contents.server'
import { logFailure } from '~/lib/log'
import { missingPage } from '~/lib/missing-page'

/*
 * The loaders of the six content routes (values, together, press; list and article) and of the
 * home's media center, with the pages' heads. The routes import this module when their loader
 * runs, so none of it is in a page's first load (decision 013): in the browser a loader runs only
 * on a navigation. Heads are built here, not in the route's `head`, which ships with every page.
 */

/*
 * What the content pages' loaders call: the database on a server render, the public REST API
 * (docs/architecture.md "HTTP surface") in the browser, where a loader runs only on a navigation (as the job pages do).
 */

// Retries, failures and persisting: src/lib/public-api.ts (docs/product.md §7.5).
const fromApi = <T>(path: string) => readPublicApi<T>(`/api/public/contents${path}`)

/** One page of a category in a language (past the last page: the last page). */
export const loadContentList = createIsomorphicFn()
  .server(async (category: ContentCategory, language: Language, page: number): Promise<PublicContentList> =>
    listPublicContents(await getDb(), { category, language, page, limit: CONTENTS_PAGE_SIZE }),
  )
  .client(async (category: ContentCategory, language: Language, page: number): Promise<PublicContentList> => {
    const list = await fromApi<PublicContentList>(`?${new URLSearchParams({ category, language, page: String(page) })}`)
    if (!list) throw new Error('The content list was not found')
    return list
  })

/** The page of a slug in a language: the version to show (decision 016), its other versions, related ones. */
function pageOf(versions: ContentVersions | null, related: (content: PublicContent) => Promise<PublicContent[]>) {
  const content = versions ? (versions.requested ?? versions.alternates[0]) : undefined
  if (!versions || !content) return null
  const others = [versions.requested, ...versions.alternates].filter((v): v is PublicContent => Boolean(v) && v !== content)
  return related(content).then((list): ContentPageData => ({
    content,
    alternates: others.map(({ language, slug, title, category }) => ({ language, slug, title, category })),
    related: list,
  }))
}

export const loadContentPage = createIsomorphicFn()
  .server(async (language: Language, slug: string): Promise<ContentPageData | null> => {
    const db = await getDb()
    return pageOf(await getContentVersions(db, language, slug), (content) => listRelatedContents(db, content))
  })
  .client(async (language: Language, slug: string): Promise<ContentPageData | null> =>
    pageOf(await fromApi<ContentVersions>(`/${language}/${encodeURIComponent(slug)}`), async (content) => {
      const list = await fromApi<PublicContentList>(`?${new URLSearchParams({ category: content.category, language: content.language })}`)
      return (list?.contents ?? []).filter((item) => item.groupId !== content.groupId).slice(0, 3)
    }),
  )

/** The newest MEDIA_CENTER_ITEMS of each type among `items`. */
function mediaCenterOf(items: PublicContent[]): MediaCenterData {
  const all = [...items]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map(({ id, slug, category, type, title, excerpt, publishedAt }): MediaItem => ({
      id,
      slug,
      category,
      type,
      title,
      excerpt,
      publishedAt,
    }))
  if (all.length === 0) return null
  return Object.fromEntries(
    contentTypes.map((type) => [type, all.filter((item) => item.type === type).slice(0, MEDIA_CENTER_ITEMS)]),
  ) as Record<ContentType, MediaItem[]>
}

/**
 * The home's media center (docs/product.md §2.2): the newest published contents of the language
 * per type. On a server render, those rows alone from the database (`listMediaCenter`); in the
 * browser from `GET /api/internal/contents` with the query of the REST API (every content of each
 * category, newest first). A failure hides the section (null), as an empty list does.
 */
export const loadMediaCenter = createIsomorphicFn()
  .server(async (language: Language): Promise<MediaCenterData> => {
    try {
      return mediaCenterOf((await listMediaCenter(await getDb(), language, MEDIA_CENTER_ITEMS)).flat())
    } catch (error) {
      getLogger().error({ err: error }, 'the media center could not be loaded')
      return null
    }
  })
  .client(async (language: Language): Promise<MediaCenterData> => {
    try {
      const lists = await Promise.all(
        contentCategories.map(async (category) => {
          const query = new URLSearchParams({ category, limit: String(HOME_CONTENTS_LIMIT), page: '1', sortOrder: 'desc', language })
          const list = await readPublicApi<PublicContentList>(`/api/internal/contents?${query}`)
          if (!list) throw new Error('The media center was not found')
          return list
        }),
      )
      return mediaCenterOf(lists.flatMap((list) => list.contents))
    } catch {
      return null
    }
  })

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
    // Each page of a list has its own title and description (docs/product.md §9).
    suffix: page > 1 ? ` — ${strings.metaPage.replace('{{page}}', String(page))}` : undefined,
  })
  return category === 'press' ? { ...head, links: [...head.links, rssLink(lang, strings.feed.title)] } : head
}

/** The cover's share copy says its size and alt text, and is the large Twitter card's image too (decision 059). */
function shareImageMeta(content: PublicContent, origin: string) {
  const share = content.cover?.share
  if (!share) return []
  return [
    { property: 'og:image:width', content: String(share.width) },
    { property: 'og:image:height', content: String(share.height) },
    ...(content.cover?.alt ? [{ property: 'og:image:alt', content: content.cover.alt }] : []),
    { name: 'twitter:image', content: new URL(share.url, origin).href },
  ]
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
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: urlOf(content) },
      { property: 'og:locale', content: languageMeta[content.language].locale.replace('-', '_') },
      ...socialMeta(origin, { type: 'article', image: content.cover?.share?.url ?? content.coverUrl }),
      ...shareImageMeta(content, origin),
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
    scripts: [
      jsonLdScript(articleJsonLd(content, origin)),
      jsonLdScript(
        breadcrumbJsonLd(origin, content.language, [
          { name: strings.categories[content.category], path: `/${content.category}` },
          { name: content.title, path: `/${content.category}/${content.slug}` },
        ]),
      ),
    ],
  }
}

/** schema.org Article (NewsArticle for news and press releases) of an article page. */
export function articleJsonLd(content: PublicContent, origin: string) {
  const url = `${origin}/${content.language}/${content.category}/${content.slug}`
  return {
    '@type': content.type === 'guideline' ? 'Article' : 'NewsArticle',
    headline: truncate(content.title, 110),
    ...(content.excerpt ? { description: content.excerpt } : {}),
    image: [new URL(content.cover?.share?.url ?? content.coverUrl ?? SHARE_IMAGE_PATH, origin).href],
    datePublished: content.publishedAt,
    dateModified: content.updatedAt,
    inLanguage: content.language,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: publisherJsonLd(origin, content.language),
    publisher: publisherJsonLd(origin, content.language),
  }
}

export interface ContentListRouteData {
  /** Null when the list could not be loaded: the page shows its error state (docs/product.md §8). */
  list: PublicContentList | null
  head: ReturnType<typeof contentListHead>
}

export async function contentListRouteData(
  category: ContentCategory,
  context: { lang: Language; messages: Messages },
  page = 1,
): Promise<ContentListRouteData> {
  const list = await loadContentList(category, context.lang, page).catch((error: unknown) => {
    logFailure('The content list could not be loaded', error)
    return null
  })
  return { list, head: contentListHead(category, context.lang, list?.pagination.page ?? page, context.messages.contents) }
}

export interface ContentRouteData {
  page: ContentPageData
  /** Where the language switcher goes: each version's own URL. */
  languagePaths: Partial<Record<Language, string>>
  head: ReturnType<typeof contentPageHead>
}

/**
 * An article (decision 016): the version in the page's language, else the first other one. A version
 * in the page's language under another slug or category answers a permanent redirect to its own
 * URL; missing content or a failed fetch leads to the not-found page (docs/product.md §8), an old
 * path of a moved article to its new URL (§19).
 */
export async function contentRouteData(
  category: ContentCategory,
  context: { lang: Language; messages: Messages },
  slug: string,
  navigation: { href: string; preload: boolean },
): Promise<ContentRouteData> {
  const { lang } = context
  const page = await loadContentPage(lang, slug).catch((error: unknown) => {
    logFailure('The content could not be loaded', error)
    return undefined
  })
  // Not there: perhaps moved, which the server knows (decision 055).
  if (page === null) throw missingPage({ lang, ...navigation })
  if (!page) throw redirect({ to: '/$lang/not-found', params: { lang } })
  const { content } = page
  const own = (v: { language: Language; category: ContentCategory; slug: string }) => `/${v.language}/${v.category}/${v.slug}`
  if (content.language === lang ? own(content) !== `/${lang}/${category}/${slug}` : content.category !== category)
    throw redirect({ href: content.language === lang ? own(content) : `/${lang}/${content.category}/${slug}`, statusCode: 301 })
  return {
    page,
    languagePaths: Object.fromEntries([content, ...page.alternates].map((v) => [v.language, own(v)])),
    head: contentPageHead(page, context.messages.contents),
  }
}
