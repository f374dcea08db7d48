import { createFileRoute } from '@tanstack/react-router'
import { JobListPage } from '~/features/jobs/components/admin/job-list-page'
import { jobAdminQueries } from '~/features/jobs/jobs.queries'
import { readJobListSearch } from '~/features/jobs/jobs.search'

export const Route = createFileRoute('/$lang/dashboard/_area/jobs/')({
  staticData: { area: 'jobs', title: 'jobs', namespaces: ['jobAdmin', 'jobs'] },
  validateSearch: readJobListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await context.getQueryClient()).ensureQueryData(jobAdminQueries.list(deps)),
  component: JobsRoute,
})

function JobsRoute() {
  const { user } = Route.useRouteContext()
  return <JobListPage search={Route.useSearch()} role={user.role} />
}
