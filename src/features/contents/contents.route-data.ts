import { redirect } from '@tanstack/react-router'
import type { Messages } from '~/i18n/i18n'
import type { ContentCategory, Language } from '~/lib/enums'
import { loadContentList, loadContentPage } from './contents.loaders'
import type { ContentPageData, PublicContentList } from './contents.types'
import { logFailure } from '~/lib/log'

/*
 * The loaders of the six content routes (values, together, press; list and article), shared so
 * that each route file stays a few lines. Heads are built here, not in `head`, which ships with
 * every page's first load (decision 013); in the browser the head module loads on a navigation.
 */

export interface ContentListRouteData {
  /** Null when the list could not be loaded: the page shows its error state (SPEC §4). */
  list: PublicContentList | null
  head: ReturnType<typeof import('./contents.head').contentListHead>
}

export async function contentListRouteData(
  category: ContentCategory,
  context: { lang: Language; messages: Messages },
  page = 1,
): Promise<ContentListRouteData> {
  const [list, { contentListHead }] = await Promise.all([
    loadContentList(category, context.lang, page).catch((error: unknown) => {
      logFailure('The content list could not be loaded', error)
      return null
    }),
    import('./contents.head'),
  ])
  return { list, head: contentListHead(category, context.lang, list?.pagination.page ?? page, context.messages.contents) }
}

export interface ContentRouteData {
  page: ContentPageData
  /** Where the language switcher goes: each version's own URL. */
  languagePaths: Partial<Record<Language, string>>
  head: ReturnType<typeof import('./contents.head').contentPageHead>
}

/**
 * An article (DESIGN §1): the version in the page's language, else the first other one. A version
 * in the page's language under another slug or category answers a permanent redirect to its own
 * URL; missing content or a failed fetch leads to the not-found page (SPEC §8).
 */
export async function contentRouteData(
  category: ContentCategory,
  context: { lang: Language; messages: Messages },
  slug: string,
): Promise<ContentRouteData> {
  const { lang } = context
  const page = await loadContentPage(lang, slug).catch((error: unknown) => {
    logFailure('The content could not be loaded', error)
    return null
  })
  if (!page) throw redirect({ to: '/$lang/not-found', params: { lang } })
  const { content } = page
  const own = (v: { language: Language; category: ContentCategory; slug: string }) => `/${v.language}/${v.category}/${v.slug}`
  if (content.language === lang ? own(content) !== `/${lang}/${category}/${slug}` : content.category !== category)
    throw redirect({ href: content.language === lang ? own(content) : `/${lang}/${content.category}/${slug}`, statusCode: 301 })
  const { contentPageHead } = await import('./contents.head')
  return {
    page,
    languagePaths: Object.fromEntries([content, ...page.alternates].map((v) => [v.language, own(v)])),
    head: contentPageHead(page, context.messages.contents),
  }
}
