import type { SessionUser } from '~/lib/session'

/**
 * The signed-in user, or null, for route guards. The server-function client (and its serializer)
 * loads on demand: a public page that never calls the server does not ship it (decision 013).
 */
export async function loadSessionUser(): Promise<SessionUser | null> {
  const { getSessionUser } = await import('./auth.functions')
  return getSessionUser()
}
