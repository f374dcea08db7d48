import type { z } from 'zod'
import { AppError } from './errors'
import { issueFields } from './schema'

/**
 * A server-function validator from a shared zod schema: invalid input becomes an expected
 * failure (400, `invalid`) with one localized message per field, never a raw zod dump.
 */
export function validate<S extends z.ZodType>(schema: S) {
  return (input: z.input<S>): z.output<S> => {
    const parsed = schema.safeParse(input)
    if (!parsed.success) throw new AppError('invalid', { fields: issueFields(parsed.error) })
    return parsed.data
  }
}
