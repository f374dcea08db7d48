import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { contents, corporateEntries, documents, jobs, publishSchedules } from '~/db/schema'
import type { JobStatus } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { canChangeStatus, isStatusOf, type PublishKind, type StatusOf } from '~/lib/publish-lifecycle'
import { schedulableActions } from '~/lib/publish-schedule'
import { recordAudit } from '~/lib/server/audit'
import { invalidatePublicPages } from '~/lib/server/page-cache'
import { enqueue } from '~/lib/server/task-queue'
import type { Actor } from '../session'

/**
 * The one server write of the publish lifecycle (decision 025; the steps in
 * `src/lib/publish-lifecycle.ts`, the rules in docs/product.md §4.1). Each kind names its
 * table and its audit action; the audit summary is `{ from, to }`.
 */
export const publishEntities = {
  job: { table: jobs, action: 'job.status', entity: 'job' },
  content: { table: contents, action: 'content.status', entity: 'content' },
  document: { table: documents, action: 'document.status', entity: 'document' },
  corporate: { table: corporateEntries, action: 'corporate.status', entity: 'corporate' },
} as const

declare module './task-queue' {
  interface TaskPayloads {
    /** A job became active (created active, published, reopened): features that react to it define the handler (job alerts). */
    'jobs.published': { jobId: string }
  }
}

/**
 * Inside the transaction that makes a job active: the `jobs.published` task, due when the job
 * shows on the board (its `published_at`, or now), so that the features reacting to it (job
 * alerts, decision 043) run once it has committed.
 */
export async function enqueueJobPublished(tx: Db, jobId: string, publishedAt: Date | null): Promise<void> {
  const runAt = publishedAt && publishedAt.getTime() > Date.now() ? publishedAt : undefined
  await enqueue(tx, 'jobs.published', { jobId }, { runAt })
}

/**
 * Inside the caller's transaction: locks the row (`SELECT … FOR UPDATE`, so two changes of one
 * entity queue up and the second sees the first's status), checks the step against the lifecycle
 * (`not_found`, 409 `invalid_transition`), writes the status — and `published_at` the first time
 * the entity goes live; a date set earlier (past or scheduled) stays — and records the audit
 * event. The caller empties the public page cache after its commit (`setPublishStatus` does).
 */
export async function writePublishStatus<K extends PublishKind>(
  tx: Db,
  kind: K,
  id: string,
  to: StatusOf<K>,
  actor: Pick<Actor, 'role'> & { id: string | null },
  summary: Record<string, string> = {},
): Promise<{ id: string; status: StatusOf<K>; from: StatusOf<K> }> {
  const { table, action, entity } = publishEntities[kind]
  const [current] = await tx
    .select({ status: table.status, publishedAt: table.publishedAt })
    .from(table)
    .where(eq(table.id, id))
    .for('update')
  if (!current) throw new AppError('not_found')
  const from = current.status
  if (!isStatusOf(kind, from) || !canChangeStatus(kind, from, to, actor.role)) throw new AppError('invalid_transition')
  const publishedAt = to === 'active' && !current.publishedAt ? new Date() : current.publishedAt
  await tx
    .update(table)
    .set({ status: to, ...(to === 'active' && !current.publishedAt ? { publishedAt } : {}) })
    .where(eq(table.id, id))
  if (kind === 'job' && to === 'active' && from !== 'active') await enqueueJobPublished(tx, id, publishedAt)
  await dropStaleSchedules(tx, kind, id, to)
  await recordAudit(tx, { actorId: actor.id, action, entity, entityId: id, summary: { from, to, ...summary } })
  return { id, status: to, from }
}

/**
 * The pending scheduled steps (decision 058) the new status no longer allows: published by hand,
 * the scheduled publish goes; removed, both go; taken off the site by hand, the unpublish goes.
 */
async function dropStaleSchedules(tx: Db, kind: PublishKind, id: string, status: JobStatus): Promise<void> {
  const pending = await tx
    .select({ id: publishSchedules.id, action: publishSchedules.action })
    .from(publishSchedules)
    .where(and(eq(publishSchedules.kind, kind), eq(publishSchedules.entityId, id)))
  if (pending.length === 0) return
  let kept = pending
  // Twice: an unpublish stays only while a publish stays (a draft's pending pair).
  for (let pass = 0; pass < 2; pass++) kept = kept.filter((step) => schedulableActions(status, kept).includes(step.action))
  const stale = pending.filter((step) => !kept.includes(step)).map((step) => step.id)
  if (stale.length > 0) await tx.delete(publishSchedules).where(inArray(publishSchedules.id, stale))
}

/**
 * `setPublishStatus(db, kind, id, to, actor)`: the status change in its own transaction (a
 * savepoint when `db` is already one), then the public page cache emptied once it has committed,
 * so no visitor is served a page that still shows the old status.
 */
export async function setPublishStatus<K extends PublishKind>(
  db: Db,
  kind: K,
  id: string,
  to: StatusOf<K>,
  actor: Actor,
): Promise<{ id: string; status: StatusOf<K> }> {
  const { from: _from, ...changed } = await writePublic(db, (tx) => writePublishStatus(tx, kind, id, to, actor))
  return changed
}

/** A write that public pages show, in one transaction; the page cache is emptied once it has committed. */
export async function writePublic<R>(db: Db, write: (tx: Db) => Promise<R>): Promise<R> {
  const written = await db.transaction(write)
  invalidatePublicPages()
  return written
}
