import { type DocumentCategory, documentCategories } from '~/lib/enums'
import { DEFAULT_DOCUMENT_CATEGORY } from './documents.types'

/** A category from the URL or the API: one of the five, else `terms` (SPEC §5). */
export function documentCategoryOf(value: unknown): DocumentCategory {
  return typeof value === 'string' && (documentCategories as readonly string[]).includes(value)
    ? (value as DocumentCategory)
    : DEFAULT_DOCUMENT_CATEGORY
}
