import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openPglite } from '~/db/client'
import { users } from '~/db/schema'
import { parseEnv } from '~/lib/env'
import { deliverDueMail, mailTasks, queueMail } from '~/lib/server/mail'
import { countDbQueryError, createMetrics, installMetrics, type Metrics } from '~/lib/server/metrics'
import { defineTask, enqueue, runDueTasks, taskCounts } from '~/lib/server/task-queue'
import { describeWithDatabases, uniqueEmail } from './setup-db'

declare module '~/lib/server/task-queue' {
  interface TaskPayloads {
    'test.metrics': { fail: boolean }
  }
}

let dataDir: string
beforeAll(async () => {
  // Failed attempts log warnings; keep the output clean.
  process.env.LOG_LEVEL ??= 'silent'
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-metrics-'))
})
afterAll(async () => {
  installMetrics(undefined)
  await fs.rm(dataDir, { recursive: true, force: true })
})

/** A metric's samples as `label values → value`, e.g. `{ 'test.metrics done': 1 }`. */
async function valuesOf(metric: { get: () => Promise<{ values: { labels: Record<string, unknown>; value: number }[] }> }) {
  const { values } = await metric.get()
  return Object.fromEntries(values.map(({ labels, value }) => [Object.values(labels).join(' '), value]))
}

describeWithDatabases('metrics', (t) => {
  let instruments: Metrics
  beforeEach(() => {
    instruments = installMetrics(createMetrics({ tasks: () => taskCounts(t.db) }))
  })

  it('reads the task queue at scrape time and counts every attempt by task and outcome', async () => {
    await enqueue(t.db, 'test.metrics', { fail: false })
    await enqueue(t.db, 'test.metrics', { fail: true })
    await enqueue(t.db, 'test.metrics', { fail: false }, { runAt: new Date(Date.now() + 3_600_000) })
    const before = await taskCounts(t.db)
    expect(before).toMatchObject({ pending: 3, running: 0, due: 2 })

    const task = defineTask('test.metrics', {
      maxAttempts: 2,
      run: async ({ fail }) => {
        if (fail) throw new Error('no luck')
      },
    })
    await runDueTasks(t.db, [task])
    expect(await valuesOf(instruments.taskRuns)).toEqual({ 'test.metrics done': 1, 'test.metrics retry': 1 })

    const scraped = await instruments.registry.getSingleMetricAsString('hoi_tasks')
    // The retried task waits for its backoff, the scheduled one for its time: pending, not due.
    expect(scraped).toContain(`hoi_tasks{status="pending"} ${before.pending - 1}`)
    expect(scraped).toContain('hoi_tasks{status="due"} 0')
  })

  it('counts mail sent and sending attempts that failed', async () => {
    const message = { to: uniqueEmail('hr'), subject: 'Metrics', html: '<p>x</p>', text: 'x' }
    const env = (overrides: Record<string, string> = {}) => parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...overrides })
    await t.db.transaction((tx) => queueMail(tx, message))
    await runDueTasks(t.db, mailTasks(env({ SMTP_URL: 'smtp://127.0.0.1:1' })))
    expect(await valuesOf(instruments.mailFailures)).toEqual({ false: 1 })
    expect(await valuesOf(instruments.mailSent)).toEqual({ '': 0 })

    await t.db.execute(sql`update tasks set run_at = now() where name = 'mail.send'`)
    expect(await deliverDueMail(t.db, env())).toBe(1)
    expect(await valuesOf(instruments.mailSent)).toEqual({ '': 1 })
  })
})

describe('database query errors', () => {
  it('are counted by reason on the embedded database, inside transactions too', async () => {
    const instruments = installMetrics(createMetrics())
    const database = await openPglite('memory://', { onQueryError: countDbQueryError })
    try {
      await database.migrate()
      const email = uniqueEmail()
      const user = { email, name: 'Metrics', role: 'editor' as const, passwordHash: 'x' }
      await database.db.insert(users).values(user)
      await expect(database.db.insert(users).values(user)).rejects.toThrow()
      await expect(database.db.transaction((tx) => tx.execute(sql`select * from no_such_table`))).rejects.toThrow()
      expect(await valuesOf(instruments.dbQueryErrors)).toEqual({ constraint: 1, other: 1 })
      // The embedded database has no pool: the pool gauge stays out of the scrape.
      expect(database.pool).toBeUndefined()
    } finally {
      await database.close()
    }
  })
})
