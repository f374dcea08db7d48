import { createFileRoute } from '@tanstack/react-router'
import { JobsPage } from '~/features/jobs/components/public/jobs-page'
import { JOBS_GC_TIME, JOBS_STALE_TIME, readJobsSearch } from '~/features/jobs/jobs.search'

export const Route = createFileRoute('/$lang/_site/jobs/')({
  staticData: { namespaces: ['jobs'] },
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
  return <JobsPage board={Route.useLoaderData().board} search={Route.useSearch()} />
}
