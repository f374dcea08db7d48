import { sql } from 'drizzle-orm'
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { publishKindEnum, scheduleActionEnum } from './enums'
import { users } from './users'

/**
 * A job's, article's or document's publish or unpublish at a set time (decision 058,
 * docs/product.md §22): at most one of each action per entry. The task queue's
 * `publish.scheduled` task, due at `run_at`, deletes the row and changes the status in one
 * transaction, so the step happens once however many workers run.
 */
export const publishSchedules = pgTable(
  'publish_schedules',
  {
    id: id(),
    kind: publishKindEnum().notNull(),
    entityId: uuid().notNull(),
    action: scheduleActionEnum().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull(),
    /** The zone the editor gave the time in, to show it back the same way. */
    timeZone: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('publish_schedules_time_zone', sql`${t.timeZone} in ('Europe/Istanbul', 'Asia/Dubai')`),
    // One of each action per entry; also how a list page finds its rows' schedules.
    uniqueIndex('publish_schedules_entity_idx').on(t.kind, t.entityId, t.action),
  ],
)

export type PublishSchedule = typeof publishSchedules.$inferSelect
