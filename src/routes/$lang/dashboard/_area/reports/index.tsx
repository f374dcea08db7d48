import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPanel } from '~/components/layout/dashboard/not-found-panel'
import { ReportsPage } from '~/features/reports/components/admin/reports-page'
import { reportQueries } from '~/features/reports/reports.queries'
import { readReportSearch } from '~/features/reports/reports.search'
import { dashboardHead } from '~/lib/dashboard-head'
import { pageNotFound } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/reports/')({
  staticData: { area: 'applications', namespaces: ['reports', 'jobs'] },
  validateSearch: readReportSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // null: the URL's job does not exist.
    if (!(await (await context.getQueryClient()).ensureQueryData(reportQueries.report(deps)))) throw pageNotFound()
  },
  head: ({ match }) => dashboardHead(match.context.messages, 'reports'),
  notFoundComponent: NotFoundPanel,
  component: ReportsRoute,
})

function ReportsRoute() {
  return <ReportsPage search={Route.useSearch()} />
}
