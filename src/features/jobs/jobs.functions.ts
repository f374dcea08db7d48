import { jobsRead, jobsWrite, withActor } from '~/features/auth/auth.middleware'
import { cancelScheduleSchema, saveScheduleSchema } from '~/lib/publish-schedule'
import { markReviewedSchema } from '~/lib/translation-review'
import { restoreVersionSchema, versionListSchema, versionSchema } from '~/lib/entity-versions'
import { validate } from '~/lib/validate'
import { createJobSchema, jobIdSchema, jobListSchema, setJobStatusSchema, updateJobSchema } from './jobs.schemas'
import {
  createJob,
  getJobForEdit,
  listJobs,
  setJobStatus,
  updateJob,
  saveJobSchedule,
  cancelJobSchedule,
  markJobReviewed,
  listJobVersions,
  getJobVersion,
  restoreJobVersion,
} from './jobs.admin.server'

export const listJobsFn = jobsRead.validator(validate(jobListSchema)).handler(withActor(listJobs))

export const getJobForEditFn = jobsRead.validator(validate(jobIdSchema)).handler(withActor(getJobForEdit))

export const createJobFn = jobsWrite.validator(validate(createJobSchema)).handler(withActor(createJob))

export const updateJobFn = jobsWrite.validator(validate(updateJobSchema)).handler(withActor(updateJob))

export const setJobStatusFn = jobsWrite.validator(validate(setJobStatusSchema)).handler(withActor(setJobStatus))

export const saveJobScheduleFn = jobsWrite.validator(validate(saveScheduleSchema)).handler(withActor(saveJobSchedule))

export const cancelJobScheduleFn = jobsWrite.validator(validate(cancelScheduleSchema)).handler(withActor(cancelJobSchedule))

export const markJobReviewedFn = jobsWrite.validator(validate(markReviewedSchema)).handler(withActor(markJobReviewed))

export const listJobVersionsFn = jobsRead.validator(validate(versionListSchema)).handler(withActor(listJobVersions))

export const getJobVersionFn = jobsRead.validator(validate(versionSchema)).handler(withActor(getJobVersion))

export const restoreJobVersionFn = jobsWrite.validator(validate(restoreVersionSchema)).handler(withActor(restoreJobVersion))
