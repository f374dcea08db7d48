import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { getEnv } from '~/lib/env'
import { getDb } from '~/lib/server/runtime'
import { clearSessionCookie, readSessionToken, writeSessionCookie } from './auth.cookies'
import { loginSchema, type LoginResult, type SessionUser } from './auth.schemas'
import { authenticate, createSession, deleteSessionByToken, resolveSession, toSessionUser } from './auth.server'

/** The signed-in user, or null. Used by route guards; never throws for a missing session. */
export const getSessionUser = createServerFn({ method: 'GET' }).handler(async (): Promise<SessionUser | null> => {
  const resolved = await resolveSession(await getDb(), readSessionToken())
  return resolved ? toSessionUser(resolved.user, resolved.previousLoginAt) : null
})

export const login = createServerFn({ method: 'POST' })
  .validator(loginSchema)
  .handler(async ({ data }): Promise<LoginResult> => {
    const db = await getDb()
    const ip = getRequestIP() ?? undefined
    const { result, user } = await authenticate(db, { ...data, ip }, { perIp: getEnv().LOGIN_LIMIT_PER_IP })
    if (result.ok && user) {
      // A fresh token at every login; any cookie the browser held before is dropped.
      await deleteSessionByToken(db, readSessionToken())
      const { token } = await createSession(db, user.id, {
        ip,
        userAgent: getRequestHeader('user-agent'),
        previousLoginAt: user.lastLoginAt,
      })
      writeSessionCookie(token)
    }
    return result
  })

export const logout = createServerFn({ method: 'POST' }).handler(async () => {
  await deleteSessionByToken(await getDb(), readSessionToken())
  clearSessionCookie()
  return { ok: true as const }
})
