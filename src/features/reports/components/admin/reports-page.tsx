import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { FilterComboboxField } from '~/components/dashboard/filter-combobox'
import { FilterDateField, ListFilterForm } from '~/components/dashboard/filter-form'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { FilterSelect } from '~/components/ui/filter-select'
import { StatusPanel } from '~/components/ui/status-panel'
import { companies, companyName } from '~/content/companies'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import type { ApplicationStatus, Language } from '~/lib/enums'
import { dateFormatter, formatNumber, numberFormatter } from '~/lib/format'
import { languageMeta } from '~/lib/language'
import type { SessionUser } from '~/lib/session'
import { reportJobChoicesFn } from '../../reports.functions'
import { reportQueries } from '../../reports.queries'
import { REPORT_DEFAULT_DAYS } from '../../reports.rules'
import type { DaysFigure, Report } from '../../reports.schemas'
import { readReportSearch, reportQuery, type ReportSearch } from '../../reports.search'

const longDay = (day: string, lang: Language) =>
  dateFormatter(languageMeta[lang].locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
const percent = (value: number | null, lang: Language) =>
  value === null ? '—' : numberFormatter(languageMeta[lang].locale, { style: 'percent', maximumFractionDigits: 1 }).format(value)
/** Days with one decimal at most, in the language's digits. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10

/**
 * HR's reports (docs/product.md §17, decision 051): the filters in the URL (company, job, days
 * applied), then each figure as a chart with its definition and, under "Show as table", its numbers.
 */
export function ReportsPage({ search }: { search: ReportSearch }) {
  const { t } = useTranslation('reports')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(reportQueries.report(search))
  // The route answers "not found" when the report is null (an unknown job).
  const report = data!
  const { scope } = report
  const searchJobs = useServerFn(reportJobChoicesFn)
  // A recruiter limited to some companies chooses among those (decision 046); the server checks it again.
  const allowed = useRouteContext({ strict: false, select: (context) => (context as { user?: SessionUser }).user?.companies ?? null })
  const companyChoices = companies.filter((company) => !allowed || allowed.includes(company.key))
  const shown = { company: scope.company ?? undefined, job: scope.job?.id, from: scope.from, to: scope.to }
  const scopeName = scope.job
    ? t('scope.job', { title: scope.job.title, company: companyName(scope.job.companyKey, lang) })
    : scope.company
      ? companyName(scope.company, lang)
      : t('scope.all')

  return (
    <>
      <PageHeader
        title={td('titles.reports')}
        description={t('intro')}
        actions={
          <a
            href={`/api/dashboard/reports/export?${reportQuery(shown, lang)}`}
            download
            className="inline-flex h-10 items-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-surface"
          >
            <Download aria-hidden className="size-4" />
            {t('download')}
          </a>
        }
      />
      <ListFilterForm search={search} read={readReportSearch} className="sm:grid-cols-2 lg:grid-cols-[1fr_2fr_1fr_1fr_auto] lg:items-end">
        <FilterSelect
          label={t('filters.company')}
          name="company"
          value={search.company}
          options={companyChoices.map((company) => ({ value: company.key, label: company.name[lang] }))}
        />
        <FilterComboboxField
          label={t('filters.job')}
          name="job"
          value={search.job}
          chosenLabel={scope.job?.title}
          queryKey={[...reportQueries.all, 'job-choices']}
          choices={async (q) => (await searchJobs({ data: { q } })).map((job) => ({ value: job.id, label: job.title }))}
        />
        <FilterDateField label={t('filters.from')} name="from" value={scope.from} />
        <FilterDateField label={t('filters.to')} name="to" value={scope.to} min={scope.from} />
      </ListFilterForm>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('filters.rangeHint', { count: REPORT_DEFAULT_DAYS })}</p>

      <section aria-labelledby="report-scope" className="mb-6 rounded-lg border border-line bg-white p-5">
        <h2 id="report-scope" className="text-lg font-semibold text-ink">
          {scopeName}
        </h2>
        <p className="mt-1 text-sm text-ink">
          <span>{t('range', { start: longDay(scope.from, lang), end: longDay(scope.to, lang) })}</span>
          <span aria-hidden className="px-2 text-muted">
            ·
          </span>
          <strong className="font-semibold">{t('applications', { count: report.applications })}</strong>
        </p>
        <p className="mt-2 text-sm text-muted">{t('definition')}</p>
      </section>

      {report.applications === 0 ? (
        <StatusPanel kind="empty" title={t('empty.title')} description={t('empty.hint')} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <FunnelSection report={report} />
          <TimeToHireSection figure={report.timeToHire} />
          <DaysInStageSection report={report} />
          <WithdrawalsSection report={report} />
          <SourcesSection report={report} />
        </div>
      )}
    </>
  )
}

/** One figure: its heading, its definition, then what shows it. */
function ReportSection({
  id,
  title,
  help,
  children,
  wide,
}: {
  id: string
  title: string
  help: string
  children: ReactNode
  wide?: boolean
}) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-lg border border-line bg-white p-5 ${wide ? 'xl:col-span-2' : ''}`}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{help}</p>
      {children}
    </section>
  )
}

interface Bar {
  key: string
  label: string
  value: number
  /** The value as the bar's end says it. */
  text: string
}

/**
 * Horizontal bars in HTML and CSS (no chart library: the dashboard's bundle, decision 051): one
 * image to assistive technology, named by a sentence that gives every value, with a visible
 * caption; the numbers are also in the table beside it.
 */
function BarChart({ bars, caption }: { bars: Bar[]; caption: string }) {
  const { t } = useTranslation('reports')
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  const summary = t('chartSummary', { caption, values: bars.map((bar) => `${bar.label}: ${bar.text}`).join('; ') })
  return (
    <figure className="mt-4">
      <div role="img" aria-label={summary} className="flex flex-col gap-2">
        {bars.map((bar) => (
          <div key={bar.key} className="grid gap-1 text-sm sm:grid-cols-[9rem_1fr] sm:items-center sm:gap-3">
            <span className="break-words text-ink">{bar.label}</span>
            <span className="flex items-center gap-2">
              <span className="h-4 min-w-0 flex-1 rounded-sm bg-surface">
                <span
                  className="block h-full rounded-sm bg-brand-700"
                  style={{ width: `${(bar.value / max) * 100}%`, minWidth: bar.value > 0 ? '2px' : undefined }}
                />
              </span>
              <span className="w-28 shrink-0 text-right text-muted tabular-nums">{bar.text}</span>
            </span>
          </div>
        ))}
      </div>
      <figcaption className="mt-3 text-xs text-muted">{caption}</figcaption>
    </figure>
  )
}

/** The figures as a table, behind a disclosure so that the chart leads; every number the chart shows. */
function FigureTable({ caption, head, rows }: { caption: string; head: string[]; rows: Array<{ key: string; cells: ReactNode[] }> }) {
  const { t } = useTranslation('reports')
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 underline-offset-4 hover:underline">
        {t('showTable')}
        <span className="sr-only">: {caption}</span>
      </summary>
      {/* Focusable, so that a keyboard can scroll a table wider than a phone. */}
      <div
        role="group"
        aria-label={caption}
        tabIndex={0}
        className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              {head.map((cell, index) => (
                <th key={cell} scope="col" className={`py-2 pr-3 font-medium ${index > 0 ? 'text-right' : ''}`}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line last:border-0">
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="py-2 pr-3 font-medium text-ink">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="py-2 pr-3 text-right text-ink tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}

function useStageLabel() {
  const { t: tj } = useTranslation('jobs')
  const { t } = useTranslation('reports')
  return (stage: ApplicationStatus | null) => (stage ? tj(`enums.applicationStatus.${stage}`) : t('stageUnknown'))
}

function FunnelSection({ report }: { report: Report }) {
  const { t } = useTranslation('reports')
  const lang = useLanguage()
  const stageLabel = useStageLabel()
  const caption = t('funnel.caption')
  return (
    <ReportSection id="report-funnel" title={t('funnel.title')} help={t('funnel.help')}>
      <BarChart
        caption={caption}
        bars={report.funnel.map((row) => ({
          key: row.stage,
          label: stageLabel(row.stage),
          value: row.reached,
          text: `${formatNumber(row.reached, lang)} (${percent(row.share, lang)})`,
        }))}
      />
      <FigureTable
        caption={caption}
        head={[t('funnel.stage'), t('funnel.reached'), t('funnel.share'), t('funnel.passedOn')]}
        rows={report.funnel.map((row) => ({
          key: row.stage,
          cells: [stageLabel(row.stage), formatNumber(row.reached, lang), percent(row.share, lang), percent(row.passedOn, lang)],
        }))}
      />
    </ReportSection>
  )
}

function TimeToHireSection({ figure }: { figure: DaysFigure }) {
  const { t } = useTranslation('reports')
  const lang = useLanguage()
  const days = (value: number | null) => (value === null ? '—' : t('days', { count: oneDecimal(value) }))
  return (
    <ReportSection id="report-time-to-hire" title={t('timeToHire.title')} help={t('timeToHire.help')}>
      {figure.count === 0 ? (
        <p className="mt-4 text-sm text-ink">{t('timeToHire.none')}</p>
      ) : (
        <dl className="mt-4 grid grid-cols-3 gap-3">
          {[
            ['hired', formatNumber(figure.count, lang)],
            ['median', days(figure.median)],
            ['average', days(figure.average)],
          ].map(([key, value]) => (
            <div key={key} className="rounded-md bg-surface p-3">
              <dt className="text-xs text-muted">{t(`timeToHire.${key as 'hired'}`)}</dt>
              <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </ReportSection>
  )
}

function DaysInStageSection({ report }: { report: Report }) {
  const { t } = useTranslation('reports')
  const lang = useLanguage()
  const stageLabel = useStageLabel()
  const caption = t('daysInStage.caption')
  const days = (value: number | null) => (value === null ? '—' : t('days', { count: oneDecimal(value) }))
  return (
    <ReportSection id="report-days-in-stage" title={t('daysInStage.title')} help={t('daysInStage.help')}>
      <BarChart
        caption={caption}
        bars={report.daysInStage.map((row) => ({
          key: row.stage,
          label: stageLabel(row.stage),
          value: row.median ?? 0,
          text: days(row.median),
        }))}
      />
      <FigureTable
        caption={caption}
        head={[t('daysInStage.stage'), t('daysInStage.left'), t('daysInStage.median'), t('daysInStage.average')]}
        rows={report.daysInStage.map((row) => ({
          key: row.stage,
          cells: [
            stageLabel(row.stage),
            formatNumber(row.count, lang),
            row.median === null ? '—' : formatNumber(oneDecimal(row.median), lang),
            row.average === null ? '—' : formatNumber(oneDecimal(row.average), lang),
          ],
        }))}
      />
    </ReportSection>
  )
}

function WithdrawalsSection({ report }: { report: Report }) {
  const { t } = useTranslation('reports')
  const lang = useLanguage()
  const stageLabel = useStageLabel()
  const { withdrawals } = report
  const caption = t('withdrawals.caption')
  return (
    <ReportSection id="report-withdrawals" title={t('withdrawals.title')} help={t('withdrawals.help')}>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-md bg-surface p-3">
          <dt className="text-xs text-muted">{t('withdrawals.count')}</dt>
          <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">{formatNumber(withdrawals.count, lang)}</dd>
        </div>
        <div className="rounded-md bg-surface p-3">
          <dt className="text-xs text-muted">{t('withdrawals.rate')}</dt>
          <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">{percent(withdrawals.rate, lang)}</dd>
        </div>
      </dl>
      {withdrawals.count === 0 ? (
        <p className="mt-4 text-sm text-ink">{t('withdrawals.none')}</p>
      ) : (
        <>
          <BarChart
            caption={caption}
            bars={withdrawals.byStage.map((row) => ({
              key: row.stage ?? 'unknown',
              label: stageLabel(row.stage),
              value: row.count,
              text: formatNumber(row.count, lang),
            }))}
          />
          <FigureTable
            caption={caption}
            head={[t('withdrawals.stage'), t('withdrawals.withdrawals')]}
            rows={withdrawals.byStage.map((row) => ({
              key: row.stage ?? 'unknown',
              cells: [stageLabel(row.stage), formatNumber(row.count, lang)],
            }))}
          />
        </>
      )}
    </ReportSection>
  )
}

function SourcesSection({ report }: { report: Report }) {
  const { t } = useTranslation('reports')
  const lang = useLanguage()
  const caption = t('sources.caption')
  const rows = [
    ...report.sources.map((row) => ({ key: row.source ?? '', label: row.source ?? t('sources.direct'), ...row })),
    ...(report.otherSources
      ? [{ key: ' other', label: t('sources.other', { count: report.otherSources.sources }), ...report.otherSources }]
      : []),
  ]
  return (
    <ReportSection id="report-sources" title={t('sources.title')} help={t('sources.help')} wide>
      <BarChart
        caption={caption}
        bars={rows.map((row) => ({
          key: row.key,
          label: row.label,
          value: row.applications,
          text: `${formatNumber(row.applications, lang)} (${percent(row.applications / report.applications, lang)})`,
        }))}
      />
      <FigureTable
        caption={caption}
        head={[t('sources.source'), t('sources.applications'), t('sources.share'), t('sources.hired')]}
        rows={rows.map((row) => ({
          key: row.key,
          cells: [
            row.label,
            formatNumber(row.applications, lang),
            percent(row.applications / report.applications, lang),
            formatNumber(row.hired, lang),
          ],
        }))}
      />
    </ReportSection>
  )
}
