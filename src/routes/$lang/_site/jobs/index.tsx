import { createFileRoute } from '@tanstack/react-router'
import { AlertBoardSection } from '~/features/alerts/components/public/alert-board-section'
import { alertFiltersOf } from '~/features/alerts/alerts.rules'
import { employmentTypes, experienceLevels, jobCategories, workModes } from '~/lib/enums'
import { JobsPage } from '~/features/jobs/components/public/jobs-page'
import { JOBS_GC_TIME, JOBS_STALE_TIME, readJobsSearch } from '~/features/jobs/jobs.search'

export const Route = createFileRoute('/$lang/_site/jobs/')({
  staticData: { namespaces: ['jobs', 'alerts'] },
  validateSearch: readJobsSearch,
  loaderDeps: ({ search }) => search,
  // On demand: the board's data code stays out of the page's first load (jobs.page.ts). A list
  // that cannot be read renders empty (docs/product.md §7.5).
  loader: async ({ deps, context }) => (await import('~/features/jobs/jobs.page')).jobBoardRouteData(context, deps),
  staleTime: JOBS_STALE_TIME,
  gcTime: JOBS_GC_TIME,
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: JobsRoute,
})

function JobsRoute() {
  const { board } = Route.useLoaderData()
  const search = Route.useSearch()
  const filters = alertFiltersOf(search, {
    category: jobCategories,
    workMode: workModes,
    employmentType: employmentTypes,
    level: experienceLevels,
  })
  const companyName = board.companies.find((company) => company.key === filters.company)?.name
  // "E-mail me new positions like these": the board's filters become a job alert (decision 043).
  return <JobsPage board={board} search={search} after={<AlertBoardSection filters={filters} companyName={companyName} />} />
}
