import { z } from 'zod'
import type { ApplicationStatus } from '~/lib/enums'
import { enumField, idField, textField } from '~/lib/schema'
import { TEMPLATE_LIMITS as L, templateStages, type TemplateStage, unknownVariables } from './templates.rules'

/** A subject or body: bounded, and naming only the variables a template may use. */
const templateText = (max: number, multiline: boolean) =>
  textField({ max, multiline }).refine((value) => unknownVariables(value).length === 0, 'templateAdmin.validation.unknownVariable')

export const templateSchema = z.object({
  name: textField({ max: L.name }),
  stage: enumField(templateStages),
  subjectTr: templateText(L.subject, false),
  bodyTr: templateText(L.body, true),
  subjectEn: templateText(L.subject, false),
  bodyEn: templateText(L.body, true),
})
export type TemplateInput = z.input<typeof templateSchema>
export type TemplateValuesInput = z.output<typeof templateSchema>

/** Saving: a new template without `id`, an existing one with it. */
export const saveTemplateSchema = templateSchema.extend({ id: idField().optional() })
export type SaveTemplateInput = z.input<typeof saveTemplateSchema>

export interface TemplateListItem {
  id: string
  name: string
  stage: TemplateStage
  subjectTr: string
  subjectEn: string
  updatedAt: string
  updatedByName: string | null
}

export interface TemplateDetail extends TemplateValuesInput {
  id: string
  updatedAt: string
}

/** A template as the move dialog offers it. */
export interface TemplateChoice {
  id: string
  name: string
  stage: ApplicationStatus
}
