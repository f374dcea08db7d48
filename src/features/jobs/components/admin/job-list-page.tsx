import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { CreateLink } from '~/components/dashboard/create-link'
import { DataTable } from '~/components/dashboard/data-table'
import { FilterChoiceField, ListFilters } from '~/components/dashboard/filter-form'
import { ListResultsOf } from '~/components/dashboard/list-results'
import { PublishStatusFilter, usePublishRowActions } from '~/components/dashboard/publish-status-change'
import { PublishStatusBadge } from '~/components/dashboard/status-badge'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { companyName } from '~/content/companies'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import type { UserRole } from '~/lib/enums'
import { formatDateTime, formatNumber } from '~/lib/format'
import type { JobListItem } from '../../jobs.schemas'
import { setJobStatusFn } from '../../jobs.functions'
import { jobAdminQueries } from '../../jobs.queries'
import { JOB_SEARCH_MAX, type JobListSearch, jobSorts, readJobListSearch } from '../../jobs.search'

/** The dashboard jobs list (decisions 009, 025): state in the URL, filters, sort, status actions. */
export function JobListPage({ search, role }: { search: JobListSearch; role: UserRole }) {
  const { t } = useTranslation('jobAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(jobAdminQueries.list(search))
  const setStatus = useServerFn(setJobStatusFn)
  const { actions, dialog } = usePublishRowActions({
    kind: 'job',
    words: 'jobAdmin',
    role,
    mutationFn: ({ id, status }) => setStatus({ data: { id, status } }),
    invalidate: [jobAdminQueries.all],
    entity: (job: JobListItem) => ({ id: job.id, title: job.titleTr, status: job.status }),
    edit: (job: JobListItem, label: string) => (
      <Link to="/$lang/dashboard/jobs/edit/$id" params={{ lang, id: job.id }}>
        {label}
      </Link>
    ),
  })

  return (
    <>
      <PageHeader
        title={td('titles.jobs')}
        description={t('intro')}
        actions={<CreateLink to="/$lang/dashboard/jobs/create" params={{ lang }} label={t('create')} />}
      />
      <ListFilters
        search={search}
        read={readJobListSearch}
        searchMax={JOB_SEARCH_MAX}
        placeholder={t('searchPlaceholder')}
        className="sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto] lg:items-end"
        wide
      >
        <PublishStatusFilter kind="job" label={t('columns.status')} value={search.status} />
        <FilterChoiceField
          label={t('sort')}
          name="sort"
          value={search.sort ?? 'updated'}
          options={jobSorts.map((value) => ({ value, label: t(`sorts.${value}`) }))}
        />
      </ListFilters>
      <ListResultsOf list={data} search={search} words="jobAdmin">
        <DataTable
          caption={td('titles.jobs')}
          className="md:min-w-[56rem]"
          rows={data.items}
          rowHeader={{
            header: t('columns.title'),
            className: 'font-normal md:max-w-[22rem] md:min-w-[15rem]',
            cell: (job) => (
              <>
                <Link
                  to="/$lang/dashboard/jobs/edit/$id"
                  params={{ lang, id: job.id }}
                  className="font-medium text-ink hover:text-brand-700 hover:underline"
                >
                  <span lang="tr">{job.titleTr}</span>
                </Link>
                <span lang="en" className="block text-muted">
                  {job.titleEn}
                </span>
              </>
            ),
          }}
          columns={[
            {
              key: 'company',
              header: t('columns.company'),
              className: 'text-ink',
              cell: (job) => (
                <>
                  <span className="md:whitespace-nowrap">{companyName(job.companyKey, lang)}</span>
                  <span className="block text-muted">{job.city}</span>
                </>
              ),
            },
            { key: 'status', header: t('columns.status'), cell: (job) => <PublishStatusBadge status={job.status} /> },
            {
              key: 'deadline',
              header: t('columns.deadline'),
              className: 'text-ink md:whitespace-nowrap',
              cell: (job) => (job.deadline ? formatDateTime(job.deadline, lang, 'date') : t('noDeadline')),
            },
            {
              key: 'applications',
              header: t('columns.applications'),
              alignEnd: true,
              className: 'text-ink md:text-right',
              cell: (job) => formatNumber(job.applicationCount, lang),
            },
            {
              key: 'updated',
              header: t('columns.updated'),
              className: 'text-muted md:whitespace-nowrap',
              cell: (job) => formatDateTime(job.updatedAt, lang),
            },
          ]}
          actions={actions}
        />
      </ListResultsOf>
      {dialog}
    </>
  )
}
