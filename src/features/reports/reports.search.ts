import { parseDateText } from '~/lib/date-text'
import { readId } from '~/lib/ids'
import { isReportRange } from './reports.rules'

/** The report's filters in the URL (docs/product.md §17.1): a company, a job, the first and last day applied. */
export interface ReportSearch {
  company?: string
  job?: string
  from?: string
  to?: string
}

/** A company key's shape; the server knows the companies (and answers 400 for another). */
const COMPANY_KEY = /^[a-z0-9-]{1,40}$/

const day = (value: unknown) => (typeof value === 'string' ? parseDateText(value) : undefined)

/**
 * `validateSearch` of the reports page (schema-free: it ships in every page's entry, decision 013).
 * A day typed in the dashboard's language's order is read as the list filters read it; a `to`
 * before `from` or more than two years after it is ignored, as list filters ignore a value that is
 * not one of theirs (docs/product.md §5.4).
 */
export function readReportSearch(search: Record<string, unknown>): ReportSearch {
  const from = day(search.from)
  const to = day(search.to)
  const company = typeof search.company === 'string' && COMPANY_KEY.test(search.company) ? search.company : undefined
  return { company, job: readId(search.job), from, to: to && from && !isReportRange(from, to) ? undefined : to }
}

/** The filters as a query string (the CSV's address), with the page's language. */
export function reportQuery(search: ReportSearch, lang: string): string {
  const params = new URLSearchParams()
  for (const key of ['company', 'job', 'from', 'to'] as const) {
    const value = search[key]
    if (value) params.set(key, value)
  }
  params.set('lang', lang)
  return params.toString()
}
