import { createMiddleware, createServerOnlyFn } from '@tanstack/react-start'
import type { AccessArea } from '~/lib/access'
import { getDb } from '~/lib/server/runtime'
import { readSessionToken } from './auth.http.server'
import { authorize } from './auth.server'

/**
 * Every dashboard server function runs behind this: a live session whose role may use `area`
 * (src/lib/access.ts), checked on the server at every call, whatever the page showed.
 */
export function requireAccess(area: AccessArea) {
  return createMiddleware({ type: 'function' }).server(async ({ next }) => {
    const db = await getDb()
    const session = await authorize(db, readSessionToken(), area)
    return next({ context: { db, user: session.user, sessionId: session.sessionId } })
  })
}

/**
 * The same check for a plain server route (a file download, an export): the session from this
 * request's cookie and the role for `area`, or AppError `unauthorized` / `forbidden`.
 */
export const authorizeRequest = createServerOnlyFn(async (area: AccessArea) => {
  const db = await getDb()
  const session = await authorize(db, readSessionToken(), area)
  return { db, user: session.user }
})
