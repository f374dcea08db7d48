import { createServerFn } from '@tanstack/react-start'
import { currentClientAddress } from '~/lib/server/client-address'
import { getDb } from '~/lib/server/runtime'
import { securityLog } from '~/lib/server/security-log'
import { validate } from '~/lib/validate'
import { clearSessionCookie, readSessionToken } from './auth.http.server'
import { accountWrite } from './auth.middleware'
import { changePasswordSchema, loginSchema, type SessionUser } from './auth.schemas'
import { deleteSessionByToken, resolveSession, toSessionUser } from '~/lib/server/sessions'
import { changeOwnPassword } from './auth.server'
import { signIn } from './auth.http.server'

/** The signed-in user, or null. Used by route guards; never fails for a missing session. */
export const getSessionUser = createServerFn({ method: 'GET' }).handler(async (): Promise<SessionUser | null> => {
  const resolved = await resolveSession(await getDb(), readSessionToken())
  return resolved ? toSessionUser(resolved.user, resolved.previousLoginAt) : null
})

export const login = createServerFn({ method: 'POST' })
  .validator(validate(loginSchema))
  .handler(({ data }) => signIn(data))

export const logout = createServerFn({ method: 'POST' }).handler(async () => {
  const db = await getDb()
  const token = readSessionToken()
  const session = await resolveSession(db, token)
  await deleteSessionByToken(db, token)
  clearSessionCookie()
  if (session) securityLog('sign_out', { userId: session.user.id })
  return null
})

export const changePasswordFn = accountWrite.validator(validate(changePasswordSchema)).handler(async ({ data, context }) => {
  await changeOwnPassword(context.db, { userId: context.user.id, sessionId: context.sessionId, ip: currentClientAddress() }, data)
  return null
})
