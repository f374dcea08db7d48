import { createServerFn } from '@tanstack/react-start'
import { requireAccess } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { createJobSchema, jobIdSchema, jobListSchema, setJobStatusSchema, updateJobSchema } from './jobs.schemas'
import { createJob, getJobForEdit, listJobs, setJobStatus, updateJob } from './jobs.admin.server'

export const listJobsFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('jobs')])
  .validator(validate(jobListSchema))
  .handler(({ data, context }) => listJobs(context.db, data))

export const getJobForEditFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('jobs')])
  .validator(validate(jobIdSchema))
  .handler(({ data, context }) => getJobForEdit(context.db, data.id))

export const createJobFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('jobs')])
  .validator(validate(createJobSchema))
  .handler(({ data, context }) => createJob(context.db, data, context.user.id))

export const updateJobFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('jobs')])
  .validator(validate(updateJobSchema))
  .handler(({ data, context }) => updateJob(context.db, data, context.user.id))

export const setJobStatusFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('jobs')])
  .validator(validate(setJobStatusSchema))
  .handler(({ data, context }) => setJobStatus(context.db, data, context.user))
