import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { applicationNotes, applications, auditEvents, contactMessages, files, mailOutbox } from '~/db/schema'
import { purgeExpiredApplications } from '~/features/applications/applications.api.server'
import { addApplicantNote } from '~/features/applications/applications.admin.server'
import { purgeExpiredContactMessages } from '~/features/contact/contact.api.server'
import { parseEnv } from '~/lib/env'
import { localStorage } from '~/lib/server/storage/local-storage'
import { createTestApplication, createTestFileRow, createTestJob, createTestUser } from './factories'
import { describeWithDatabases } from './setup-db'

const now = new Date('2026-11-24T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)

it('keeps applications 365 days unless APPLICATION_RETENTION_DAYS says otherwise, within 1–3650', () => {
  expect(parseEnv({}).APPLICATION_RETENTION_DAYS).toBe(365)
  expect(parseEnv({ APPLICATION_RETENTION_DAYS: '30' }).APPLICATION_RETENTION_DAYS).toBe(30)
  expect(parseEnv({}).CONTACT_RETENTION_DAYS).toBe(730)
  for (const bad of ['0', '3651', 'a year']) {
    expect(() => parseEnv({ APPLICATION_RETENTION_DAYS: bad })).toThrow('APPLICATION_RETENTION_DAYS must be a number between 1 and 3650')
    expect(() => parseEnv({ CONTACT_RETENTION_DAYS: bad })).toThrow('CONTACT_RETENTION_DAYS must be a number between 1 and 3650')
  }
})

describeWithDatabases('personal-data retention', (t) => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'retention-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('deletes applications past the period with their notes, CV row and bytes, audited without an actor; keeps the rest', async () => {
    const storage = localStorage(dir)
    const job = await createTestJob(t.db)
    const recruiter = await createTestUser(t.db, { role: 'recruiter' })
    const stored = async (createdAt: Date) => {
      const file = await createTestFileRow(t.db)
      await storage.write(file.storageKey, new TextEncoder().encode('%PDF-1.4'), { contentType: 'application/pdf', size: 8 })
      const application = await createTestApplication(t.db, job.id, { resumeFileId: file.id, createdAt })
      await addApplicantNote(t.db, { id: application.id, body: 'first interview went well' }, recruiter)
      return { application, file }
    }
    const expired = await stored(daysAgo(366))
    const lastDay = await stored(daysAgo(364))
    const recent = await stored(daysAgo(3))
    const sentOld = { to: 'a@example.com', subject: 's', html: 'h', text: 't', status: 'sent' as const, createdAt: daysAgo(400) }
    const [oldMail, pendingOld, newMail] = await t.db
      .insert(mailOutbox)
      .values([sentOld, { ...sentOld, status: 'pending' }, { ...sentOld, createdAt: daysAgo(2) }])
      .returning({ id: mailOutbox.id })

    expect(await purgeExpiredApplications(t.db, { retentionDays: 365, now, storage })).toEqual({ applications: 1, mails: 1 })

    const left = await t.db.select({ id: applications.id }).from(applications)
    expect(left.map((row) => row.id).sort()).toEqual([lastDay.application.id, recent.application.id].sort())
    expect(await t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, expired.application.id))).toEqual([])
    expect(await t.db.select().from(files).where(eq(files.id, expired.file.id))).toEqual([])
    expect(await storage.exists(expired.file.storageKey)).toBe(false)
    expect(await storage.exists(recent.file.storageKey)).toBe(true)
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, expired.application.id), eq(auditEvents.action, 'application.purge')))
    expect(audit).toMatchObject([{ actorId: null, summary: { reason: 'retention', retentionDays: 365 } }])
    // A sent mail of that age goes; one still waiting to be sent, and a recent one, stay.
    const mails = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [oldMail!.id, pendingOld!.id, newMail!.id]))
    expect(mails.map((row) => row.id).sort()).toEqual([pendingOld!.id, newMail!.id].sort())

    // A shorter period takes the next one; a second run finds nothing more.
    expect(await purgeExpiredApplications(t.db, { retentionDays: 100, now, storage })).toEqual({ applications: 1, mails: 0 })
    expect(await purgeExpiredApplications(t.db, { retentionDays: 100, now, storage })).toEqual({ applications: 0, mails: 0 })
    expect((await t.db.select({ id: applications.id }).from(applications)).map((row) => row.id)).toEqual([recent.application.id])
  })

  it('deletes contact messages past their period, each audited without an actor; keeps the younger ones', async () => {
    const message = (createdAt: Date) => ({
      firstName: 'Deniz',
      lastName: 'Arslan',
      email: 'deniz@example.com',
      subject: 'feedback' as const,
      message: 'A message long enough to be a message.',
      language: 'tr' as const,
      consentAt: createdAt,
      createdAt,
    })
    const [old, young] = await t.db
      .insert(contactMessages)
      .values([message(daysAgo(731)), message(daysAgo(729))])
      .returning({ id: contactMessages.id })

    expect(await purgeExpiredContactMessages(t.db, { retentionDays: 730, now })).toBe(1)

    expect((await t.db.select({ id: contactMessages.id }).from(contactMessages)).map((row) => row.id)).toEqual([young!.id])
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, old!.id), eq(auditEvents.action, 'contact.purge')))
    expect(audit).toMatchObject([{ actorId: null, entity: 'contact', summary: { reason: 'retention', retentionDays: 730 } }])
    expect(await purgeExpiredContactMessages(t.db, { retentionDays: 730, now })).toBe(0)
  })
})
