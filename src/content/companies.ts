import type { Language } from '~/lib/enums'
import type { SectorKey } from './sectors'
import type { CompanyCategory } from './taxonomy'
import type { Text } from './text'

export { type CompanyCategory, companyCategories } from './taxonomy'

export const companyKeys = [
  'hoi-health',
  'hoi-medical-travel',
  'hoi-travel',
  'hoi-visa',
  'hoi-car-rental',
  'hoi-dubai-guide',
  'hoi-tech',
  'hoi-software-consulting',
  'hoi-creative',
  'hoi-construction',
  'hoi-international',
] as const
export type CompanyKey = (typeof companyKeys)[number]

export interface Company {
  key: CompanyKey
  category: CompanyCategory
  /** Where the company is registered. */
  countryCode: 'TR' | 'AE'
  name: Record<Language, string>
  /** The sector it sits under on the organisation chart (/chart). */
  sector: SectorKey
  city: Text
}

/**
 * The group's eleven companies (docs/product.md §3). Job postings name their employer by `key`; the
 * companies, chart and brands pages read the same list; the companies' descriptions live in
 * company-descriptions.ts, so that the pages that only name a company (jobs, the dashboard) do
 * not carry them (decision 019).
 */
export const companies: readonly Company[] = [
  {
    key: 'hoi-health',
    category: 'health',
    countryCode: 'TR',
    name: { tr: 'HOI Sağlık', en: 'HOI Health' },
    sector: 'health',
    city: { tr: 'İstanbul', en: 'Istanbul' },
  },
  {
    key: 'hoi-medical-travel',
    category: 'health',
    countryCode: 'AE',
    name: { tr: 'HOI Medikal Seyahat', en: 'HOI Medical Travel' },
    sector: 'health',
    city: { tr: 'Dubai', en: 'Dubai' },
  },
  {
    key: 'hoi-travel',
    category: 'tourism',
    countryCode: 'TR',
    name: { tr: 'HOI Seyahat', en: 'HOI Travel' },
    sector: 'tourism',
    city: { tr: 'İstanbul', en: 'Istanbul' },
  },
  {
    key: 'hoi-visa',
    category: 'tourism',
    countryCode: 'AE',
    name: { tr: 'HOI Vize Danışmanlık', en: 'HOI Visa Consultancy' },
    sector: 'tourism',
    city: { tr: 'Dubai', en: 'Dubai' },
  },
  {
    key: 'hoi-car-rental',
    category: 'tourism',
    countryCode: 'AE',
    name: { tr: 'HOI Araç Kiralama', en: 'HOI Car Rental' },
    sector: 'tourism',
    city: { tr: 'Dubai', en: 'Dubai' },
  },
  {
    key: 'hoi-dubai-guide',
    category: 'tourism_technology',
    countryCode: 'AE',
    name: { tr: 'HOI Dubai Rehberi', en: 'HOI Dubai Guide' },
    sector: 'tourism',
    city: { tr: 'Dubai', en: 'Dubai' },
  },
  {
    key: 'hoi-tech',
    category: 'technology',
    countryCode: 'TR',
    name: { tr: 'HOI Teknoloji', en: 'HOI Technology' },
    sector: 'technology',
    city: { tr: 'İstanbul', en: 'Istanbul' },
  },
  {
    key: 'hoi-software-consulting',
    category: 'technology',
    countryCode: 'AE',
    name: { tr: 'HOI Yazılım Danışmanlık', en: 'HOI Software Consulting' },
    sector: 'technology',
    city: { tr: 'Dubai', en: 'Dubai' },
  },
  {
    key: 'hoi-creative',
    category: 'technology',
    countryCode: 'TR',
    name: { tr: 'HOI Kreatif Stüdyo', en: 'HOI Creative Studio' },
    sector: 'technology',
    city: { tr: 'İstanbul', en: 'Istanbul' },
  },
  {
    key: 'hoi-construction',
    category: 'construction',
    countryCode: 'TR',
    name: { tr: 'HOI İnşaat', en: 'HOI Construction' },
    sector: 'construction',
    city: { tr: 'İstanbul', en: 'Istanbul' },
  },
  {
    key: 'hoi-international',
    category: 'international',
    countryCode: 'AE',
    name: { tr: 'HOI Uluslararası', en: 'HOI International' },
    sector: 'international',
    city: { tr: 'Dubai', en: 'Dubai' },
  },
]

const byKey = new Map(companies.map((company) => [company.key, company]))

export const isCompanyKey = (value: unknown): value is CompanyKey => typeof value === 'string' && byKey.has(value as CompanyKey)

/** The company's name in a language; an unknown key (a company since removed) shows as itself. */
export const companyName = (key: string, lang: Language): string => byKey.get(key as CompanyKey)?.name[lang] ?? key
