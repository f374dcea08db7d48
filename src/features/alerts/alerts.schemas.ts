import { z } from 'zod'
import { isCompanyKey } from '~/content/companies'
import {
  alertFrequencies,
  type AlertFrequency,
  employmentTypes,
  experienceLevels,
  jobCategories,
  type Language,
  workModes,
} from '~/lib/enums'
import { emailField, enumField, issueFields, textField } from '~/lib/schema'
import { ALERT_LIMITS as L, type AlertFilters } from './alerts.rules'

/** An optional filter: absent or empty is "any". */
const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), field.optional())

/**
 * The subscription form (docs/product.md §14): the address, the rhythm, the consent box and the
 * board's filters as it posted them. A filter the board does not know is refused (400), not
 * dropped: the alert would otherwise match more than the visitor saw.
 */
export const alertSubscribeSchema = z.object({
  email: emailField(),
  frequency: enumField(alertFrequencies),
  consent: z.literal(true, 'alerts.validation.consent'),
  q: optional(textField({ max: L.q })),
  category: optional(enumField(jobCategories)),
  workMode: optional(enumField(workModes)),
  employmentType: optional(enumField(employmentTypes)),
  level: optional(enumField(experienceLevels)),
  location: optional(textField({ max: L.location })),
  company: optional(textField({ max: L.company }).refine(isCompanyKey, 'validation.invalidOption')),
})

export type AlertSubscribeValues = z.output<typeof alertSubscribeSchema>

/** Field name → first message: a locale key of `common` (`validation.*`) or of `alerts` (`alerts.*`). */
export const alertIssueFields = (error: z.ZodError) => issueFields(error, 'alerts.')

export const alertFrequencySchema = enumField(alertFrequencies)

/** What the confirmation and manage pages show of an alert: no address but a masked one. */
export interface AlertView {
  /** Which page the link opens: the confirmation button, or the alert's settings. */
  kind: 'confirm' | 'manage'
  confirmed: boolean
  /** `a•••@example.com`: enough for the owner to recognise it. */
  maskedEmail: string
  language: Language
  frequency: AlertFrequency
  filters: AlertFilters
}
