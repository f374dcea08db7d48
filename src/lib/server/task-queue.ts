import { randomUUID } from 'node:crypto'
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { type Task, tasks } from '~/db/schema'
import { getLogger } from './logger'
import { countTaskRun, type TaskCounts } from './metrics'

/**
 * The durable task queue (decision 021): background work stored in the `tasks` table, on PGlite
 * and on PostgreSQL alike.
 *
 * - `enqueue(tx, name, payload)` inside the caller's transaction: the write and its follow-up task
 *   commit together or not at all. This is how one feature reacts to another's change.
 * - A worker claims due tasks with one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, so
 *   with several instances each task runs once; the claim holds a lease, and a task whose worker
 *   died is claimed again when the lease ends. Delivery is therefore at least once: a handler must
 *   tolerate running again after a crash (check its own row's state first).
 * - A failed attempt is retried with an exponential backoff until `maxAttempts`; the task is then
 *   kept as `failed` with its last error (never shown to clients).
 * - Scheduled tasks wait for `runAt`; a dedupe `key` keeps one pending or running task per key.
 * - Periodic tasks (`every`) keep one row each, rescheduled after every run, and run at start-up.
 */

/**
 * Payload type of every task, by name. A module that defines tasks adds its own with
 * `declare module '~/lib/server/task-queue' { interface TaskPayloads { 'x.y': { id: string } } }`.
 */
// oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- filled by declaration merging
export interface TaskPayloads {}

export type TaskName = keyof TaskPayloads & string

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date
  /** At most one pending or running task with this key: a second enqueue is a no-op. */
  key?: string
}

/**
 * Adds a task inside the caller's transaction (or on `db` for a task of its own). Returns its id,
 * or null when a pending or running task already holds `key`.
 */
export async function enqueue<N extends TaskName>(
  tx: Db,
  name: N,
  payload: TaskPayloads[N],
  options: EnqueueOptions = {},
): Promise<string | null> {
  const [row] = await tx
    .insert(tasks)
    .values({ name, payload, key: options.key ?? null, ...(options.runAt ? { runAt: options.runAt } : {}) })
    .onConflictDoNothing({ target: tasks.key, where: activeKey })
    .returning({ id: tasks.id })
  return row?.id ?? null
}

/** The predicate of the partial unique index on `key` (schema: tasks_active_key_idx). */
const activeKey = sql`${tasks.status} in ('pending', 'running')`

export interface TaskContext {
  db: Db
  taskId: string
  /** 1 on the first attempt. */
  attempt: number
  maxAttempts: number
  /** When the queue tries again if this attempt throws; null when it is the last one. */
  retryAt: Date | null
}

export interface TaskDefinition<N extends TaskName = TaskName> {
  name: N
  run: (payload: TaskPayloads[N], context: TaskContext) => Promise<void>
  /** Attempts before the task is kept as failed (a periodic task waits for its next turn instead). Default 5. */
  maxAttempts: number
  /** Delay before retry n: min(baseMs · 2^(n-1), maxMs). */
  backoff: { baseMs: number; maxMs: number }
  /** How long an attempt may run before another worker may claim the task again. */
  leaseMs: number
  /** Periodic: the interval between runs; the task also runs when a worker starts. */
  every?: number
}

export function defineTask<N extends TaskName>(
  name: N,
  options: Pick<TaskDefinition<N>, 'run'> & Partial<Omit<TaskDefinition<N>, 'name' | 'run'>>,
): TaskDefinition<N> {
  return {
    name,
    maxAttempts: 5,
    backoff: { baseMs: 10_000, maxMs: 3_600_000 },
    leaseMs: 5 * 60_000,
    ...options,
  }
}

// A list of definitions of different names; `run` is only ever called with its own name's payload.
// oxlint-disable-next-line typescript/no-explicit-any -- the payload type varies per element
type AnyTaskDefinition = TaskDefinition<any>

export function retryDelayMs(definition: Pick<TaskDefinition, 'backoff'>, attempt: number): number {
  return Math.min(definition.backoff.baseMs * 2 ** (attempt - 1), definition.backoff.maxMs)
}

const periodicKey = (name: string) => `periodic:${name}`

/**
 * Makes sure each periodic task has its row, due now: at start-up a periodic task runs at once.
 * Instances starting together share one row (its key), so the task runs once, not once per instance.
 */
export async function schedulePeriodicTasks(db: Db, definitions: readonly AnyTaskDefinition[]): Promise<void> {
  for (const definition of definitions) {
    if (!definition.every) continue
    await db
      .insert(tasks)
      .values({ name: definition.name, payload: {}, key: periodicKey(definition.name), runAt: sql`now()` })
      .onConflictDoUpdate({
        target: tasks.key,
        targetWhere: activeKey,
        set: { runAt: sql`least(${tasks.runAt}, excluded.run_at)` },
        setWhere: sql`${tasks.status} = 'pending'`,
      })
  }
}

/**
 * Claims up to `limit` due tasks of the given names: pending ones whose time has come, and running
 * ones whose lease has ended (their worker stopped or crashed).
 */
async function claim(db: Db, definitions: readonly AnyTaskDefinition[], limit: number, token: string): Promise<Task[]> {
  const names = definitions.map((definition) => definition.name)
  const longestLease = Math.max(...definitions.map((definition) => definition.leaseMs))
  const due = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        inArray(tasks.name, names),
        or(
          and(eq(tasks.status, 'pending'), lte(tasks.runAt, sql`now()`)),
          and(eq(tasks.status, 'running'), lte(tasks.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(tasks.runAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  // Every claim takes the longest lease of the batch; the worker shortens nothing, so a task's own
  // leaseMs is a lower bound.
  return db
    .update(tasks)
    .set({
      status: 'running',
      attempts: sql`${tasks.attempts} + 1`,
      lockedBy: token,
      lockedUntil: sql`now() + make_interval(secs => ${longestLease / 1000})`,
    })
    .where(inArray(tasks.id, due))
    .returning()
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'failed'

/** Runs one claimed task and records the outcome, unless the claim was lost to another worker meanwhile. */
async function runClaimed(db: Db, definition: AnyTaskDefinition, task: Task, token: string): Promise<'done' | 'retry' | 'failed' | 'lost'> {
  const mine = and(eq(tasks.id, task.id), eq(tasks.lockedBy, token))
  const periodic = definition.every !== undefined
  const last = task.attempts >= definition.maxAttempts
  const retryAt = last ? null : new Date(Date.now() + retryDelayMs(definition, task.attempts))
  let failure: unknown
  if (task.attempts > definition.maxAttempts) {
    // Claimed again after a lease ended on its last attempt: the worker died running it, maybe because of it.
    failure = new Error('lease expired on the last attempt')
  } else {
    try {
      await definition.run(task.payload, { db, taskId: task.id, attempt: task.attempts, maxAttempts: definition.maxAttempts, retryAt })
    } catch (error) {
      failure = error ?? new Error('failed')
    }
  }
  const release = { lockedBy: null, lockedUntil: null }
  const nextTurn = sql`now() + make_interval(secs => ${(definition.every ?? 0) / 1000})`
  // No row back: the lease ended meanwhile and another worker holds the task now.
  const recorded = (rows: unknown[]) => rows.length > 0
  if (failure === undefined) {
    const rows = periodic
      ? await db
          .update(tasks)
          .set({ ...release, status: 'pending', attempts: 0, lastError: null, runAt: nextTurn })
          .where(mine)
          .returning({ id: tasks.id })
      : await db.delete(tasks).where(mine).returning({ id: tasks.id })
    return recorded(rows) ? 'done' : 'lost'
  }
  const lastError = errorText(failure)
  getLogger().warn({ task: definition.name, taskId: task.id, attempt: task.attempts, err: lastError }, 'task failed')
  if (retryAt || periodic) {
    const rows = await db
      .update(tasks)
      .set(
        retryAt
          ? { ...release, status: 'pending', lastError, runAt: retryAt }
          : { ...release, status: 'pending', attempts: 0, lastError, runAt: nextTurn },
      )
      .where(mine)
      .returning({ id: tasks.id })
    return recorded(rows) ? 'retry' : 'lost'
  }
  const rows = await db
    .update(tasks)
    .set({ ...release, status: 'failed', lastError, attempts: Math.min(task.attempts, definition.maxAttempts) })
    .where(mine)
    .returning({ id: tasks.id })
  return recorded(rows) ? 'failed' : 'lost'
}

export interface PassResult {
  claimed: number
  done: number
  retried: number
  failed: number
  /** Finished after their lease had ended and another worker had claimed them: nothing recorded. */
  lost: number
}

/** One worker pass: claims up to `limit` due tasks of `definitions` and runs them side by side. */
export async function runDueTasks(db: Db, definitions: readonly AnyTaskDefinition[], { limit = 10 } = {}): Promise<PassResult> {
  const result: PassResult = { claimed: 0, done: 0, retried: 0, failed: 0, lost: 0 }
  if (definitions.length === 0) return result
  const byName = new Map(definitions.map((definition) => [definition.name, definition]))
  const token = randomUUID()
  const claimed = await claim(db, definitions, limit, token)
  result.claimed = claimed.length
  const outcomes = await Promise.all(
    claimed.map((task) =>
      runClaimed(db, byName.get(task.name)!, task, token).catch((error: unknown) => {
        // Recording the outcome failed (database gone during shutdown?): the lease brings the task back.
        getLogger().error({ err: error, task: task.name, taskId: task.id }, 'task outcome not recorded')
        return 'retry' as const
      }),
    ),
  )
  for (const [index, outcome] of outcomes.entries()) {
    countTaskRun(claimed[index]!.name, outcome)
    if (outcome === 'done') result.done++
    else if (outcome === 'retry') result.retried++
    else if (outcome === 'failed') result.failed++
    else result.lost++
  }
  return result
}

export interface TaskWorkerOptions {
  /** Pause between passes that found nothing more to do. */
  pollMs?: number
  /** Tasks claimed per pass. */
  batch?: number
  /** How long stop() waits for tasks under way; their leases bring back what is left. */
  stopTimeoutMs?: number
}

/**
 * Schedules the periodic tasks, then polls for due tasks of `definitions` until stopped. The
 * returned function stops polling and waits at most `stopTimeoutMs` for the pass under way.
 */
export function startTaskWorker(db: Db, definitions: readonly AnyTaskDefinition[], options: TaskWorkerOptions = {}): () => Promise<void> {
  const { pollMs = 1000, batch = 10, stopTimeoutMs = 500 } = options
  const log = getLogger()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  const pass = async (): Promise<boolean> => {
    try {
      const { claimed } = await runDueTasks(db, definitions, { limit: batch })
      return claimed === batch
    } catch (error) {
      log.error({ err: error }, 'task worker pass failed')
      return false
    }
  }
  const next = (delay: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      running = pass().then((more) => next(more ? 0 : pollMs))
    }, delay)
    timer.unref()
  }
  running = schedulePeriodicTasks(db, definitions)
    .catch((error: unknown) => log.error({ err: error }, 'periodic tasks not scheduled'))
    .then(() => next(0))

  return async () => {
    stopped = true
    clearTimeout(timer)
    let timeout: NodeJS.Timeout | undefined
    await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, stopTimeoutMs)))])
    clearTimeout(timeout)
  }
}

/**
 * How many tasks wait, run and gave up, for the metrics at each scrape (decision 035): one pass
 * over the `(status, run_at)` index.
 */
export async function taskCounts(db: Db): Promise<TaskCounts> {
  const rows = await db
    .select({
      status: tasks.status,
      count: sql<number>`count(*)::int`,
      due: sql<number>`(count(*) filter (where ${tasks.runAt} <= now()))::int`,
    })
    .from(tasks)
    .groupBy(tasks.status)
  const counts: TaskCounts = { pending: 0, running: 0, failed: 0, due: 0 }
  for (const row of rows) {
    counts[row.status] = row.count
    if (row.status === 'pending') counts.due = row.due
  }
  return counts
}
