import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { IntroPage } from '~/components/layout/page-intro'
import { Pagination } from '~/components/ui/pagination'
import { useTranslation } from '~/i18n/use-translation'
import type { PublicJobList } from '../../jobs.schemas'
import type { JobsSearch } from '../../jobs.search'
import { JobCard } from './job-card'
import { JobFilters } from './job-filters'

/**
 * /{lang}/jobs: a page of the open positions, filtered and sorted as the URL says, with the count
 * of all that match and links to the other pages that keep the filters (decision 037); `after`
 * follows the list.
 */
export function JobsPage({ board, search, after }: { board: PublicJobList; search: JobsSearch; after?: ReactNode }) {
  const { t, lang } = useTranslation('jobs')
  const shown = board.jobs
  const clear = (className: string) =>
    Object.keys(search).some((key) => key !== 'sort' && key !== 'page') ? (
      <Link to="/$lang/jobs" params={{ lang }} className={`text-sm font-medium ${className}`}>
        {t('list.clearFilters')}
      </Link>
    ) : null
  return (
    <IntroPage title={t('list.title')} intro={t('list.intro')}>
      <JobFilters search={search} cities={board.cities} companies={board.companies} />
      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
        <p role="status" className="text-sm font-medium text-ink" data-testid="jobs-count">
          {t('list.count', { count: board.pagination.total })}
        </p>
        {clear('text-brand-700 underline hover:text-brand-800')}
      </div>
      {shown.length > 0 ? (
        <>
          <ul aria-label={t('list.resultsLabel')} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((job) => (
              <li key={job.slug}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
          <Pagination pagination={board.pagination} label={t('list.pagination')} />
        </>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-line bg-surface px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-ink">{t('list.emptyTitle')}</h2>
          <p className="mt-2 max-w-md text-sm text-muted">{t('list.emptyHint')}</p>
          {clear('mt-6 rounded-md border border-line bg-white px-4 py-2.5 text-ink hover:bg-surface')}
        </div>
      )}
      {/* What the route adds below the list: the job-alert form (decision 043). */}
      {after}
    </IntroPage>
  )
}
