import { about } from '~/content/about'
import { boardMembers } from '~/content/board'
import { brands } from '~/content/brands'
import { companies, type CompanyCategory, companyCategories } from '~/content/companies'
import { companyDescriptions } from '~/content/company-descriptions'
import { coreValues } from '~/content/core-values'
import { lifeCards } from '~/content/life'
import { offices, socialLinks } from '~/content/offices'
import { sectors } from '~/content/sectors'
import { formatStat, stats } from '~/content/stats'
import { localize } from '~/content/text'
import { valuesTabs } from '~/content/values-tabs'
import type { Language } from '~/lib/enums'
import { languageMeta } from '~/lib/language'

/*
 * The corporate pages' content in one language. The loaders import this module on demand, so
 * the texts of both languages never ship in a page's first load: a server render sends the
 * visitor's language only, with the page (decision 019).
 */

export const slidesOf = (lang: Language) => sectors.slice(0, 4).map((sector) => localize(sector, lang))
export const valuesTabsOf = (lang: Language) => valuesTabs.map((tab) => localize(tab, lang))
export const coreValuesOf = (lang: Language) => coreValues.map((value) => localize(value, lang))
export const lifeCardsOf = (lang: Language) => lifeCards.map((card) => localize(card, lang))
export const statsOf = (lang: Language) =>
  stats.map((stat) => ({ key: stat.key, figure: formatStat(stat, languageMeta[lang].locale), label: stat.label[lang] }))

export const aboutOf = (lang: Language) => ({
  introduction: { title: about.introduction.title[lang], paragraphs: about.introduction.paragraphs.map((p) => p[lang]) },
  purpose: { title: about.purpose.title[lang], text: about.purpose.text[lang] },
  vision: { title: about.vision.title[lang], text: about.vision.text[lang] },
  coreValues: coreValuesOf(lang),
})

export const boardOf = (lang: Language) => boardMembers.map((member) => localize(member, lang))

const companyOf = (company: (typeof companies)[number], lang: Language) => ({
  key: company.key,
  name: company.name[lang],
  category: company.category,
  countryCode: company.countryCode,
  city: company.city[lang],
  sector: company.sector,
  description: companyDescriptions[company.key][lang],
  brands: brands.filter((brand) => brand.company === company.key).map((brand) => brand.name),
})
export const companiesOf = (lang: Language) => companies.map((company) => companyOf(company, lang))

/** Holding → sectors → companies (docs/product.md §2.2), from the same list as /companies. */
export const chartOf = (lang: Language) =>
  sectors.map((sector) => ({
    key: sector.key,
    name: sector.name[lang],
    summary: sector.summary[lang],
    companies: companies
      .filter((company) => company.sector === sector.key)
      .map((company) => ({
        key: company.key,
        name: company.name[lang],
        category: company.category,
        city: company.city[lang],
        countryCode: company.countryCode,
      })),
  }))

export const brandsOf = (lang: Language) =>
  brands.map((brand) => ({
    ...localize(brand, lang),
    companyName: companies.find((c) => c.key === brand.company)?.name[lang] ?? brand.company,
  }))

export const isCompanyCategory = (value: unknown): value is CompanyCategory =>
  typeof value === 'string' && (companyCategories as readonly string[]).includes(value)

/** schema.org Organization of the home page (docs/product.md §2.2): the group, its logo, profiles and two offices. */
export function organizationJsonLd(origin: string, lang: Language) {
  const cities = { istanbul: { tr: 'İstanbul', en: 'Istanbul' }, dubai: { tr: 'Dubai', en: 'Dubai' } } as const
  const countries = { istanbul: 'TR', dubai: 'AE' } as const
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'HOI Holding',
    url: `${origin}/${lang}`,
    logo: `${origin}/favicon.svg`,
    sameAs: socialLinks.map((link) => link.href),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: stats.find((stat) => stat.key === 'employees')?.value },
    address: offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address[lang][0],
      addressLocality: cities[office.key][lang],
      addressCountry: countries[office.key],
    })),
    contactPoint: offices.map((office) => ({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: office.phone.e164,
      email: office.email,
      areaServed: countries[office.key],
      availableLanguage: ['tr', 'en', 'ar'],
      url: `${origin}/${lang}/contact`,
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    })),
  }
}
