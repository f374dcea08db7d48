import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { AppToaster } from '~/components/layout/toaster'
import { NotFoundView } from '~/components/layout/not-found-view'
import { SiteLayout } from '~/components/layout/site-layout'
import { createI18n, loadMessages } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, isLanguage } from '~/lib/language'

export const Route = createFileRoute('/$lang')({
  // The strings travel with the route context, so SSR and hydration render the same text.
  beforeLoad: async ({ params }) => {
    // The server redirects before routing; this covers client-side navigation.
    if (!isLanguage(params.lang)) throw redirect({ to: '/$lang', params: { lang: DEFAULT_LANGUAGE }, statusCode: 302 })
    return { lang: params.lang, messages: await loadMessages(params.lang) }
  },
  // The not-found page (an unknown path, or a child that threw notFound()) gets its own tab title.
  head: ({ matches, match }) =>
    matches.some((m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound)
      ? { meta: [{ title: `${match.context.messages.common.notFound.metaTitle} · HOI Holding` }, { name: 'robots', content: 'noindex' }] }
      : {},
  component: () => (
    <LanguageProvider>
      <Outlet />
      <AppToaster />
    </LanguageProvider>
  ),
  // Rendered instead of the route component when a child throws notFound(): it needs its own provider.
  notFoundComponent: () => (
    <LanguageProvider>
      <SiteLayout>
        <NotFoundView />
      </SiteLayout>
    </LanguageProvider>
  ),
})

function LanguageProvider({ children }: { children: ReactNode }) {
  const { lang, messages } = Route.useRouteContext()
  const i18n = useMemo(() => createI18n(lang, messages), [lang, messages])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
