import { secretField } from './schema'

/** Dashboard passwords: at least 12 characters (stored as argon2id hashes), at most 256. */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256

export const newPasswordField = () => secretField({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
