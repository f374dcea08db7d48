import { createMiddleware, createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import type { Db } from '~/db/client'
import type { AccessArea } from '~/lib/access'
import type { ScopedActor } from '~/lib/session'
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

/*
 * The builders of every dashboard server function: one per access area and method, so that the
 * guard is written once and a feature's function is one line,
 * `<area>Read.validator(validate(schema)).handler(withDb(operation))` (decision 028). They must stay module-level
 * constants: Start's compiler follows a server function's chain back through a constant, not
 * through a function call. `src/architecture.test.ts` reads this list to prove every function's guard.
 */
export const dashboardRead = createServerFn({ method: 'GET' }).middleware([requireAccess('dashboard')])
export const accountWrite = createServerFn({ method: 'POST' }).middleware([requireAccess('account')])
export const usersRead = createServerFn({ method: 'GET' }).middleware([requireAccess('users')])
export const usersWrite = createServerFn({ method: 'POST' }).middleware([requireAccess('users')])
export const jobsRead = createServerFn({ method: 'GET' }).middleware([requireAccess('jobs')])
export const jobsWrite = createServerFn({ method: 'POST' }).middleware([requireAccess('jobs')])
export const applicationsRead = createServerFn({ method: 'GET' }).middleware([requireAccess('applications')])
export const applicationsWrite = createServerFn({ method: 'POST' }).middleware([requireAccess('applications')])
export const contentsRead = createServerFn({ method: 'GET' }).middleware([requireAccess('contents')])
export const contentsWrite = createServerFn({ method: 'POST' }).middleware([requireAccess('contents')])
export const documentsRead = createServerFn({ method: 'GET' }).middleware([requireAccess('documents')])
export const documentsWrite = createServerFn({ method: 'POST' }).middleware([requireAccess('documents')])
export const messagesRead = createServerFn({ method: 'GET' }).middleware([requireAccess('messages')])
export const messagesWrite = createServerFn({ method: 'POST' }).middleware([requireAccess('messages')])
export const redirectsRead = createServerFn({ method: 'GET' }).middleware([requireAccess('redirects')])
export const redirectsWrite = createServerFn({ method: 'POST' }).middleware([requireAccess('redirects')])

/** A dashboard read `(db, input)` as a server function's handler. */
export const withDb =
  <I, R>(operation: (db: Db, input: I) => R) =>
  ({ data, context }: { data: I; context: { db: Db } }) =>
    operation(context.db, data)

/**
 * A dashboard operation `(db, input, actor)` as a server function's handler: the signed-in user
 * acts (every write) or reads within their company scope (jobs and applications, decision 046).
 */
export const withActor =
  <I, R>(operation: (db: Db, input: I, actor: ScopedActor) => R) =>
  ({ data, context }: { data: I; context: { db: Db; user: ScopedActor } }) =>
    operation(context.db, data, context.user)
