import { Link } from '@tanstack/react-router'
import { IntroPage } from '~/components/layout/page-intro'
import { useTranslation } from '~/i18n/use-translation'
import type { JobBoard } from '../../jobs.page'
import type { JobsSearch } from '../../jobs.search'
import { JobCard } from './job-card'
import { JobFilters } from './job-filters'

/** /{lang}/jobs: the active positions, filtered and sorted as the URL says. */
export function JobsPage({ board, search }: { board: JobBoard; search: JobsSearch }) {
  const { t, lang } = useTranslation('jobs')
  const shown = board.jobs
  const clear = (className: string) =>
    Object.keys(search).some((key) => key !== 'sort') ? (
      <Link to="/$lang/jobs" params={{ lang }} className={`text-sm font-medium ${className}`}>
        {t('list.clearFilters')}
      </Link>
    ) : null
  return (
    <IntroPage title={t('list.title')} intro={t('list.intro')}>
      <JobFilters search={search} cities={board.cities} companies={board.companies} />
      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
        <p role="status" className="text-sm font-medium text-ink" data-testid="jobs-count">
          {t('list.count', { count: shown.length })}
        </p>
        {clear('text-brand-700 underline hover:text-brand-800')}
      </div>
      {shown.length > 0 ? (
        <ul aria-label={t('list.resultsLabel')} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-line bg-surface px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-ink">{t('list.emptyTitle')}</h2>
          <p className="mt-2 max-w-md text-sm text-muted">{t('list.emptyHint')}</p>
          {clear('mt-6 rounded-md border border-line bg-white px-4 py-2.5 text-ink hover:bg-surface')}
        </div>
      )}
    </IntroPage>
  )
}
