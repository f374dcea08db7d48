import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
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
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
)

export type ContactMessage = typeof contactMessages.$inferSelect
