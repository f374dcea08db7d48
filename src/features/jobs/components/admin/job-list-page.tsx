import { useSuspenseQuery } from '@tanstack/react-query'
import { ListResults, ListSearchField } from '~/components/dashboard/list-results'
import { Link, useNavigate } from '@tanstack/react-router'
import { MoreHorizontal, Plus } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { type FormEvent, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { inputClass } from '~/components/ui/field'
import { FilterSelect } from '~/components/ui/filter-select'
import { companyName } from '~/content/companies'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { type JobStatus, jobStatuses, type UserRole } from '~/lib/enums'
import { formatDateTime, formatNumber } from '~/lib/format'
import { jobAdminQueries, useSetJobStatus } from '../../jobs.queries'
import { JobStatusBadge } from './job-status-badge'
import { type JobListItem, nextJobStatuses } from '../../jobs.schemas'
import { JOB_SEARCH_MAX, type JobListSearch, jobSorts } from '../../jobs.search'

type StatusChange = { job: JobListItem; status: JobStatus }

/** The dashboard jobs list (the users list is its model): state in the URL, filters, sort, status actions. */
export function JobListPage({ search, role }: { search: JobListSearch; role: UserRole }) {
  const { t } = useTranslation('jobAdmin')
  const { t: td } = useTranslation('dashboard')
  const { t: tj } = useTranslation('jobs')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(jobAdminQueries.list(search))
  const [confirming, setConfirming] = useState<StatusChange>()
  const filtered = !!(search.q || search.status)
  const statusLabel = (status: JobStatus) => tj(`enums.jobStatus.${status}`)

  // The change under way, to name it when the server refuses it (the list may be stale).
  const lastChange = useRef<StatusChange>(undefined)
  const setStatus = useSetJobStatus(
    (_result, { job, status }) => {
      setConfirming(undefined)
      toast.success(t('actions.changed', { title: job.titleTr, status: statusLabel(status) }))
    },
    (failure) => {
      setConfirming(undefined)
      const refused = lastChange.current
      toast.error(
        failure.code === 'invalid_transition' && refused
          ? t('actions.refused', { title: refused.job.titleTr, from: statusLabel(refused.job.status), to: statusLabel(refused.status) })
          : failure.message,
      )
    },
  )
  const change = (change: StatusChange) => {
    lastChange.current = change
    if (change.status === 'removed') setConfirming(change)
    else setStatus.mutate(change)
  }

  return (
    <>
      <PageHeader
        title={td('titles.jobs')}
        description={t('intro')}
        actions={
          <Link
            to="/$lang/dashboard/jobs/create"
            params={{ lang }}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            <Plus aria-hidden className="size-4" />
            {t('create')}
          </Link>
        }
      />
      <JobFilters search={search} />
      <ListResults
        pagination={data.pagination}
        itemCount={data.items.length}
        countText={t('count', { count: formatNumber(data.pagination.total, lang) })}
        filtered={filtered}
        emptyTitle={t('empty')}
        emptyFilteredTitle={t('emptyFiltered')}
        paginationLabel={t('pagination')}
      >
        <JobsTable jobs={data.items} role={role} onChange={change} />
      </ListResults>

      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={t('actions.removeConfirm.title')}
        description={t('actions.removeConfirm.description', { title: confirming?.job.titleTr ?? '' })}
        confirmLabel={t('actions.removeConfirm.confirm')}
        tone="danger"
        pending={setStatus.isPending}
        onConfirm={() => confirming && setStatus.mutate(confirming)}
      />
    </>
  )
}

/** A GET form: it filters by reloading the page without scripts, and by navigating with them. */
function JobFilters({ search }: { search: JobListSearch }) {
  const { t } = useTranslation('jobAdmin')
  const { t: td } = useTranslation('dashboard')
  const { t: tj } = useTranslation('jobs')
  const navigate = useNavigate()
  const apply = (form: HTMLFormElement) => {
    const values = new FormData(form)
    const read = (name: string) => (values.get(name) as string | null)?.trim() || undefined
    const sort = read('sort') as JobListSearch['sort']
    void navigate({
      to: '.',
      search: { q: read('q'), status: read('status') as JobListSearch['status'], sort: sort === 'updated' ? undefined : sort },
    })
  }
  const sortId = useId()
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
      className="mb-4 grid gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto] lg:items-end"
    >
      <ListSearchField
        defaultValue={search.q}
        maxLength={JOB_SEARCH_MAX}
        placeholder={t('searchPlaceholder')}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label={t('columns.status')}
        name="status"
        value={search.status}
        options={jobStatuses.map((status) => ({ value: status, label: tj(`enums.jobStatus.${status}`) }))}
        onApply={apply}
      />
      <div className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        <label htmlFor={sortId}>{t('sort')}</label>
        <select
          id={sortId}
          name="sort"
          defaultValue={search.sort ?? 'updated'}
          onChange={(event) => apply(event.currentTarget.form!)}
          className={inputClass}
        >
          {jobSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" size="field" className="sm:col-span-2 lg:col-span-1">
        {td('list.apply')}
      </Button>
    </form>
  )
}

const cellLabel = 'text-muted md:sr-only'
const columns = ['title', 'company', 'status', 'deadline', 'applications', 'updated'] as const

/** One markup for every width: a table laid out as cards on phones and as rows from md up. */
function JobsTable({ jobs, role, onChange }: { jobs: JobListItem[]; role: UserRole; onChange: (change: StatusChange) => void }) {
  const { t } = useTranslation('jobAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  return (
    <div className="relative md:overflow-x-auto md:rounded-lg md:border md:border-line md:bg-white">
      <table role="table" className="block w-full text-left text-sm md:table md:min-w-[56rem]">
        <caption className="sr-only">{td('titles.jobs')}</caption>
        <thead
          role="rowgroup"
          className="sr-only md:not-sr-only md:table-header-group md:border-b md:border-line md:bg-surface md:text-muted"
        >
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 font-medium ${column === 'applications' ? 'text-right' : ''}`}
              >
                {t(`columns.${column}`)}
              </th>
            ))}
            <th role="columnheader" scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
          {jobs.map((job) => (
            <tr
              role="row"
              key={job.id}
              className="relative grid gap-1 rounded-lg border border-line bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-0"
            >
              <th role="rowheader" scope="row" className="pr-12 font-normal md:max-w-[22rem] md:min-w-[15rem] md:px-4 md:py-3">
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
              </th>
              <td role="cell" className="text-ink md:px-4 md:py-3">
                <span className={cellLabel}>{t('columns.company')}: </span>
                <span className="md:whitespace-nowrap">{companyName(job.companyKey, lang)}</span>
                <span className="block text-muted">{job.city}</span>
              </td>
              <td role="cell" className="md:px-4 md:py-3">
                <span className={cellLabel}>{t('columns.status')}: </span>
                <JobStatusBadge status={job.status} />
              </td>
              <td role="cell" className="text-ink md:px-4 md:py-3 md:whitespace-nowrap">
                <span className={cellLabel}>{t('columns.deadline')}: </span>
                {job.deadline ? formatDateTime(job.deadline, lang, 'date') : t('noDeadline')}
              </td>
              <td role="cell" className="text-ink md:px-4 md:py-3 md:text-right">
                <span className={cellLabel}>{t('columns.applications')}: </span>
                {formatNumber(job.applicationCount, lang)}
              </td>
              <td role="cell" className="text-muted md:px-4 md:py-3 md:whitespace-nowrap">
                <span className={cellLabel}>{t('columns.updated')}: </span>
                {formatDateTime(job.updatedAt, lang)}
              </td>
              <td role="cell" className="absolute top-3 right-3 md:static md:px-4 md:py-3 md:text-right">
                <JobActions job={job} role={role} onChange={onChange} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const menuItem = 'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface'

function JobActions({ job, role, onChange }: { job: JobListItem; role: UserRole; onChange: (change: StatusChange) => void }) {
  const { t } = useTranslation('jobAdmin')
  const lang = useLanguage()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex size-9 items-center justify-center rounded-md hover:bg-surface">
        <MoreHorizontal aria-hidden className="size-5" />
        <span className="sr-only">{t('actions.menu', { title: job.titleTr })}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="z-50 min-w-48 rounded-lg border border-line bg-white p-1 shadow-lg">
        <DropdownMenu.Item asChild className={menuItem}>
          <Link to="/$lang/dashboard/jobs/edit/$id" params={{ lang, id: job.id }}>
            {t('actions.edit')}
          </Link>
        </DropdownMenu.Item>
        {nextJobStatuses(job.status, role).map((status) => (
          <DropdownMenu.Item
            key={status}
            onSelect={() => onChange({ job, status })}
            className={`${menuItem} ${status === 'removed' ? 'text-red-800' : ''}`}
          >
            {job.status === 'removed' ? t('actions.restore') : t(`actions.to.${status}`)}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
