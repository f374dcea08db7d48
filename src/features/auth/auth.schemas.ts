import { z } from 'zod'
import { type UserRole, userRoles } from '~/lib/enums'

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256

/** Messages are locale keys; forms translate them. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')).transform((v) => v.toLowerCase()),
  password: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH),
})
export type LoginInput = z.input<typeof loginSchema>

export const roleSchema = z.enum(userRoles)

export interface SessionUser {
  id: string
  email: string
  name: string
  role: UserRole
  /** The sign-in before the current session's, or null on a first sign-in. */
  previousLoginAt: string | null
}

export type LoginResult =
  | { ok: true; user: SessionUser }
  | { ok: false; error: 'invalid_credentials' }
  | { ok: false; error: 'rate_limited'; retryAfterSeconds: number }
