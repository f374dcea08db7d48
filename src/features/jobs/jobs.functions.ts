import { jobsRead, jobsWrite, withActor } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { createJobSchema, jobIdSchema, jobListSchema, setJobStatusSchema, updateJobSchema } from './jobs.schemas'
import { createJob, getJobForEdit, listJobs, setJobStatus, updateJob } from './jobs.admin.server'

export const listJobsFn = jobsRead.validator(validate(jobListSchema)).handler(withActor(listJobs))

export const getJobForEditFn = jobsRead.validator(validate(jobIdSchema)).handler(withActor(getJobForEdit))

export const createJobFn = jobsWrite.validator(validate(createJobSchema)).handler(withActor(createJob))

export const updateJobFn = jobsWrite.validator(validate(updateJobSchema)).handler(withActor(updateJob))

export const setJobStatusFn = jobsWrite.validator(validate(setJobStatusSchema)).handler(withActor(setJobStatus))
