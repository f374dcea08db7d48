import { companyKeys } from '~/content/companies'
import { brandScopes, companyCategories, marketPositions } from '~/content/taxonomy'
import { type CorporateSection, corporateSections, type Language, languages } from '~/lib/enums'

/*
 * The corporate pages' sections as the dashboard edits them (decision 061, docs/product.md §25):
 * each section's fields, which of them are written per language, their limits, and whether
 * editors may add and remove entries or only edit the ones the site is built around. One
 * description serves the edit form, its zod schema (site.schemas.ts), the versions and the seed.
 * Client-safe and zod-free.
 */

export { corporateSections, type CorporateSection }

/** How a field is edited: one line, a paragraph, lines (one per row), a number, a switch, or a choice. */
export type FieldKind = 'text' | 'textarea' | 'lines' | 'number' | 'boolean' | 'choice'

export interface FieldSpec {
  name: string
  kind: FieldKind
  /** Written in each language (a row of `corporate_entry_texts`); else one value for both. */
  localized: boolean
  required: boolean
  /** Characters for text, the largest value for a number. */
  max: number
  min?: number
  /** A number's decimals (0: whole numbers). */
  decimals?: number
  choices?: readonly string[]
  /** A text's form: an E.164 telephone number, an e-mail address, two or three capitals. */
  format?: 'e164' | 'email' | 'initials'
}

export interface SectionSpec {
  section: CorporateSection
  /** Editors add and remove entries (board members, brands…); else the entries are the site's own and are only edited. */
  open: boolean
  /** The entry's picture from the media library: a person's photo or a company's logo. */
  media: 'photo' | 'logo' | null
  /** The field that names the entry in lists and histories. */
  titleField: string
  /** The public page the section is shown on, after the language segment. */
  page: string
  fields: readonly FieldSpec[]
}

const text = (name: string, max: number, options: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind: 'text',
  localized: true,
  required: true,
  max,
  ...options,
})
const paragraph = (name: string, max: number, options: Partial<FieldSpec> = {}): FieldSpec =>
  text(name, max, { kind: 'textarea', ...options })
const choice = (name: string, choices: readonly string[]): FieldSpec => ({
  name,
  kind: 'choice',
  localized: false,
  required: true,
  max: 40,
  choices,
})
const flag = (name: string): FieldSpec => ({ name, kind: 'boolean', localized: false, required: false, max: 1 })
const number = (name: string, min: number, max: number, decimals = 0): FieldSpec => ({
  name,
  kind: 'number',
  localized: false,
  required: true,
  min,
  max,
  decimals,
})

export const sectionSpecs: Record<CorporateSection, SectionSpec> = {
  sector: {
    section: 'sector',
    open: false,
    media: null,
    titleField: 'name',
    page: '',
    fields: [
      text('name', 80),
      text('summary', 160),
      text('headline', 160),
      paragraph('text', 400),
      flag('slide'),
      choice('category', companyCategories),
    ],
  },
  figure: {
    section: 'figure',
    open: false,
    media: null,
    titleField: 'label',
    page: '',
    fields: [text('label', 80), number('value', 0, 1_000_000_000_000), flag('compact'), flag('plus')],
  },
  values_tab: {
    section: 'values_tab',
    open: false,
    media: null,
    titleField: 'title',
    page: '',
    fields: [text('title', 80), paragraph('text', 800)],
  },
  life_card: {
    section: 'life_card',
    open: true,
    media: null,
    titleField: 'title',
    page: '/life-at-hoi',
    fields: [text('title', 80), paragraph('text', 400)],
  },
  about: {
    section: 'about',
    open: false,
    media: null,
    titleField: 'title',
    page: '/about',
    fields: [text('title', 80), paragraph('text', 3000)],
  },
  core_value: {
    section: 'core_value',
    open: true,
    media: null,
    titleField: 'title',
    page: '/about',
    fields: [text('title', 80), paragraph('text', 400)],
  },
  board_member: {
    section: 'board_member',
    open: true,
    media: 'photo',
    titleField: 'name',
    page: '/board',
    fields: [
      text('name', 120, { localized: false }),
      text('initials', 3, { localized: false, format: 'initials' }),
      text('title', 120),
      paragraph('summary', 300),
      paragraph('description', 2000),
    ],
  },
  company: {
    section: 'company',
    open: false,
    media: 'logo',
    titleField: 'city',
    page: '/companies',
    fields: [text('city', 80), paragraph('description', 600)],
  },
  brand: {
    section: 'brand',
    open: true,
    media: 'logo',
    titleField: 'name',
    page: '/brands',
    fields: [
      text('name', 120, { localized: false }),
      paragraph('description', 600),
      choice('category', companyCategories),
      choice('position', marketPositions),
      choice('scope', brandScopes),
      choice('company', companyKeys),
    ],
  },
  office: {
    section: 'office',
    open: false,
    media: null,
    titleField: 'locality',
    page: '/contact',
    fields: [
      { name: 'address', kind: 'lines', localized: true, required: true, max: 300 },
      text('street', 200),
      text('locality', 80),
      text('postalCode', 20, { localized: false, required: false }),
      text('phoneDisplay', 40, { localized: false }),
      text('phoneE164', 16, { localized: false, format: 'e164' }),
      text('whatsappDisplay', 40, { localized: false }),
      text('whatsappE164', 16, { localized: false, format: 'e164' }),
      text('email', 254, { localized: false, format: 'email' }),
      number('lat', -90, 90, 6),
      number('lon', -180, 180, 6),
    ],
  },
}

/** The figures of the home that other lists give: the companies' and the live brands' counts, never typed in. */
export const DERIVED_FIGURES: Readonly<Record<string, CorporateSection>> = { companies: 'company', brands: 'brand' }

/** Whether a figure's value is counted from a list rather than written (its form hides the value). */
export const isDerivedFigure = (section: CorporateSection, key: string) => section === 'figure' && key in DERIVED_FIGURES

/** The fields of a section written in each language, and those the same in both. */
export const localizedFields = (section: CorporateSection) => sectionSpecs[section].fields.filter((field) => field.localized)
export const sharedFields = (section: CorporateSection) => sectionSpecs[section].fields.filter((field) => !field.localized)

/** A localized field's name in a flat record (versions, forms): `titleTr`, `titleEn`. */
export const languageField = (name: string, language: Language) => `${name}${language === 'tr' ? 'Tr' : 'En'}`

/** An entry's values as one flat record: shared fields by name, texts as `<name>Tr` / `<name>En`, the picture as `mediaId`. */
export type CorporateValues = Record<string, string | number | boolean | null>

export function flatValues(
  section: CorporateSection,
  entry: { data: Record<string, unknown>; texts: Partial<Record<Language, Record<string, string>>>; mediaId: string | null },
): CorporateValues {
  const values: CorporateValues = {}
  for (const field of sectionSpecs[section].fields) {
    if (field.localized) {
      for (const language of languages) values[languageField(field.name, language)] = entry.texts[language]?.[field.name] ?? ''
    } else {
      const value = entry.data[field.name]
      values[field.name] =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? value
          : field.kind === 'boolean'
            ? false
            : field.kind === 'number'
              ? null
              : ''
    }
  }
  if (sectionSpecs[section].media) values.mediaId = entry.mediaId
  return values
}

/** An entry's flat values split as they are stored: shared fields, the texts of each language, the picture. */
export function splitValues(section: CorporateSection, values: CorporateValues) {
  const data: Record<string, string | number | boolean | null> = {}
  for (const field of sharedFields(section)) data[field.name] = values[field.name] ?? null
  const texts = Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(localizedFields(section).map((field) => [field.name, String(values[languageField(field.name, language)] ?? '')])),
    ]),
  ) as Record<Language, Record<string, string>>
  const mediaId = sectionSpecs[section].media ? ((values.mediaId as string | null | undefined) ?? null) : null
  return { data, texts, mediaId }
}

/** A paragraph field's paragraphs (blank lines between them) or a lines field's lines. */
export const paragraphsOf = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
export const linesOf = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** Whether `value` names a section. */
export const isCorporateSection = (value: unknown): value is CorporateSection =>
  typeof value === 'string' && (corporateSections as readonly string[]).includes(value)
