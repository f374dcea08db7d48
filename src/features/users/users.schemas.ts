import { z } from 'zod'
import type { UserRole } from '~/lib/enums'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, roleSchema } from '~/features/auth/auth.schemas'

/** Messages are locale keys (namespace common); `minLength` takes {{min}}. */
export const createUserSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').min(2, 'validation.minLength').max(120),
  email: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .pipe(z.email('validation.email'))
    .transform((v) => v.toLowerCase()),
  role: roleSchema,
  /** Empty: a strong password is generated and shown once. */
  password: z.union([
    z.literal(''),
    z.string().min(PASSWORD_MIN_LENGTH, 'validation.minLength').max(PASSWORD_MAX_LENGTH),
  ]),
})
export type CreateUserInput = z.input<typeof createUserSchema>

export const userIdSchema = z.object({ id: z.uuid() })
export const setUserActiveSchema = z.object({ id: z.uuid(), active: z.boolean() })

export interface UserListItem {
  id: string
  email: string
  name: string
  role: UserRole
  isActive: boolean
  lastLoginAt: string | null
  createdAt: string
}
