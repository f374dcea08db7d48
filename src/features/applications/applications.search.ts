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
  /** With `job`: one answer to one of its yes/no or single-choice questions, `<question id>:<answer>` (decision 042). */
  answer?: string
  page?: number
}

/** An answer filter's value: a question id and a yes/no answer or a choice key. */
export const ANSWER_FILTER_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:[a-z0-9-]{1,40}$/

/** The question id and the answer of an answer filter's value. */
export function answerFilterParts(value: string): { questionId: string; answer: string } {
  const at = value.indexOf(':')
  return { questionId: value.slice(0, at), answer: value.slice(at + 1) }
}

/** The knock-out filter's values. */
export const knockoutFilters = ['flagged', 'clear'] as const
export type KnockoutFilter = (typeof knockoutFilters)[number]

/** A real calendar day as YYYY-MM-DD, from the ISO form or as the dashboard's language types it (a form sent without scripts), or undefined. */
export const dateParam = (value: unknown): string | undefined => (typeof value === 'string' ? parseDateText(value) : undefined)

/** `validateSearch` of the Applicants page (schema-free: it ships in every page's entry); a `to` before `from` is ignored. */
export function readApplicantListSearch(search: Record<string, unknown>): ApplicantListSearch {
  const page = pageParam(search.page)
  const job = readId(search.job)
  const from = dateParam(search.from)
  const to = dateParam(search.to)
  return {
    job,
    status: enumParam(search.status, applicationStatuses),
    from,
    to: to && from && to < from ? undefined : to,
    q: textParam(search.q, LIST_SEARCH_MAX),
    knockout: enumParam(search.knockout, knockoutFilters),
    // Only within one job: its questions are the filter's choices.
    answer: job && typeof search.answer === 'string' && ANSWER_FILTER_PATTERN.test(search.answer) ? search.answer : undefined,
    page: page === 1 ? undefined : page,
  }
}

/** The filters as a query string (export link): no page. */
export function applicantFilterQuery(search: ApplicantListSearch, lang?: string): string {
  const params = new URLSearchParams()
  for (const key of ['job', 'status', 'from', 'to', 'q', 'knockout', 'answer'] as const) {
    const value = search[key]
    if (value) params.set(key, value)
  }
  if (lang) params.set('lang', lang)
  return params.toString()
}

/**
 * The rows ticked one by one, as a download's address carries them (`ids=<id>,<id>`, decision
 * 049): the ids, undefined when absent, null when malformed or more than BULK_PICK_MAX (the
 * caller answers 400).
 */
export function readBulkIds(value: unknown, max: number): string[] | null | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || value.length > max * 37) return null
  const ids = value.split(',').map((id) => readId(id))
  return ids.length <= max && ids.every((id) => id !== undefined) ? [...new Set(ids as string[])] : null
}
