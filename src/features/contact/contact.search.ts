import { contactStatuses, contactSubjects } from '~/lib/enums'
import { LIST_SEARCH_MAX, listSearchReader, type ListSearchOf } from '~/lib/list-search'

export const INBOX_PAGE_SIZE = 20

/** The contact inbox's list state in the URL: status, subject, text search, page. */
export type InboxSearch = ListSearchOf<typeof inboxFields>

const inboxFields = { status: contactStatuses, subject: contactSubjects, q: LIST_SEARCH_MAX }

/** `validateSearch` of the inbox (schema-free: it ships in every page's entry). */
export const readInboxSearch = listSearchReader(inboxFields)
