import { type ContentCategory, contentCategories, type Language, languages, type PublishStatus, publishStatuses } from '~/lib/enums'
import { readId } from '~/lib/ids'
import { enumParam, pageParam, textParam } from '~/lib/list-search'

/** A content list's URL state: `page`, absent for the first (docs/product.md §5.4: missing or not numeric → 1). */
export interface ContentsSearch {
  page?: number
}

/** The router keeps raw keys the reader leaves out, so `page` is always set (undefined for the first). */
export function readContentsSearch(search: Record<string, unknown>): ContentsSearch {
  const page = pageParam(search.page)
  return { page: page > 1 ? page : undefined }
}

export const CONTENT_SEARCH_MAX = 100
export const CONTENTS_ADMIN_PAGE_SIZE = 20

/** The dashboard contents list state in the URL: text, category, language and status filters, page. */
export interface ContentListSearch {
  q?: string
  category?: ContentCategory
  language?: Language
  status?: PublishStatus
  page?: number
}

/** `validateSearch` of the contents list: schema-free, since it ships in every page's entry. */
export function readContentListSearch(search: Record<string, unknown>): ContentListSearch {
  const page = pageParam(search.page)
  return {
    q: textParam(search.q, CONTENT_SEARCH_MAX),
    category: enumParam(search.category, contentCategories),
    language: enumParam(search.language, languages),
    status: enumParam(search.status, publishStatuses),
    page: page === 1 ? undefined : page,
  }
}

/** `?from={id}` on the create page: start the English version of that article. */
export function readContentCreateSearch(search: Record<string, unknown>): { from?: string } {
  const from = readId(search.from)
  return from ? { from } : {}
}
