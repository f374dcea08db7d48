import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { mailStatusEnum } from './enums'
import { users } from './users'

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: mailStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
)

/** Fixed-window counters shared by every instance (DESIGN §3). */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
})

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    summary: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: createdAt(),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId), index('audit_events_at_idx').on(t.at)],
)

export type MailMessage = typeof mailOutbox.$inferSelect
