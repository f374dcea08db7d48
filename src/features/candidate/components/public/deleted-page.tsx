import { CircleCheckIcon } from '~/components/ui/page-icons'
import { useTranslation } from '~/i18n/use-translation'

/** After a candidate deleted their application (docs/product.md §13.3): what went, and where to go on. */
export function DeletedPage() {
  const { t, lang } = useTranslation('candidate')
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <CircleCheckIcon aria-hidden className="size-12 text-green-700" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{t('deleted.title')}</h1>
        <p role="status" className="mt-3 text-ink">
          {t('deleted.body')}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href={`/${lang}/jobs`}
            className="inline-flex h-12 items-center rounded-md bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
          >
            {t('deleted.jobs')}
          </a>
          <a
            href={`/${lang}`}
            className="inline-flex h-12 items-center rounded-md border border-line bg-white px-6 font-medium text-ink hover:bg-surface"
          >
            {t('deleted.home')}
          </a>
        </div>
      </div>
    </div>
  )
}
