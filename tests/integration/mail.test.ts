import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { mailOutbox, tasks } from '~/db/schema'
import type { Env } from '~/lib/env'
import { deliverDueMail, MAIL_MAX_ATTEMPTS, mailTasks, queueMail } from '~/lib/server/mail'
import { runDueTasks } from '~/lib/server/task-queue'
import { testEnv } from './factories'
import { describeWithDatabases, uniqueEmail } from './setup-db'

let dataDir: string

beforeAll(async () => {
  // A failed delivery logs a warning; keep the test output clean.
  process.env.LOG_LEVEL ??= 'silent'
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-mail-'))
})

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true })
})

/** Writes a message the way a submission does: its outbox row and its task in one transaction. */
async function queued(db: Parameters<typeof queueMail>[0], message: { to: string; subject: string; html: string; text: string }) {
  const [id] = await db.transaction((tx) => queueMail(tx, message))
  return { id: id! }
}

/** One pass of a worker that runs the mail tasks, as the server's does. */
const workerPass = (db: Parameters<typeof queueMail>[0], env: Env) => runDueTasks(db, mailTasks(env))

describeWithDatabases('mail outbox', (t) => {
  it('without SMTP, writes each due message to DATA_DIR/outbox as an .eml file and marks it sent', async () => {
    const to = uniqueEmail('hr')
    const subject = 'New application: Patient Coordinator'
    const row = await queued(t.db, { to, subject, html: '<p>A new application arrived.</p>', text: 'A new application arrived.' })

    expect((await workerPass(t.db, testEnv(dataDir))).done).toBeGreaterThanOrEqual(1)

    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    expect(stored!.sentAt).toBeInstanceOf(Date)
    const eml = await fs.readFile(path.join(dataDir, 'outbox', `${row!.id}.eml`), 'utf8')
    expect(eml).toContain(`Subject: ${subject}`)
    expect(eml).toContain(`To: ${to}`)
    expect(eml).toContain('A new application arrived.')

    // Sent messages are not sent again, and their task is gone.
    expect(
      await t.db
        .select()
        .from(tasks)
        .where(eq(tasks.key, `mail:${row.id}`)),
    ).toEqual([])
    await workerPass(t.db, testEnv(dataDir))
    expect(await deliverDueMail(t.db, testEnv(dataDir))).toBe(0)
    const [again] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(again!.attempts).toBe(1)
  })

  it('keeps a message pending for a later retry when the SMTP server cannot be reached', async () => {
    const row = await queued(t.db, { to: uniqueEmail('hr'), subject: 'Contact message', html: '<p>Hello</p>', text: 'Hello' })

    const pass = await workerPass(t.db, testEnv(dataDir, { SMTP_URL: 'smtp://127.0.0.1:1' }))

    expect(pass).toMatchObject({ done: 0, retried: 1 })
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, sentAt: null })
    expect(stored!.lastError).toBeTruthy()
    expect(stored!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    // The task waits for the retry, a minute later; the error stays on the server.
    const [task] = await t.db
      .select()
      .from(tasks)
      .where(eq(tasks.key, `mail:${row.id}`))
    expect(task).toMatchObject({ status: 'pending', attempts: 1 })
    expect(task!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000)
    expect(task!.lastError).toBeTruthy()

    // Not due yet: a second run leaves it alone.
    await workerPass(t.db, testEnv(dataDir, { SMTP_URL: 'smtp://127.0.0.1:1' }))
    const [again] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(again!.attempts).toBe(1)
  })
  it('sends a message once when two workers run at the same time', async () => {
    const row = await queued(t.db, { to: uniqueEmail('hr'), subject: 'Once only', html: '<p>Once</p>', text: 'Once' })

    await Promise.all([workerPass(t.db, testEnv(dataDir)), workerPass(t.db, testEnv(dataDir))])

    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('marks a message failed after the last attempt, keeping its error', async () => {
    const row = await queued(t.db, { to: uniqueEmail('hr'), subject: 'Never', html: '<p>Never</p>', text: 'Never' })
    const due = () =>
      t.db
        .update(tasks)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(tasks.key, `mail:${row.id}`))
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await due()
      await workerPass(t.db, testEnv(dataDir, { SMTP_URL: 'smtp://127.0.0.1:1' }))
    }
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id))
    expect(stored).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, sentAt: null })
    expect(stored!.lastError).toBeTruthy()
    const [task] = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.name, 'mail.send'), eq(tasks.key, `mail:${row.id}`)))
    expect(task).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS })
  })

  it('rolls the message and its task back with the submission that failed', async () => {
    const to = uniqueEmail('hr')
    const taskIds = async () => (await t.db.select({ id: tasks.id }).from(tasks)).map((row) => row.id).sort()
    const tasksBefore = await taskIds()
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, { to, subject: 'Rolled back', html: '<p>x</p>', text: 'x' })
        throw new Error('the submission failed')
      }),
    ).rejects.toThrow('the submission failed')
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([])
    expect(await taskIds()).toEqual(tasksBefore)
  })

  it('sends a pending message that has no task (written before the queue): the sweep gives it one', async () => {
    const to = uniqueEmail('hr')
    const [row] = await t.db.insert(mailOutbox).values({ to, subject: 'Old', html: '<p>Old</p>', text: 'Old' }).returning()
    const [, sweep] = mailTasks(testEnv(dataDir))
    await t.db.transaction((tx) => sweep.run({}, { db: tx, taskId: 'sweep', attempt: 1, maxAttempts: 1, retryAt: null }))
    // A second sweep adds no second task.
    await t.db.transaction((tx) => sweep.run({}, { db: tx, taskId: 'sweep', attempt: 1, maxAttempts: 1, retryAt: null }))
    expect(
      await t.db
        .select()
        .from(tasks)
        .where(eq(tasks.key, `mail:${row!.id}`)),
    ).toHaveLength(1)
    await workerPass(t.db, testEnv(dataDir))
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 })
  })
})
