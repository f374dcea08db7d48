/**
 * Length limits of shared fields, in a module without the schema library, so a public form can
 * set `maxLength` without loading zod (decision 013). The schemas use the same numbers.
 */
export const EMAIL_MAX_LENGTH = 254
/** Dashboard passwords: at least 12 characters (stored as argon2id hashes), at most 256. */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256
