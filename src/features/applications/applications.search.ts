import { applicationStatuses, type ApplicationStatus } from '~/lib/enums'
import { readId } from '~/lib/ids'
import { enumParam, pageParam, textParam } from '~/lib/list-search'

export const APPLICANT_SEARCH_MAX = 100
export const APPLICANTS_PAGE_SIZE = 20
export const APPLICANTS_EXPORT_MAX = 10_000
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The Applicants list state in the URL: job, status, applied-date range, text search, page. */
export interface ApplicantListSearch {
  job?: string
  status?: ApplicationStatus
  from?: string
  to?: string
  q?: string
  page?: number
}

/** A real calendar day as YYYY-MM-DD, or undefined. */
export function dateParam(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DATE.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined
}

/** `validateSearch` of the Applicants page (schema-free: it ships in every page's entry); a `to` before `from` is ignored. */
export function readApplicantListSearch(search: Record<string, unknown>): ApplicantListSearch {
  const page = pageParam(search.page)
  const from = dateParam(search.from)
  const to = dateParam(search.to)
  return {
    job: readId(search.job),
    status: enumParam(search.status, applicationStatuses),
    from,
    to: to && from && to < from ? undefined : to,
    q: textParam(search.q, APPLICANT_SEARCH_MAX),
    page: page === 1 ? undefined : page,
  }
}

/** The filters as a query string (export link): no page. */
export function applicantFilterQuery(search: ApplicantListSearch, lang?: string): string {
  const params = new URLSearchParams()
  for (const key of ['job', 'status', 'from', 'to', 'q'] as const) {
    const value = search[key]
    if (value) params.set(key, value)
  }
  if (lang) params.set('lang', lang)
  return params.toString()
}
