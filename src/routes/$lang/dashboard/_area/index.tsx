import { createFileRoute } from '@tanstack/react-router'
import { DashboardHome } from '~/features/dashboard/components/admin/dashboard-home'
import { dashboardQueries } from '~/features/dashboard/dashboard.queries'

export const Route = createFileRoute('/$lang/dashboard/_area/')({
  staticData: { area: 'dashboard', title: 'home' },
  loader: async ({ context }) => (await context.getQueryClient()).ensureQueryData(dashboardQueries.overview()),
  component: DashboardIndex,
})

function DashboardIndex() {
  const { user } = Route.useRouteContext()
  return <DashboardHome user={user} />
}
