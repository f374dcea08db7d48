import { useSuspenseQuery } from '@tanstack/react-query'
import { ListSearchField } from '~/components/dashboard/list-results'
import { Link, useNavigate } from '@tanstack/react-router'
import { Download } from 'lucide-react'
import { type FormEvent, useId } from 'react'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { inputClass } from '~/components/ui/field'
import { FilterSelect } from '~/components/ui/filter-select'
import { Pagination } from '~/components/ui/pagination'
import { StatusBadge } from '~/components/ui/status-badge'
import { StatusPanel } from '~/components/ui/status-panel'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { applicationStatuses } from '~/lib/enums'
import { formatDateTime, formatNumber } from '~/lib/format'
import { applicantQueries } from '../../applications.queries'
import type { ApplicantListItem, JobOption } from '../../applications.schemas'
import { APPLICANT_SEARCH_MAX, applicantFilterQuery, type ApplicantListSearch, readApplicantListSearch } from '../../applications.search'
import { applicationStatusTone } from './status-tone'

/** The Applicants list: filters in the URL, newest first, 20 a page, and the same filters as a CSV export. */
export function ApplicantsPage({ search }: { search: ApplicantListSearch }) {
  const { t } = useTranslation('applicants')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(applicantQueries.list(search))
  const { data: jobs } = useSuspenseQuery(applicantQueries.jobs())
  const filtered = !!(search.q || search.job || search.status || search.from || search.to)
  const query = applicantFilterQuery(search, lang)

  return (
    <>
      <PageHeader
        title={td('titles.applicants')}
        description={t('intro')}
        actions={
          <a
            href={`/api/dashboard/applications/export?${query}`}
            download
            className="inline-flex h-10 items-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-surface"
          >
            <Download aria-hidden className="size-4" />
            {t('export')}
          </a>
        }
      />
      <ApplicantFilters search={search} jobs={jobs} />
      <p className="mb-3 text-sm text-muted" role="status">
        {t('count', { count: formatNumber(data.pagination.total, lang) })}
      </p>
      {data.items.length === 0 && data.pagination.total > 0 ? (
        <StatusPanel
          kind="empty"
          title={td('list.pageEmpty')}
          action={
            <Link
              to="."
              search={{ ...search, page: data.pagination.totalPages > 1 ? data.pagination.totalPages : undefined }}
              className="text-sm font-medium text-brand-700 underline underline-offset-4"
            >
              {td('list.lastPage', { page: data.pagination.totalPages })}
            </Link>
          }
        />
      ) : data.items.length === 0 ? (
        <StatusPanel
          kind="empty"
          title={filtered ? t('emptyFiltered') : t('empty')}
          action={
            filtered ? (
              <Link to="." search={{}} className="text-sm font-medium text-brand-700 underline underline-offset-4">
                {td('list.clearFilters')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <ApplicantsTable applicants={data.items} />
      )}
      <Pagination pagination={data.pagination} label={t('pagination')} />
    </>
  )
}

/** A GET form: it filters by reloading the page without scripts, and by navigating with them. */
function ApplicantFilters({ search, jobs }: { search: ApplicantListSearch; jobs: JobOption[] }) {
  const { t } = useTranslation('applicants')
  const { t: td } = useTranslation('dashboard')
  const { t: tj } = useTranslation('jobs')
  const navigate = useNavigate()
  const apply = (form: HTMLFormElement) => {
    const values = new FormData(form)
    const read = (name: string) => (values.get(name) as string | null)?.trim() || undefined
    const next = readApplicantListSearch({ q: read('q'), job: read('job'), status: read('status'), from: read('from'), to: read('to') })
    void navigate({ to: '.', search: { ...next, page: undefined } })
  }
  const fromId = useId()
  const toId = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  return (
    // Keyed by the URL's filters, so the fields show them again after a navigation (clear filters, back).
    <form
      key={JSON.stringify(search)}
      role="search"
      method="get"
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <ListSearchField defaultValue={search.q} maxLength={APPLICANT_SEARCH_MAX} placeholder={t('searchPlaceholder')} />
      <FilterSelect
        label={t('filters.job')}
        name="job"
        value={search.job}
        options={jobs.map((job) => ({ value: job.id, label: job.title }))}
        onApply={apply}
      />
      <FilterSelect
        label={t('filters.status')}
        name="status"
        value={search.status}
        options={applicationStatuses.map((status) => ({ value: status, label: tj(`enums.applicationStatus.${status}`) }))}
        onApply={apply}
      />
      <div className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        <label htmlFor={fromId}>{t('filters.from')}</label>
        <input id={fromId} name="from" type="date" defaultValue={search.from ?? ''} className={inputClass} />
      </div>
      <div className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        <label htmlFor={toId}>{t('filters.to')}</label>
        <input id={toId} name="to" type="date" defaultValue={search.to ?? ''} min={search.from} className={inputClass} />
      </div>
      <Button type="submit" variant="secondary" size="field">
        {td('list.apply')}
      </Button>
    </form>
  )
}

const cellLabel = 'text-muted md:sr-only'
const columns = ['name', 'job', 'status', 'appliedAt', 'location'] as const

/** One markup for every width: cards on phones (each cell names its column), rows from md up. */
function ApplicantsTable({ applicants }: { applicants: ApplicantListItem[] }) {
  const { t } = useTranslation('applicants')
  const { t: td } = useTranslation('dashboard')
  const { t: tj } = useTranslation('jobs')
  const lang = useLanguage()
  return (
    <div className="relative md:overflow-x-auto md:rounded-lg md:border md:border-line md:bg-white">
      <table role="table" className="block w-full text-left text-sm md:table md:min-w-[48rem]">
        <caption className="sr-only">{td('titles.applicants')}</caption>
        <thead
          role="rowgroup"
          className="sr-only md:not-sr-only md:table-header-group md:border-b md:border-line md:bg-surface md:text-muted"
        >
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-4 py-3 font-medium">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
          {applicants.map((applicant) => (
            <tr
              role="row"
              key={applicant.id}
              className="grid gap-1 rounded-lg border border-line bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-0"
            >
              <th role="rowheader" scope="row" className="font-medium text-ink md:px-4 md:py-3">
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
              </th>
              <td role="cell" className="text-ink md:px-4 md:py-3">
                <span className={cellLabel}>{t('columns.job')}: </span>
                {applicant.jobTitle}
              </td>
              <td role="cell" className="md:px-4 md:py-3">
                <span className={cellLabel}>{t('columns.status')}: </span>
                <StatusBadge tone={applicationStatusTone[applicant.status]}>
                  {tj(`enums.applicationStatus.${applicant.status}`)}
                </StatusBadge>
              </td>
              <td role="cell" className="text-muted md:px-4 md:py-3 md:whitespace-nowrap md:text-ink">
                <span className={cellLabel}>{t('columns.appliedAt')}: </span>
                {formatDateTime(applicant.createdAt, lang, 'date')}
              </td>
              <td role="cell" className="text-muted md:px-4 md:py-3 md:text-ink">
                <span className={cellLabel}>{t('columns.location')}: </span>
                {applicant.currentLocation ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
