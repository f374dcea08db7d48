import { Link } from '@tanstack/react-router'
import { useTranslation } from '~/i18n/use-translation'
import { useLanguage } from '~/i18n/use-language'

/** docs/product.md §2: Page Not Found, 404, and "Back to Home" to the language home. */
export function NotFoundView() {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-6xl font-bold tracking-tight text-brand-700" aria-hidden>
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-semibold text-ink">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-muted">{t('notFound.description')}</p>
      <Link
        to="/$lang"
        params={{ lang }}
        className="mt-8 inline-flex h-12 items-center rounded-md bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
      >
        {t('notFound.backHome')}
      </Link>
    </section>
  )
}
