import { z } from 'zod'
import { type CorporateSection, corporateSections, type Language, type PublishStatus, publishStatuses } from '~/lib/enums'
import { emailField, enumField, idField, textField } from '~/lib/schema'
import type { VersionReview } from '~/lib/translation-status'
import { type CorporateValues, type FieldSpec, languageField, sectionSpecs } from './site.rules'

/*
 * The corporate sections' forms (decision 061): one zod schema per section, built from its
 * description in site.rules.ts, shared by the dashboard's form and the server. Dashboard only.
 */

const INITIALS = /^\p{Lu}{2,3}$/u
const E164 = /^\+[1-9]\d{6,14}$/

function fieldSchema(field: FieldSpec): z.ZodType {
  switch (field.kind) {
    case 'number': {
      const places = 10 ** (field.decimals ?? 0)
      return z
        .number('validation.required')
        .min(field.min ?? 0, 'siteAdmin.validation.range')
        .max(field.max, 'siteAdmin.validation.range')
        .refine((value) => Math.abs(Math.round(value * places) - value * places) < 1e-6, 'siteAdmin.validation.decimals')
    }
    case 'boolean':
      return z.boolean('validation.invalidValue')
    case 'choice':
      return enumField(field.choices as [string, ...string[]])
    default: {
      if (field.format === 'email') return emailField()
      const base = textField({ min: field.required ? 1 : 0, max: field.max, multiline: field.kind !== 'text' })
      if (field.format === 'e164') return base.refine((value) => E164.test(value), 'siteAdmin.validation.e164')
      if (field.format === 'initials') return base.refine((value) => INITIALS.test(value), 'siteAdmin.validation.initials')
      return base
    }
  }
}

/** The form of a section: its fields (texts as `<name>Tr` / `<name>En`), the picture, and the status of an open section. */
export function corporateFormSchema(section: CorporateSection) {
  const spec = sectionSpecs[section]
  const shape: Record<string, z.ZodType> = {}
  for (const field of spec.fields) {
    if (field.localized) {
      for (const language of ['tr', 'en'] as const) shape[languageField(field.name, language)] = fieldSchema(field)
    } else {
      shape[field.name] = fieldSchema(field)
    }
  }
  if (spec.media) shape.mediaId = idField().nullable()
  if (spec.open) shape.status = enumField(publishStatuses)
  return z.strictObject(shape)
}

/** The outer shape of a save: the section's own schema checks `values` on the server. */
const formValue = z.union([z.string().max(20_000), z.number(), z.boolean(), z.null()])
export const saveCorporateEntrySchema = z.object({
  id: idField().optional(),
  section: enumField(corporateSections),
  values: z.record(z.string().max(40), formValue).refine((values) => Object.keys(values).length <= 60, 'validation.invalidValue'),
})
export type SaveCorporateEntryInput = z.output<typeof saveCorporateEntrySchema>

export const corporateSectionSchema = z.object({ section: enumField(corporateSections) })
export const moveCorporateEntrySchema = z.object({ id: idField(), direction: enumField(['up', 'down']) })
export const setCorporateStatusSchema = z.object({ id: idField(), status: enumField(publishStatuses) })

/** One entry of a section's list on the dashboard. */
export interface CorporateListItem {
  id: string
  key: string
  title: string
  titleEn: string
  status: PublishStatus
  position: number
  /** The languages behind the other's text (decision 060). */
  needsUpdate: Language[]
  /** The picture's address, when the entry has one. */
  mediaId: string | null
  updatedAt: string
}

/** A section on the dashboard's overview: how many entries, how many live, how many with a language to update. */
export interface CorporateSectionSummary {
  section: CorporateSection
  entries: number
  live: number
  needsUpdate: number
}

/** An entry as its edit page reads it. */
export interface CorporateEntryForEdit {
  id: string
  section: CorporateSection
  key: string
  status: PublishStatus
  values: CorporateValues
  /** The picture chosen from the library, with its name and alt text, for the picker. */
  media: { id: string; name: string; altTr: string; altEn: string; decorative: boolean } | null
  reviews: VersionReview[]
  updatedAt: string
}
