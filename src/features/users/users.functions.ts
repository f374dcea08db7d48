import { createServerFn } from '@tanstack/react-start'
import { requireAccess } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { createUserSchema, setUserActiveSchema, userIdSchema, userListSchema } from './users.schemas'
import { createUser, listUsers, resetUserPassword, setUserActive } from './users.admin.server'

export const listUsersFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('users')])
  .validator(validate(userListSchema))
  .handler(({ data, context }) => listUsers(context.db, data))

export const createUserFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('users')])
  .validator(validate(createUserSchema))
  .handler(({ data, context }) => createUser(context.db, data, context.user.id))

export const setUserActiveFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('users')])
  .validator(validate(setUserActiveSchema))
  .handler(({ data, context }) => setUserActive(context.db, data.id, data.active, context.user.id))

export const resetUserPasswordFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('users')])
  .validator(validate(userIdSchema))
  .handler(({ data, context }) => resetUserPassword(context.db, data.id, context.user.id))
