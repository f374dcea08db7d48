import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { applicationNotes, applications, auditEvents, files, jobs } from '~/db/schema'
import { authorize } from '~/features/auth/auth.server'
import { applicantsCsv, csvCell, toCsv } from '~/features/applications/applications.rules'
import { attachmentDisposition } from '~/lib/server/content-disposition'
import { readApplicantListSearch } from '~/features/applications/applications.search'
import {
  addApplicantNote,
  deleteApplicant,
  exportApplicants,
  getApplicant,
  listApplicants,
  getJobChoice,
  JOB_CHOICES_LIMIT,
  searchJobChoices,
  setApplicantStatus,
} from '~/features/applications/applications.admin.server'
import { localStorage } from '~/lib/server/storage/local-storage'
import { EVERY_COMPANY, createTestApplication, createTestFileRow, createTestJob, createTestSession, createTestUser } from './factories'
import { describeWithDatabases } from './setup-db'

const auditOf = (db: Db, entityId: string) => db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId))
const names = (page: { items: { fullName: string }[] }) => page.items.map((item) => item.fullName)

describe('applicants search and CSV (pure)', () => {
  it('reads the URL: real days only, a `to` before `from` ignored, uuid jobs only', () => {
    expect(readApplicantListSearch({ from: '2026-02-30', to: '2026-13-01', job: 'x', status: 'nope', page: '1' })).toEqual({})
    expect(readApplicantListSearch({ from: '2026-03-10', to: '2026-03-01' })).toEqual({ from: '2026-03-10' })
    // A filter form sent without scripts carries the dates as the language types them.
    expect(readApplicantListSearch({ from: '01.03.2026', to: '03/31/2026' })).toEqual({ from: '2026-03-01', to: '2026-03-31' })
    expect(readApplicantListSearch({ from: '2026-03-01', to: '2026-03-10', status: 'offer', q: ' a ', page: '3' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
      status: 'offer',
      q: 'a',
      page: 3,
    })
  })

  it('quotes per RFC 4180 and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    for (const risky of ['=1+2', '+90 532', '-5', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(risky).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFFa,b\r\nc,d\r\n')
  })

  it('writes the header in the language asked for', () => {
    const row = {
      fullName: 'Şule, "Ş"',
      email: 'a@b.c',
      phone: '+90 1',
      jobTitle: 'İlan',
      status: 'hired' as const,
      currentLocation: null,
      currentCompany: '=cmd',
      linkedinUrl: null,
      portfolioUrl: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      source: 'linkedin',
    }
    const tr = applicantsCsv([row], 'tr').split('\r\n')
    expect(tr[0]).toBe(
      '\uFEFFAd soyad,E-posta,Telefon,Pozisyon,Durum,Konum,Şirket,LinkedIn,Portfolyo,Başvuru tarihi (İstanbul saati),Kaynak,Eleme,Yanıtlar',
    )
    // 10:00 UTC is 13:00 in Istanbul, written the way Turkish spreadsheets read a date.
    expect(tr[1]).toBe(`"Şule, ""Ş""",a@b.c,'+90 1,İlan,İşe alındı,,'=cmd,,,01.03.2026 13:00,linkedin,Hayır,`)
    const en = applicantsCsv([{ ...row, createdAt: '2026-12-31T22:30:00.000Z' }], 'en').split('\r\n')
    expect(en[0]!.startsWith('\uFEFFFull name,E-mail')).toBe(true)
    expect(en[0]!.endsWith(',Applied at (Istanbul time),Source,Knock-out,Answers')).toBe(true)
    // Past midnight in Istanbul: already the next day and year there.
    expect(en[1]!.endsWith(',2027-01-01 01:30,linkedin,No,')).toBe(true)
  })

  it('names the attachment with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('Mehmet-Kaya-CV.pdf')).toBe(
      `attachment; filename="Mehmet-Kaya-CV.pdf"; filename*=UTF-8''Mehmet-Kaya-CV.pdf`,
    )
    expect(attachmentDisposition('Şükrü "Işık" CV.pdf')).toBe(
      `attachment; filename="Sukru _Isik_ CV.pdf"; filename*=UTF-8''%C5%9E%C3%BCkr%C3%BC%20%22I%C5%9F%C4%B1k%22%20CV.pdf`,
    )
  })
})

describeWithDatabases('applications.admin.server', (t) => {
  describe('listApplicants', () => {
    it('filters by job, status, days (inclusive, site time), text with % and _ as letters; newest first; pages of 20', async () => {
      const job = await createTestJob(t.db, { title: { tr: 'Filtre ilanı', en: 'Filter job' } })
      const other = await createTestJob(t.db)
      const at = (iso: string) => new Date(iso)
      // 2026-03-10 21:30Z is 2026-03-11 00:30 in İstanbul.
      await createTestApplication(t.db, job.id, { fullName: 'Ada Lovelace', status: 'new', createdAt: at('2026-03-10T21:30:00Z') })
      await createTestApplication(t.db, job.id, {
        fullName: 'Grace Hopper',
        status: 'interview',
        currentCompany: '100% Navy_Corp',
        createdAt: at('2026-03-12T09:00:00Z'),
      })
      await createTestApplication(t.db, job.id, {
        fullName: 'Alan Turing',
        status: 'interview',
        currentLocation: 'Bletchley',
        createdAt: at('2026-03-14T20:59:00Z'),
      })
      await createTestApplication(t.db, other.id, { fullName: 'Other Person', status: 'interview', createdAt: at('2026-03-12T09:00:00Z') })

      expect(names(await listApplicants(t.db, { job: job.id }, EVERY_COMPANY))).toEqual(['Alan Turing', 'Grace Hopper', 'Ada Lovelace'])
      const first = (await listApplicants(t.db, { job: job.id }, EVERY_COMPANY)).items[0]!
      expect(first).toMatchObject({ jobId: job.id, jobTitle: 'Filtre ilanı', status: 'interview', currentLocation: 'Bletchley' })
      expect(names(await listApplicants(t.db, { job: job.id, status: 'interview' }, EVERY_COMPANY))).toEqual([
        'Alan Turing',
        'Grace Hopper',
      ])
      expect(names(await listApplicants(t.db, { job: job.id, from: '2026-03-11', to: '2026-03-11' }, EVERY_COMPANY))).toEqual([
        'Ada Lovelace',
      ])
      expect(names(await listApplicants(t.db, { job: job.id, to: '2026-03-10' }, EVERY_COMPANY))).toEqual([])
      expect(names(await listApplicants(t.db, { job: job.id, from: '2026-03-12', to: '2026-03-14' }, EVERY_COMPANY))).toEqual([
        'Alan Turing',
        'Grace Hopper',
      ])
      expect(names(await listApplicants(t.db, { job: job.id, from: '2026-03-15' }, EVERY_COMPANY))).toEqual([])
      // A `to` before `from` is ignored.
      expect(names(await listApplicants(t.db, { job: job.id, from: '2026-03-12', to: '2026-03-01' }, EVERY_COMPANY))).toEqual([
        'Alan Turing',
        'Grace Hopper',
      ])
      expect(names(await listApplicants(t.db, { status: 'interview', from: '2026-03-12', to: '2026-03-12' }, EVERY_COMPANY))).toEqual(
        expect.arrayContaining(['Grace Hopper', 'Other Person']),
      )
      expect(names(await listApplicants(t.db, { job: job.id, q: 'bletch' }, EVERY_COMPANY))).toEqual(['Alan Turing'])
      expect(names(await listApplicants(t.db, { job: job.id, q: '100%' }, EVERY_COMPANY))).toEqual(['Grace Hopper'])
      expect(names(await listApplicants(t.db, { job: job.id, q: 'y_c' }, EVERY_COMPANY))).toEqual(['Grace Hopper'])
      expect(names(await listApplicants(t.db, { job: job.id, q: '%' }, EVERY_COMPANY))).toEqual(['Grace Hopper'])
      expect(names(await listApplicants(t.db, { job: job.id, q: 'a_a' }, EVERY_COMPANY))).toEqual([])
      expect(names(await listApplicants(t.db, { job: job.id, q: 'grace', status: 'new' }, EVERY_COMPANY))).toEqual([])
    })

    it('searches e-mail and phone, and pages by 20', async () => {
      const job = await createTestJob(t.db)
      for (let i = 0; i < 23; i++) {
        await createTestApplication(t.db, job.id, {
          fullName: `Page ${String(i).padStart(2, '0')}`,
          phone: i === 5 ? '+90 555 123 45 67' : '+90 500',
          ...(i === 7 ? { email: 'unique.person@example.org' } : {}),
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })
      }
      const page1 = await listApplicants(t.db, { job: job.id }, EVERY_COMPANY)
      expect(page1.items).toHaveLength(20)
      expect(page1.pagination).toEqual({ page: 1, limit: 20, total: 23, totalPages: 2 })
      expect(page1.items[0]!.fullName).toBe('Page 22')
      const page2 = await listApplicants(t.db, { job: job.id, page: 2 }, EVERY_COMPANY)
      expect(names(page2)).toEqual(['Page 02', 'Page 01', 'Page 00'])
      expect(names(await listApplicants(t.db, { job: job.id, q: '555 123' }, EVERY_COMPANY))).toEqual(['Page 05'])
      expect(names(await listApplicants(t.db, { job: job.id, q: 'UNIQUE.person' }, EVERY_COMPANY))).toEqual(['Page 07'])
    })

    it('finds Turkish letters whichever way they are typed', async () => {
      const job = await createTestJob(t.db)
      await createTestApplication(t.db, job.id, { fullName: 'Şule Yılmaz', currentLocation: 'İzmir', currentCompany: 'Çağ Yazılım' })
      for (const q of ['sule yilmaz', 'ŞULE', 'izmir', 'İZMİR', 'cag yazilim', 'Çağ']) {
        expect(names(await listApplicants(t.db, { job: job.id, q }, EVERY_COMPANY))).toEqual(['Şule Yılmaz'])
      }
    })

    it('exports every row of the filter in keyset batches: none skipped or repeated, equal creation times included', async () => {
      const job = await createTestJob(t.db)
      const sameMoment = new Date('2026-02-01T10:00:00.123Z')
      for (let i = 0; i < 23; i++) {
        await createTestApplication(t.db, job.id, {
          fullName: `Export ${i}`,
          createdAt: i < 8 ? sameMoment : new Date(Date.UTC(2026, 1, 2, 0, i)),
        })
      }
      // Microseconds the JavaScript Date cannot hold: the keyset compares in the database.
      await t.db.execute(sql`update applications set created_at = created_at + interval '7 microseconds' where full_name = 'Export 3'`)
      const batches: string[][] = []
      for await (const batch of exportApplicants(t.db, { job: job.id }, EVERY_COMPANY, 5)) batches.push(batch.map((row) => row.fullName))
      expect(batches.map((batch) => batch.length)).toEqual([5, 5, 5, 5, 3])
      const exported = batches.flat()
      expect(new Set(exported).size).toBe(23)
      expect(exported.slice(0, 15)).toEqual(Array.from({ length: 15 }, (_, i) => `Export ${22 - i}`))
      expect(exported[15]).toBe('Export 3')
      const all: string[] = []
      for await (const batch of exportApplicants(t.db, { job: job.id, q: 'Export 1' }, EVERY_COMPANY))
        all.push(...batch.map((row) => row.fullName))
      expect(all.sort()).toEqual([
        'Export 1',
        'Export 10',
        'Export 11',
        'Export 12',
        'Export 13',
        'Export 14',
        'Export 15',
        'Export 16',
        'Export 17',
        'Export 18',
        'Export 19',
      ])
    })

    it('offers the jobs whose title holds what was typed, in either language, by the Turkish title', async () => {
      const marker = `Seçim${Date.now()}`
      const draft = await createTestJob(t.db, { title: { tr: `Türkçe başlık ${marker}`, en: `English title ${marker}` }, status: 'draft' })
      const other = await createTestJob(t.db, { title: { tr: `Başka ${marker}`, en: `Another ${marker}` } })
      const folded = marker.replace('ç', 'c').toUpperCase()
      expect(await searchJobChoices(t.db, { q: `turkce baslik ${folded}` }, EVERY_COMPANY)).toEqual([
        { id: draft.id, title: `Türkçe başlık ${marker}` },
      ])
      expect(await searchJobChoices(t.db, { q: `english title ${marker}` }, EVERY_COMPANY)).toEqual([
        { id: draft.id, title: `Türkçe başlık ${marker}` },
      ])
      expect((await searchJobChoices(t.db, { q: marker }, EVERY_COMPANY)).map((job) => job.id).sort()).toEqual([draft.id, other.id].sort())
      expect(await searchJobChoices(t.db, { q: 'zqxjv-nothing' }, EVERY_COMPANY)).toEqual([])
      // Without text: the most recently changed jobs, at most JOB_CHOICES_LIMIT.
      for (let i = 0; i < JOB_CHOICES_LIMIT; i++) await createTestJob(t.db)
      expect(await searchJobChoices(t.db, {}, EVERY_COMPANY)).toHaveLength(JOB_CHOICES_LIMIT)
      expect(await getJobChoice(t.db, { id: draft.id }, EVERY_COMPANY)).toEqual({ id: draft.id, title: `Türkçe başlık ${marker}` })
      expect(await getJobChoice(t.db, { id: crypto.randomUUID() }, EVERY_COMPANY)).toBeNull()
    })
  })

  describe('detail, status and notes', () => {
    it('reads every field with the CV metadata; null for an unknown id', async () => {
      const job = await createTestJob(t.db, { title: { tr: 'Detay', en: 'Detail' } })
      const file = await createTestFileRow(t.db, { originalName: 'Ayşe-CV.pdf', sizeBytes: 2048 })
      const application = await createTestApplication(t.db, job.id, {
        resumeFileId: file.id,
        linkedinUrl: 'https://linkedin.com/in/x',
        additionalInfo: 'line 1\nline 2',
      })
      expect(await getApplicant(t.db, { id: application.id }, EVERY_COMPANY)).toMatchObject({
        id: application.id,
        jobTitle: 'Detay',
        linkedinUrl: 'https://linkedin.com/in/x',
        additionalInfo: 'line 1\nline 2',
        language: 'tr',
        resume: { originalName: 'Ayşe-CV.pdf', sizeBytes: 2048, contentType: 'application/pdf' },
        notes: [],
      })
      expect(await getApplicant(t.db, { id: '00000000-0000-4000-8000-000000000000' }, EVERY_COMPANY)).toBeNull()
    })

    it('moves to any status, audited {from, to}; unknown ids are not_found', async () => {
      const recruiter = await createTestUser(t.db, { role: 'recruiter' })
      const application = await createTestApplication(t.db, (await createTestJob(t.db)).id)
      await setApplicantStatus(t.db, { id: application.id, status: 'offer' }, recruiter)
      await setApplicantStatus(t.db, { id: application.id, status: 'reviewing' }, recruiter)
      await setApplicantStatus(t.db, { id: application.id, status: 'reviewing' }, recruiter)
      const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id))
      expect(row!.status).toBe('reviewing')
      const audit = await auditOf(t.db, application.id)
      expect(audit.map((event) => ({ action: event.action, actorId: event.actorId, summary: event.summary }))).toEqual([
        { action: 'application.status', actorId: recruiter.id, summary: { from: 'new', to: 'offer' } },
        { action: 'application.status', actorId: recruiter.id, summary: { from: 'offer', to: 'reviewing' } },
      ])
      await expect(
        setApplicantStatus(t.db, { id: '00000000-0000-4000-8000-000000000000', status: 'new' }, recruiter),
      ).rejects.toMatchObject({
        code: 'not_found',
      })
    })

    it('adds notes, listed newest first with the author name (— once the author is gone)', async () => {
      const recruiter = await createTestUser(t.db, { role: 'recruiter', name: 'Rana Recruiter' })
      const application = await createTestApplication(t.db, (await createTestJob(t.db)).id)
      const first = await addApplicantNote(t.db, { id: application.id, body: 'First note' }, recruiter)
      expect(first).toMatchObject({ body: 'First note', authorName: 'Rana Recruiter' })
      await t.db
        .update(applicationNotes)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(applicationNotes.id, first.id))
      await addApplicantNote(t.db, { id: application.id, body: 'Second\nnote' }, recruiter)
      const detail = await getApplicant(t.db, { id: application.id }, EVERY_COMPANY)
      expect(detail!.notes.map((note) => [note.body, note.authorName])).toEqual([
        ['Second\nnote', 'Rana Recruiter'],
        ['First note', 'Rana Recruiter'],
      ])
      await t.db.update(applicationNotes).set({ authorId: null }).where(eq(applicationNotes.id, first.id))
      expect((await getApplicant(t.db, { id: application.id }, EVERY_COMPANY))!.notes[1]!.authorName).toBeNull()
      await expect(addApplicantNote(t.db, { id: '00000000-0000-4000-8000-000000000000', body: 'x' }, recruiter)).rejects.toMatchObject({
        code: 'not_found',
      })
    })
  })

  describe('deleteApplicant', () => {
    let dir: string
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'applicants-'))
    })
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true })
    })

    it('deletes notes, application and file row in one go, audits only the id, then removes the bytes', async () => {
      const storage = localStorage(dir)
      const admin = await createTestUser(t.db, { role: 'admin' })
      const file = await createTestFileRow(t.db)
      await storage.write(file.storageKey, new TextEncoder().encode('%PDF-1.4'), { contentType: 'application/pdf', size: 8 })
      const application = await createTestApplication(t.db, (await createTestJob(t.db)).id, { resumeFileId: file.id })
      await addApplicantNote(t.db, { id: application.id, body: 'to be deleted' }, admin)

      const countOf = async () => (await t.db.select({ n: jobs.applicationsCount }).from(jobs).where(eq(jobs.id, application.jobId)))[0]?.n
      expect(await countOf()).toBe(1)

      await deleteApplicant(t.db, { id: application.id }, admin, storage)

      expect(await countOf()).toBe(0)

      expect(await t.db.select().from(applications).where(eq(applications.id, application.id))).toEqual([])
      expect(await t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, application.id))).toEqual([])
      expect(await t.db.select().from(files).where(eq(files.id, file.id))).toEqual([])
      expect(await storage.exists(file.storageKey)).toBe(false)
      const deleted = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, application.id), eq(auditEvents.action, 'application.delete')))
      expect(deleted).toMatchObject([{ actorId: admin.id, entity: 'application', summary: {} }])
      await expect(deleteApplicant(t.db, { id: application.id }, admin, storage)).rejects.toMatchObject({ code: 'not_found' })
    })

    it('commits even when the stored bytes cannot be removed', async () => {
      const failing = { ...localStorage(dir), remove: () => Promise.reject(new Error('disk gone')) }
      const application = await createTestApplication(t.db, (await createTestJob(t.db)).id)
      await deleteApplicant(t.db, { id: application.id }, await createTestUser(t.db, { role: 'admin' }), failing)
      expect(await t.db.select().from(applications).where(eq(applications.id, application.id))).toEqual([])
    })
  })

  describe('access', () => {
    it('refuses an editor the applications area, lets a recruiter and an admin in', async () => {
      const editor = await createTestUser(t.db, { role: 'editor' })
      await expect(authorize(t.db, await createTestSession(t.db, editor.id), 'applications')).rejects.toMatchObject({ code: 'forbidden' })
      await expect(authorize(t.db, undefined, 'applications')).rejects.toMatchObject({ code: 'unauthorized' })
      for (const role of ['recruiter', 'admin'] as const) {
        const user = await createTestUser(t.db, { role })
        expect((await authorize(t.db, await createTestSession(t.db, user.id), 'applications')).user.id).toBe(user.id)
      }
    })
  })
})
