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
