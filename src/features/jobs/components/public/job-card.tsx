import { Link } from '@tanstack/react-router'
import { useTranslation } from '~/i18n/use-translation'
import { placeName } from '~/lib/places'
import { formatJobDate } from '../../jobs.rules'
import type { PublicJobSummary } from '../../jobs.schemas'
import { JobChips } from './job-chips'

/** One position on the board; the title links to its page and the whole card is the click target. */
export function JobCard({ job }: { job: PublicJobSummary }) {
  const { t, lang } = useTranslation('jobs')
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-line bg-white p-5 shadow-sm hover:border-brand-500">
      <h2 className="text-lg leading-snug font-semibold text-ink">
        <Link to="/$lang/jobs/$slug" params={{ lang, slug: job.slug }} className="after:absolute after:inset-0 hover:text-brand-700">
          {job.title}
        </Link>
      </h2>
      <p className="mt-1 text-sm font-medium text-brand-700">{job.companyName}</p>
      <p className="mt-0.5 text-sm text-muted">{placeName(job.city, lang)}</p>
      <JobChips job={job} className="my-4" />
      <ul className="mt-auto grid gap-1 border-t border-line pt-4 text-sm text-muted">
        <li className="font-medium text-ink">
          {job.deadline ? t('card.deadline', { date: formatJobDate(job.deadline, lang) }) : t('card.noDeadline')}
        </li>
        {job.publishedAt ? <li>{t('card.published', { date: formatJobDate(job.publishedAt, lang) })}</li> : null}
        <li>{t('card.openings', { count: job.openings })}</li>
      </ul>
    </article>
  )
}
