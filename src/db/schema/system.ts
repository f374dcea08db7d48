import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { mailStatusEnum } from './enums'
import { jobAlerts } from './alerts'
import { applications } from './applications'
import { interviews } from './interviews'
import { users } from './users'

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** Extra headers of the message (a job alert's List-Unsubscribe, RFC 8058); null for none. */
    headers: jsonb().$type<Record<string, string>>(),
    status: mailStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** The application a mail is about, so that deleting it takes its mails too (decision 040). */
    applicationId: uuid().references(() => applications.id, { onDelete: 'cascade' }),
    /** The job alert a mail belongs to (its confirmation, its digests): deleting the alert takes them too (decision 043). */
    alertId: uuid().references(() => jobAlerts.id, { onDelete: 'cascade' }),
    /** A calendar invitation sent with the message (nodemailer's `icalEvent`, decision 047); null for none. */
    icalEvent: jsonb().$type<MailIcalEvent>(),
    /** The interview an invitation belongs to: its invitation state on the applicant page (decision 047). */
    interviewId: uuid().references(() => interviews.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_application_idx').on(t.applicationId),
    index('mail_outbox_alert_idx').on(t.alertId),
    index('mail_outbox_interview_idx').on(t.interviewId),
  ],
)

/** Fixed-window counters shared by every instance (decision 006). */
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

/** pending: waits for its run_at (or a retry); running: claimed under a lease; failed: out of attempts. */
export const taskStatuses = ['pending', 'running', 'failed'] as const
export const taskStatusEnum = pgEnum('task_status', taskStatuses)

/**
 * The durable task queue (src/lib/server/task-queue.ts, decision 021). A task finished successfully
 * is deleted; a periodic task keeps one row that is rescheduled after each run.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    name: text().notNull(),
    payload: jsonb().$type<unknown>().notNull().default({}),
    /** Dedupe key: at most one pending or running task holds a given key. */
    key: text(),
    status: taskStatusEnum().notNull().default('pending'),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    /** End of the running attempt's lease; past it, another worker may claim the task again. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** The claim's token: only the worker holding it may finish the attempt. */
    lockedBy: uuid(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_due_idx').on(t.status, t.runAt),
    uniqueIndex('tasks_active_key_idx')
      .on(t.key)
      .where(sql`${t.status} in ('pending', 'running')`),
  ],
)

export type Task = typeof tasks.$inferSelect
/** An iCalendar invitation as a message carries it: the METHOD, the event's SEQUENCE and the .ics text (RFC 5545). */
export interface MailIcalEvent {
  method: 'REQUEST' | 'CANCEL'
  sequence: number
  content: string
}

export type MailMessage = typeof mailOutbox.$inferSelect
