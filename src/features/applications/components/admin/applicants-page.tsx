import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Download } from 'lucide-react'
import { DataTable } from '~/components/dashboard/data-table'
import { FilterDateField, ListFilters } from '~/components/dashboard/filter-form'
import { ListResultsOf } from '~/components/dashboard/list-results'
import { StatusBadge } from '~/components/dashboard/status-badge'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { type ApplicationStatus, applicationStatuses } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import { applicantQueries } from '../../applications.queries'
import { APPLICANT_SEARCH_MAX, applicantFilterQuery, type ApplicantListSearch, readApplicantListSearch } from '../../applications.search'
import { applicationStatusTone } from './status-tone'

/** The Applicants list (decisions 009, 025): filters in the URL, newest first, 20 a page, and the same filters as a CSV export. */
export function ApplicantsPage({ search }: { search: ApplicantListSearch }) {
  const { t } = useTranslation('applicants')
  const { t: td } = useTranslation('dashboard')
  const { t: tj } = useTranslation('jobs')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(applicantQueries.list(search))
  const { data: jobs } = useSuspenseQuery(applicantQueries.jobs())

  return (
    <>
      <PageHeader
        title={td('titles.applicants')}
        description={t('intro')}
        actions={
          <a
            href={`/api/dashboard/applications/export?${applicantFilterQuery(search, lang)}`}
            download
            className="inline-flex h-10 items-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-surface"
          >
            <Download aria-hidden className="size-4" />
            {t('export')}
          </a>
        }
      />
      <ListFilters
        search={search}
        read={readApplicantListSearch}
        searchMax={APPLICANT_SEARCH_MAX}
        placeholder={t('searchPlaceholder')}
        className="sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1fr_auto] lg:items-end"
        selects={{
          job: {
            label: t('filters.job'),
            options: jobs.map((job) => job.id),
            optionLabel: (id: string) => jobs.find((job) => job.id === id)?.title ?? id,
          },
          status: {
            label: t('filters.status'),
            options: applicationStatuses,
            optionLabel: (status: ApplicationStatus) => tj(`enums.applicationStatus.${status}`),
          },
        }}
      >
        <FilterDateField label={t('filters.from')} name="from" value={search.from} />
        <FilterDateField label={t('filters.to')} name="to" value={search.to} min={search.from} />
      </ListFilters>
      <ListResultsOf list={data} search={search} words="applicants">
        <DataTable
          caption={td('titles.applicants')}
          className="md:min-w-[48rem]"
          rows={data.items}
          rowHeader={{
            header: t('columns.name'),
            cell: (applicant) => (
              <>
                <Link
                  to="/$lang/dashboard/applicants/$id"
                  params={{ lang, id: applicant.id }}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {applicant.fullName}
                </Link>
                <span
                  title={applicant.email}
                  className="block font-normal break-all text-muted md:max-w-[16rem] md:truncate md:break-normal"
                >
                  {applicant.email}
                </span>
              </>
            ),
          }}
          columns={[
            { key: 'job', header: t('columns.job'), className: 'text-ink', cell: (applicant) => applicant.jobTitle },
            {
              key: 'status',
              header: t('columns.status'),
              cell: (applicant) => (
                <StatusBadge tone={applicationStatusTone[applicant.status]}>
                  {tj(`enums.applicationStatus.${applicant.status}`)}
                </StatusBadge>
              ),
            },
            {
              key: 'appliedAt',
              header: t('columns.appliedAt'),
              className: 'text-muted md:whitespace-nowrap md:text-ink',
              cell: (applicant) => formatDateTime(applicant.createdAt, lang, 'date'),
            },
            {
              key: 'location',
              header: t('columns.location'),
              className: 'text-muted md:text-ink',
              cell: (applicant) => applicant.currentLocation ?? '—',
            },
          ]}
        />
      </ListResultsOf>
    </>
  )
}
