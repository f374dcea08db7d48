import fs from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '~/db/client'
import { mailOutbox } from '~/db/schema'
import type { Env } from '../env'
import { getLogger } from './logger'

export const MAIL_MAX_ATTEMPTS = 8

/** Rows to insert in the same transaction as the submission that causes them (DESIGN §6). */
export function outboxRow(message: { to: string; subject: string; html: string; text: string }) {
  return { ...message, status: 'pending' as const }
}

function createTransport(env: Env) {
  if (env.SMTP_URL) return { transport: nodemailer.createTransport(env.SMTP_URL), toFile: false }
  return { transport: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }), toFile: true }
}

/** Sends what is due; without SMTP_URL each message becomes an .eml file under DATA_DIR/outbox. */
export async function deliverDueMail(db: Db, env: Env, limit = 10): Promise<number> {
  // Claim due rows first (a lease of 5 minutes), so that two instances never send one message twice.
  const dueIds = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  const due = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
    .where(inArray(mailOutbox.id, dueIds))
    .returning()
  if (due.length === 0) return 0
  const { transport, toFile } = createTransport(env)
  const outboxDir = path.join(env.DATA_DIR, 'outbox')
  let sent = 0
  for (const message of due) {
    try {
      const info = await transport.sendMail({
        from: env.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      })
      if (toFile) {
        await fs.mkdir(outboxDir, { recursive: true })
        await fs.writeFile(path.join(outboxDir, `${message.id}.eml`), (info as unknown as { message: Buffer }).message)
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, message.id))
      sent++
    } catch (error) {
      const attempts = message.attempts + 1
      const backoffMs = Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60 * 1000)
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: (error as Error).message.slice(0, 1000),
          status: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + backoffMs),
        })
        .where(eq(mailOutbox.id, message.id))
      getLogger().warn({ mailId: message.id, attempts, err: (error as Error).message }, 'mail delivery failed')
    }
  }
  return sent
}

/** Polls the outbox; returns a stop function. */
export function startMailWorker(db: Db, env: Env, intervalMs = 5000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    running = running.then(() => deliverDueMail(db, env)).catch((error) => getLogger().error({ err: error }, 'mail worker'))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
