import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { JobForm } from '~/features/jobs/components/admin/job-form'
import { jobAdminQueries } from '~/features/jobs/jobs.queries'
import { AppError } from '~/lib/errors'
import { pageStatus } from '~/lib/page-status'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const Route = createFileRoute('/$lang/dashboard/_area/jobs/edit/$id')({
  staticData: { area: 'jobs', namespaces: ['jobAdmin', 'jobs'] },
  loader: async ({ context, params }) => {
    // A malformed id names no job: the same answer as an unknown one.
    if (!UUID.test(params.id)) {
      pageStatus(404)
      throw new AppError('not_found')
    }
    return (await context.getQueryClient()).ensureQueryData(jobAdminQueries.edit(params.id))
  },
  head: ({ match }) => ({ meta: [{ title: `${match.context.messages.dashboard.titles.jobsEdit} · HOI Holding` }] }),
  component: EditJobRoute,
})

function EditJobRoute() {
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(jobAdminQueries.edit(id))
  // Keyed by the job, so moving from one job to another starts a fresh form.
  return <JobForm key={data.id} job={data} />
}
