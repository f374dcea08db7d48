import { createServerFn } from '@tanstack/react-start'
import { requireRole } from '~/features/auth/auth.middleware'
import { createUserSchema, setUserActiveSchema, userIdSchema } from './users.schemas'
import { createUser, listUsers, resetUserPassword, setUserActive } from './users.server'

const adminOnly = requireRole('admin')

export const listUsersFn = createServerFn({ method: 'GET' })
  .middleware([adminOnly])
  .handler(({ context }) => listUsers(context.db))

export const createUserFn = createServerFn({ method: 'POST' })
  .middleware([adminOnly])
  .validator(createUserSchema)
  .handler(({ data, context }) => createUser(context.db, data, context.user.id))

export const setUserActiveFn = createServerFn({ method: 'POST' })
  .middleware([adminOnly])
  .validator(setUserActiveSchema)
  .handler(({ data, context }) => setUserActive(context.db, data.id, data.active, context.user.id))

export const resetUserPasswordFn = createServerFn({ method: 'POST' })
  .middleware([adminOnly])
  .validator(userIdSchema)
  .handler(({ data, context }) => resetUserPassword(context.db, data.id, context.user.id))
