import type { Language } from '~/lib/enums'
import { languageMeta } from '~/lib/language'

/** "12 Aralık 2026" / "December 12, 2026" for a `YYYY-MM-DD` day or an ISO time (in Istanbul). */
export function formatJobDate(value: string, lang: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
  const date = day ? new Date(`${value}T12:00:00Z`) : new Date(value)
  return new Intl.DateTimeFormat(languageMeta[lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: day ? 'UTC' : 'Europe/Istanbul',
  }).format(date)
}

/** Plural category for count strings (`x.one` / `x.other`). */
export const pluralOf = (count: number, lang: Language) =>
  new Intl.PluralRules(languageMeta[lang].locale).select(count) === 'one' ? 'one' : 'other'
