import type { HrApplicationStatus, Language } from '~/lib/enums'

/*
 * HR's e-mail templates (decision 048), client-safe: the editor's preview renders with the same
 * function as the server's mail.
 */

/** The stages a template belongs to; `new` has the application's own confirmation (docs/product.md §7.6). */
export const templateStages = ['reviewing', 'interview', 'offer', 'hired', 'rejected'] as const satisfies readonly HrApplicationStatus[]
export type TemplateStage = (typeof templateStages)[number]

export const isTemplateStage = (status: string): status is TemplateStage => (templateStages as readonly string[]).includes(status)

export const TEMPLATE_LIMITS = { name: 120, subject: 200, body: 5000 } as const

/** How many templates there may be in all: a handful per stage is what a team keeps. */
export const TEMPLATES_MAX = 200

/** What a template may name, as `{{name}}`. */
export const TEMPLATE_VARIABLES = ['name', 'firstName', 'position', 'company'] as const
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]
export type TemplateValues = Record<TemplateVariable, string>

const VARIABLE = /\{\{\s*([A-Za-z]+)\s*\}\}/g

/** The variables a text names that no template may use, each once. */
export function unknownVariables(text: string): string[] {
  const names = [...text.matchAll(VARIABLE)].map((match) => match[1]!)
  return [...new Set(names.filter((name) => !(TEMPLATE_VARIABLES as readonly string[]).includes(name)))]
}

/** The text with each known variable replaced by its value. */
export const renderTemplate = (text: string, values: TemplateValues): string =>
  text.replace(VARIABLE, (whole, name: string) =>
    (TEMPLATE_VARIABLES as readonly string[]).includes(name) ? values[name as TemplateVariable] : whole,
  )

/** The first word of a full name, for `{{firstName}}`. */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? fullName

/** The editor's preview values, in each language. */
export const SAMPLE_VALUES: Record<Language, TemplateValues> = {
  tr: { name: 'Ayşe Yılmaz', firstName: 'Ayşe', position: 'Kıdemli Yazılım Geliştirici', company: 'HOI Teknoloji' },
  en: { name: 'Sarah Collins', firstName: 'Sarah', position: 'Senior Software Developer', company: 'HOI Technology' },
}
