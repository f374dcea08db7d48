import { z } from 'zod'
import { type ContactStatus, contactStatuses, type ContactSubject, contactSubjects, type Language } from '~/lib/enums'
import { emailField, enumField, issueFields, textField, idField, idSchema, listSearchSchema } from '~/lib/schema'
import { CONTACT_LIMITS as L } from './contact.rules'
import type { InboxSearch } from './contact.search'

export type { InboxSearch } from './contact.search'

/**
 * The contact form (docs/product.md §3.3, §5.1), one schema for the REST endpoint and the scriptless post.
 * Messages are locale keys: `validation.*` of `common` (the generic sentences of docs/product.md §5),
 * `contact.validation.*` for the form's own. The subject is a select of five values; the rule
 * (required, at least 5 characters) applies to the value submitted, then it must be one of them.
 */
export const contactSchema = z.object({
  first_name: textField({ min: L.name.min, max: L.name.max }),
  last_name: textField({ min: L.name.min, max: L.name.max }),
  email: emailField(),
  subject: textField({ min: L.subject.min, max: L.subject.max }).pipe(z.enum(contactSubjects, 'validation.invalidOption')),
  // A textarea's line breaks arrive as CRLF; stored, and counted, as one character each.
  message: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
    textField({ min: L.message.min, max: L.message.max, multiline: true }),
  ),
  consent: z.literal(true, 'contact.validation.consent'),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>

/** Field name → first message: a locale key of `common` (`validation.*`) or of `contact` (`contact.*`). */
export const contactIssueFields = (error: z.ZodError) => issueFields(error, 'contact.')

/** A consent as JSON (`true`) or a ticked checkbox posts it (`on`). */
export const consentGiven = (value: unknown) => value === true || value === 'on'

/** What the success state and the 201 reply carry: no personal data. */
export interface SubmittedContactMessage {
  id: string
  submittedAt: string
}

// The inbox (the dashboard's half of contact).

/** The inbox list state: read from the URL by `readInboxSearch`, validated again here on the server. */
export const inboxListSchema = listSearchSchema({
  status: contactStatuses,
  subject: contactSubjects,
}) satisfies z.ZodType<unknown, InboxSearch>

export const messageIdSchema = idSchema
export const setMessageStatusSchema = z.object({ id: idField(), status: enumField(contactStatuses) })

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
