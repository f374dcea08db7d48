import { Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Language } from '~/lib/enums'

export function AccessDenied({ lang }: { lang: Language }) {
  const { t } = useTranslation('dashboard')
  return (
    <section aria-labelledby="access-denied" className="mx-auto max-w-xl rounded-lg border border-line bg-white p-8 text-center">
      <ShieldAlert aria-hidden className="mx-auto size-10 text-accent" />
      <h1 id="access-denied" className="mt-4 text-xl font-semibold text-ink">
        {t('forbidden.title')}
      </h1>
      <p className="mt-2 text-sm text-muted">{t('forbidden.description')}</p>
      <Link
        to="/$lang/dashboard"
        params={{ lang }}
        className="mt-6 inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
      >
        {t('forbidden.back')}
      </Link>
    </section>
  )
}
