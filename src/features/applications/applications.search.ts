import { applicationStatuses, type ApplicationStatus } from '~/lib/enums'
import { parseDateText } from '~/lib/date-text'
import { readId } from '~/lib/ids'
import { LIST_SEARCH_MAX, enumParam, pageParam, textParam } from '~/lib/list-search'

export const APPLICANTS_PAGE_SIZE = 20

/** The Applicants list state in the URL: job, status, applied-date range, text search, page. */
export interface ApplicantListSearch {
  job?: string
  status?: ApplicationStatus
  from?: string
  to?: string
  q?: string
  /** Knock-out (decision 042): only the flagged applications, or only the others. */
  knockout?: KnockoutFilter
  page?: number
}

/** The knock-out filter's values. */
export const knockoutFilters = ['flagged', 'clear'] as const
export type KnockoutFilter = (typeof knockoutFilters)[number]

/** A real calendar day as YYYY-MM-DD, from the ISO form or as the dashboard's language types it (a form sent without scripts), or undefined. */
export const dateParam = (value: unknown): string | undefined => (typeof value === 'string' ? parseDateText(value) : undefined)

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
    q: textParam(search.q, LIST_SEARCH_MAX),
    knockout: enumParam(search.knockout, knockoutFilters),
    page: page === 1 ? undefined : page,
  }
}

/** The filters as a query string (export link): no page. */
export function applicantFilterQuery(search: ApplicantListSearch, lang?: string): string {
  const params = new URLSearchParams()
  for (const key of ['job', 'status', 'from', 'to', 'q', 'knockout'] as const) {
    const value = search[key]
    if (value) params.set(key, value)
  }
  if (lang) params.set('lang', lang)
  return params.toString()
}
