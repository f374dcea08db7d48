import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { TitledSection } from '~/components/ui/titled-section'
import { formatNumber } from '~/lib/format'
import { useTranslation } from '~/i18n/use-translation'
import { placeName } from '~/lib/places'
import { proseClass } from '~/lib/prose'
import { type Tracking, trackingQuery } from '~/lib/tracking'
import { countryName, formatJobDate, formatSalary } from '../../jobs.rules'
import type { PublicJob } from '../../jobs.schemas'
import { JobChips } from './job-chips'

/**
 * /{lang}/jobs/{slug}: the position, its facts and the way to apply (or why one cannot). The
 * link's `source` and `utm_*` (`tracking`) go on to the apply page (docs/product.md §15.2).
 */
export function JobDetailPage({ job, tracking = {} }: { job: PublicJob; tracking?: Tracking }) {
  const { t, lang } = useTranslation('jobs')
  const { title, description, salaryNote } = job.details[lang]
  // docs/product.md §15.1: the range in the page's language, else the note, else nothing.
  const salary = job.salary ? formatSalary(job.salary, lang, t(`salary.per.${job.salary.period}`)) : salaryNote
  const company = job.companyNames[lang]
  const location = `${placeName(job.city, lang)}, ${countryName(job.countryCode, lang)}`
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-8 pb-8 sm:px-6 sm:pt-12">
          <Link
            to="/$lang/jobs"
            params={{ lang }}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800"
          >
            <span aria-hidden>←</span>
            {t('detail.back')}
          </Link>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-3 flex flex-wrap gap-x-2 text-muted">
            <span className="font-medium text-brand-700">{company}</span>
            <span aria-hidden>·</span>
            <span>{location}</span>
          </p>
          <JobChips job={job} className="mt-4" />
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <aside className="lg:order-2">
          <div className="rounded-lg border border-line bg-white p-5 shadow-sm lg:sticky lg:top-24">
            <ApplyAction job={job} tracking={tracking} />
            <h2 className="mt-6 text-sm font-semibold tracking-wide text-muted uppercase">{t('detail.facts')}</h2>
            <dl className="mt-3 divide-y divide-line text-sm">
              {salary ? (
                <Fact label={t('salary.label')}>
                  <span data-testid="job-salary">{salary}</span>
                </Fact>
              ) : null}
              <Fact label={t('detail.openings')}>{t('card.openings', { count: job.openings })}</Fact>
              <Fact label={t('detail.deadline')}>{job.deadline ? formatJobDate(job.deadline, lang) : t('detail.noDeadline')}</Fact>
              {job.publishedAt ? <Fact label={t('detail.published')}>{formatJobDate(job.publishedAt, lang)}</Fact> : null}
              <Fact label={t('detail.applications')}>{formatNumber(job.applicationsCount, lang)}</Fact>
              <Fact label={t('detail.location')}>{location}</Fact>
              <Fact label={t('detail.level')}>{t(`enums.experienceLevel.${job.experienceLevel}`)}</Fact>
              <Fact label={t('detail.workMode')}>{t(`enums.workMode.${job.workMode}`)}</Fact>
              <Fact label={t('detail.employmentType')}>{t(`enums.employmentType.${job.employmentType}`)}</Fact>
              <Fact label={t('detail.category')}>{t(`enums.category.${job.category}`)}</Fact>
              <Fact label={t('detail.company')}>{company}</Fact>
            </dl>
          </div>
        </aside>
        <TitledSection
          id="job-description"
          title={t('detail.description')}
          headingClassName="text-xl font-semibold text-ink"
          className="lg:order-1"
        >
          {/* Sanitized when the dashboard stores it (rich text is cleaned on write). */}
          <div className={`mt-4 ${proseClass}`} dangerouslySetInnerHTML={{ __html: description }} />
        </TitledSection>
      </div>
    </article>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium text-ink">{children}</dd>
    </div>
  )
}

/** The apply link, or a disabled button with the reason when the job takes no applications. */
function ApplyAction({ job, tracking }: { job: PublicJob; tracking: Tracking }) {
  const { t, lang } = useTranslation('jobs')
  if (job.applyBlock) {
    return (
      <div>
        <button
          type="button"
          disabled
          aria-describedby="apply-block-reason"
          className="inline-flex h-12 w-full cursor-not-allowed items-center justify-center rounded-md bg-line px-6 font-medium text-muted"
        >
          {t('detail.applyDisabled')}
        </button>
        <p id="apply-block-reason" role="status" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t(`applyBlock.${job.applyBlock}`)}
        </p>
      </div>
    )
  }
  return (
    <a
      href={`/${lang}/jobs/${job.slug}/apply${trackingQuery(tracking)}`}
      className="inline-flex h-12 w-full items-center justify-center rounded-md bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
    >
      {t('detail.apply')}
    </a>
  )
}
