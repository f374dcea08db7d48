import { z } from 'zod'
import { companyKeys } from '~/content/companies'
import { type UserRole, userRoles } from '~/lib/enums'
import { newPasswordField } from '~/lib/password-policy'
import { emailField, enumField, idField, idSchema, listSearchSchema, textField } from '~/lib/schema'
import { type UserListSearch, userStatuses } from './users.search'

export const USER_NAME_MAX = 120

/**
 * The group companies a recruiter is limited to (decision 046); none chosen: every company. Only
 * recruiters keep them: an admin's or editor's choice is not stored.
 */
export const userCompaniesField = () => z.array(z.enum(companyKeys)).max(companyKeys.length)

export const createUserSchema = z.object({
  name: textField({ min: 2, max: USER_NAME_MAX }),
  email: emailField(),
  role: enumField(userRoles),
  /** Empty: a strong password is generated and shown once. */
  password: z.union([z.literal(''), newPasswordField()]),
  companies: userCompaniesField().default([]),
})
export type CreateUserInput = z.input<typeof createUserSchema>

export type { UserListSearch } from './users.search'

export const userIdSchema = idSchema
export const setUserActiveSchema = z.object({ id: idField(), active: z.boolean() })
export const setUserCompaniesSchema = z.object({ id: idField(), companies: userCompaniesField() })
export type SetUserCompaniesInput = z.input<typeof setUserCompaniesSchema>

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
  /** A recruiter's companies (decision 046), in the list's order; empty: every company. */
  companies: string[]
}
