import { applicationsRead, applicationsWrite, withActor, withDb } from '~/features/auth/auth.middleware'
import { idSchema } from '~/lib/schema'
import { validate } from '~/lib/validate'
import { z } from 'zod'
import { deleteTemplate, getTemplate, listTemplates, saveTemplate } from './templates.admin.server'
import { saveTemplateSchema } from './templates.schemas'

// HR's e-mail templates belong to the applicants' area (decision 048).

export const listTemplatesFn = applicationsRead.validator(validate(z.undefined())).handler(withDb(listTemplates))

export const getTemplateFn = applicationsRead.validator(validate(idSchema)).handler(withDb(getTemplate))

export const saveTemplateFn = applicationsWrite.validator(validate(saveTemplateSchema)).handler(withActor(saveTemplate))

export const deleteTemplateFn = applicationsWrite.validator(validate(idSchema)).handler(withActor(deleteTemplate))
