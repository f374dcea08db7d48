import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { bilingualTitleRowHeader, dateColumn, publishStatusColumn } from '~/components/dashboard/columns'
import { FilterChoiceField, FilterSelectField } from '~/components/dashboard/filter-form'
import { PublishListPage } from '~/components/dashboard/list-page'
import { publishPages } from '~/components/dashboard/publish-status-change'
import { companyName } from '~/content/companies'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { bilingualTranslationFilters } from '~/lib/translation-status'
import type { UserRole } from '~/lib/enums'
import { formatNumber } from '~/lib/format'
import type { JobListItem } from '../../jobs.schemas'
import { setJobStatusFn } from '../../jobs.functions'
import { jobAdminQueries } from '../../jobs.queries'
import { jobDeadlineFilters, type JobListSearch, jobSorts, readJobListSearch } from '../../jobs.search'

/** The dashboard jobs list (decisions 009, 025): state in the URL, filters, sort, status actions. */
export function JobListPage({ search, role }: { search: JobListSearch; role: UserRole }) {
  const { t } = useTranslation('jobAdmin')
  const lang = useLanguage()
  const { t: td } = useTranslation('dashboard')
  const { data } = useSuspenseQuery(jobAdminQueries.list(search))
  const title = (job: JobListItem) => job.titleTr

  return (
    <PublishListPage
      publish={{ kind: 'job', role, statusFn: setJobStatusFn, invalidate: [jobAdminQueries.all], title }}
      search={search}
      filters={{
        read: readJobListSearch,
        columns: 'xl:grid-cols-[1fr_auto_auto_auto_auto_auto]',
        more: (
          <>
            <FilterSelectField
              label={t('deadlineFilter.label')}
              name="deadline"
              value={search.deadline}
              options={jobDeadlineFilters.map((value) => ({ value, label: t(`deadlineFilter.${value}`) }))}
            />
            <FilterSelectField
              label={td('translation.filter')}
              name="translation"
              value={search.translation}
              options={bilingualTranslationFilters.map((value) => ({ value, label: td(`translation.filters.${value}`) }))}
            />
            <FilterChoiceField
              label={t('sort')}
              name="sort"
              value={search.sort ?? 'updated'}
              options={jobSorts.map((value) => ({ value, label: t(`sorts.${value}`) }))}
            />
          </>
        ),
      }}
      list={data}
      table={{
        className: 'md:min-w-[56rem]',
        rowHeader: bilingualTitleRowHeader(t('columns.title'), publishPages.job.edit),
        columns: [
          {
            key: 'company',
            header: t('columns.company'),
            className: 'text-ink',
            cell: (job) => (
              <>
                <span>{companyName(job.companyKey, lang)}</span>
                <span className="block text-muted">{job.city}</span>
              </>
            ),
          },
          publishStatusColumn('job', t('columns.status')),
          dateColumn({
            field: 'deadline',
            header: t('columns.deadline'),
            style: 'date',
            fallback: t('noDeadline'),
            className: 'text-ink md:whitespace-nowrap',
          }),
          {
            key: 'applications',
            header: t('columns.applications'),
            alignEnd: true,
            className: 'text-ink md:text-right',
            // The job's applicants, with its share links and applications per source (docs/product.md §15.2).
            cell: (job) => (
              <Link
                to="/$lang/dashboard/applicants"
                params={{ lang }}
                search={{ job: job.id }}
                aria-label={t('source.applicantsOf', { count: job.applicationCount })}
                className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {formatNumber(job.applicationCount, lang)}
              </Link>
            ),
          },
          dateColumn({ field: 'updatedAt', header: t('columns.updated'), style: 'date', exactOnHover: true }),
        ],
      }}
    />
  )
}
