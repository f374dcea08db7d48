import { areaQueries } from '~/lib/area-queries'
import {
  getDocumentForEditFn,
  listDocumentsFn,
  saveDocumentScheduleFn,
  cancelDocumentScheduleFn,
  listDocumentVersionsFn,
  getDocumentVersionFn,
  restoreDocumentVersionFn,
} from './documents.functions'

export const documentAdminQueries = areaQueries('documents', listDocumentsFn, 'edit', getDocumentForEditFn)

/** The schedule section's server functions (decision 058). */
export const documentScheduleFns = { save: saveDocumentScheduleFn, cancel: cancelDocumentScheduleFn }

/** “Mark as reviewed” of a language version (decision 060). */
export { markDocumentReviewedFn } from './documents.functions'

/** The history page's server functions (decision 056). */
export const documentVersionFns = { list: listDocumentVersionsFn, get: getDocumentVersionFn, restore: restoreDocumentVersionFn }
