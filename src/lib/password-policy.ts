import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './field-limits'
import { secretField } from './schema'

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH }

export const newPasswordField = () => secretField({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
