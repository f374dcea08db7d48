import { createFileRoute, Outlet, redirect, type StaticDataRouteOption } from '@tanstack/react-router'
import { NotFoundView } from '~/components/layout/not-found-view'
import type { FooterData } from '~/components/layout/site-footer'
import { SiteLayout } from '~/components/layout/site-layout'
import { loadMessages, type Messages } from '~/i18n/i18n'
import type { Language } from '~/lib/enums'
import { DEFAULT_LANGUAGE, isLanguage } from '~/lib/language'

/**
 * The footer's offices (decision 061), read for every public page and the not-found view. In the
 * browser one read per language: a client navigation reuses it (and the page's own, dehydrated
 * with the first visit). On demand: no page's first load carries the read.
 */
const footers = new Map<Language, Promise<FooterData>>()
function footerOf(lang: Language, previous: { lang?: Language; footer?: FooterData } | undefined): Promise<FooterData> {
  const load = () => import('~/features/site/site.page').then(({ loadCorporatePage }) => loadCorporatePage('footer', lang))
  if (typeof window === 'undefined') return load()
  let footer = footers.get(lang) ?? (previous?.lang === lang && previous.footer ? Promise.resolve(previous.footer) : undefined)
  if (!footer) footer = load().catch(() => (footers.delete(lang), { offices: [] }))
  footers.set(lang, footer)
  return footer
}

export const Route = createFileRoute('/$lang')({
  // The strings travel with the route context, so SSR and hydration render the same text:
  // `common` and the namespaces the matched pages declare, in parallel (src/i18n/i18n.ts).
  beforeLoad: async ({ params, matches }): Promise<{ lang: Language; messages: Messages; footer: FooterData }> => {
    // The server redirects before routing; this covers client-side navigation.
    if (!isLanguage(params.lang)) throw redirect({ to: '/$lang', params: { lang: DEFAULT_LANGUAGE }, statusCode: 302 })
    const all = matches as { routeId: string; staticData: StaticDataRouteOption; context?: { lang?: Language; footer?: FooterData } }[]
    const namespaces = all.flatMap((match) => match.staticData.namespaces ?? [])
    const [messages, footer] = await Promise.all([
      loadMessages(params.lang, namespaces),
      footerOf(params.lang, all.find((match) => match.routeId === '/$lang')?.context),
    ])
    return { lang: params.lang, messages, footer }
  },
  // The not-found page (an unknown path, or a child that threw notFound(), shown by this route's
  // `notFoundComponent`) gets its own tab title; not the dashboard's own views that go through
  // `notFound` (access denied, no such row), which their routes render in place of the page.
  head: ({ match }) =>
    match.status === 'notFound' || (match as { _notFound?: boolean })._notFound
      ? { meta: [{ title: `${match.context.messages.common.notFound.metaTitle} · HOI Holding` }, { name: 'robots', content: 'noindex' }] }
      : {},
  component: Outlet,
  // Rendered instead of the route component when a child throws notFound().
  notFoundComponent: () => (
    <SiteLayout>
      <NotFoundView />
    </SiteLayout>
  ),
})
