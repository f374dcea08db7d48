import type { UserRole } from './enums'

/** The signed-in user as pages and the dashboard shell see it (no secrets). */
export interface SessionUser {
  id: string
  email: string
  name: string
  role: UserRole
  /** The sign-in before the current session's, or null on a first sign-in. */
  previousLoginAt: string | null
}

/** Who performs a dashboard operation: every write takes one and records it in the audit trail. */
export type Actor = Pick<SessionUser, 'id' | 'role'>
