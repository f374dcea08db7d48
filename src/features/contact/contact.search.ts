import { type ContactStatus, contactStatuses, type ContactSubject, contactSubjects } from '~/lib/enums'
import { enumParam, pageParam, textParam } from '~/lib/list-search'

export const INBOX_SEARCH_MAX = 100
export const INBOX_PAGE_SIZE = 20

/** The contact inbox's list state in the URL: status, subject, text search, page. */
export interface InboxSearch {
  status?: ContactStatus
  subject?: ContactSubject
  q?: string
  page?: number
}

/** `validateSearch` of the inbox (schema-free: it ships in every page's entry). */
export function readInboxSearch(search: Record<string, unknown>): InboxSearch {
  const page = pageParam(search.page)
  return {
    status: enumParam(search.status, contactStatuses),
    subject: enumParam(search.subject, contactSubjects),
    q: textParam(search.q, INBOX_SEARCH_MAX),
    page: page === 1 ? undefined : page,
  }
}
