import { usersRead, usersWrite, withActor, withDb } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { createUserSchema, setUserActiveSchema, setUserCompaniesSchema, userIdSchema, userListSchema } from './users.schemas'
import { createUser, listUsers, resetUserPassword, setUserActive, setUserCompanies } from './users.admin.server'

export const listUsersFn = usersRead.validator(validate(userListSchema)).handler(withDb(listUsers))

export const createUserFn = usersWrite.validator(validate(createUserSchema)).handler(withActor(createUser))

export const setUserActiveFn = usersWrite.validator(validate(setUserActiveSchema)).handler(withActor(setUserActive))

export const resetUserPasswordFn = usersWrite.validator(validate(userIdSchema)).handler(withActor(resetUserPassword))

export const setUserCompaniesFn = usersWrite.validator(validate(setUserCompaniesSchema)).handler(withActor(setUserCompanies))
