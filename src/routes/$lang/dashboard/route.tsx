import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { DashboardShell } from '~/components/layout/dashboard/dashboard-shell'
import { AppToaster } from '~/components/layout/toaster'
import { loadSessionUser } from '~/features/auth/auth.page'
import { useSignOut } from '~/features/auth/auth.queries'
import { MediaLibraryProvider } from '~/features/media/components/admin/media-library-provider'
import { pageActor } from '~/lib/page-status'
import { browserQueryClient } from '~/lib/query-client'

export const Route = createFileRoute('/$lang/dashboard')({
  staticData: { namespaces: ['dashboard'] },
  // The session guard for navigation; the area guard is `_area`, and every server function checks both again.
  beforeLoad: async ({ context, location }) => {
    const user = await loadSessionUser()
    if (!user) throw redirect({ to: '/$lang/login', params: { lang: context.lang }, search: { redirect: location.href } })
    pageActor(user.id)
    return { user }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: DashboardLayout,
})

function DashboardLayout() {
  // The server render's own client, or the browser's, whose library loads with the dashboard only.
  const queryClient = Route.useRouteContext().queryClient ?? browserQueryClient()
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
      <AppToaster />
    </QueryClientProvider>
  )
}

function Shell() {
  const { user } = Route.useRouteContext()
  const signOut = useSignOut()
  return (
    <DashboardShell user={user} onSignOut={signOut}>
      {/* Every form's media picker reads the library through it (decision 059). */}
      <MediaLibraryProvider>
        <Outlet />
      </MediaLibraryProvider>
    </DashboardShell>
  )
}
