import {
  createJobFn,
  getJobForEditFn,
  listJobsFn,
  updateJobFn,
  saveJobScheduleFn,
  cancelJobScheduleFn,
  listJobVersionsFn,
  getJobVersionFn,
  restoreJobVersionFn,
} from './jobs.functions'
import type { JobFormInput } from './jobs.schemas'
import { areaQueries, useSaveEntity } from '~/lib/area-queries'

export const jobAdminQueries = areaQueries('jobs', listJobsFn, 'edit', getJobForEditFn)

/** What the one job form saves through. */
export const useSaveJob = (id: string | undefined) =>
  useSaveEntity(id, { create: createJobFn, update: updateJobFn }, ({ status: _status, ...fields }: JobFormInput) => fields)

/** The schedule section's server functions (decision 058). */
export const jobScheduleFns = { save: saveJobScheduleFn, cancel: cancelJobScheduleFn }

/** “Mark as reviewed” of a language version (decision 060). */
export { markJobReviewedFn } from './jobs.functions'

/** The history page's server functions (decision 056). */
export const jobVersionFns = { list: listJobVersionsFn, get: getJobVersionFn, restore: restoreJobVersionFn }
