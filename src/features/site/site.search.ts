import { type CorporateSection, corporateSections } from '~/lib/enums'

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

/** The dashboard's corporate pages: the section shown below the overview (a new entry's section too). */
export interface SiteAdminSearch {
  section?: CorporateSection
}

/** Reads `?section=`; enums only (site.rules.ts would bring the sections' descriptions into every page's entry). */
export function readSiteAdminSearch(search: Record<string, unknown>): SiteAdminSearch {
  const section = search.section
  return typeof section === 'string' && (corporateSections as readonly string[]).includes(section)
    ? { section: section as CorporateSection }
    : {}
}
