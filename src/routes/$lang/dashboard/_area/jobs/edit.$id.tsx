import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { JobForm } from '~/features/jobs/components/admin/job-form'
import { jobAdminQueries } from '~/features/jobs/jobs.queries'
import { PreviewActions } from '~/features/previews/components/admin/preview-actions'
import { useLanguage } from '~/i18n/use-language'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/jobs/edit/$id')({
  staticData: { area: 'jobs', title: 'jobsEdit', namespaces: ['jobAdmin', 'jobs', 'previews'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => (await context.getQueryClient()).ensureQueryData(jobAdminQueries.edit(id))),
  component: EditJobRoute,
})

function EditJobRoute() {
  const id = readId(Route.useParams().id) ?? ''
  const { data } = useSuspenseQuery(jobAdminQueries.edit(id))
  const lang = useLanguage()
  // Keyed by the job, so moving from one job to another starts a fresh form.
  return <JobForm key={data.id} job={data} preview={<PreviewActions kind="job" entityId={data.id} lang={lang} />} />
}
