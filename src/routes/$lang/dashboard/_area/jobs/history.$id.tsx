import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { VersionHistoryPage, versionQueries } from '~/components/dashboard/version-history'
import { jobAdminQueries, jobVersionFns } from '~/features/jobs/jobs.queries'
import { companyName } from '~/content/companies'
import { useTranslation } from '~/i18n/use-translation'
import type { EmploymentType, ExperienceLevel, JobCategory, SalaryCurrency, SalaryPeriod, WorkMode } from '~/lib/enums'
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

/** The fields in the edit form's order. */
const order = [
  'titleTr',
  'descriptionTr',
  'salaryNoteTr',
  'titleEn',
  'descriptionEn',
  'salaryNoteEn',
  'companyKey',
  'category',
  'workMode',
  'employmentType',
  'experienceLevel',
  'openings',
  'city',
  'countryCode',
  'deadline',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'slug',
  'applicationsOpen',
]

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
  const { t: tj, lang: language } = useTranslation('jobs')
  // The choices of the edit form, in its words.
  const choices: Record<string, (value: string) => string> = {
    companyKey: (value) => companyName(value, language),
    category: (value) => tj(`enums.category.${value as JobCategory}`),
    workMode: (value) => tj(`enums.workMode.${value as WorkMode}`),
    employmentType: (value) => tj(`enums.employmentType.${value as EmploymentType}`),
    experienceLevel: (value) => tj(`enums.experienceLevel.${value as ExperienceLevel}`),
    countryCode: (value) => t(`form.countries.${value}` as 'form.countries.TR'),
    salaryCurrency: (value) => t(`salary.currencies.${value as SalaryCurrency}`),
    salaryPeriod: (value) => t(`salary.periods.${value as SalaryPeriod}`),
  }
  const { data } = useSuspenseQuery(jobAdminQueries.edit(id))
  return (
    <VersionHistoryPage
      kind="job"
      id={id}
      title={data.titleTr}
      fns={jobVersionFns}
      fieldLabel={(field) => t((labels[field] ?? `form.${field}`) as 'form.titleTr')}
      fieldOrder={order}
      valueLabel={(field, value) => choices[field]?.(value)}
      edit={{ to: '/$lang/dashboard/jobs/edit/$id', params: { lang, id } }}
      invalidate={[jobAdminQueries.all]}
    />
  )
}
