import { Alert } from '~/components/ui/field'
import type { Language } from '~/lib/enums'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { placeName } from '~/lib/places'
import type { PostedForm } from '~/lib/posted-form'
import type { PublicQuestion } from '~/lib/job-questions'
import { type Tracking, trackingQuery } from '~/lib/tracking'
import type { ApplyJob } from '../../applications.schemas'
import { ApplyForm } from './apply-form'

/** /{lang}/jobs/{slug}/apply: the job's title and company, then the form or why it is closed. */
export function ApplyPage({
  job,
  company,
  posted,
  questions,
  tracking,
}: {
  job: ApplyJob
  company: Record<Language, string>
  posted?: PostedForm | null
  questions?: readonly PublicQuestion[]
  /** The job link's `source` and `utm_*` (docs/product.md §15.2), carried in the form's hidden fields. */
  tracking?: Tracking
}) {
  const { t } = useTranslation('apply')
  const lang = useLanguage()
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <a
        href={`/${lang}/jobs/${job.slug}${trackingQuery(tracking ?? {})}`}
        className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        ← {t('backToJob')}
      </a>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{job.details[lang].title}</h1>
      <p className="mt-3 text-muted">
        {company[lang]} · {placeName(job.city, lang)}
      </p>
      <div className="mt-8 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-8">
        {job.applyBlock ? (
          <div className="flex flex-col items-start gap-4">
            <Alert tone="info">{t(`blocked.${job.applyBlock}`)}</Alert>
            <a href={`/${lang}/jobs`} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
              {t('blocked.seeJobs')}
            </a>
          </div>
        ) : (
          <>
            <p className="mb-6 text-sm text-muted">{t('intro')}</p>
            <ApplyForm slug={job.slug} posted={posted} questions={questions} tracking={tracking} />
          </>
        )}
      </div>
    </div>
  )
}
