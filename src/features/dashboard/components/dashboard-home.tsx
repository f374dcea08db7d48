import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SessionUser } from '~/features/auth/auth.schemas'
import { languageMeta } from '~/lib/language'
import type { Language } from '~/lib/enums'
import { dashboardQueries } from '../dashboard.queries'
import { PageHeader } from './dashboard-shell'

const stats = ['activeJobs', 'newApplications', 'activeContents', 'newMessages'] as const

export function DashboardHome({ lang, user }: { lang: Language; user: SessionUser }) {
  const { t } = useTranslation('dashboard')
  const { data } = useSuspenseQuery(dashboardQueries.overview())
  const locale = languageMeta[lang].locale
  const number = new Intl.NumberFormat(locale)
  const lastLogin = user.previousLoginAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(user.previousLoginAt))
    : undefined
  return (
    <>
      <PageHeader title={t('titles.home')} description={t('home.intro')} />
      <section aria-labelledby="welcome" className="rounded-lg border border-line bg-white p-6">
        <h2 id="welcome" className="text-lg font-semibold text-ink">
          {t('home.welcome', { name: user.name })}
        </h2>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">{t('home.yourRole')}</dt>
            <dd className="font-medium text-ink">{t(`roles.${user.role}`)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('home.lastLogin')}</dt>
            <dd className="font-medium text-ink">{lastLogin ?? t('home.firstLogin')}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="overview" className="mt-6">
        <h2 id="overview" className="mb-3 text-lg font-semibold text-ink">
          {t('home.overview')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {stats.map((key) => (
            <div key={key} className="rounded-lg border border-line bg-white p-5">
              <dt className="text-sm text-muted">{t(`home.stats.${key}`)}</dt>
              <dd className="mt-2 text-3xl font-semibold text-ink tabular-nums">{number.format(data[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}
