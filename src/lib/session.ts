import type { UserRole } from './enums'

/** The signed-in user as pages and the dashboard shell see it (no secrets). */
export interface SessionUser {
  id: string
  email: string
  name: string
  role: UserRole
  /** The sign-in before the current session's, or null on a first sign-in. */
  previousLoginAt: string | null
  /** The companies whose jobs and applications the user works on (`companyScope`, decision 046); null: every company. */
  companies: readonly string[] | null
}

/** Who performs a dashboard operation: every write takes one and records it in the audit trail. */
export type Actor = Pick<SessionUser, 'id' | 'role'>

/**
 * The actor of the jobs and applications operations, which read and write within a company scope:
 * `companies` are the group companies an admin limited the user to (null: none chosen), loaded with
 * the session; what they mean is `companyScope` in src/lib/access.ts (decision 046).
 */
export type ScopedActor = Actor & { companies: readonly string[] | null }
