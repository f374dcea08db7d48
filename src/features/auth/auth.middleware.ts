import { createMiddleware } from '@tanstack/react-start'
import type { AccessArea } from '~/lib/access'
import { getDb } from '~/lib/server/runtime'
import { readSessionToken } from './auth.cookies'
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
