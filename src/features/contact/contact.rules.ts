/**
 * The contact form's limits, in a module without the schema library, so the public form can set
 * `minLength`/`maxLength` without loading zod (decision 013). The schema uses the same numbers.
 */
export const CONTACT_LIMITS = {
  /** docs/product.md §5.1: first and last name at least 2 characters. */
  name: { min: 2, max: 100 },
  /** docs/product.md §5.1: the subject at least 5 characters (the five subject values are 5 to 19 long). */
  subject: { min: 5, max: 40 },
  /** docs/product.md §5.1: the message at least 10 characters. */
  message: { min: 10, max: 5000 },
} as const

/** The honeypot: a field people never see or fill; a bot that fills it is answered as if it succeeded. */
export const CONTACT_HONEYPOT = 'website'

/** The largest JSON body `POST /api/public/contact` reads (the form's limits fit well inside). */
export const CONTACT_BODY_MAX = 32 * 1024

/** The field names of docs/product.md §3: JSON keys and form names. */
export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
