import { describe, expect, it } from 'vitest'
import { about } from '~/content/about'
import { boardMembers } from '~/content/board'
import { brands } from '~/content/brands'
import { companies } from '~/content/companies'
import { companyDescriptions } from '~/content/company-descriptions'
import { lifeCards } from '~/content/life'
import { offices } from '~/content/offices'
import { sectors } from '~/content/sectors'
import { valuesTabs } from '~/content/values-tabs'
import type { Language } from './enums'
import { placeName } from './places'

describe('placeName', () => {
  it('writes a place the way the page’s language does, whichever way it was typed', () => {
    for (const typed of ['İstanbul', 'Istanbul', ' istanbul ']) {
      expect(placeName(typed, 'en')).toBe('Istanbul')
      expect(placeName(typed, 'tr')).toBe('İstanbul')
    }
    expect(placeName('İzmir', 'en')).toBe('Izmir')
    expect(placeName('Dubai', 'tr')).toBe('Dubai')
    expect(placeName('Abu Dhabi', 'en')).toBe('Abu Dhabi')
  })
})

/** Every string a language's side holds: the `tr` / `en` halves of content, a locale file's values. */
function strings(value: unknown, lang: Language, inside = false): string[] {
  if (typeof value === 'string') return inside ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, lang, inside))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'tr' || key === 'en' ? (key === lang ? strings(item, lang, true) : []) : strings(item, lang, inside),
  )
}

const locales = import.meta.glob<unknown>('../i18n/locales/*/*.json', { eager: true, import: 'default' })
const content = { about, boardMembers, brands, companies, companyDescriptions, lifeCards, offices, sectors, valuesTabs }

describe('place names across the pages (docs/product.md §1)', () => {
  it('have one spelling per language in the strings and the corporate content', () => {
    const other: Record<Language, RegExp> = { en: /İstanbul|İzmir/, tr: /\bIstanbul|\bIzmir/ }
    for (const lang of ['tr', 'en'] as const) {
      const texts = [
        ...strings(content, lang),
        ...Object.entries(locales)
          .filter(([path]) => path.includes(`/${lang}/`))
          .flatMap(([, file]) => strings(file, lang, true)),
      ]
      expect(texts.length).toBeGreaterThan(100)
      expect(texts.filter((text) => other[lang].test(text))).toEqual([])
    }
  })
})
