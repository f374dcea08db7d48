import { z } from 'zod'
import { type ContactStatus, contactStatuses, type ContactSubject, contactSubjects, type Language } from '~/lib/enums'
import { LIST_PAGE_MAX } from '~/lib/list-search'
import { enumField, textField } from '~/lib/schema'
import { INBOX_SEARCH_MAX, type InboxSearch } from './inbox.search'

export type { InboxSearch } from './inbox.search'

/** The inbox list state: read from the URL by `readInboxSearch`, validated again here on the server. */
export const inboxListSchema = z.object({
  status: enumField(contactStatuses).optional(),
  subject: enumField(contactSubjects).optional(),
  q: textField({ min: 0, max: INBOX_SEARCH_MAX }).optional(),
  page: z.number().int().min(1).max(LIST_PAGE_MAX).default(1),
}) satisfies z.ZodType<unknown, InboxSearch>

export const messageIdSchema = z.object({ id: z.uuid('validation.invalidValue') })
export const setMessageStatusSchema = z.object({ id: z.uuid('validation.invalidValue'), status: enumField(contactStatuses) })

export interface InboxListItem {
  id: string
  firstName: string
  lastName: string
  email: string
  subject: ContactSubject
  status: ContactStatus
  /** The first characters of the message, for the list. */
  preview: string
  createdAt: string
}

export interface InboxMessage extends Omit<InboxListItem, 'preview'> {
  message: string
  language: Language
  consentAt: string
  updatedAt: string
}
