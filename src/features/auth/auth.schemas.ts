import { z } from 'zod'
import { newPasswordField, PASSWORD_MAX_LENGTH } from '~/lib/password-policy'
import { emailField, secretField } from '~/lib/schema'

export type { SessionUser } from '~/lib/session'
export { PASSWORD_MAX_LENGTH }

export const loginSchema = z.object({
  email: emailField(),
  password: secretField({ max: PASSWORD_MAX_LENGTH }),
})
export type LoginInput = z.input<typeof loginSchema>

export const changePasswordSchema = z
  .object({
    currentPassword: secretField({ max: PASSWORD_MAX_LENGTH }),
    newPassword: newPasswordField(),
    confirmPassword: secretField({ max: PASSWORD_MAX_LENGTH }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordMismatch' })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: 'validation.passwordUnchanged' })
export type ChangePasswordInput = z.input<typeof changePasswordSchema>
