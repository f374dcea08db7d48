import { z } from 'zod'
import { languages } from './enums'
import { enumField, idField } from './schema'

/**
 * "Mark reviewed" of a language version (decision 060, docs/product.md §24): the entry (an
 * article's version, a job, a document) and the language whose version was checked against the
 * other. Dashboard only (zod).
 */
export const markReviewedSchema = z.object({ id: idField(), language: enumField(languages) })
export type MarkReviewedInput = z.output<typeof markReviewedSchema>
