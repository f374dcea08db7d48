import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { VersionHistoryPage, versionQueries } from '~/components/dashboard/version-history'
import { jobAdminQueries, jobVersionFns } from '~/features/jobs/jobs.queries'
import { useTranslation } from '~/i18n/use-translation'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

/** The edit form's label of each field a version keeps. */
const labels: Record<string, string> = {
  companyKey: 'form.company',
  countryCode: 'form.country',
  salaryMin: 'salary.min',
  salaryMax: 'salary.max',
  salaryCurrency: 'salary.currency',
  salaryPeriod: 'salary.period',
  salaryNoteTr: 'salary.note.tr',
  salaryNoteEn: 'salary.note.en',
}

export const Route = createFileRoute('/$lang/dashboard/_area/jobs/history/$id')({
  staticData: { area: 'jobs', title: 'versions', namespaces: ['jobAdmin', 'jobs'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => {
      const client = await context.getQueryClient()
      await client.ensureQueryData(versionQueries.list('job', id, 1, jobVersionFns.list))
      return client.ensureQueryData(jobAdminQueries.edit(id))
    }),
  component: JobHistoryRoute,
})

function JobHistoryRoute() {
  const { lang } = Route.useParams()
  const id = readId(Route.useParams().id) ?? ''
  const { t } = useTranslation('jobAdmin')
  const { data } = useSuspenseQuery(jobAdminQueries.edit(id))
  return (
    <VersionHistoryPage
      kind="job"
      id={id}
      title={data.titleTr}
      fns={jobVersionFns}
      fieldLabel={(field) => t((labels[field] ?? `form.${field}`) as 'form.titleTr')}
      edit={{ to: '/$lang/dashboard/jobs/edit/$id', params: { lang, id } }}
      invalidate={[jobAdminQueries.all]}
    />
  )
}
