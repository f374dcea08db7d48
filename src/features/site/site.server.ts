import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { companies, type CompanyCategory, companyCategories } from '~/content/companies'
import { postalAddressJsonLd, socialLinks } from '~/content/offices'
import { formatStat } from '~/content/stats'
import type { Db } from '~/db/client'
import { corporateEntries, corporateEntryTexts, type CorporateValue } from '~/db/schema'
import { picturesFor } from '~/features/media/media.api.server'
import { type CorporateSection, corporateSections, type Language } from '~/lib/enums'
import { languageMeta } from '~/lib/language'
import type { MediaPicture } from '~/lib/media-picture'
import { publisherJsonLd, SITE_NAME } from '~/lib/seo'
import { DERIVED_FIGURES, linesOf, paragraphsOf } from './site.rules'

/*
 * The corporate pages' content in one language, read from the database (decision 061): the
 * entries an editor made live, in their sections' order, each with its texts in the page's
 * language and its picture. A preview reads the drafts too. The pages receive views of it,
 * built here, so that a page's first load carries no content of its own (decision 019).
 */

/** One entry as the pages' views read it: its shared fields, its texts in the page's language, its picture. */
export interface CorporateEntry {
  id: string
  key: string
  status: string
  data: Record<string, CorporateValue>
  texts: Record<string, string>
  picture: MediaPicture | null
}

export type CorporateContent = Record<CorporateSection, CorporateEntry[]>

/** The widths a board photo or a logo is drawn at: a card's column on a phone, a third of the page above. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 90vw'

/**
 * Every live entry of the sections (with `drafts`, the drafts too), in one query and one for the
 * pictures. A removed entry is never shown.
 */
export async function corporateContent(
  db: Db,
  lang: Language,
  { sections = corporateSections, drafts = false }: { sections?: readonly CorporateSection[]; drafts?: boolean } = {},
): Promise<CorporateContent> {
  const rows = await db
    .select({
      id: corporateEntries.id,
      section: corporateEntries.section,
      key: corporateEntries.key,
      status: corporateEntries.status,
      data: corporateEntries.data,
      mediaId: corporateEntries.mediaId,
      texts: corporateEntryTexts.texts,
    })
    .from(corporateEntries)
    .leftJoin(corporateEntryTexts, and(eq(corporateEntryTexts.entryId, corporateEntries.id), eq(corporateEntryTexts.lang, lang)))
    .where(
      and(
        inArray(corporateEntries.section, [...sections]),
        drafts ? sql`${corporateEntries.status} <> 'removed'` : eq(corporateEntries.status, 'active'),
      ),
    )
    .orderBy(asc(corporateEntries.section), asc(corporateEntries.position), asc(corporateEntries.id))
  const pictures = await picturesFor(
    db,
    rows.flatMap((row) => (row.mediaId ? [row.mediaId] : [])),
    lang,
    CARD_IMAGE_SIZES,
  )
  const content = Object.fromEntries(corporateSections.map((section) => [section, [] as CorporateEntry[]])) as CorporateContent
  for (const row of rows) {
    content[row.section].push({
      id: row.id,
      key: row.key,
      status: row.status,
      data: row.data,
      texts: row.texts ?? {},
      picture: row.mediaId ? (pictures.get(row.mediaId) ?? null) : null,
    })
  }
  return content
}

const str = (value: CorporateValue | undefined) => (typeof value === 'string' ? value : '')
const num = (value: CorporateValue | undefined) => (typeof value === 'number' ? value : 0)
const titled = (entry: CorporateEntry) => ({ key: entry.key, title: entry.texts.title ?? '', text: entry.texts.text ?? '' })

export const isCompanyCategory = (value: unknown): value is CompanyCategory =>
  typeof value === 'string' && (companyCategories as readonly string[]).includes(value)

/** The home's hero: the sectors marked as slides, in order. */
export const slidesOf = (c: CorporateContent) =>
  c.sector
    .filter((entry) => entry.data.slide === true)
    .map((entry) => ({
      key: entry.key,
      name: entry.texts.name ?? '',
      summary: entry.texts.summary ?? '',
      headline: entry.texts.headline ?? '',
      text: entry.texts.text ?? '',
      category: isCompanyCategory(entry.data.category) ? entry.data.category : 'health',
    }))

export const valuesTabsOf = (c: CorporateContent) => c.values_tab.map(titled)
export const coreValuesOf = (c: CorporateContent) => c.core_value.map(titled)
export const lifeCardsOf = (c: CorporateContent) => c.life_card.map(titled)

/** The companies the site shows: the group's companies (keyed in code), with their live entries' texts and logos. */
function companyEntries(c: CorporateContent) {
  const entries = new Map(c.company.map((entry) => [entry.key, entry]))
  return companies.flatMap((company) => {
    const entry = entries.get(company.key)
    return entry ? [{ company, entry }] : []
  })
}

/** The home's figures, in order; the companies and brands are counted from their lists. */
export function statsOf(c: CorporateContent, lang: Language) {
  const counts: Record<string, number> = { company: companyEntries(c).length, brand: c.brand.length }
  return c.figure.map((entry) => {
    const derived = DERIVED_FIGURES[entry.key]
    const value = derived ? (counts[derived] ?? 0) : num(entry.data.value)
    return {
      key: entry.key,
      figure: formatStat({ value, compact: entry.data.compact === true, plus: entry.data.plus === true }, languageMeta[lang].locale),
      label: entry.texts.label ?? '',
      value,
    }
  })
}

export function aboutOf(c: CorporateContent) {
  const part = (key: string) => c.about.find((entry) => entry.key === key)
  const introduction = part('introduction')
  return {
    introduction: { title: introduction?.texts.title ?? '', paragraphs: paragraphsOf(introduction?.texts.text ?? '') },
    purpose: { title: part('purpose')?.texts.title ?? '', text: part('purpose')?.texts.text ?? '' },
    vision: { title: part('vision')?.texts.title ?? '', text: part('vision')?.texts.text ?? '' },
    coreValues: coreValuesOf(c),
  }
}

export const boardOf = (c: CorporateContent) =>
  c.board_member.map((entry) => ({
    key: entry.key,
    name: str(entry.data.name),
    initials: str(entry.data.initials),
    title: entry.texts.title ?? '',
    summary: entry.texts.summary ?? '',
    description: entry.texts.description ?? '',
    photo: entry.picture,
  }))

export const companiesOf = (c: CorporateContent, lang: Language) =>
  companyEntries(c).map(({ company, entry }) => ({
    key: company.key,
    name: company.name[lang],
    category: company.category,
    countryCode: company.countryCode,
    city: entry.texts.city ?? '',
    sector: company.sector,
    description: entry.texts.description ?? '',
    brands: c.brand.filter((brand) => brand.data.company === company.key).map((brand) => str(brand.data.name)),
    logo: entry.picture,
  }))

/** Holding → sectors → companies (docs/product.md §2.2), from the same list as /companies. */
export const chartOf = (c: CorporateContent, lang: Language) => {
  const shown = companiesOf(c, lang)
  return c.sector.map((entry) => ({
    key: entry.key,
    name: entry.texts.name ?? '',
    summary: entry.texts.summary ?? '',
    companies: shown
      .filter((company) => company.sector === entry.key)
      .map((company) => ({
        key: company.key,
        name: company.name,
        category: company.category,
        city: company.city,
        countryCode: company.countryCode,
      })),
  }))
}

export const brandsOf = (c: CorporateContent, lang: Language) =>
  c.brand.map((entry) => {
    const company = companies.find((known) => known.key === entry.data.company)
    return {
      key: entry.key,
      name: str(entry.data.name),
      description: entry.texts.description ?? '',
      category: (isCompanyCategory(entry.data.category) ? entry.data.category : 'health') as CompanyCategory,
      position: str(entry.data.position),
      scope: str(entry.data.scope),
      company: str(entry.data.company),
      companyName: company?.name[lang] ?? str(entry.data.company),
      logo: entry.picture,
    }
  })

/** The offices as the contact page, the footer and the structured data show them. */
export const officesOf = (c: CorporateContent) =>
  c.office.map((entry) => ({
    key: entry.key,
    address: linesOf(entry.texts.address ?? ''),
    street: entry.texts.street ?? '',
    locality: entry.texts.locality ?? '',
    postalCode: str(entry.data.postalCode) || null,
    country: entry.key === 'dubai' ? ('AE' as const) : ('TR' as const),
    phone: { display: str(entry.data.phoneDisplay), e164: str(entry.data.phoneE164) },
    whatsapp: { display: str(entry.data.whatsappDisplay), e164: str(entry.data.whatsappE164) },
    email: str(entry.data.email),
    coordinates: { lat: num(entry.data.lat), lon: num(entry.data.lon) },
  }))
export type OfficeView = ReturnType<typeof officesOf>[number]

/** schema.org Organization of the home page (docs/product.md §2.2): the group, its logo, profiles and offices. */
export function organizationJsonLd(origin: string, lang: Language, c: CorporateContent) {
  const offices = officesOf(c)
  return {
    ...publisherJsonLd(origin, lang),
    sameAs: socialLinks.map((link) => link.href),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: statsOf(c, lang).find((stat) => stat.key === 'employees')?.value },
    address: offices.map((office) =>
      postalAddressJsonLd(
        {
          postal: {
            street: { tr: office.street, en: office.street },
            postalCode: office.postalCode,
            locality: { tr: office.locality, en: office.locality },
            country: office.country,
          },
        },
        lang,
      ),
    ),
    contactPoint: offices.map((office) => ({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: office.phone.e164,
      email: office.email,
      areaServed: office.country,
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

/** The public pages built from the corporate content, and what each receives (decision 061). */
export const corporatePages = ['home', 'about', 'board', 'chart', 'companies', 'brands', 'life', 'contact', 'footer'] as const
export type CorporatePage = (typeof corporatePages)[number]

const pageSections: Record<CorporatePage, readonly CorporateSection[]> = {
  home: ['sector', 'figure', 'values_tab', 'life_card', 'company', 'brand', 'office'],
  about: ['about', 'core_value'],
  board: ['board_member'],
  chart: ['sector', 'company'],
  companies: ['company', 'brand'],
  brands: ['brand'],
  life: ['life_card', 'core_value'],
  contact: ['office'],
  footer: ['office'],
}

/** Each page's views from the content: the shapes its components draw. */
export const pageViews = {
  home: (c: CorporateContent, lang: Language, origin: string) => ({
    slides: slidesOf(c),
    valuesTabs: valuesTabsOf(c),
    stats: statsOf(c, lang),
    lifeCards: lifeCardsOf(c),
    jsonLd: [organizationJsonLd(origin, lang, c), websiteJsonLd(origin, lang)],
  }),
  about: (c: CorporateContent) => ({ about: aboutOf(c) }),
  board: (c: CorporateContent) => ({ members: boardOf(c) }),
  chart: (c: CorporateContent, lang: Language) => ({ sectors: chartOf(c, lang) }),
  companies: (c: CorporateContent, lang: Language) => ({ companies: companiesOf(c, lang) }),
  brands: (c: CorporateContent, lang: Language) => ({ brands: brandsOf(c, lang) }),
  life: (c: CorporateContent) => ({ cards: lifeCardsOf(c), values: coreValuesOf(c) }),
  contact: (c: CorporateContent) => ({ offices: officesOf(c) }),
  footer: (c: CorporateContent) => ({ offices: officesOf(c) }),
} satisfies Record<CorporatePage, (c: CorporateContent, lang: Language, origin: string) => unknown>
export type CorporatePageViews = { [P in CorporatePage]: ReturnType<(typeof pageViews)[P]> }

/** A public page's corporate views in `lang`: the live entries, or with `drafts` (a preview) the drafts too. */
export async function corporatePage<P extends CorporatePage>(
  db: Db,
  page: P,
  lang: Language,
  origin: string,
  { drafts = false }: { drafts?: boolean } = {},
): Promise<CorporatePageViews[P]> {
  const content = await corporateContent(db, lang, { sections: pageSections[page], drafts })
  return pageViews[page](content, lang, origin) as CorporatePageViews[P]
}
