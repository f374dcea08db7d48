import { createFileRoute, Outlet, redirect, type StaticDataRouteOption } from '@tanstack/react-router'
import { NotFoundView } from '~/components/layout/not-found-view'
import { browserFooters, type FooterData } from '~/components/layout/site-footer-data'
import { SiteLayout } from '~/components/layout/site-layout'
import { loadMessages, type Messages } from '~/i18n/i18n'
import type { Language } from '~/lib/enums'
import { DEFAULT_LANGUAGE, isLanguage } from '~/lib/language'

/**
 * The footer's offices (decision 061), read for every public page and the not-found view; on
 * demand, so no page's first load carries the read. In the browser once per language: the first
 * page's footer is kept as it renders, and a client navigation reuses it.
 */
function footerOf(lang: Language): Promise<FooterData> {
  const load = () => import('~/features/site/site.page').then(({ loadCorporatePage }) => loadCorporatePage('footer', lang))
  // A footer that cannot be read (the database unreachable) leaves its offices out: the page
  // itself says what failed, in its language, which a failed route context could not.
  if (typeof window === 'undefined') return load().catch((): FooterData => ({ offices: [] }))
  const footer = browserFooters.get(lang) ?? load().catch(() => (browserFooters.delete(lang), { offices: [] }))
  browserFooters.set(lang, footer)
  return footer
}

export const Route = createFileRoute('/$lang')({
  // The strings travel with the route context, so SSR and hydration render the same text:
  // `common` and the namespaces the matched pages declare, in parallel (src/i18n/i18n.ts).
  beforeLoad: async ({ params, matches }): Promise<{ lang: Language; messages: Messages; footer: FooterData }> => {
    // The server redirects before routing; this covers client-side navigation.
    if (!isLanguage(params.lang)) throw redirect({ to: '/$lang', params: { lang: DEFAULT_LANGUAGE }, statusCode: 302 })
    const namespaces = (matches as { staticData: StaticDataRouteOption }[]).flatMap((match) => match.staticData.namespaces ?? [])
    const [messages, footer] = await Promise.all([loadMessages(params.lang, namespaces), footerOf(params.lang)])
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
