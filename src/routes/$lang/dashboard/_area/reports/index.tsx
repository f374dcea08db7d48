import { createFileRoute } from '@tanstack/react-router'
import { ReportsPage } from '~/features/reports/components/admin/reports-page'
import { reportQueries } from '~/features/reports/reports.queries'
import { readReportSearch } from '~/features/reports/reports.search'
import { pageNotFound } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/reports/')({
  staticData: { area: 'applications', title: 'reports', namespaces: ['reports', 'jobs'] },
  validateSearch: readReportSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // null: the URL's job does not exist.
    if (!(await (await context.getQueryClient()).ensureQueryData(reportQueries.report(deps)))) throw pageNotFound()
  },
  component: ReportsRoute,
})

function ReportsRoute() {
  return <ReportsPage search={Route.useSearch()} />
}
