import { and, eq, inArray, sql } from 'drizzle-orm'
import { about } from '~/content/about'
import { boardMembers } from '~/content/board'
import { brands } from '~/content/brands'
import { companies } from '~/content/companies'
import { companyDescriptions } from '~/content/company-descriptions'
import { coreValues } from '~/content/core-values'
import { lifeCards } from '~/content/life'
import { offices } from '~/content/offices'
import type { Db } from '~/db/client'
import { sitePages } from '~/db/schema'
import enCommon from '~/i18n/locales/en/common.json'
import enContact from '~/i18n/locales/en/contact.json'
import enCorporate from '~/i18n/locales/en/corporate.json'
import trCommon from '~/i18n/locales/tr/common.json'
import trContact from '~/i18n/locales/tr/contact.json'
import trCorporate from '~/i18n/locales/tr/corporate.json'
import { type Language, languages } from '~/lib/enums'
import { type SearchSource, searchHeadline, searchRank } from '~/lib/server/site-search'

/*
 * What other features and the boot may call (decision 024): the corporate pages' text for the
 * site search (decision 054), written from the typed corporate content (src/content) and the
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

/** The corporate pages a visitor can find by search, each with its title, summary and text in `lang`. */
export function sitePageTexts(lang: Language): SitePageText[] {
  const { common, corporate, contact } = strings[lang]
  const page = (key: 'about' | 'board' | 'companies' | 'brands' | 'life', path: string, body: string[]): SitePageText => ({
    path,
    title: common.nav[key],
    summary: corporate[key].metaDescription,
    body: paragraphs([corporate[key].title, ...body]),
  })
  return [
    page('about', '/about', [
      about.introduction.title[lang],
      ...about.introduction.paragraphs.map((text) => text[lang]),
      about.purpose.title[lang],
      about.purpose.text[lang],
      about.vision.title[lang],
      about.vision.text[lang],
      ...coreValues.flatMap((value) => [value.title[lang], value.text[lang]]),
    ]),
    page(
      'board',
      '/board',
      boardMembers.flatMap((member) => [member.name, member.title[lang], member.summary[lang], member.description[lang]]),
    ),
    page(
      'companies',
      '/companies',
      companies.flatMap((company) => [company.name[lang], company.city[lang], companyDescriptions[company.key][lang]]),
    ),
    page(
      'brands',
      '/brands',
      brands.flatMap((brand) => [brand.name, brand.description[lang]]),
    ),
    page(
      'life',
      '/life-at-hoi',
      lifeCards.flatMap((card) => [card.title[lang], card.text[lang]]),
    ),
    {
      path: '/contact',
      title: common.nav.contact,
      summary: contact.metaDescription,
      body: paragraphs([contact.intro, ...offices.flatMap((office) => [...office.address[lang], office.phone.display, office.email])]),
    },
  ]
}

/**
 * Writes the corporate pages' search text as the code holds it now (at every start, in one
 * transaction): a page the code no longer has is removed.
 */
export async function syncSitePages(db: Db): Promise<void> {
  const rows = languages.flatMap((lang) => sitePageTexts(lang).map((text) => ({ ...text, lang })))
  await db.transaction(async (tx) => {
    await tx.delete(sitePages)
    await tx.insert(sitePages).values(rows)
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
