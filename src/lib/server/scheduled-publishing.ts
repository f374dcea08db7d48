import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import type { Page } from '~/lib/list-search'
import { publishSchedules, users } from '~/db/schema'
import type { PublishKind } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { canChangeStatus, isStatusOf } from '~/lib/publish-lifecycle'
import {
  type CancelScheduleInput,
  type SaveScheduleValues,
  type ScheduleItem,
  schedulableActions,
  scheduleTarget,
} from '~/lib/publish-schedule'
import { recordAudit } from '~/lib/server/audit'
import { type ScheduleTimeZone, zonedInstant } from '~/lib/time-zone'
import type { Actor } from '../session'
import { invalidatePublicPages } from './page-cache'
import { publishEntities, writePublic, writePublishStatus } from './publish-status'
import { defineTask, enqueue } from './task-queue'

/**
 * Scheduled publishing (decisions 021 and 058, docs/product.md §22).
 *
 * - An entry's publish time (`published_at`) in the future hides it until then, but the
 *   rendered-page cache (decision 011) would keep the pages rendered before: a task due at that
 *   moment empties the cache (`publish.invalidate`).
 * - A scheduled step (`publish_schedules`) changes the entry's status at its time, in the zone
 *   the editor chose: the `publish.scheduled` task deletes the row and writes the status in one
 *   transaction, so it happens once across instances and workers.
 */
declare module './task-queue' {
  interface TaskPayloads {
    'publish.invalidate': Record<string, never>
    'publish.scheduled': { scheduleId: string }
  }
}

/**
 * Call it inside the transaction that saves an entry with a publish time: a time in the future gets
 * a task at that moment (one per moment, however many entries share it); a past one needs nothing,
 * as the write itself empties the cache after its commit.
 */
export async function schedulePublishInvalidation(tx: Db, at: Date | null | undefined): Promise<void> {
  if (!at || at.getTime() <= Date.now()) return
  await enqueue(tx, 'publish.invalidate', {}, { runAt: at, key: `publish:${at.toISOString()}` })
}

/**
 * Empties the page cache: this instance's, and on PostgreSQL every other instance's too, as after
 * any write (decision 036). The task runs on one instance only.
 */
export const publishInvalidationTask = defineTask('publish.invalidate', {
  maxAttempts: 3,
  run: async () => {
    invalidatePublicPages()
  },
})

/** The pending steps of the entries `ids` of `kind`, by entry, earliest first: a list page's rows, an edit page's entry. */
export async function schedulesOf(db: Db, kind: PublishKind, ids: readonly string[]): Promise<Map<string, ScheduleItem[]>> {
  const found = new Map<string, ScheduleItem[]>()
  if (ids.length === 0) return found
  const rows = await db
    .select({
      entityId: publishSchedules.entityId,
      action: publishSchedules.action,
      runAt: publishSchedules.runAt,
      timeZone: publishSchedules.timeZone,
    })
    .from(publishSchedules)
    .where(and(eq(publishSchedules.kind, kind), inArray(publishSchedules.entityId, [...ids])))
    .orderBy(publishSchedules.runAt)
  for (const row of rows) {
    const item: ScheduleItem = { action: row.action, runAt: row.runAt.toISOString(), timeZone: row.timeZone as ScheduleTimeZone }
    found.set(row.entityId, [...(found.get(row.entityId) ?? []), item])
  }
  return found
}

/** A list page's rows, each with its pending steps. */
export async function withSchedules<T extends { id: string }>(
  db: Db,
  kind: PublishKind,
  page: Page<T>,
): Promise<Page<T & { schedules: ScheduleItem[] }>> {
  const found = await schedulesOf(
    db,
    kind,
    page.items.map((item) => item.id),
  )
  return { ...page, items: page.items.map((item) => ({ ...item, schedules: found.get(item.id) ?? [] })) }
}

/** The pending steps of one entry. */
export async function schedulesOfEntry(db: Db, kind: PublishKind, id: string): Promise<ScheduleItem[]> {
  return (await schedulesOf(db, kind, [id])).get(id) ?? []
}

/**
 * Gives an entry's publish or unpublish a time (a second time for the same step replaces the
 * first). Refused: a time not in the future or malformed (400 on `at`), a step the entry's status
 * does not allow (409), an unpublish not after the entry's scheduled publish or a publish not
 * before its scheduled unpublish (400 on `at`), an unknown entry (404). Audited as
 * `<entity>.schedule`.
 */
async function saveSchedule(db: Db, kind: PublishKind, input: SaveScheduleValues, actor: Actor): Promise<{ items: ScheduleItem[] }> {
  const runAt = zonedInstant(input.at.slice(0, 10), input.at.slice(11, 16), input.timeZone)
  if (!runAt) throw new AppError('invalid', { fields: { at: 'validation.invalidValue' } })
  if (runAt.getTime() <= Date.now()) throw new AppError('invalid', { fields: { at: 'validation.futureTime' } })
  const { table, entity } = publishEntities[kind]
  await db.transaction(async (tx) => {
    // Locked, so a status change or another schedule of this entry waits for this one.
    const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, input.id)).for('update')
    if (!row || !isStatusOf(kind, row.status)) throw new AppError('not_found')
    const pending = await schedulesOfEntry(tx, kind, input.id)
    const others = pending.filter((item) => item.action !== input.action)
    if (!schedulableActions(row.status, others).includes(input.action)) throw new AppError('invalid_transition')
    const other = others[0]
    if (other && (input.action === 'publish' ? runAt >= new Date(other.runAt) : runAt <= new Date(other.runAt))) {
      throw new AppError('invalid', {
        fields: { at: input.action === 'publish' ? 'validation.publishBeforeUnpublish' : 'validation.unpublishAfterPublish' },
      })
    }
    await tx
      .delete(publishSchedules)
      .where(and(eq(publishSchedules.kind, kind), eq(publishSchedules.entityId, input.id), eq(publishSchedules.action, input.action)))
    const [schedule] = await tx
      .insert(publishSchedules)
      .values({ kind, entityId: input.id, action: input.action, runAt, timeZone: input.timeZone, createdBy: actor.id })
      .returning({ id: publishSchedules.id })
    await enqueue(tx, 'publish.scheduled', { scheduleId: schedule!.id }, { runAt })
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${entity}.schedule`,
      entity,
      entityId: input.id,
      summary: { action: input.action, runAt: runAt.toISOString(), timeZone: input.timeZone },
    })
  })
  return { items: await schedulesOfEntry(db, kind, input.id) }
}

/** Withdraws an entry's pending step (404 when there is none); audited as `<entity>.unschedule`. */
async function cancelSchedule(db: Db, kind: PublishKind, input: CancelScheduleInput, actor: Actor): Promise<{ items: ScheduleItem[] }> {
  const { entity } = publishEntities[kind]
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(publishSchedules)
      .where(and(eq(publishSchedules.kind, kind), eq(publishSchedules.entityId, input.id), eq(publishSchedules.action, input.action)))
      .returning({ runAt: publishSchedules.runAt })
    if (!removed) throw new AppError('not_found')
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${entity}.unschedule`,
      entity,
      entityId: input.id,
      summary: { action: input.action, runAt: removed.runAt.toISOString() },
    })
  })
  return { items: await schedulesOfEntry(db, kind, input.id) }
}

/** The schedule's two writes of one kind, as a feature's server functions take them (decision 028). */
export function scheduleOperations(kind: PublishKind) {
  return {
    save: (db: Db, input: SaveScheduleValues, actor: Actor) => saveSchedule(db, kind, input, actor),
    cancel: (db: Db, input: CancelScheduleInput, actor: Actor) => cancelSchedule(db, kind, input, actor),
  }
}

/**
 * A step whose time has come. Deleting the row is the claim: a second run of the task (a lease
 * that ran out, a retry) finds nothing and does nothing. The status is written as the person who
 * scheduled it (audit `<entity>.status`, with `scheduled: true`); a step the entry's status no
 * longer allows (it was published, removed or closed by hand meanwhile) is dropped.
 */
async function runScheduledStep(db: Db, scheduleId: string): Promise<void> {
  await writePublic(db, async (tx) => {
    const [step] = await tx.delete(publishSchedules).where(eq(publishSchedules.id, scheduleId)).returning()
    if (!step) return
    const [author] = step.createdBy
      ? await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, step.createdBy))
      : []
    const { table } = publishEntities[step.kind]
    const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, step.entityId)).for('update')
    const to = scheduleTarget(step.kind, step.action)
    if (!row || !isStatusOf(step.kind, row.status) || !canChangeStatus(step.kind, row.status, to, author?.role ?? 'editor')) return
    await writePublishStatus(
      tx,
      step.kind,
      step.entityId,
      to,
      { id: author?.id ?? null, role: author?.role ?? 'editor' },
      { scheduled: step.action },
    )
  })
}

export const scheduledStepTask = defineTask('publish.scheduled', {
  maxAttempts: 5,
  backoff: { baseMs: 5_000, maxMs: 300_000 },
  run: async ({ scheduleId }, { db }) => runScheduledStep(db, scheduleId),
})
