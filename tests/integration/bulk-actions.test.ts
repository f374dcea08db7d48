import { execFile } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationConsents, applicationStageEvents, applications, auditEvents, mailOutbox } from '~/db/schema'
import {
  bulkMoveApplicants,
  exportApplicants,
  previewBulkMove,
  requireBulkSelection,
  setApplicantStatus,
} from '~/features/applications/applications.admin.server'
import { resumesZip } from '~/features/applications/applications.http.server'
import { BULK_PICK_MAX, resumeEntryName, uniqueEntryName } from '~/features/applications/applications.rules'
import { bulkMoveSchema, bulkSelectionSchema } from '~/features/applications/applications.schemas'
import { readBulkIds } from '~/features/applications/applications.search'
import { deleteTemplate, saveTemplate } from '~/features/templates/templates.admin.server'
import { localStorage } from '~/lib/server/storage/local-storage'
import { createTestApplication, createTestFileRow, createTestJob, createTestUser, EVERY_COMPANY } from './factories'
import { describeWithDatabases, uniqueEmail } from './setup-db'

const run = promisify(execFile)

const rejection = {
  name: 'Bulk rejection',
  stage: 'rejected' as const,
  subjectTr: '{{position}} başvurunuz',
  bodyTr: 'Merhaba {{firstName}},\n\nTeşekkürler.',
  subjectEn: 'Your application for {{position}}',
  bodyEn: 'Hello {{firstName}},\n\nThank you.',
}

describe('bulk actions (pure, decision 049)', () => {
  it('names ZIP entries after the candidate and the position, in safe characters, unique', () => {
    expect(resumeEntryName('Ayşe Yılmaz', 'Hemşire / Gece', 'Özgeçmiş.PDF')).toBe('Ayşe Yılmaz - Hemşire Gece.pdf')
    expect(resumeEntryName('../../etc/passwd', 'a:b*c?', 'x.docx')).toBe('etc passwd - a b c.docx')
    expect(resumeEntryName('', '', 'cv')).toBe('cv')
    const taken = new Set<string>()
    expect(['A - B.pdf', 'a - b.pdf', 'A - B.pdf'].map((name) => uniqueEntryName(name, taken))).toEqual([
      'A - B.pdf',
      'a - b (2).pdf',
      'A - B (3).pdf',
    ])
  })

  it('bounds the ticked ids and asks a bulk rejection for its reason', () => {
    const id = '00000000-0000-4000-8000-000000000001'
    expect(readBulkIds(`${id},${id.toUpperCase()}`, BULK_PICK_MAX)).toEqual([id])
    expect(readBulkIds('', BULK_PICK_MAX)).toBeUndefined()
    expect(readBulkIds('nope', BULK_PICK_MAX)).toBeNull()
    expect(readBulkIds(Array.from({ length: BULK_PICK_MAX + 1 }, () => id).join(','), BULK_PICK_MAX)).toBeNull()
    const many = Array.from({ length: BULK_PICK_MAX + 1 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`)
    expect(bulkSelectionSchema.safeParse({ filter: {}, ids: many }).success).toBe(false)
    expect(bulkSelectionSchema.safeParse({ filter: { q: 'x'.repeat(500) } }).success).toBe(false)
    expect(bulkMoveSchema.safeParse({ selection: { filter: {} }, status: 'rejected' }).error?.issues[0]).toMatchObject({ path: ['reason'] })
    expect(bulkMoveSchema.safeParse({ selection: { filter: {} }, status: 'withdrawn' }).success).toBe(false)
  })
})

describeWithDatabases('bulk actions on the applicants list (decision 049)', (t) => {
  it('moves a selection in one transaction: every stage event with its actor, one audit event with the count', async () => {
    const hr = await createTestUser(t.db, { role: 'recruiter' })
    const job = await createTestJob(t.db)
    const rows = await Promise.all([1, 2, 3].map(() => createTestApplication(t.db, job.id)))
    const ticked = { filter: { job: job.id }, ids: [rows[0]!.id, rows[1]!.id] }

    expect(await previewBulkMove(t.db, { selection: ticked, status: 'reviewing' }, hr)).toMatchObject({ selected: 2, moved: 2, mails: 0 })
    expect(
      await t.db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, job.id), eq(applications.status, 'reviewing'))),
    ).toEqual([])

    const result = await bulkMoveApplicants(t.db, { selection: ticked, status: 'reviewing' }, hr)
    expect(result).toMatchObject({ selected: 2, moved: 2, unchanged: 0, withdrawn: 0, mails: 0, sample: null })
    const statuses = await t.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(eq(applications.jobId, job.id))
    expect(new Map(statuses.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [rows[0]!.id, 'reviewing'],
        [rows[1]!.id, 'reviewing'],
        [rows[2]!.id, 'new'],
      ]),
    )
    const events = await t.db
      .select({ actorId: applicationStageEvents.actorId, to: applicationStageEvents.toStatus })
      .from(applicationStageEvents)
      .where(and(inArray(applicationStageEvents.applicationId, ticked.ids), isNotNull(applicationStageEvents.fromStatus)))
    expect(events).toEqual([
      { actorId: hr.id, to: 'reviewing' },
      { actorId: hr.id, to: 'reviewing' },
    ])

    // The whole filter: the third moves, the two already there stay as they are.
    expect(await bulkMoveApplicants(t.db, { selection: { filter: { job: job.id } }, status: 'reviewing' }, hr)).toMatchObject({
      selected: 3,
      moved: 1,
      unchanged: 2,
    })
    const audits = await t.db
      .select({ summary: auditEvents.summary })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'application.bulk_status'), eq(auditEvents.actorId, hr.id)))
      .orderBy(desc(auditEvents.at))
    expect(audits).toHaveLength(2)
    expect(audits.map((row) => (row.summary as { moved: number }).moved).sort()).toEqual([1, 2])
  })

  it('rejects with one e-mail per person (their latest application, its language), none to a person who holds an offer or was hired', async () => {
    const hr = await createTestUser(t.db, { role: 'recruiter' })
    const template = await saveTemplate(t.db, rejection, hr)
    const job = await createTestJob(t.db, { companyKey: 'hoi-health', title: { tr: 'Hemşire', en: 'Nurse' } })
    const other = await createTestJob(t.db, { companyKey: 'hoi-health' })
    const twice = uniqueEmail('twice')
    const older = await createTestApplication(t.db, job.id, {
      fullName: 'Sarah Collins',
      email: twice,
      language: 'tr',
      createdAt: new Date(Date.now() - 86_400_000),
    })
    const latest = await createTestApplication(t.db, job.id, { fullName: 'Sarah Collins', email: twice.toUpperCase(), language: 'en' })
    const once = await createTestApplication(t.db, job.id, { fullName: 'Ayşe Yılmaz' })
    // Holds an offer on another application (not selected): no mail, though this one is rejected.
    const offerElsewhere = uniqueEmail('offer')
    const held = await createTestApplication(t.db, other.id, { email: offerElsewhere })
    await setApplicantStatus(t.db, { id: held.id, status: 'offer' }, hr)
    const heldHere = await createTestApplication(t.db, job.id, { email: offerElsewhere.toUpperCase() })
    // Was hired on this very application: rejected, no mail.
    const hired = await createTestApplication(t.db, job.id)
    await setApplicantStatus(t.db, { id: hired.id, status: 'hired' }, hr)
    // Withdrawn by the candidate: left as it is.
    const withdrawn = await createTestApplication(t.db, job.id, { status: 'withdrawn' })

    const input = {
      selection: { filter: { job: job.id } },
      status: 'rejected' as const,
      reason: 'position_filled' as const,
      templateId: template.id,
    }
    const preview = await previewBulkMove(t.db, input, hr)
    expect(preview).toMatchObject({ selected: 6, moved: 5, withdrawn: 1, people: 4, mails: 2, heldBack: 2 })
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.applicationId, latest.id))).toEqual([])

    const result = await bulkMoveApplicants(t.db, input, hr)
    expect(result).toEqual({ ...preview })
    const mails = await t.db
      .select({ applicationId: mailOutbox.applicationId, to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(inArray(mailOutbox.applicationId, [older.id, latest.id, once.id, heldHere.id, hired.id, withdrawn.id, held.id]))
    expect(mails.sort((a, b) => a.subject.localeCompare(b.subject))).toEqual([
      { applicationId: once.id, to: once.email, subject: 'Hemşire başvurunuz' },
      { applicationId: latest.id, to: latest.email, subject: 'Your application for Nurse' },
    ])
    const after = await t.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(inArray(applications.id, [older.id, latest.id, once.id, heldHere.id, hired.id, withdrawn.id, held.id]))
    expect(Object.fromEntries(after.map((row) => [row.id, row.status]))).toEqual({
      [older.id]: 'rejected',
      [latest.id]: 'rejected',
      [once.id]: 'rejected',
      [heldHere.id]: 'rejected',
      [hired.id]: 'rejected',
      [withdrawn.id]: 'withdrawn',
      [held.id]: 'offer',
    })
    const reasons = await t.db
      .select({ reason: applicationStageEvents.reason })
      .from(applicationStageEvents)
      .where(and(eq(applicationStageEvents.applicationId, hired.id), eq(applicationStageEvents.toStatus, 'rejected')))
    expect(reasons).toEqual([{ reason: 'position_filled' }])
    const [audit] = await t.db
      .select({ summary: auditEvents.summary })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'application.bulk_status'), eq(auditEvents.actorId, hr.id)))
    expect(audit!.summary).toMatchObject({ to: 'rejected', reason: 'position_filled', moved: 5, mails: 2, heldBack: 2, withdrawn: 1 })

    // A template of another stage: a field error, and nothing of the move is kept.
    const again = await createTestApplication(t.db, job.id)
    await expect(
      bulkMoveApplicants(
        t.db,
        { selection: { filter: { job: job.id }, ids: [again.id] }, status: 'interview', templateId: template.id },
        hr,
      ),
    ).rejects.toMatchObject({ code: 'invalid', fields: { templateId: 'validation.invalidOption' } })
    expect((await t.db.select({ status: applications.status }).from(applications).where(eq(applications.id, again.id)))[0]?.status).toBe(
      'new',
    )
    await deleteTemplate(t.db, template, hr)
  })

  it("answers 403 to a scoped recruiter for another company's applications, ticked or matched by the filter", async () => {
    const scoped = await createTestUser(t.db, { role: 'recruiter', companies: ['hoi-health'] })
    const own = await createTestJob(t.db, { companyKey: 'hoi-health' })
    const foreign = await createTestJob(t.db, { companyKey: 'hoi-travel' })
    const mine = await createTestApplication(t.db, own.id, { fullName: 'Scope Mine' })
    const theirs = await createTestApplication(t.db, foreign.id, { fullName: 'Scope Theirs' })
    const filter = { q: 'Scope' }
    const withTheirs = { filter, ids: [mine.id, theirs.id] }
    await expect(bulkMoveApplicants(t.db, { selection: withTheirs, status: 'reviewing' }, scoped)).rejects.toMatchObject({
      code: 'forbidden',
    })
    await expect(previewBulkMove(t.db, { selection: withTheirs, status: 'reviewing' }, scoped)).rejects.toMatchObject({ code: 'forbidden' })
    await expect(requireBulkSelection(t.db, withTheirs, scoped, 'read')).rejects.toMatchObject({ code: 'forbidden' })

    // Another company's application in the talent pool: the recruiter reads it, but may not move it.
    await t.db.insert(applicationConsents).values({
      applicationId: theirs.id,
      purpose: 'talent_pool',
      noticeVersion: 'test',
      language: 'tr',
      givenAt: new Date(Date.now() - 1000),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    expect(await requireBulkSelection(t.db, { filter }, scoped, 'read')).toBeGreaterThanOrEqual(2)
    await expect(bulkMoveApplicants(t.db, { selection: { filter }, status: 'reviewing' }, scoped)).rejects.toMatchObject({
      code: 'forbidden',
    })
    expect((await t.db.select({ status: applications.status }).from(applications).where(eq(applications.id, theirs.id)))[0]?.status).toBe(
      'new',
    )

    // Within their companies the move is made.
    expect(await bulkMoveApplicants(t.db, { selection: { filter: { job: own.id } }, status: 'reviewing' }, scoped)).toMatchObject({
      moved: 1,
    })
    // The CSV of ticked rows holds those rows only.
    const exported = []
    for await (const batch of exportApplicants(t.db, { q: 'Scope', ids: [mine.id] }, EVERY_COMPANY)) exported.push(...batch)
    expect(exported.map((row) => row.id)).toEqual([mine.id])
  })

  describe('the CVs as one ZIP', () => {
    let dir: string
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'bulk-zip-'))
    })
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true })
    })

    it('streams one entry per CV, named after the candidate and the position, unique, with the bytes stored; a missing CV is named in a note', async () => {
      const storage = localStorage(path.join(dir, 'uploads'))
      const admin = await createTestUser(t.db, { role: 'admin' })
      const job = await createTestJob(t.db, { title: { tr: 'Hemşire', en: 'Nurse' } })
      const stored = async (fullName: string, originalName: string, body: string | null, at: number) => {
        const file = await createTestFileRow(t.db, { originalName })
        if (body !== null)
          await storage.write(file.storageKey, new TextEncoder().encode(body), { contentType: 'application/pdf', size: body.length })
        return createTestApplication(t.db, job.id, { fullName, resumeFileId: file.id, createdAt: new Date(Date.now() - at * 1000) })
      }
      await stored('Ayşe Yılmaz', 'cv.pdf', '%PDF-1.4 first', 1)
      await stored('Ayşe Yılmaz', 'CV.PDF', '%PDF-1.4 second', 2)
      await stored('Mehmet/Öz', 'resume.docx', 'PK docx bytes', 3)
      await stored('Lost File', 'cv.pdf', null, 4)

      const zipPath = path.join(dir, 'cvs.zip')
      await pipeline(resumesZip(t.db, { filter: { job: job.id } }, admin, storage, 'en'), createWriteStream(zipPath))

      // An independent reader: Python's zipfile lists and reads the archive.
      const { stdout: listing } = await run('python3', ['-m', 'zipfile', '-l', zipPath])
      const names = listing
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+\d+\s*$/, ''))
        .filter(Boolean)
      expect(names).toEqual(['Ayşe Yılmaz - Hemşire.pdf', 'Ayşe Yılmaz - Hemşire (2).pdf', 'Mehmet Öz - Hemşire.docx', 'missing-cvs.txt'])
      const out = path.join(dir, 'out')
      await run('python3', ['-m', 'zipfile', '-e', zipPath, out])
      expect(await readFile(path.join(out, 'Ayşe Yılmaz - Hemşire.pdf'), 'utf8')).toBe('%PDF-1.4 first')
      expect(await readFile(path.join(out, 'Ayşe Yılmaz - Hemşire (2).pdf'), 'utf8')).toBe('%PDF-1.4 second')
      expect(await readFile(path.join(out, 'Mehmet Öz - Hemşire.docx'), 'utf8')).toBe('PK docx bytes')
      expect(await readFile(path.join(out, 'missing-cvs.txt'), 'utf8')).toContain('Lost File - Hemşire.pdf')
      await run('python3', ['-c', 'import sys, zipfile; assert zipfile.ZipFile(sys.argv[1]).testzip() is None', zipPath])

      const [audit] = await t.db
        .select({ summary: auditEvents.summary })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'application.resume_zip'), eq(auditEvents.actorId, admin.id)))
      expect(audit!.summary).toMatchObject({ files: 3, missing: 1 })
    })
  })
})
