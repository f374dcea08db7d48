import { type DocumentCategory, documentCategories, type Language } from '~/lib/enums'
import { numberFormatter } from '~/lib/format'
import { languageMeta } from '~/lib/language'

/*
 * The documents' zod-free rules and constants, safe on the public page (decision 013).
 */

/** docs/product.md §9: the documents list reads at most this many (also the API's default). */
export const DOCUMENTS_LIMIT = 99
/** docs/product.md §9: an unknown or missing category is this one. */
export const DEFAULT_DOCUMENT_CATEGORY: DocumentCategory = 'terms'

export const documentFileUrl = (id: string) => `/api/public/documents/${id}/file`

/** A category from the URL or the API: one of the five, else `terms` (docs/product.md §9). */
export function documentCategoryOf(value: unknown): DocumentCategory {
  return typeof value === 'string' && (documentCategories as readonly string[]).includes(value)
    ? (value as DocumentCategory)
    : DEFAULT_DOCUMENT_CATEGORY
}

/** "245 kB", "1,2 MB": decimal units, as the unit names say, in the page's locale. */
export function formatFileSize(bytes: number, lang: Language): string {
  const [value, unit] = bytes < 1000 ? [bytes, 'byte'] : bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte']
  return numberFormatter(languageMeta[lang].locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value)
}

/** Where the document form posts: create without an id, update with one (documents.http.server.ts). */
export const documentUploadUrl = (id?: string) => (id ? `/api/dashboard/documents/${id}` : '/api/dashboard/documents')
