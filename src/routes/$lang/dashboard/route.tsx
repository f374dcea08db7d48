import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { getSessionUser } from '~/features/auth/auth.functions'
import { DashboardShell } from '~/features/dashboard/components/dashboard-shell'
import { createI18n, loadDashboardMessages } from '~/i18n/i18n'

export const Route = createFileRoute('/$lang/dashboard')({
  // The guard is for navigation; every dashboard server function checks the session again.
  beforeLoad: async ({ context, location }) => {
    const user = await getSessionUser()
    if (!user) {
      throw redirect({ to: '/$lang/login', params: { lang: context.lang }, search: { redirect: location.href } })
    }
    const dashboard = await loadDashboardMessages(context.lang)
    return { user, messages: { ...context.messages, dashboard } }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: DashboardLayout,
})

function DashboardLayout() {
  const { lang, user, messages } = Route.useRouteContext()
  const i18n = useMemo(() => createI18n(lang, messages), [lang, messages.dashboard])
  return (
    <I18nextProvider i18n={i18n}>
      <DashboardShell lang={lang} user={user}>
        <Outlet />
      </DashboardShell>
    </I18nextProvider>
  )
}
