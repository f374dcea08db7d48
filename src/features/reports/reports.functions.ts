import { applicationsRead, withActor } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { getReport, searchReportJobs } from './reports.admin.server'
import { reportJobChoicesSchema, reportSchema } from './reports.schemas'

// HR's reports belong to the applicants' area, within the reader's companies (decisions 046, 051).

export const getReportFn = applicationsRead.validator(validate(reportSchema)).handler(withActor(getReport))

export const reportJobChoicesFn = applicationsRead.validator(validate(reportJobChoicesSchema)).handler(withActor(searchReportJobs))
