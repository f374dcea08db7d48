import { companyName } from '~/content/companies'
import { authorizeRequest } from '~/features/auth/auth.middleware'
import enJobs from '~/i18n/locales/en/jobs.json'
import enReports from '~/i18n/locales/en/reports.json'
import trJobs from '~/i18n/locales/tr/jobs.json'
import trReports from '~/i18n/locales/tr/reports.json'
import { type CsvRow, toCsv } from '~/lib/csv'
import type { ApplicationStatus, Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { issueFields } from '~/lib/schema'
import { attachmentDisposition } from '~/lib/server/content-disposition'
import { failureResponse } from '~/lib/server/failure'
import { getLogger } from '~/lib/server/logger'
import { serverText } from '~/lib/server/messages'
import { getReport } from './reports.admin.server'
import type { Report } from './reports.schemas'
import { reportSchema } from './reports.schemas'

const reportText = serverText('reports', { tr: trReports, en: enReports })
const jobsText = serverText('jobs', { tr: trJobs, en: enJobs })

/** A rate as a percentage with one decimal, a day count with one decimal: numbers a spreadsheet reads ("66.7"). */
const percentCell = (value: number | null) => (value === null ? '' : (Math.round(value * 1000) / 10).toFixed(1))
const daysCell = (value: number | null) => (value === null ? '' : (Math.round(value * 10) / 10).toFixed(1))

/**
 * docs/product.md §17.4: the report as one table of `section, item, measure, value` rows in the
 * page's language — the filters first, then every figure the page shows — so that a spreadsheet can
 * filter and pivot it. Cells go through the CSV cell rule (no formula runs, src/lib/csv.ts).
 */
export function reportCsv(report: Report, lang: Language): string {
  const t = reportText[lang]
  const stage = (status: ApplicationStatus | null) => (status ? jobsText[lang](`enums.applicationStatus.${status}`) : t('stageUnknown'))
  const pct = (measure: string) => t('csv.percent', { measure })
  const { scope } = report
  const rows: CsvRow[] = [
    [t('csv.section'), t('csv.item'), t('csv.measure'), t('csv.value')],
    [t('csv.filter'), t('csv.company'), '', scope.company ? companyName(scope.company, lang) : t('scope.all')],
    [t('csv.filter'), t('csv.job'), '', scope.job ? scope.job.title : t('csv.allJobs')],
    [t('csv.filter'), t('csv.from'), '', scope.from],
    [t('csv.filter'), t('csv.to'), '', scope.to],
    [t('csv.applications'), '', t('csv.count'), report.applications],
  ]
  for (const row of report.funnel) {
    const section = t('funnel.title')
    rows.push([section, stage(row.stage), t('funnel.reached'), row.reached])
    rows.push([section, stage(row.stage), pct(t('funnel.share')), percentCell(row.share)])
    if (row.stage !== 'hired') rows.push([section, stage(row.stage), pct(t('funnel.passedOn')), percentCell(row.passedOn)])
  }
  const hire = report.timeToHire
  rows.push([t('timeToHire.title'), '', t('timeToHire.hired'), hire.count])
  rows.push([t('timeToHire.title'), '', t('daysInStage.median'), daysCell(hire.median)])
  rows.push([t('timeToHire.title'), '', t('daysInStage.average'), daysCell(hire.average)])
  for (const row of report.daysInStage) {
    const section = t('daysInStage.title')
    rows.push([section, stage(row.stage), t('daysInStage.left'), row.count])
    rows.push([section, stage(row.stage), t('daysInStage.median'), daysCell(row.median)])
    rows.push([section, stage(row.stage), t('daysInStage.average'), daysCell(row.average)])
  }
  const sources = [
    ...report.sources.map((row) => ({ ...row, label: row.source ?? t('sources.direct') })),
    ...(report.otherSources ? [{ ...report.otherSources, label: t('csv.otherSources') }] : []),
  ]
  for (const row of sources) {
    const section = t('sources.title')
    rows.push([section, row.label, t('sources.applications'), row.applications])
    rows.push([section, row.label, pct(t('sources.share')), percentCell(row.applications / report.applications)])
    rows.push([section, row.label, t('sources.hired'), row.hired])
  }
  const { withdrawals } = report
  rows.push([t('withdrawals.title'), '', t('withdrawals.count'), withdrawals.count])
  rows.push([t('withdrawals.title'), '', pct(t('withdrawals.rate')), percentCell(withdrawals.rate)])
  for (const row of withdrawals.byStage) rows.push([t('withdrawals.title'), stage(row.stage), t('withdrawals.withdrawals'), row.count])
  return toCsv(rows)
}

/** The file's name says what it holds: the job's address or the company, and the days. */
export function reportFileName(report: Report): string {
  const { scope } = report
  const what = scope.job ? `job-${scope.job.slug}` : (scope.company ?? 'all-companies')
  return `report-${what}-${scope.from}-${scope.to}.csv`
}

const FILTERS = ['company', 'job', 'from', 'to'] as const

/**
 * GET /api/dashboard/reports/export?company=&job=&from=&to=&lang= (docs/product.md §17.4): the
 * session and the `applications` area as the server functions check them, the filters through the
 * same schema (400 for anything malformed, not a silently different report), the company scope of
 * `getReport` (403), 404 for a job that does not exist. No audit event: the file holds counts, no
 * personal data (decision 051).
 */
export async function reportExportResponse(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const lang: Language = url.searchParams.get('lang') === 'en' ? 'en' : 'tr'
  try {
    const { db, user } = await authorizeRequest('applications')
    const asked: Record<string, string> = {}
    for (const name of FILTERS) {
      const value = url.searchParams.get(name)
      if (value !== null) asked[name] = value
    }
    const parsed = reportSchema.safeParse(asked)
    if (!parsed.success) return failureResponse(lang, 'invalid', { fields: issueFields(parsed.error) })
    const report = await getReport(db, parsed.data, user)
    if (!report) return failureResponse(lang, 'not_found')
    return new Response(reportCsv(report, lang), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition(reportFileName(report)),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof AppError) return failureResponse(lang, error.code)
    getLogger().error({ err: error, path: url.pathname }, 'report export failed')
    return failureResponse(lang, 'internal')
  }
}
