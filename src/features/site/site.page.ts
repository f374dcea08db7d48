import type { Messages } from '~/i18n/i18n'
import type { Language } from '~/lib/enums'
import { jsonLdScript, pageHead } from '~/lib/seo'
import type { CorporatePage, CorporatePageViews } from './site.server'

/*
 * The corporate pages' loaders: the page's content in its language, read from the database
 * (decision 061) through `corporatePageFn`, and its head. The functions' module is imported on
 * demand, so it runs on the server for a first visit and loads only on a client navigation; the
 * page's first load carries none of it (decision 019).
 */

type Context = { lang: Language; messages: Messages }

/** A corporate page's views in `lang` (site.server.ts `pageViews`). */
export async function loadCorporatePage<P extends CorporatePage>(page: P, lang: Language): Promise<CorporatePageViews[P]> {
  const { corporatePageFn } = await import('./site.functions')
  return (await corporatePageFn({ data: { page, lang } })) as CorporatePageViews[P]
}

const headOf = (context: Context, path: string, strings: { metaTitle: string; metaDescription: string }) =>
  pageHead({ lang: context.lang, path, title: strings.metaTitle, description: strings.metaDescription })

/** The home's head: its page head and the group's structured data (Organization, WebSite). */
export const homeHead = (context: Context, jsonLd: ReadonlyArray<Record<string, unknown>>) => {
  const head = headOf(context, '', context.messages.home)
  return { ...head, scripts: jsonLd.map((data) => jsonLdScript(data)) }
}

export async function homeRouteData(context: Context) {
  const { jsonLd, ...views } = await loadCorporatePage('home', context.lang)
  return { ...views, head: homeHead(context, jsonLd) }
}
export type HomeData = Awaited<ReturnType<typeof homeRouteData>>

export async function aboutRouteData(context: Context) {
  const { about } = await loadCorporatePage('about', context.lang)
  return { about, head: headOf(context, '/about', context.messages.corporate.about) }
}
export type AboutData = CorporatePageViews['about']['about']

export async function boardRouteData(context: Context) {
  const { members } = await loadCorporatePage('board', context.lang)
  return { members, head: headOf(context, '/board', context.messages.corporate.board) }
}
export type BoardMemberView = CorporatePageViews['board']['members'][number]

export async function chartRouteData(context: Context) {
  const { sectors } = await loadCorporatePage('chart', context.lang)
  return { sectors, head: headOf(context, '/chart', context.messages.corporate.chart) }
}
export type ChartSector = CorporatePageViews['chart']['sectors'][number]

export async function companiesRouteData(context: Context) {
  const { companies } = await loadCorporatePage('companies', context.lang)
  return { companies, head: headOf(context, '/companies', context.messages.corporate.companies) }
}
export type CompanyView = CorporatePageViews['companies']['companies'][number]

export async function brandsRouteData(context: Context) {
  const { brands } = await loadCorporatePage('brands', context.lang)
  return { brands, head: headOf(context, '/brands', context.messages.corporate.brands) }
}
export type BrandView = CorporatePageViews['brands']['brands'][number]

export async function lifeRouteData(context: Context) {
  const { cards, values } = await loadCorporatePage('life', context.lang)
  return { cards, values, head: headOf(context, '/life-at-hoi', context.messages.corporate.life) }
}
export type LifeCardView = CorporatePageViews['life']['cards'][number]
export type CoreValueView = CorporatePageViews['life']['values'][number]

/** The offices of the contact page and the footer. */
export type OfficeView = CorporatePageViews['contact']['offices'][number]
