import { describe, expect, it } from 'vitest'
import { languages } from '~/lib/enums'
import { about } from './about'
import { boardMembers } from './board'
import { brands, brandScopes, marketPositions } from './brands'
import { companies, companyCategories, companyKeys } from './companies'
import { companyDescriptions } from './company-descriptions'
import { coreValueKeys, coreValues } from './core-values'
import { lifeCards } from './life'
import { officeLabels, offices } from './offices'
import { sectorKeys, sectors } from './sectors'
import { formatStat, statKeys, stats } from './stats'
import { valuesTabKeys, valuesTabs } from './values-tabs'

/** Every `{ tr, en }` text found anywhere in a value, with where it sits. */
function texts(value: unknown, where = ''): Array<{ where: string; tr: unknown; en: unknown }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${where}[${i}]`))
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  if ('tr' in record && 'en' in record) return [{ where, tr: record.tr, en: record.en }]
  return Object.entries(record).flatMap(([key, item]) => texts(item, `${where}.${key}`))
}

const all = { about, boardMembers, brands, companies, companyDescriptions, coreValues, lifeCards, sectors, stats, valuesTabs }

describe('corporate content', () => {
  it('has every text in Turkish and English, non-empty, different where the words differ', () => {
    const found = texts(all)
    expect(found.length).toBeGreaterThan(120)
    for (const text of found) {
      for (const lang of languages) {
        expect(typeof text[lang], `${text.where}.${lang}`).toBe('string')
        expect((text[lang] as string).trim().length, `${text.where}.${lang}`).toBeGreaterThan(1)
      }
    }
    // Long texts are translated, not copied across.
    const copied = found.filter((text) => (text.tr as string).length > 40 && text.tr === text.en)
    expect(copied.map((text) => text.where)).toEqual([])
  })

  it('writes Turkish with its own letters', () => {
    const turkish = texts(all)
      .map((text) => text.tr as string)
      .join(' ')
    for (const letter of ['ç', 'ğ', 'ı', 'İ', 'ö', 'ş', 'ü']) expect(turkish).toContain(letter)
  })

  it('lists what docs/product.md §3 names, in its order', () => {
    expect(coreValues.map((value) => value.key)).toEqual([...coreValueKeys])
    expect(coreValueKeys).toEqual(['integrity', 'innovation', 'excellence', 'inclusiveness', 'sustainability'])
    expect(valuesTabs.map((tab) => tab.key)).toEqual([...valuesTabKeys])
    expect(stats.map((stat) => stat.key)).toEqual([...statKeys])
    expect(stats).toHaveLength(9)
    expect(companies).toHaveLength(11)
    expect(brands).toHaveLength(8)
    expect(boardMembers.length).toBeGreaterThanOrEqual(5)
    expect(boardMembers.length).toBeLessThanOrEqual(7)
    expect(lifeCards.length).toBeGreaterThanOrEqual(6)
    expect(sectors.map((sector) => sector.key)).toEqual([...sectorKeys])
  })

  it('keeps the figures consistent with the data', () => {
    expect(stats.find((stat) => stat.key === 'companies')?.value).toBe(companies.length)
    expect(stats.find((stat) => stat.key === 'brands')?.value).toBe(brands.length)
    expect(stats.find((stat) => stat.key === 'client_countries')).toMatchObject({ value: 20, plus: true })
  })

  it('formats the figures for each locale', () => {
    expect(formatStat({ value: 12_500 }, 'tr-TR')).toBe('12.500')
    expect(formatStat({ value: 12_500 }, 'en-US')).toBe('12,500')
    expect(formatStat({ value: 20, plus: true }, 'en-US')).toBe('20+')
    expect(formatStat({ value: 4_200_000, compact: true }, 'en-US')).toBe('4.2M')
    expect(formatStat({ value: 4_200_000, compact: true }, 'tr-TR')).toMatch(/^4,2\s?Mn$/)
  })

  it('ties every company to a sector and a description, every brand to a company, and uses every filter value', () => {
    for (const company of companies) {
      expect(sectorKeys).toContain(company.sector)
      expect(companyDescriptions[company.key]).toBeDefined()
    }
    expect(Object.keys(companyDescriptions).sort()).toEqual([...companyKeys].sort())
    expect(sectorKeys.every((sector) => companies.some((company) => company.sector === sector))).toBe(true)
    for (const brand of brands) expect(companyKeys).toContain(brand.company)
    expect(new Set(brands.map((brand) => brand.key)).size).toBe(brands.length)
    for (const position of marketPositions) expect(brands.some((brand) => brand.position === position)).toBe(true)
    for (const scope of brandScopes) expect(brands.some((brand) => brand.scope === scope)).toBe(true)
    expect(brands.every((brand) => (companyCategories as readonly string[]).includes(brand.category))).toBe(true)
  })

  it('files every company under a category of its own sector on the chart, which its hero slide filters /companies by', () => {
    // A sector's slide links to /companies?category=<sector.category>: that filter shows the
    // sector's companies (one may sit in a narrower category, as the Dubai guide does) and none
    // of another sector's.
    for (const sector of sectors) {
      const filtered = companies.filter((company) => company.category === sector.category)
      expect(filtered.length, sector.key).toBeGreaterThan(0)
      expect(
        filtered.filter((company) => company.sector !== sector.key).map((company) => company.key),
        sector.key,
      ).toEqual([])
    }
    expect(companies.find((company) => company.key === 'hoi-construction')).toMatchObject({
      sector: 'construction',
      category: 'construction',
    })
    expect(companyCategories).toContain('construction')
  })
})

describe('the offices', () => {
  it("labels each office by its key as the list does (the footer and the contact page read the database's offices by key)", () => {
    for (const office of offices) {
      expect(officeLabels(office.key)).toEqual({
        nameKey: office.nameKey,
        cityKey: office.cityKey,
        countryKey: office.countryKey,
        utcOffset: office.utcOffset,
      })
    }
  })
})
