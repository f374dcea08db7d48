import { z } from 'zod'
import { LIST_PAGE_MAX } from './list-search'
import { enumField, idField } from './schema'

/**
 * The history pages' server-function inputs (decision 056, docs/product.md §20), shared by the
 * three features. Dashboard only (zod).
 */
export const versionListSchema = z.object({ id: idField(), page: z.number().int().min(1).max(LIST_PAGE_MAX).default(1) })
export type VersionListInput = z.output<typeof versionListSchema>

const versionNumber = z
  .number('validation.invalidValue')
  .int('validation.invalidValue')
  .min(1, 'validation.invalidValue')
  .max(1_000_000_000)

export const versionSchema = z.object({ id: idField(), number: versionNumber })
export type VersionInput = z.output<typeof versionSchema>

/** How a version comes back: its values saved, the entry then a draft (off the site) or live. */
export const restoreModes = ['draft', 'live'] as const
export type RestoreMode = (typeof restoreModes)[number]

export const restoreVersionSchema = z.object({ id: idField(), number: versionNumber, as: enumField(restoreModes) })
export type RestoreVersionInput = z.output<typeof restoreVersionSchema>
