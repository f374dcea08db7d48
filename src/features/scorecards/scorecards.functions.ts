import { applicationsRead, applicationsWrite, withActor } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { getApplicationScorecards, saveScorecard } from './scorecards.admin.server'
import { applicationScorecardsSchema, saveScorecardSchema } from './scorecards.schemas'

export const getApplicationScorecardsFn = applicationsRead
  .validator(validate(applicationScorecardsSchema))
  .handler(withActor(getApplicationScorecards))

export const saveScorecardFn = applicationsWrite.validator(validate(saveScorecardSchema)).handler(withActor(saveScorecard))
