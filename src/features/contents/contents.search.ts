import { pageParam } from '~/lib/list-search'

/** A content list's URL state: `page`, absent for the first (SPEC §5: missing or not numeric → 1). */
export interface ContentsSearch {
  page?: number
}

/** The router keeps raw keys the reader leaves out, so `page` is always set (undefined for the first). */
export function readContentsSearch(search: Record<string, unknown>): ContentsSearch {
  const page = pageParam(search.page)
  return { page: page > 1 ? page : undefined }
}
