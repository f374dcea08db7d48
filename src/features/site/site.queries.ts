import { queryOptions } from '@tanstack/react-query'
import { areaQueries } from '~/lib/area-queries'
import type { CorporateSection } from '~/lib/enums'
import {
  getCorporateEntryForEditFn,
  getCorporateVersionFn,
  listCorporateEntriesFn,
  listCorporateSectionsFn,
  listCorporateVersionsFn,
  restoreCorporateVersionFn,
} from './site.functions'

/** The corporate pages' queries on the dashboard (decision 061): the sections, a section's entries, one entry. */
const area = areaQueries('site', listCorporateEntriesFn, 'edit', getCorporateEntryForEditFn)
export const siteAdminQueries = {
  ...area,
  list: (section: CorporateSection) => area.list({ section }),
  sections: () => queryOptions({ queryKey: [...area.all, 'sections'], queryFn: () => listCorporateSectionsFn() }),
}

/** Saving, moving, the status step and “mark as reviewed” (decision 060). */
export { markCorporateReviewedFn, moveCorporateEntryFn, saveCorporateEntryFn, setCorporateStatusFn } from './site.functions'

/** The history page's server functions (decision 056). */
export const corporateVersionFns = { list: listCorporateVersionsFn, get: getCorporateVersionFn, restore: restoreCorporateVersionFn }
