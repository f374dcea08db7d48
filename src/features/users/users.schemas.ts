import { z } from 'zod'
import { type UserRole, userRoles } from '~/lib/enums'
import { newPasswordField } from '~/lib/password-policy'
import { emailField, enumField, idField, idSchema, listSearchSchema, textField } from '~/lib/schema'
import { type UserListSearch, userStatuses } from './users.search'

export const USER_NAME_MAX = 120

export const createUserSchema = z.object({
  name: textField({ min: 2, max: USER_NAME_MAX }),
  email: emailField(),
  role: enumField(userRoles),
  /** Empty: a strong password is generated and shown once. */
  password: z.union([z.literal(''), newPasswordField()]),
})
export type CreateUserInput = z.input<typeof createUserSchema>

export type { UserListSearch } from './users.search'

export const userIdSchema = idSchema
export const setUserActiveSchema = z.object({ id: idField(), active: z.boolean() })

/** The Users list state: read from the URL by `readUserListSearch`, validated again here on the server. */
export const userListSchema = listSearchSchema({ role: userRoles, status: userStatuses }) satisfies z.ZodType<unknown, UserListSearch>

export interface UserListItem {
  id: string
  email: string
  name: string
  role: UserRole
  isActive: boolean
  lastLoginAt: string | null
  createdAt: string
}
