import { createFileRoute } from '@tanstack/react-router'
import { ReportsPage } from '~/features/reports/components/admin/reports-page'
import { reportQueries } from '~/features/reports/reports.queries'
import { readReportSearch } from '~/features/reports/reports.search'
import { listSearchReader } from '~/lib/list-search'
import { pageNotFound } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/reports/')({
  staticData: { area: 'applications', title: 'reports', namespaces: ['reports', 'jobs'] },
  // The URL's texts, bounded; the loader and the page read them (`readReportSearch`), so that the
  // report's date rules stay in their chunk and out of the entry every page loads (decision 013).
  validateSearch: listSearchReader({ company: 40, job: 36, from: 20, to: 20 }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // null: the URL's job does not exist.
    if (!(await (await context.getQueryClient()).ensureQueryData(reportQueries.report(readReportSearch(deps))))) throw pageNotFound()
  },
  component: ReportsRoute,
})

function ReportsRoute() {
  return <ReportsPage search={readReportSearch(Route.useSearch())} />
}
