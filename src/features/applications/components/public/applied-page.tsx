import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { formatDateTime } from '~/lib/format'
import type { SubmittedApplication } from '../../applications.schemas'

/**
 * The success screen (docs/product.md §2.2): the position and the submission date, and the success
 * message. The focus lands on its heading (docs/product.md §4.4): `autofocus` when the page loads
 * (the form posted without scripts), and on mount after the form's in-place submission.
 */
export function AppliedPage({ receipt }: { receipt: SubmittedApplication }) {
  const { t, lang } = useTranslation('apply')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <CheckCircle2 aria-hidden className="size-12 text-green-700" />
        <h1 ref={heading} tabIndex={-1} autoFocus className="mt-4 scroll-mt-24 text-3xl font-bold tracking-tight text-ink">
          {t('applied.title')}
        </h1>
        {/* The success message of docs/product.md §8, as a polite announcement: public pages carry no toast library. */}
        <p role="status" aria-live="polite" className="mt-3 font-medium text-green-800">
          {t('success')}
        </p>
        <p className="mt-3 text-muted">{t('applied.body')}</p>
        <dl className="mt-6 grid gap-4 rounded-md bg-surface p-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('applied.position')}</dt>
            <dd className="mt-1 font-semibold text-ink">{receipt.jobTitle}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('applied.date')}</dt>
            <dd className="mt-1 font-semibold text-ink">
              <time dateTime={receipt.submittedAt}>{formatDateTime(receipt.submittedAt, lang, 'date')}</time>
            </dd>
          </div>
        </dl>
        <p className="mt-6 text-muted">{t('applied.next')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href={`/${lang}/jobs`}
            className="inline-flex h-12 items-center rounded-md bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
          >
            {t('applied.seeJobs')}
          </a>
          <a
            href={`/${lang}`}
            className="inline-flex h-12 items-center rounded-md border border-line bg-white px-6 font-medium text-ink hover:bg-surface"
          >
            {t('applied.home')}
          </a>
        </div>
      </div>
    </div>
  )
}
