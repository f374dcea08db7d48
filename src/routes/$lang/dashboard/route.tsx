import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { DashboardShell } from '~/components/layout/dashboard/dashboard-shell'
import { getSessionUser } from '~/features/auth/auth.functions'
import { useSignOut } from '~/features/auth/use-sign-out'
import { createI18n, loadDashboardMessages } from '~/i18n/i18n'
import { pageActor } from '~/lib/page-status'

export const Route = createFileRoute('/$lang/dashboard')({
  // The session guard for navigation; the area guard is `_area`, and every server function checks both again.
  beforeLoad: async ({ context, location }) => {
    const user = await getSessionUser()
    if (!user) throw redirect({ to: '/$lang/login', params: { lang: context.lang }, search: { redirect: location.href } })
    pageActor(user.id)
    const dashboard = await loadDashboardMessages(context.lang)
    return { user, messages: { ...context.messages, dashboard } }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: DashboardLayout,
})

function DashboardLayout() {
  const { lang, messages } = Route.useRouteContext()
  const i18n = useMemo(() => createI18n(lang, messages), [lang, messages])
  return (
    <I18nextProvider i18n={i18n}>
      <Shell />
    </I18nextProvider>
  )
}

function Shell() {
  const { user } = Route.useRouteContext()
  const signOut = useSignOut()
  return (
    <DashboardShell user={user} onSignOut={signOut}>
      <Outlet />
    </DashboardShell>
  )
}
