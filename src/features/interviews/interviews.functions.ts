import { applicationsRead, applicationsWrite, withActor } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { cancelInterview, getApplicationInterviews, saveInterview } from './interviews.admin.server'
import { applicationInterviewsSchema, interviewIdSchema, saveInterviewSchema } from './interviews.schemas'

export const getApplicationInterviewsFn = applicationsRead
  .validator(validate(applicationInterviewsSchema))
  .handler(withActor(getApplicationInterviews))

export const saveInterviewFn = applicationsWrite.validator(validate(saveInterviewSchema)).handler(withActor(saveInterview))

export const cancelInterviewFn = applicationsWrite.validator(validate(interviewIdSchema)).handler(withActor(cancelInterview))
