import { about } from '~/content/about'
import { boardMembers } from '~/content/board'
import { brands } from '~/content/brands'
import { companies, type CompanyCategory, companyCategories } from '~/content/companies'
import { companyDescriptions } from '~/content/company-descriptions'
import { coreValues } from '~/content/core-values'
import { lifeCards } from '~/content/life'
import { offices, postalAddressJsonLd, socialLinks } from '~/content/offices'
import { sectors } from '~/content/sectors'
import { formatStat, stats } from '~/content/stats'
import { localize } from '~/content/text'
import { valuesTabs } from '~/content/values-tabs'
import type { Language } from '~/lib/enums'
import { languageMeta } from '~/lib/language'
import { publisherJsonLd, SITE_NAME } from '~/lib/seo'

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
  return {
    ...publisherJsonLd(origin, lang),
    sameAs: socialLinks.map((link) => link.href),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: stats.find((stat) => stat.key === 'employees')?.value },
    address: offices.map((office) => postalAddressJsonLd(office, lang)),
    contactPoint: offices.map((office) => ({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: office.phone.e164,
      email: office.email,
      areaServed: office.postal.country,
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

/** schema.org WebSite of the home page: the site in this language, published by the group. */
export const websiteJsonLd = (origin: string, lang: Language) => ({
  '@type': 'WebSite',
  name: SITE_NAME,
  url: `${origin}/${lang}`,
  inLanguage: lang,
  publisher: publisherJsonLd(origin, lang),
})
