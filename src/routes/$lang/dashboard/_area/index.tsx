import { createFileRoute } from '@tanstack/react-router'
import { DashboardHome } from '~/features/dashboard/components/admin/dashboard-home'
import { dashboardQueries } from '~/features/dashboard/dashboard.queries'
import { dashboardHead } from '~/lib/dashboard-head'

export const Route = createFileRoute('/$lang/dashboard/_area/')({
  staticData: { area: 'dashboard' },
  loader: async ({ context }) => (await context.getQueryClient()).ensureQueryData(dashboardQueries.overview()),
  head: ({ match }) => dashboardHead(match.context.messages, 'home'),
  component: DashboardIndex,
})

function DashboardIndex() {
  const { user } = Route.useRouteContext()
  return <DashboardHome user={user} />
}
