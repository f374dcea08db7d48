import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from '~/i18n/use-translation'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { useLanguage } from '~/i18n/use-language'
import { formatDateTime, formatNumber } from '~/lib/format'
import type { SessionUser } from '~/lib/session'
import { dashboardQueries } from '../dashboard.queries'

const stats = ['activeJobs', 'newApplications', 'activeContents', 'newMessages'] as const

export function DashboardHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(dashboardQueries.overview())
  const lastLogin = user.previousLoginAt ? formatDateTime(user.previousLoginAt, lang) : undefined
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
              <dd className="mt-2 text-3xl font-semibold text-ink tabular-nums">{formatNumber(data[key], lang)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}
