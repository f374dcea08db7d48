/**
 * The documents page's URL state: `category`, as text. Route search validation ships in every
 * page's entry, so it only checks the shape (decision 013); the loader falls back to `terms` for
 * an unknown or missing value (SPEC §5).
 */
export interface DocumentsSearch {
  category?: string
}

export function readDocumentsSearch(search: Record<string, unknown>): DocumentsSearch {
  const category = typeof search.category === 'string' ? search.category.slice(0, 32) : undefined
  return { category: category || undefined }
}
