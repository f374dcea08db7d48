import type { Messages } from '~/i18n/i18n'
import type { Language } from '~/lib/enums'
import { jsonLdScript, pageHead, siteOrigin } from '~/lib/seo'

/*
 * The corporate pages' loaders: the page's content in its language and its head. The content
 * (site.rules.ts) is imported on demand, so it runs on the server for a first visit and loads only on a
 * client navigation; the page's first load carries none of it (decision 019).
 */

type Context = { lang: Language; messages: Messages }
const content = () => import('./site.rules')

const headOf = (context: Context, path: string, strings: { metaTitle: string; metaDescription: string }) =>
  pageHead({ lang: context.lang, path, title: strings.metaTitle, description: strings.metaDescription })

export async function homeRouteData(context: Context) {
  const c = await content()
  const { lang } = context
  const head = headOf(context, '', context.messages.home)
  return {
    slides: c.slidesOf(lang),
    valuesTabs: c.valuesTabsOf(lang),
    stats: c.statsOf(lang),
    lifeCards: c.lifeCardsOf(lang),
    head: {
      ...head,
      scripts: [jsonLdScript(c.organizationJsonLd(siteOrigin(), lang)), jsonLdScript(c.websiteJsonLd(siteOrigin(), lang))],
    },
  }
}
export type HomeData = Awaited<ReturnType<typeof homeRouteData>>

export async function aboutRouteData(context: Context) {
  const c = await content()
  return { about: c.aboutOf(context.lang), head: headOf(context, '/about', context.messages.corporate.about) }
}
export type AboutData = Awaited<ReturnType<typeof aboutRouteData>>['about']

export async function boardRouteData(context: Context) {
  const c = await content()
  return { members: c.boardOf(context.lang), head: headOf(context, '/board', context.messages.corporate.board) }
}
export type BoardMemberView = Awaited<ReturnType<typeof boardRouteData>>['members'][number]

export async function chartRouteData(context: Context) {
  const c = await content()
  return { sectors: c.chartOf(context.lang), head: headOf(context, '/chart', context.messages.corporate.chart) }
}
export type ChartSector = Awaited<ReturnType<typeof chartRouteData>>['sectors'][number]

export async function companiesRouteData(context: Context) {
  const c = await content()
  return { companies: c.companiesOf(context.lang), head: headOf(context, '/companies', context.messages.corporate.companies) }
}
export type CompanyView = Awaited<ReturnType<typeof companiesRouteData>>['companies'][number]

export async function brandsRouteData(context: Context) {
  const c = await content()
  return { brands: c.brandsOf(context.lang), head: headOf(context, '/brands', context.messages.corporate.brands) }
}
export type BrandView = Awaited<ReturnType<typeof brandsRouteData>>['brands'][number]

export async function lifeRouteData(context: Context) {
  const c = await content()
  return {
    cards: c.lifeCardsOf(context.lang),
    values: c.coreValuesOf(context.lang),
    head: headOf(context, '/life-at-hoi', context.messages.corporate.life),
  }
}
export type LifeCardView = Awaited<ReturnType<typeof lifeRouteData>>['cards'][number]
