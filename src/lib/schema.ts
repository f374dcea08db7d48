import { z } from 'zod'
import { parseDateText } from './date-text'
import { EMAIL_MAX_LENGTH } from './field-limits'
import { LIST_PAGE_MAX, LIST_SEARCH_MAX } from './list-search'

/**
 * Building blocks for the zod schemas shared by forms and server functions. Messages are locale
 * keys of the common namespace; a parameter travels after a colon (`validation.minLength:2`), so
 * the client and the server render the same sentence without knowing the schema.
 */

/** C0 controls and DEL; single-line fields also refuse line breaks and tabs. Matching them is the point. */
// oxlint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/
// oxlint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export { EMAIL_MAX_LENGTH }

export const minLength = (min: number) => `validation.minLength:${min}`
export const maxLength = (max: number) => `validation.maxLength:${max}`

/** A trimmed single-line text; required unless `min` is 0. */
export function textField({ min = 1, max, multiline = false }: { min?: number; max: number; multiline?: boolean }) {
  const control = multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE
  let schema = z
    .string('validation.required')
    .max(max * 4, maxLength(max)) // refuse absurd input before trimming work
    .trim()
    .refine((value) => !control.test(value), 'validation.controlCharacters')
    // A lone surrogate is no character at all; the database would refuse it.
    .refine((value) => value.isWellFormed(), 'validation.invalidValue')
  if (min > 0) schema = schema.min(1, 'validation.required')
  if (min > 1) schema = schema.min(min, minLength(min))
  return schema.max(max, maxLength(max))
}

/** Whether a rich-text value says anything: "<p></p>" is empty; with `images`, an image alone is not. */
export const richTextHasContent = (html: string, { images = false } = {}) =>
  (images && /<img\s/i.test(html)) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== ''

/**
 * A required rich-text value (the editor's HTML, sanitized on the server after this check):
 * at most `max` characters before sanitization, markup included; `images` as `richTextHasContent`.
 */
export const richTextField = ({ max, images = false }: { max: number; images?: boolean }) =>
  z
    .string('validation.required')
    .max(max, maxLength(max))
    .refine((value) => value.isWellFormed(), 'validation.invalidValue')
    .refine((value) => richTextHasContent(value, { images }), 'validation.required')

/**
 * An optional ISO day (`YYYY-MM-DD`), or with `time` a day and minute (`YYYY-MM-DDTHH:mm`), that
 * exists; empty is none. `message` (the form's own) names the order to type it in (`src/lib/date-text.ts`).
 */
export const isoDateField = (message: string, { time = false } = {}) =>
  z
    .string('validation.required')
    .max(32, message)
    .refine((value) => value === '' || parseDateText(value, { time }) === value, message)

/** A required e-mail address (≤ 254 characters), lower-cased. */
export const emailField = () =>
  textField({ max: EMAIL_MAX_LENGTH })
    .pipe(z.email('validation.email'))
    .transform((value) => value.toLowerCase())

/** A secret typed by a person: not trimmed, length-limited, any character. */
export const secretField = ({ min = 1, max }: { min?: number; max: number }) =>
  z
    .string('validation.required')
    .min(1, 'validation.required')
    .min(min, minLength(min))
    .max(max, maxLength(max))
    .refine((value) => value.isWellFormed(), 'validation.invalidValue')

/**
 * The id of a row in a server function's input (src/lib/ids.ts holds the schema-free check for
 * route params). zod's uuid format: the versions and variants RFC 9562 names.
 */
export const idField = () => z.uuid('validation.invalidValue')

/** `{ id }`: the input of a server function about one row. */
export const idSchema = z.object({ id: idField() })

export const enumField = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, 'validation.invalidOption')

type EnumValues = readonly [string, ...string[]]
type ListFilterField<F> = z.ZodOptional<F extends z.ZodType ? F : ReturnType<typeof enumField<Extract<F, EnumValues>>>>

/**
 * A dashboard list's state as the server validates it again (decision 025): each filter optional
 * (a list of values is an enum), the text search `q` of at most `searchMax` characters, and the
 * page, 1 when absent (docs/product.md §5).
 */
export function listSearchSchema<const F extends Record<string, EnumValues | z.ZodType>>(filters: F) {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, field] of Object.entries(filters)) shape[key] = (field instanceof z.ZodType ? field : enumField(field)).optional()
  return z.object({
    ...(shape as { [K in keyof F]: ListFilterField<F[K]> }),
    q: textField({ min: 0, max: LIST_SEARCH_MAX }).optional(),
    page: z.number().int().min(1).max(LIST_PAGE_MAX).default(1),
  })
}

/** A locale key from a zod issue, with its parameter when the schema gave none. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return issue.message
  switch (issue.code) {
    case 'too_small':
      return minLength(Number(issue.minimum))
    case 'too_big':
      return maxLength(Number(issue.maximum))
    case 'invalid_value':
      return 'validation.invalidOption'
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalidValue'
    default:
      return 'validation.invalidValue'
  }
}

/**
 * Field name → first message, for the failure envelope (`fields`). A message in the form's own
 * namespace (`ownPrefix`, e.g. `apply.`) stays as written.
 */
export function issueFields(error: z.ZodError, ownPrefix?: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || '_'
    fields[name] ??= ownPrefix !== undefined && issue.message.startsWith(ownPrefix) ? issue.message : issueMessage(issue)
  }
  return fields
}
