import { z } from 'zod'
import { emailField, issueMessage, textField } from '~/lib/schema'
import { APPLICATION_LIMITS as L, RESUME_MAX_BYTES } from './application-limits'

/**
 * The application form (SPEC §4), one schema for the browser (checked on first interaction,
 * loaded lazily) and the server (the REST endpoint and the scriptless post). Messages are locale
 * keys: `validation.*` of `common` (SPEC's generic sentences), `apply.validation.*` for the
 * form's own. The CV's type is decided on the server by its content (file-sniff), not here.
 */

const PHONE = /^[0-9 +()\-.]+$/

/**
 * An optional text: a part left out counts as empty. Browsers send a textarea's line breaks as
 * CRLF; they are stored, and counted, as one character each.
 */
const optionalText = (max: number, multiline = false) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null ? '' : typeof value === 'string' && multiline ? value.replace(/\r\n?/g, '\n') : value,
    textField({ min: 0, max, multiline }),
  )

/** True for an absolute http(s) URL with a host. */
function webUrl(value: string, httpsOnly: boolean): URL | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return undefined
  return url.hostname.includes('.') && !url.username && !url.password ? url : undefined
}

const isLinkedinUrl = (value: string) => {
  const host = webUrl(value, true)?.hostname.toLowerCase()
  return host === 'linkedin.com' || Boolean(host?.endsWith('.linkedin.com'))
}

/** What the schema needs to know of the CV: a browser File, or the server's upload record. */
export interface ResumeInput {
  name: string
  size: number
}

const isResume = (value: unknown): value is ResumeInput =>
  typeof value === 'object' && value !== null && typeof (value as ResumeInput).size === 'number' && (value as ResumeInput).size > 0

export const applicationSchema = z.object({
  full_name: textField({ min: L.fullName.min, max: L.fullName.max }),
  email: emailField(),
  phone: textField({ max: L.phone.max }).refine(
    (value) => value.length >= L.phone.min && PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= L.phone.min,
    'apply.validation.phone',
  ),
  current_location: optionalText(L.currentLocation),
  current_company: optionalText(L.currentCompany),
  linkedin_url: optionalText(L.url).refine((value) => value === '' || isLinkedinUrl(value), 'apply.validation.linkedinUrl'),
  portfolio_url: optionalText(L.url).refine((value) => value === '' || webUrl(value, false) !== undefined, 'apply.validation.portfolioUrl'),
  additional_info: optionalText(L.additionalInfo, true),
  resume: z
    .custom<ResumeInput>(isResume, 'validation.required')
    .refine((file) => file.size <= RESUME_MAX_BYTES, 'apply.validation.resumeTooLarge'),
  consent: z.literal(true, 'apply.validation.consent'),
})

/** Field name → first message: a locale key of `common` (`validation.*`) or of `apply` (`apply.*`). */
export function applicationIssueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || '_'
    fields[name] ??= issue.message.startsWith('apply.') ? issue.message : issueMessage(issue)
  }
  return fields
}

export type ApplicationInput = z.input<typeof applicationSchema>
export type ApplicationValues = z.output<typeof applicationSchema>

/** A checkbox as a form posts it: present ("on", or its value) when ticked, absent otherwise. */
export const consentGiven = (value: unknown) => value === true || value === 'on' || value === 'yes' || value === 'true'

/** What the success screen and the 201 reply say. */
export interface SubmittedApplication {
  id: string
  jobTitle: string
  submittedAt: string
}
