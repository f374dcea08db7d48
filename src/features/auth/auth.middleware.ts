import { createMiddleware } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import type { UserRole } from '~/lib/enums'
import { AppError, errorStatus } from '~/lib/errors'
import { getDb } from '~/lib/server/runtime'
import { readSessionToken } from './auth.cookies'
import { resolveSession } from './auth.server'

function fail(code: 'unauthorized' | 'forbidden'): never {
  setResponseStatus(errorStatus[code])
  throw new AppError(code)
}

/** Every dashboard server function runs behind this: a live session, checked on the server. */
export const authMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const db = await getDb()
  const resolved = await resolveSession(db, readSessionToken())
  if (!resolved) fail('unauthorized')
  return next({ context: { user: resolved.user, db } })
})

/** Session plus one of `roles`; admins pass every role check. */
export function requireRole(...roles: UserRole[]) {
  return createMiddleware({ type: 'function' })
    .middleware([authMiddleware])
    .server(async ({ next, context }) => {
      if (context.user.role !== 'admin' && !roles.includes(context.user.role)) fail('forbidden')
      return next()
    })
}
