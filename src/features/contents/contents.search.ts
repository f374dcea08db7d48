import { contentCategories, languages, publishStatuses } from '~/lib/enums'
import { readId } from '~/lib/ids'
import { translationFilters } from '~/lib/translation-status'
import { LIST_SEARCH_MAX, listSearchReader, type ListSearchOf, pageParam } from '~/lib/list-search'

/** A content list's URL state: `page`, absent for the first (docs/product.md §5.4: missing or not numeric → 1). */
export interface ContentsSearch {
  page?: number
}

/** The router keeps raw keys the reader leaves out, so `page` is always set (undefined for the first). */
export function readContentsSearch(search: Record<string, unknown>): ContentsSearch {
  const page = pageParam(search.page)
  return { page: page > 1 ? page : undefined }
}

export const CONTENTS_ADMIN_PAGE_SIZE = 20

/** The dashboard contents list state in the URL: text, category, language and status filters, page. */
export type ContentListSearch = ListSearchOf<typeof contentListFields>

const contentListFields = {
  q: LIST_SEARCH_MAX,
  category: contentCategories,
  language: languages,
  status: publishStatuses,
  translation: translationFilters,
}

/** `validateSearch` of the contents list: schema-free, since it ships in every page's entry. */
export const readContentListSearch = listSearchReader(contentListFields)

/** `?from={id}` on the create page: start the English version of that article. */
export function readContentCreateSearch(search: Record<string, unknown>): { from?: string } {
  const from = readId(search.from)
  return from ? { from } : {}
}
