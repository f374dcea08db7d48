import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, searchText, updatedAt } from './columns'
import { contactStatusEnum, contactSubjectEnum, languageEnum } from './enums'

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    subject: contactSubjectEnum().notNull(),
    message: text().notNull(),
    language: languageEnum().notNull(),
    status: contactStatusEnum().notNull().default('new'),
    consentAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The inbox's text search: name, e-mail and message (decision 038). */
    searchText: searchText('first_name', 'last_name', 'email', 'message'),
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.createdAt, t.id),
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
)

/**
 * The generation of the contact messages (decision 053, as `application_changes` is the
 * applications'): one row, moved once per committed transaction that inserted, deleted or changed
 * messages (the deferred trigger `contact_messages_changed`); the inbox keeps its counts per generation.
 */
export const contactMessageChanges = pgTable(
  'contact_message_changes',
  {
    id: smallint().primaryKey().default(1),
    generation: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('contact_message_changes_one_row', sql`${t.id} = 1`)],
)

export type ContactMessage = typeof contactMessages.$inferSelect
