import { bilingualTranslationFilters } from '~/lib/translation-status'
import { documentCategories, publishStatuses } from '~/lib/enums'
import { LIST_SEARCH_MAX, listSearchReader, type ListSearchOf } from '~/lib/list-search'

/**
 * The documents page's URL state: `category`, as text. Route search validation ships in every
 * page's entry, so it only checks the shape (decision 013); the loader falls back to `terms` for
 * an unknown or missing value (docs/product.md §9).
 */
export interface DocumentsSearch {
  category?: string
}

export function readDocumentsSearch(search: Record<string, unknown>): DocumentsSearch {
  const category = typeof search.category === 'string' ? search.category.slice(0, 32) : undefined
  return { category: category || undefined }
}

export const DOCUMENTS_PAGE_SIZE = 20

/** The dashboard documents list state in the URL: text search, category and status filters, page. */
export type DocumentListSearch = ListSearchOf<typeof documentListFields>

const documentListFields = {
  q: LIST_SEARCH_MAX,
  category: documentCategories,
  status: publishStatuses,
  translation: bilingualTranslationFilters,
}

/** `validateSearch` of the documents list: schema-free, since it ships in every page's entry. */
export const readDocumentListSearch = listSearchReader(documentListFields)
