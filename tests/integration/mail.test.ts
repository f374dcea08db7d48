import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { mailOutbox } from '~/db/schema'
import { type Env, parseEnv } from '~/lib/env'
import { deliverDueMail, outboxRow } from '~/lib/server/mail'
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

function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides })
}

/**
 * An outbox row that is already due. With the database default (now(), microseconds) a row can look
 * not yet due to deliverDueMail, which compares with the app's clock in milliseconds, when both
 * fall in the same millisecond; a worker picks it up on its next pass, but a test would flake.
 */

describeWithDatabases('mail outbox', (t) => {
  it('without SMTP, writes each due message to DATA_DIR/outbox as an .eml file and marks it sent', async () => {
    const to = uniqueEmail('hr')
    const subject = 'New application: Patient Coordinator'
    const [row] = await t.db
      .insert(mailOutbox)
      .values(outboxRow({ to, subject, html: '<p>A new application arrived.</p>', text: 'A new application arrived.' }))
      .returning()

    expect(await deliverDueMail(t.db, testEnv())).toBeGreaterThanOrEqual(1)

    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    expect(stored!.sentAt).toBeInstanceOf(Date)
    const eml = await fs.readFile(path.join(dataDir, 'outbox', `${row!.id}.eml`), 'utf8')
    expect(eml).toContain(`Subject: ${subject}`)
    expect(eml).toContain(`To: ${to}`)
    expect(eml).toContain('A new application arrived.')

    // Sent messages are not sent again.
    await deliverDueMail(t.db, testEnv())
    const [again] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(again!.attempts).toBe(1)
  })

  it('keeps a message pending for a later retry when the SMTP server cannot be reached', async () => {
    const [row] = await t.db
      .insert(mailOutbox)
      .values(outboxRow({ to: uniqueEmail('hr'), subject: 'Contact message', html: '<p>Hello</p>', text: 'Hello' }))
      .returning()

    const sent = await deliverDueMail(t.db, testEnv({ SMTP_URL: 'smtp://127.0.0.1:1' }))

    expect(sent).toBe(0)
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, sentAt: null })
    expect(stored!.lastError).toBeTruthy()
    expect(stored!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())

    // Not due yet: a second run leaves it alone.
    await deliverDueMail(t.db, testEnv({ SMTP_URL: 'smtp://127.0.0.1:1' }))
    const [again] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(again!.attempts).toBe(1)
  })
  it('sends a message once when two workers run at the same time', async () => {
    const [row] = await t.db
      .insert(mailOutbox)
      .values(outboxRow({ to: uniqueEmail('hr'), subject: 'Once only', html: '<p>Once</p>', text: 'Once' }))
      .returning()

    await Promise.all([deliverDueMail(t.db, testEnv()), deliverDueMail(t.db, testEnv())])

    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 })
  })
})
