/**
 * The application form's limits, in a module without the schema library, so the public form
 * can set `maxLength` and `accept` without loading zod (decision 013). The schema uses the same
 * numbers.
 */
export const APPLICATION_LIMITS = {
  fullName: { min: 2, max: 120 },
  phone: { min: 7, max: 20 },
  currentLocation: 120,
  currentCompany: 120,
  url: 300,
  additionalInfo: 5000,
} as const

/** SPEC: PDF or Word, at most 10 MB (10 × 1024 × 1024 bytes). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024

/** For the file picker only: the server decides by the content (file-sniff). */
export const RESUME_ACCEPT = '.pdf,.doc,.docx'

/** The honeypot: a field people never see or fill; a bot that fills it is answered as if it succeeded. */
export const HONEYPOT_FIELD = 'website'

/** The text fields of the form, as the SPEC names them (multipart parts and form names). */
export const APPLICATION_TEXT_FIELDS = [
  'full_name',
  'email',
  'phone',
  'current_location',
  'current_company',
  'linkedin_url',
  'portfolio_url',
  'additional_info',
] as const
export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number]
