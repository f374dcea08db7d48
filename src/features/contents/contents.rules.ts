import type { ContentCategory, Language } from '~/lib/enums'

/*
 * The contents' zod-free constants and rules, safe on public pages (decision 013).
 */

/** Public list pages: items per page (docs/product.md §2.2). */
export const CONTENTS_PAGE_SIZE = 6
/** docs/product.md §9: the home's media center reads at most this many items. */
export const HOME_CONTENTS_LIMIT = 1000
/** Items per type in the home's media center. */
export const MEDIA_CENTER_ITEMS = 3

/** The public URL of a stored image (covers, images in article bodies). */
export const imageUrl = (fileId: string) => `/api/public/images/${fileId}`

/** The RSS feed of a language's press items (`src/routes/api/feeds/press.$lang.ts`). */
export const pressFeedPath = (lang: Language) => `/api/feeds/press/${lang}`

/** Link props to an article: the three categories are three route families with the same shape. */
export const contentLink = (lang: Language, content: { category: ContentCategory; slug: string }) => ({
  to: `/$lang/${content.category}/$slug` as '/$lang/press/$slug',
  params: { lang, slug: content.slug },
})

export const contentListLink = (lang: Language, category: ContentCategory) => ({
  to: `/$lang/${category}` as '/$lang/press',
  params: { lang },
})
