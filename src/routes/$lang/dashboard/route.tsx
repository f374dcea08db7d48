import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { getSessionUser } from '~/features/auth/auth.functions'
import { DashboardShell } from '~/features/dashboard/components/dashboard-shell'

export const Route = createFileRoute('/$lang/dashboard')({
  // The guard is for navigation; every dashboard server function checks the session again.
  beforeLoad: async ({ context, location }) => {
    const user = await getSessionUser()
    if (!user) {
      throw redirect({ to: '/$lang/login', params: { lang: context.lang }, search: { redirect: location.href } })
    }
    return { user }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: DashboardLayout,
})

function DashboardLayout() {
  const { lang, user } = Route.useRouteContext()
  return (
    <DashboardShell lang={lang} user={user}>
      <Outlet />
    </DashboardShell>
  )
}
