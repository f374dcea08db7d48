/**
 * The URL state of the companies and brands pages: short text values only. Route search
 * validation ships in every page's entry, so it checks the shape and nothing else; the pages
 * ignore a value they do not know (decision 013).
 */
export interface CorporateSearch {
  category?: string
  position?: string
  scope?: string
}

export function readCorporateSearch(search: Record<string, unknown>): CorporateSearch {
  const out: CorporateSearch = {}
  for (const key of ['category', 'position', 'scope'] as const) {
    const value = search[key]
    if (typeof value === 'string' && value) out[key] = value.slice(0, 32)
  }
  return out
}
