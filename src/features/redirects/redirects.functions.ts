import { redirectsRead, redirectsWrite, withActor, withDb } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { createRedirect, deleteRedirect, listRedirects } from './redirects.admin.server'
import { createRedirectSchema, redirectIdSchema, redirectListSchema } from './redirects.schemas'

export const listRedirectsFn = redirectsRead.validator(validate(redirectListSchema)).handler(withDb(listRedirects))

export const createRedirectFn = redirectsWrite.validator(validate(createRedirectSchema)).handler(withActor(createRedirect))

export const deleteRedirectFn = redirectsWrite.validator(validate(redirectIdSchema)).handler(withActor(deleteRedirect))
