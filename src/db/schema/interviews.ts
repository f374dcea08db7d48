import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { applications } from './applications'
import { createdAt, id, updatedAt } from './columns'
import { interviewStatusEnum } from './enums'
import { users } from './users'

/**
 * An interview on an application (docs/product.md §16, decision 047). `uid` and `sequence` are the
 * iCalendar event's identity and revision: a reschedule or a cancellation sends the same UID with
 * a higher SEQUENCE, so calendars update the event instead of adding one.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** The IANA zone the time was given in; the invitation's TZID and the dates shown use it. */
    timeZone: text().notNull(),
    durationMinutes: integer().notNull(),
    location: text(),
    videoUrl: text(),
    status: interviewStatusEnum().notNull().default('scheduled'),
    sequence: integer().notNull().default(0),
    uid: text().notNull().unique(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The applicant page's interviews: read by application.
    index('interviews_application_idx').on(t.applicationId, t.startsAt),
    // The dashboard home's "today and this week": only scheduled interviews, by their start.
    index('interviews_scheduled_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
)

export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.userId] }), index('interview_interviewers_user_idx').on(t.userId)],
)

export type Interview = typeof interviews.$inferSelect
