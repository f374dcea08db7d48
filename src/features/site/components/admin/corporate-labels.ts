import { companyName } from '~/content/companies'
import { useTranslation } from '~/i18n/use-translation'
import type { CorporateSection, Language } from '~/lib/enums'
import { type CorporateValues, languageField, sectionSpecs } from '../../site.rules'

/** An entry's name in `language`: its title field (`name`, or `titleTr` / `titleEn`), else the Turkish one. */
export function entryTitle(section: CorporateSection, values: CorporateValues, language: Language): string {
  const field = sectionSpecs[section].titleField
  const value = values[field] ?? (values[languageField(field, language)] || values[languageField(field, 'tr')])
  return String(value ?? '').trim()
}

/** The words of a field of a section: its label (`fields.<section>.<name>`). */
export function useCorporateFieldLabel() {
  const { t } = useTranslation('siteAdmin')
  return (section: CorporateSection, name: string, language?: Language) => {
    const label = t(`fields.${section}.${name}` as 'fields.figure.label')
    return language ? t(`form.languageLabel.${language}`, { field: label }) : label
  }
}

/** The words of a choice field's value (a category, a brand's position or scope, a company), as the form offers it; undefined for another field. */
export function useCorporateChoiceLabel() {
  const { t: tc, lang } = useTranslation('corporate')
  return (name: string, value: string): string | undefined => {
    switch (name) {
      case 'category':
        return tc(`categories.${value}` as 'categories.health')
      case 'position':
        return tc(`brands.positions.${value}` as 'brands.positions.premium')
      case 'scope':
        return tc(`brands.scopes.${value}` as 'brands.scopes.global')
      case 'company':
        return companyName(value, lang)
      default:
        return undefined
    }
  }
}

/**
 * The fields of a section's versions in the edit form's order: the entry's name first (the details
 * when it is written once for both languages, else the texts, each in Turkish then English), then
 * the picture and the status.
 */
export function corporateVersionOrder(section: CorporateSection): string[] {
  const spec = sectionSpecs[section]
  const texts = spec.fields
    .filter((field) => field.localized)
    .flatMap((field) => [languageField(field.name, 'tr'), languageField(field.name, 'en')])
  const details = spec.fields.filter((field) => !field.localized).map((field) => field.name)
  const titleShared = details.includes(spec.titleField)
  return [...(titleShared ? [...details, ...texts] : [...texts, ...details]), 'mediaId', 'status']
}

/**
 * The label of a version's field (`titleTr`, `value`, `mediaId`, `status`) on the history page: the
 * section's words, with the language of a localized field.
 */
export function useCorporateVersionLabel(section: CorporateSection) {
  const { t } = useTranslation('siteAdmin')
  const label = useCorporateFieldLabel()
  return (field: string) => {
    if (field === 'mediaId') return t(sectionSpecs[section].media === 'photo' ? 'form.photo' : 'form.logo')
    if (field === 'status') return t('form.status')
    const language = field.endsWith('Tr') ? 'tr' : field.endsWith('En') ? 'en' : undefined
    const name = language ? field.slice(0, -2) : field
    return sectionSpecs[section].fields.some((spec) => spec.name === name) ? label(section, name, language) : field
  }
}
