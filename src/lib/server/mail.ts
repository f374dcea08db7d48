import fs from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { type Db, executeRows } from '~/db/client'
import { type MailIcalEvent, mailOutbox, tasks } from '~/db/schema'
import type { Env } from '../env'
import { countMailFailure, countMailSent } from './metrics'
import { defineTask, enqueue, runDueTasks, type TaskContext, type TaskDefinition } from './task-queue'

/**
 * Mail goes out through the task queue (decision 021): `mail_outbox` keeps each message and its
 * state, and a `mail.send` task per message, enqueued in the same transaction, sends it. A failed
 * attempt is retried with a growing delay (1 min doubling, up to 6 h) and the message is marked
 * failed after 8 attempts, so a mail outage loses nothing.
 */
export const MAIL_MAX_ATTEMPTS = 8

declare module './task-queue' {
  interface TaskPayloads {
    'mail.send': { id: string }
    'mail.sweep': Record<string, never>
  }
}

export interface MailContent {
  to: string
  subject: string
  html: string
  text: string
  /** The application the message is about: deleting the application deletes it (decision 040). */
  applicationId?: string
  /** The job alert the message belongs to: deleting the alert deletes it (decision 043). */
  alertId?: string
  /** Extra headers, e.g. `List-Unsubscribe` (names and values on one line each). */
  headers?: Record<string, string>
  /** A calendar invitation (text/calendar part and invite.ics, decision 047) and the interview it belongs to. */
  icalEvent?: MailIcalEvent
  interviewId?: string
}

const sendKey = (id: string) => `mail:${id}`

/**
 * Stores the messages and their sending tasks inside the caller's transaction, so that they are
 * sent only if the submission that causes them commits, and then surely.
 */
export async function queueMail(tx: Db, ...messages: MailContent[]): Promise<string[]> {
  if (messages.length === 0) return []
  const rows = await tx
    .insert(mailOutbox)
    .values(
      messages.map(({ headers, ...message }) => ({
        ...message,
        headers: headers ? oneLineHeaders(headers) : null,
        status: 'pending' as const,
      })),
    )
    .returning({ id: mailOutbox.id })
  for (const { id } of rows) await enqueue(tx, 'mail.send', { id }, { key: sendKey(id) })
  return rows.map((row) => row.id)
}

/** Header names and values as a header line can carry them: no line breaks (header injection). */
function oneLineHeaders(headers: Record<string, string>): Record<string, string> {
  const clean: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name)) throw new Error(`invalid mail header name: ${name}`)
    clean[name] = value.replace(/[\r\n]+/g, ' ')
  }
  return clean
}

// Loaded with the first message, not with the server: most hours send none (decision 039).
async function createTransport(env: Env) {
  const { default: nodemailer } = await import('nodemailer')
  if (env.SMTP_URL) return { transport: nodemailer.createTransport(env.SMTP_URL), toFile: false }
  return { transport: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }), toFile: true }
}

/**
 * Sends one message unless it is no longer pending (sent already by a run before a crash, or
 * deleted by the retention purge); records the attempt on the message. True when it was sent.
 */
async function sendMessage(db: Db, env: Env, id: string, { attempt, retryAt }: TaskContext): Promise<boolean> {
  const [message] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  if (!message || message.status !== 'pending') return false
  try {
    const { transport, toFile } = await createTransport(env)
    const info = await transport.sendMail({
      from: env.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.icalEvent
        ? { icalEvent: { method: message.icalEvent.method, filename: 'invite.ics', content: message.icalEvent.content } }
        : {}),
    })
    if (toFile) {
      const outboxDir = path.join(env.DATA_DIR, 'outbox')
      await fs.mkdir(outboxDir, { recursive: true })
      await fs.writeFile(path.join(outboxDir, `${message.id}.eml`), (info as unknown as { message: Buffer }).message)
    }
  } catch (error) {
    // The message keeps its own record of the attempts; the queue schedules the retry.
    await db
      .update(mailOutbox)
      .set({
        attempts: attempt,
        lastError: (error as Error).message.slice(0, 1000),
        status: retryAt ? 'pending' : 'failed',
        nextAttemptAt: retryAt ?? sql`now()`,
      })
      .where(eq(mailOutbox.id, id))
    countMailFailure(!retryAt)
    throw error
  }
  countMailSent()
  await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: attempt, lastError: null }).where(eq(mailOutbox.id, id))
  return true
}

const sendTask = (env: Env, onSent?: () => void) =>
  defineTask('mail.send', {
    maxAttempts: MAIL_MAX_ATTEMPTS,
    backoff: { baseMs: 60_000, maxMs: 6 * 3_600_000 },
    run: async ({ id }, context) => {
      if ((await sendMessage(context.db, env, id, context)) && onSent) onSent()
    },
  })

/** The mail tasks; without SMTP_URL each message becomes an .eml file under DATA_DIR/outbox. */
export function mailTasks(env: Env): [TaskDefinition<'mail.send'>, TaskDefinition<'mail.sweep'>] {
  // A safety net: a pending message without a sending task (written before the queue existed, or
  // by code that inserted into mail_outbox directly) gets one.
  const sweep = defineTask('mail.sweep', {
    every: 10 * 60_000,
    run: async (_payload, { db }) => {
      await enqueueUnsentMail(db)
    },
  })
  return [sendTask(env), sweep]
}

/** Gives every pending message that has none a `mail.send` task; returns how many it added. */
export async function enqueueUnsentMail(db: Db): Promise<number> {
  const queued = await executeRows(
    db,
    sql`
    insert into ${tasks} (name, payload, key)
    select 'mail.send', jsonb_build_object('id', ${mailOutbox.id}), 'mail:' || ${mailOutbox.id}
    from ${mailOutbox}
    where ${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} < ${MAIL_MAX_ATTEMPTS}
    on conflict (key) where status in ('pending', 'running') do nothing
    returning id`,
  )
  return queued.length
}

/**
 * Delivery outside the worker (tests, scripts): gives unsent messages their task, then runs the
 * due `mail.send` tasks, `batch` at a time, until none is due. Returns how many messages were sent.
 */
export async function deliverDueMail(db: Db, env: Env, batch = 10): Promise<number> {
  await enqueueUnsentMail(db)
  let sent = 0
  const send = sendTask(env, () => sent++)
  while ((await runDueTasks(db, [send], { limit: batch })).claimed === batch) {
    // a full batch: there may be more
  }
  return sent
}
