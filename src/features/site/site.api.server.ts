import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { about } from '~/content/about'
import { boardMembers } from '~/content/board'
import { brands } from '~/content/brands'
import { companies } from '~/content/companies'
import { companyDescriptions } from '~/content/company-descriptions'
import { coreValues } from '~/content/core-values'
import { lifeCards } from '~/content/life'
import { type Office, offices } from '~/content/offices'
import { sectors } from '~/content/sectors'
import { stats } from '~/content/stats'
import type { Text } from '~/content/text'
import { valuesTabs } from '~/content/values-tabs'
import type { Db } from '~/db/client'
import { corporateEntries, corporateEntryTexts, sitePages } from '~/db/schema'
import enCommon from '~/i18n/locales/en/common.json'
import enContact from '~/i18n/locales/en/contact.json'
import enCorporate from '~/i18n/locales/en/corporate.json'
import trCommon from '~/i18n/locales/tr/common.json'
import trContact from '~/i18n/locales/tr/contact.json'
import trCorporate from '~/i18n/locales/tr/corporate.json'
import { type CorporateSection, corporateSections, type Language, languages } from '~/lib/enums'
import type { PreviewState } from '~/lib/preview-links'
import { type SearchSource, searchHeadline, searchRank } from '~/lib/server/site-search'
import { type CorporateValues, isDerivedFigure, languageField, sectionSpecs, splitValues } from './site.rules'
import {
  aboutOf,
  boardOf,
  brandsOf,
  companiesOf,
  type CorporatePage,
  corporateContent,
  corporatePage,
  type CorporatePageViews,
  lifeCardsOf,
  officesOf,
} from './site.server'

export type { CorporatePage, CorporatePageViews }

/*
 * What other features and the boot may call (decision 024): the corporate content's first entries
 * (decision 061), written from the typed modules of src/content when a section has none, and the
 * corporate pages' text for the site search (decision 054), written from the live entries and the
 * pages' strings.
 */

const strings = {
  tr: { common: trCommon, corporate: trCorporate, contact: trContact },
  en: { common: enCommon, corporate: enCorporate, contact: enContact },
}

const paragraphs = (texts: ReadonlyArray<string | undefined>) => texts.filter(Boolean).join('\n')

/** One corporate page's searchable text in one language. */
interface SitePageText {
  path: string
  title: string
  summary: string
  body: string
}

/** The corporate pages a visitor can find by search, each with its title, summary and text in `lang`, from the live entries. */
export async function sitePageTexts(db: Db, lang: Language): Promise<SitePageText[]> {
  const { common, corporate, contact } = strings[lang]
  const c = await corporateContent(db, lang, {
    sections: ['about', 'core_value', 'board_member', 'company', 'brand', 'life_card', 'office'],
  })
  const page = (key: 'about' | 'board' | 'companies' | 'brands' | 'life', path: string, body: string[]): SitePageText => ({
    path,
    title: common.nav[key],
    summary: corporate[key].metaDescription,
    body: paragraphs([corporate[key].title, ...body]),
  })
  const aboutView = aboutOf(c)
  return [
    page('about', '/about', [
      aboutView.introduction.title,
      ...aboutView.introduction.paragraphs,
      aboutView.purpose.title,
      aboutView.purpose.text,
      aboutView.vision.title,
      aboutView.vision.text,
      ...aboutView.coreValues.flatMap((value) => [value.title, value.text]),
    ]),
    page(
      'board',
      '/board',
      boardOf(c).flatMap((member) => [member.name, member.title, member.summary, member.description]),
    ),
    page(
      'companies',
      '/companies',
      companiesOf(c, lang).flatMap((company) => [company.name, company.city, company.description]),
    ),
    page(
      'brands',
      '/brands',
      brandsOf(c, lang).flatMap((brand) => [brand.name, brand.description]),
    ),
    page(
      'life',
      '/life-at-hoi',
      lifeCardsOf(c).flatMap((card) => [card.title, card.text]),
    ),
    {
      path: '/contact',
      title: common.nav.contact,
      summary: contact.metaDescription,
      body: paragraphs([contact.intro, ...officesOf(c).flatMap((office) => [...office.address, office.phone.display, office.email])]),
    },
  ]
}

/**
 * Writes the corporate pages' search text from the live entries, inside the caller's transaction
 * (a corporate write, or the start): a page the site no longer has is removed.
 */
export async function writeSitePages(tx: Db): Promise<void> {
  const rows = (await Promise.all(languages.map(async (lang) => (await sitePageTexts(tx, lang)).map((text) => ({ ...text, lang }))))).flat()
  // An upsert that leaves unchanged rows alone, then the pages no longer listed: two instances
  // starting at once, or two editors saving at once, each write the same rows without a conflict.
  await tx
    .insert(sitePages)
    .values(rows)
    .onConflictDoUpdate({
      target: [sitePages.path, sitePages.lang],
      set: { title: sql`excluded.title`, summary: sql`excluded.summary`, body: sql`excluded.body`, updatedAt: sql`now()` },
      setWhere: sql`(${sitePages.title}, ${sitePages.summary}, ${sitePages.body}) is distinct from (excluded.title, excluded.summary, excluded.body)`,
    })
  const kept = sql.join(
    rows.map((row) => sql`(${row.path}, ${row.lang}::language)`),
    sql`, `,
  )
  await tx.delete(sitePages).where(sql`(${sitePages.path}, ${sitePages.lang}) not in (${kept})`)
}

/** The corporate content's first entries, as the typed modules hold them, by section (decision 061). */
const both = (name: string, text: Text): CorporateValues => ({ [languageField(name, 'tr')]: text.tr, [languageField(name, 'en')]: text.en })

function firstEntries(): Record<CorporateSection, Array<{ key: string; values: CorporateValues }>> {
  return {
    sector: sectors.map((sector, index) => ({
      key: sector.key,
      values: {
        ...both('name', sector.name),
        ...both('summary', sector.summary),
        ...both('headline', sector.headline),
        ...both('text', sector.text),
        // The hero shows the first four sectors.
        slide: index < 4,
        category: sector.category,
      },
    })),
    figure: stats.map((stat) => ({
      key: stat.key,
      values: {
        ...both('label', stat.label),
        value: isDerivedFigure('figure', stat.key) ? null : stat.value,
        compact: stat.compact === true,
        plus: stat.plus === true,
      },
    })),
    values_tab: valuesTabs.map((tab) => ({ key: tab.key, values: { ...both('title', tab.title), ...both('text', tab.text) } })),
    life_card: lifeCards.map((card) => ({ key: card.key, values: { ...both('title', card.title), ...both('text', card.text) } })),
    about: [
      {
        key: 'introduction',
        values: {
          ...both('title', about.introduction.title),
          textTr: about.introduction.paragraphs.map((p) => p.tr).join('\n\n'),
          textEn: about.introduction.paragraphs.map((p) => p.en).join('\n\n'),
        },
      },
      { key: 'purpose', values: { ...both('title', about.purpose.title), ...both('text', about.purpose.text) } },
      { key: 'vision', values: { ...both('title', about.vision.title), ...both('text', about.vision.text) } },
    ],
    core_value: coreValues.map((value) => ({ key: value.key, values: { ...both('title', value.title), ...both('text', value.text) } })),
    board_member: boardMembers.map((member) => ({
      key: member.key,
      values: {
        name: member.name,
        initials: member.initials,
        ...both('title', member.title),
        ...both('summary', member.summary),
        ...both('description', member.description),
        mediaId: null,
      },
    })),
    company: companies.map((company) => ({
      key: company.key,
      values: { ...both('city', company.city), ...both('description', companyDescriptions[company.key]), mediaId: null },
    })),
    brand: brands.map((brand) => ({
      key: brand.key,
      values: {
        name: brand.name,
        ...both('description', brand.description),
        category: brand.category,
        position: brand.position,
        scope: brand.scope,
        company: brand.company,
        mediaId: null,
      },
    })),
    office: offices.map((office) => ({
      key: office.key,
      values: {
        addressTr: office.address.tr.join('\n'),
        addressEn: office.address.en.join('\n'),
        ...both('street', office.postal.street),
        ...both('locality', office.postal.locality),
        postalCode: office.postal.postalCode ?? '',
        phoneDisplay: office.phone.display,
        phoneE164: office.phone.e164,
        whatsappDisplay: office.whatsapp.display,
        whatsappE164: office.whatsapp.e164,
        email: office.email,
        lat: office.coordinates.lat,
        lon: office.coordinates.lon,
      },
    })),
  }
}

/**
 * At every start: a section with no entries gets its first ones from the typed modules (a new
 * installation, or a section added since), live; then the search text is written. Sections an
 * editor has touched are left as they are. One transaction.
 */
export async function prepareCorporateContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const present = await tx.selectDistinct({ section: corporateEntries.section }).from(corporateEntries)
    const have = new Set(present.map((row) => row.section))
    const first = firstEntries()
    const now = new Date()
    for (const section of corporateSections.filter((s) => !have.has(s))) {
      for (const [position, entry] of first[section].entries()) {
        const { data, texts, mediaId } = splitValues(section, entry.values)
        const [created] = await tx
          .insert(corporateEntries)
          .values({ section, key: entry.key, position, status: 'active', data, mediaId, publishedAt: now })
          .onConflictDoNothing()
          .returning({ id: corporateEntries.id })
        if (!created) continue
        await tx
          .insert(corporateEntryTexts)
          .values(languages.map((lang) => ({ entryId: created.id, lang, texts: texts[lang], textChangedAt: now, reviewedAt: now })))
      }
    }
    await writeSitePages(tx)
  })
}

/** The site search's corporate pages (decision 054), in the visitor's language. */
export const sitePagesSearchSource: SearchSource = {
  matches: (match) => sql`select ${sitePages.path} as id, ${searchRank(sitePages.searchVector, match)} as rank, null::timestamptz as date
    from ${sitePages} where ${sitePages.lang} = ${match.lang} and ${sitePages.searchVector} @@ ${match.query}`,
  rows: async (db, ids, match) => {
    const rows = await db
      .select({
        path: sitePages.path,
        title: searchHeadline(sitePages.title, match, true),
        snippet: searchHeadline(sql`${sitePages.summary} || '\n' || ${sitePages.body}`, match),
      })
      .from(sitePages)
      .where(and(inArray(sitePages.path, ids), eq(sitePages.lang, match.lang)))
    const section = strings[match.lang].common.nav.groups.corporate
    return rows.map((row) => ({ id: row.path, href: row.path, title: row.title, snippet: row.snippet, section, date: null }))
  },
}

/** The public page a section is shown on (`sectionSpecs[section].page`), as `corporatePage` names it. */
const previewPages: Record<string, CorporatePage> = {
  '': 'home',
  '/about': 'about',
  '/board': 'board',
  '/companies': 'companies',
  '/brands': 'brands',
  '/life-at-hoi': 'life',
  '/contact': 'contact',
}

/** An office's postal address in both languages, as structured data names a place. */
export type OfficePostal = Office['postal']

/**
 * The live offices' postal addresses (decision 061), each part in both languages: a job in an
 * office's city is at that office (its JobPosting's `jobLocation`), as the editors last wrote it.
 */
export async function officePostals(db: Db): Promise<OfficePostal[]> {
  const [tr, en] = await Promise.all(
    (['tr', 'en'] as const).map(async (lang) => officesOf(await corporateContent(db, lang, { sections: ['office'] }))),
  )
  return tr!.flatMap((office) => {
    const other = en!.find((entry) => entry.key === office.key)
    if (!other) return []
    return [
      {
        street: { tr: office.street, en: other.street },
        postalCode: office.postalCode,
        locality: { tr: office.locality, en: other.locality },
        country: office.country,
      },
    ]
  })
}

/** A corporate entry's preview (decision 057): the page it belongs to with its views, and its state. */
export type CorporatePreviewPage = { [P in CorporatePage]: { page: P; views: CorporatePageViews[P] } }[CorporatePage]

/**
 * What a preview of the corporate entry `id` shows (decisions 057, 061): the public page the
 * entry's section belongs to, built with the drafts, whatever the entry's status except
 * `removed`; null for an unknown or removed entry. Who may see it is the previews feature's rule.
 */
export async function corporatePreviewOf(
  db: Db,
  id: string,
  lang: Language,
  origin: string,
): Promise<(CorporatePreviewPage & { state: PreviewState }) | null> {
  const [entry] = await db
    .select({ section: corporateEntries.section, status: corporateEntries.status })
    .from(corporateEntries)
    .where(and(eq(corporateEntries.id, id), ne(corporateEntries.status, 'removed')))
  if (!entry) return null
  const page = previewPages[sectionSpecs[entry.section].page]
  if (!page) return null
  const state: PreviewState = entry.status === 'active' ? 'published' : 'draft'
  const views = await corporatePage(db, page, lang, origin, { drafts: true })
  return { page, views, state } as CorporatePreviewPage & { state: PreviewState }
}
