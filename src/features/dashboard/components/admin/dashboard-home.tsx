import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Briefcase, CalendarClock, FileUser, Inbox, Languages, Newspaper } from 'lucide-react'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import type { Language } from '~/lib/enums'
import { dateFormatter, formatDateTime, formatNumber, SITE_TIME_ZONE } from '~/lib/format'
import { languageMeta } from '~/lib/language'
import { formatZonedDateTime, wallClock } from '~/lib/time-zone'
import type { SessionUser } from '~/lib/session'
import { dashboardQueries } from '../../dashboard.queries'
import { activityKey } from '../../dashboard.rules'
import type { ActivityItem, DashboardOverview, InterviewAheadItem } from '../../dashboard.schemas'

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
      <Figures data={data} />
      {data.interviews && <InterviewsAhead items={data.interviews} today={data.today} />}
      <div className="mt-6 grid gap-6 xl:grid-cols-[3fr_2fr]">
        {data.applicationsPerDay && <ApplicationsChart series={data.applicationsPerDay} />}
        <Activity items={data.activity} />
      </div>
    </>
  )
}

/** The figures the role may see, each a link to the list filtered to the same rows. */
function Figures({ data }: { data: DashboardOverview }) {
  const { t } = useTranslation('dashboard')
  const lang = useLanguage()
  const { figures } = data
  const cards = [
    figures.openJobs !== undefined && {
      key: 'openJobs',
      value: figures.openJobs,
      Icon: Briefcase,
      link: { to: '/$lang/dashboard/jobs', search: { status: 'active', deadline: 'open' } },
    },
    figures.newApplications !== undefined && {
      key: 'newApplications',
      value: figures.newApplications,
      Icon: FileUser,
      link: { to: '/$lang/dashboard/applicants', search: { from: data.weekStart } },
    },
    figures.unreadMessages !== undefined && {
      key: 'unreadMessages',
      value: figures.unreadMessages,
      Icon: Inbox,
      link: { to: '/$lang/dashboard/contact', search: { status: 'new' } },
    },
    figures.publishedArticles !== undefined && {
      key: 'publishedArticles',
      value: figures.publishedArticles,
      Icon: Newspaper,
      link: { to: '/$lang/dashboard/contents', search: { status: 'active' } },
    },
    figures.translationsToUpdate !== undefined && {
      key: 'translationsToUpdate',
      value: figures.translationsToUpdate,
      Icon: Languages,
      // The articles' list when the role has it (editors, admins), else the jobs' (recruiters).
      link: {
        to: figures.publishedArticles !== undefined ? '/$lang/dashboard/contents' : '/$lang/dashboard/jobs',
        search: { translation: 'needsUpdate' },
      },
    },
  ].filter((card) => card !== false)
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="overview" className="mt-6">
      <h2 id="overview" className="mb-3 text-lg font-semibold text-ink">
        {t('home.figures.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        {cards.map(({ key, value, Icon, link }) => {
          const label = t(`home.figures.${key as 'openJobs'}`)
          return (
            <li key={key}>
              <Link
                // The four list routes each read these filters in their validateSearch.
                to={link.to as '/$lang/dashboard/jobs'}
                params={{ lang }}
                search={link.search as never}
                className="group flex h-full flex-col rounded-lg border border-line bg-white p-5 hover:border-brand-500 hover:shadow-sm"
              >
                <span className="flex items-center justify-between gap-2 text-sm text-muted">
                  {label}
                  <Icon aria-hidden className="size-5 text-brand-700" />
                </span>
                <span className="mt-2 text-3xl font-semibold text-ink tabular-nums">{formatNumber(value, lang)}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

const shortDay = (day: string, lang: Language) =>
  dateFormatter(languageMeta[lang].locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
const longDay = (day: string, lang: Language) =>
  dateFormatter(languageMeta[lang].locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** Applications per day as SVG bars, described by a sentence and, for screen readers, a table of every day. */
function ApplicationsChart({ series }: { series: { day: string; count: number }[] }) {
  const { t } = useTranslation('dashboard')
  const lang = useLanguage()
  const total = series.reduce((sum, point) => sum + point.count, 0)
  const busiest = series.reduce((best, point) => (point.count > best.count ? point : best), series[0]!)
  const max = Math.max(1, busiest.count)
  const width = 600
  const height = 180
  const chartHeight = 150
  const slot = width / series.length
  const summary =
    total === 0
      ? t('home.chart.summaryEmpty')
      : t('home.chart.summary', {
          total: formatNumber(total, lang),
          day: longDay(busiest.day, lang),
          max: formatNumber(busiest.count, lang),
        })
  const ticks = [0, Math.floor(series.length / 2), series.length - 1]
  return (
    <section aria-labelledby="chart-title" className="rounded-lg border border-line bg-white p-5">
      <h2 id="chart-title" className="text-lg font-semibold text-ink">
        {t('home.chart.title')}
      </h2>
      <p id="chart-summary" className="mt-1 text-sm text-muted">
        {summary}
      </p>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="chart-title chart-summary" className="mt-4 h-auto w-full">
        <line x1="0" y1={chartHeight} x2={width} y2={chartHeight} stroke="#d9e2ec" />
        {series.map((point, index) => {
          const barHeight = (point.count / max) * (chartHeight - 10)
          return (
            <rect
              key={point.day}
              x={index * slot + slot * 0.15}
              y={chartHeight - barHeight}
              width={slot * 0.7}
              height={Math.max(barHeight, point.count > 0 ? 2 : 0)}
              rx="2"
              fill="#186273"
            >
              <title>{`${longDay(point.day, lang)}: ${formatNumber(point.count, lang)}`}</title>
            </rect>
          )
        })}
        {ticks.map((index) => (
          <text
            key={index}
            x={index * slot + slot / 2}
            y={height - 6}
            textAnchor={index === 0 ? 'start' : index === series.length - 1 ? 'end' : 'middle'}
            fontSize="15"
            fill="#4a5b6c"
          >
            {shortDay(series[index]!.day, lang)}
          </text>
        ))}
      </svg>
      {/* A table ignores the 1px box of sr-only and would stretch the page: the wrapper hides it. */}
      <div className="sr-only">
        <table>
          <caption>{t('home.chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('home.chart.day')}</th>
              <th scope="col">{t('home.chart.count')}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.day}>
                <th scope="row">{longDay(point.day, lang)}</th>
                <td>{formatNumber(point.count, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The latest audit events of the areas the role may open: who, what, when. */
function Activity({ items }: { items: ActivityItem[] }) {
  const { t } = useTranslation('dashboard')
  const lang = useLanguage()
  return (
    <section aria-labelledby="activity-title" className="rounded-lg border border-line bg-white p-5">
      <h2 id="activity-title" className="text-lg font-semibold text-ink">
        {t('home.activity.title')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('home.activity.empty')}</p>
      ) : (
        <ol className="mt-3 flex flex-col divide-y divide-line">
          {items.map((item) => {
            const action = t(`home.activity.actions.${activityKey(item.action)}`)
            const actor =
              item.actor === 'user'
                ? item.actorName
                : t(
                    item.actor === 'visitor'
                      ? 'home.activity.visitor'
                      : item.actor === 'system'
                        ? 'home.activity.system'
                        : 'home.activity.unknownUser',
                  )
            return (
              <li key={item.id} className="py-2.5 text-sm">
                <p className="text-ink">
                  <span className="font-medium">{actor}</span> {action}
                </p>
                <p className="text-xs text-muted">
                  <time dateTime={item.at}>{formatDateTime(item.at, lang)}</time>
                </p>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

/** Scheduled interviews of today and the next six days (docs/product.md §16), each a link to its application. */
function InterviewsAhead({ items, today }: { items: InterviewAheadItem[]; today: string }) {
  const { t } = useTranslation('dashboard')
  const lang = useLanguage()
  return (
    <section aria-labelledby="interviews-title" className="mt-6 rounded-lg border border-line bg-white p-5">
      <h2 id="interviews-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <CalendarClock aria-hidden className="size-5 text-brand-700" />
        {t('home.interviews.title')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('home.interviews.empty')}</p>
      ) : (
        <ol className="mt-3 flex flex-col divide-y divide-line">
          {items.map((item) => {
            const isToday = wallClock(item.startsAt, SITE_TIME_ZONE).date === today
            return (
              <li key={item.id} className="flex flex-col gap-0.5 py-2.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <Link
                  to="/$lang/dashboard/applicants/$id"
                  params={{ lang, id: item.applicationId }}
                  className="font-medium break-words text-brand-700 underline-offset-4 hover:underline"
                >
                  {t('home.interviews.with', { name: item.candidateName, title: item.jobTitle })}
                </Link>
                <p className="text-muted sm:text-right">
                  {isToday && <strong className="mr-1 font-semibold text-ink">{t('home.interviews.today')}:</strong>}
                  <time dateTime={item.startsAt}>{formatZonedDateTime(item.startsAt, item.timeZone, lang)}</time> ·{' '}
                  {t('home.interviews.duration', { count: item.durationMinutes })}
                </p>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
