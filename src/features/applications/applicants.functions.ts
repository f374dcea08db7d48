import { createServerFn } from '@tanstack/react-start'
import { requireAccess } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { addApplicantNoteSchema, applicantIdSchema, applicantListSchema, setApplicantStatusSchema } from './applicants.schemas'
import { addApplicantNote, deleteApplicant, getApplicant, listApplicants, listJobOptions, setApplicantStatus } from './applicants.server'

export const listApplicantsFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('applications')])
  .validator(validate(applicantListSchema))
  .handler(({ data, context }) => listApplicants(context.db, data))

export const listApplicantJobsFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('applications')])
  .handler(({ context }) => listJobOptions(context.db))

export const getApplicantFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('applications')])
  .validator(validate(applicantIdSchema))
  .handler(({ data, context }) => getApplicant(context.db, data.id))

export const setApplicantStatusFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('applications')])
  .validator(validate(setApplicantStatusSchema))
  .handler(({ data, context }) => setApplicantStatus(context.db, data.id, data.status, context.user.id))

export const addApplicantNoteFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('applications')])
  .validator(validate(addApplicantNoteSchema))
  .handler(({ data, context }) => addApplicantNote(context.db, data.id, data.body, context.user.id))

export const deleteApplicantFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('applications')])
  .validator(validate(applicantIdSchema))
  .handler(({ data, context }) => deleteApplicant(context.db, data.id, context.user.id))
