import { eq, inArray } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { tasks } from '~/db/schema'
import { pageCache, preparePage } from '~/lib/server/page-cache'
import { publishInvalidationTask, schedulePublishInvalidation } from '~/lib/server/scheduled-publishing'
import { defineTask, enqueue, runDueTasks, schedulePeriodicTasks, startTaskWorker } from '~/lib/server/task-queue'
import { describeWithDatabases } from './setup-db'

declare module '~/lib/server/task-queue' {
  interface TaskPayloads {
    'test.once': { n: number }
    'test.lease': { n: number }
    'test.flaky': { n: number }
    'test.lastLease': { n: number }
    'test.later': { n: number }
    'test.tick': Record<string, never>
    'test.rollback': { n: number }
    'test.key': { n: number }
    'test.loop': { n: number }
  }
}

beforeAll(() => {
  // Failed attempts log a warning; keep the test output clean.
  process.env.LOG_LEVEL ??= 'silent'
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeWithDatabases('task queue', (t) => {
  const rowsNamed = (name: string) => t.db.select().from(tasks).where(eq(tasks.name, name))
  /** Moves a task's time into the past, as if its delay had passed. */
  const makeDue = (name: string) =>
    t.db
      .update(tasks)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(tasks.name, name))
  /** Ends the lease of a running task, as if its time had passed (by the clock, not a sleep: the machine may be slow). */
  const endLease = (name: string) =>
    t.db
      .update(tasks)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(tasks.name, name))

  it('runs each task once when two workers poll at the same time', async () => {
    for (let n = 0; n < 30; n++) await enqueue(t.db, 'test.once', { n })
    const runs: number[] = []
    const task = defineTask('test.once', {
      run: async ({ n }) => {
        runs.push(n)
        await sleep(1)
      },
    })
    const worker = async () => {
      while ((await runDueTasks(t.db, [task], { limit: 4 })).claimed > 0) {
        // keep going until nothing is due
      }
    }
    await Promise.all([worker(), worker()])
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n))
    // A finished task is deleted.
    expect(await rowsNamed('test.once')).toEqual([])
  })

  it('gives a task whose worker died back to another worker once its lease has ended', async () => {
    await enqueue(t.db, 'test.lease', { n: 1 })
    let release: (() => void) | undefined
    const stuck = defineTask('test.lease', {
      leaseMs: 60_000,
      // The first worker hangs (a crash, for the queue: it never reports back).
      run: () => new Promise<void>((resolve) => (release = resolve)),
    })
    const firstWorker = runDueTasks(t.db, [stuck])
    while (!release) await sleep(10)
    const ranBySecond: number[] = []
    const healthy = defineTask('test.lease', { leaseMs: 60_000, run: async ({ n }) => void ranBySecond.push(n) })
    // While the lease holds, nobody else takes it.
    expect(await rowsNamed('test.lease')).toMatchObject([{ status: 'running', attempts: 1 }])
    expect((await runDueTasks(t.db, [healthy])).claimed).toBe(0)
    await endLease('test.lease')
    expect(await runDueTasks(t.db, [healthy])).toMatchObject({ claimed: 1, done: 1 })
    expect(ranBySecond).toEqual([1])
    expect(await rowsNamed('test.lease')).toEqual([])
    // The first worker comes back late: its claim is no longer valid, it changes nothing.
    release()
    expect(await firstWorker).toMatchObject({ claimed: 1, done: 0, lost: 1 })
    expect(await rowsNamed('test.lease')).toEqual([])
  })

  it('retries a failing task with a growing delay, then keeps it as failed with its last error', async () => {
    await enqueue(t.db, 'test.flaky', { n: 1 })
    let calls = 0
    const flaky = defineTask('test.flaky', {
      maxAttempts: 3,
      backoff: { baseMs: 10_000, maxMs: 15_000 },
      run: async () => {
        calls++
        throw new Error(`boom ${calls}`)
      },
    })
    const delays: number[] = []
    for (let attempt = 1; attempt <= 2; attempt++) {
      const before = Date.now()
      expect(await runDueTasks(t.db, [flaky])).toMatchObject({ claimed: 1, retried: 1 })
      const [row] = await rowsNamed('test.flaky')
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: `boom ${attempt}`, lockedBy: null })
      delays.push(row!.runAt.getTime() - before)
      // Not due before its delay.
      expect((await runDueTasks(t.db, [flaky])).claimed).toBe(0)
      await makeDue('test.flaky')
    }
    // 10 s, then 20 s capped at 15 s.
    expect(delays[0]).toBeGreaterThanOrEqual(9_000)
    expect(delays[0]).toBeLessThanOrEqual(11_000)
    expect(delays[1]).toBeGreaterThanOrEqual(14_000)
    expect(delays[1]).toBeLessThanOrEqual(16_000)
    expect(await runDueTasks(t.db, [flaky])).toMatchObject({ claimed: 1, failed: 1 })
    expect(await rowsNamed('test.flaky')).toMatchObject([{ status: 'failed', attempts: 3, lastError: 'boom 3' }])
    // A failed task stays failed.
    await makeDue('test.flaky')
    expect((await runDueTasks(t.db, [flaky])).claimed).toBe(0)
    expect(calls).toBe(3)
  })

  it('fails a task whose lease ended on its last attempt without running it again', async () => {
    await enqueue(t.db, 'test.lastLease', { n: 1 })
    let hung = false
    const hang = defineTask('test.lastLease', {
      maxAttempts: 1,
      run: () => {
        hung = true
        return new Promise<void>(() => {})
      },
    })
    void runDueTasks(t.db, [hang])
    while (!hung) await sleep(10)
    await endLease('test.lastLease')
    let ran = false
    const again = defineTask('test.lastLease', { maxAttempts: 1, run: async () => void (ran = true) })
    expect(await runDueTasks(t.db, [again])).toMatchObject({ claimed: 1, failed: 1 })
    expect(ran).toBe(false)
    expect(await rowsNamed('test.lastLease')).toMatchObject([
      { status: 'failed', attempts: 1, lastError: 'lease expired on the last attempt' },
    ])
  })

  it('runs a scheduled task at its time, not before', async () => {
    const runAt = new Date(Date.now() + 2500)
    await enqueue(t.db, 'test.later', { n: 7 }, { runAt })
    const ran: Date[] = []
    const later = defineTask('test.later', { run: async () => void ran.push(new Date()) })
    expect((await runDueTasks(t.db, [later])).claimed).toBe(0)
    await sleep(runAt.getTime() - Date.now() + 100)
    expect((await runDueTasks(t.db, [later])).done).toBe(1)
    expect(ran[0]!.getTime()).toBeGreaterThanOrEqual(runAt.getTime())
  })

  it('keeps one pending task per key', async () => {
    const first = await enqueue(t.db, 'test.key', { n: 1 }, { key: 'only-one' })
    expect(first).toBeTruthy()
    expect(await enqueue(t.db, 'test.key', { n: 2 }, { key: 'only-one' })).toBeNull()
    expect(await rowsNamed('test.key')).toMatchObject([{ id: first, payload: { n: 1 } }])
    // Once it has run, the key is free again.
    await runDueTasks(t.db, [defineTask('test.key', { run: async () => {} })])
    expect(await enqueue(t.db, 'test.key', { n: 3 }, { key: 'only-one' })).toBeTruthy()
  })

  it('runs a periodic task once however many instances start, then every interval, and again at a start-up', async () => {
    let runs = 0
    const tick = defineTask('test.tick', { every: 60_000, run: async () => void runs++ })
    // Three instances start together.
    await Promise.all([schedulePeriodicTasks(t.db, [tick]), schedulePeriodicTasks(t.db, [tick]), schedulePeriodicTasks(t.db, [tick])])
    expect(await rowsNamed('test.tick')).toHaveLength(1)
    await Promise.all([runDueTasks(t.db, [tick]), runDueTasks(t.db, [tick])])
    expect(runs).toBe(1)
    const [next] = await rowsNamed('test.tick')
    expect(next).toMatchObject({ status: 'pending', attempts: 0, key: 'periodic:test.tick' })
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now() + 55_000)
    // Not due again before the interval.
    await runDueTasks(t.db, [tick])
    expect(runs).toBe(1)
    // An instance starting later runs it at once, still on the one row.
    await schedulePeriodicTasks(t.db, [tick])
    await runDueTasks(t.db, [tick])
    expect(runs).toBe(2)
    expect(await rowsNamed('test.tick')).toHaveLength(1)
  })

  it('enqueues nothing when the transaction that enqueued rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        expect(await enqueue(tx, 'test.rollback', { n: 1 })).toBeTruthy()
        throw new Error('the write failed')
      }),
    ).rejects.toThrow('the write failed')
    expect(await rowsNamed('test.rollback')).toEqual([])
    await t.db.transaction((tx) => enqueue(tx, 'test.rollback', { n: 2 }))
    expect(await rowsNamed('test.rollback')).toMatchObject([{ payload: { n: 2 }, status: 'pending' }])
  })

  it('polls in the background until stopped, and stops promptly', async () => {
    const seen: number[] = []
    const loop = defineTask('test.loop', { run: async ({ n }) => void seen.push(n) })
    const stop = startTaskWorker(t.db, [loop], { pollMs: 50 })
    await enqueue(t.db, 'test.loop', { n: 1 })
    const deadline = Date.now() + 5000
    while (seen.length === 0 && Date.now() < deadline) await sleep(20)
    expect(seen).toEqual([1])
    const started = Date.now()
    await stop()
    // It waits at most 0.5 s for a pass under way (the server must exit within 3 s of SIGTERM).
    expect(Date.now() - started).toBeLessThan(1000)
    await enqueue(t.db, 'test.loop', { n: 2 })
    await sleep(200)
    expect(seen).toEqual([1])
    expect(
      await t.db
        .select()
        .from(tasks)
        .where(inArray(tasks.name, ['test.loop'])),
    ).toHaveLength(1)
  })

  it('scheduled publishing: a future publish time gets one task at that moment, which empties the page cache', async () => {
    const at = new Date(Date.now() + 3_600_000)
    await t.db.transaction(async (tx) => {
      await schedulePublishInvalidation(tx, at)
      // A second entry published at the same moment shares the task; a past or missing time needs none.
      await schedulePublishInvalidation(tx, at)
      await schedulePublishInvalidation(tx, new Date(Date.now() - 1000))
      await schedulePublishInvalidation(tx, null)
    })
    expect(await rowsNamed('publish.invalidate')).toMatchObject([{ status: 'pending', runAt: at, key: `publish:${at.toISOString()}` }])
    // Rolled back with the save that scheduled it.
    const other = new Date(at.getTime() + 60_000)
    await expect(
      t.db.transaction(async (tx) => {
        await schedulePublishInvalidation(tx, other)
        throw new Error('the save failed')
      }),
    ).rejects.toThrow('the save failed')
    expect(await rowsNamed('publish.invalidate')).toHaveLength(1)

    const page = await preparePage({
      key: '/en/press',
      status: 200,
      contentType: 'text/html; charset=utf-8',
      html: '<!doctype html><title>Press</title>',
      nonce: 'n0nce',
      perRequest: ['n0nce'],
      headers: () => ({}),
    })
    pageCache().store(page!)
    // Not before its time.
    expect((await runDueTasks(t.db, [publishInvalidationTask])).claimed).toBe(0)
    expect(pageCache().lookup('/en/press')).toBe(page)
    await makeDue('publish.invalidate')
    expect((await runDueTasks(t.db, [publishInvalidationTask])).done).toBe(1)
    expect(pageCache().lookup('/en/press')).toBeUndefined()
    expect(await rowsNamed('publish.invalidate')).toEqual([])
  })
})
