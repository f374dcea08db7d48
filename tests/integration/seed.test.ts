import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyKeys } from '~/content/companies'
import type { Db } from '~/db/client'
import {
  applicationNotes,
  applications,
  contactMessages,
  contents,
  documents,
  documentTranslations,
  files,
  jobQuestions,
  jobs,
  jobTranslations,
  mailTemplates,
} from '~/db/schema'
import { seedDemoContent } from '~/db/seed'
import { workModes } from '~/lib/enums'
import type { FileStorage } from '~/lib/server/storage'
import { localStorage } from '~/lib/server/storage/local-storage'
import { startTestS3 } from './s3-server'
import { describeWithDatabases, openTestDatabase, testTargets } from './setup-db'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const DAY_MS = 86_400_000

async function tableCounts(db: Db) {
  const [j] = await db.select({ n: count() }).from(jobs)
  const [c] = await db.select({ n: count() }).from(contents)
  const [a] = await db.select({ n: count() }).from(applications)
  const [d] = await db.select({ n: count() }).from(documents)
  const [m] = await db.select({ n: count() }).from(contactMessages)
  const [e] = await db.select({ n: count() }).from(mailTemplates)
  return { jobs: j!.n, contents: c!.n, applications: a!.n, documents: d!.n, contactMessages: m!.n, templates: e!.n }
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

/** Every file under `root`, as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)))
}

/** A local storage in a fresh temporary folder. */
async function temporaryStorage() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-seed-'))
  return { root, storage: localStorage(root), remove: () => fs.rm(root, { recursive: true, force: true }) }
}

// Other suites (public jobs, applying, the applicants pages) rely on these.
const expectedStates = {
  'international-patient-coordinator-istanbul': { status: 'active', applicationsOpen: true },
  'senior-full-stack-developer-typescript': { status: 'active', applicationsOpen: true },
  'site-engineer-civil-antalya': { status: 'closed', applicationsOpen: false },
  'quantity-surveyor-dubai': { status: 'draft', publishedAt: null },
  'hotel-partnerships-executive-dubai': { status: 'active', applicationsOpen: true },
  'data-analyst-bi-istanbul': { status: 'active', applicationsOpen: false },
  'content-marketing-specialist-remote': { status: 'active', applicationsOpen: true, workMode: 'Remote' },
  'accounting-specialist-ankara': { status: 'active', applicationsOpen: true, deadline: null },
  'car-rental-desk-agent-abu-dhabi': { status: 'removed' },
} as const

const expectedApplications = [
  {
    fullName: 'Elif Demir',
    email: 'elif.demir@example.com',
    phone: '+90 532 418 27 64',
    currentLocation: 'İstanbul',
    job: 'international-patient-coordinator-istanbul',
    status: 'new',
    language: 'tr',
    days: 2,
  },
  {
    fullName: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    phone: '+971 50 318 4471',
    currentLocation: 'Dubai',
    job: 'international-patient-coordinator-istanbul',
    status: 'reviewing',
    language: 'en',
    days: 4,
  },
  {
    fullName: 'Mehmet Kaya',
    email: 'mehmet.kaya@example.com',
    phone: '+90 533 702 15 90',
    currentLocation: 'Ankara',
    job: 'senior-full-stack-developer-typescript',
    status: 'interview',
    language: 'tr',
    days: 6,
    linkedinUrl: 'https://www.linkedin.com/in/mehmet-kaya-dev',
  },
  {
    fullName: 'Sarah Collins',
    email: 'sarah.collins@example.com',
    phone: '+44 7700 900412',
    currentLocation: 'London',
    job: 'product-designer-ui-ux-dubai',
    status: 'new',
    language: 'en',
    days: 1,
    portfolioUrl: 'https://sarahcollins.design',
  },
  // The same person, to a second job earlier: one person, two applications (decision 052).
  {
    fullName: 'Sarah Collins',
    email: 'sarah.collins@example.com',
    phone: '+44 7700 900412',
    currentLocation: 'London',
    job: 'hotel-partnerships-executive-dubai',
    status: 'reviewing',
    language: 'en',
    days: 12,
    portfolioUrl: 'https://sarahcollins.design',
  },
  {
    fullName: 'Zeynep Arslan',
    email: 'zeynep.arslan@example.com',
    phone: '+90 541 226 83 11',
    currentLocation: 'İzmir',
    job: 'software-development-intern-istanbul',
    status: 'rejected',
    language: 'tr',
    days: 9,
  },
  {
    fullName: 'Ahmed Al Mansoori',
    email: 'ahmed.almansoori@example.com',
    phone: '+971 55 904 2286',
    currentLocation: 'Abu Dhabi',
    job: 'visa-application-consultant-dubai',
    status: 'offer',
    language: 'en',
    days: 12,
  },
] as const

describeWithDatabases('seedDemoContent', (t) => {
  let firstRun: Awaited<ReturnType<typeof seedDemoContent>>
  let uploads: Awaited<ReturnType<typeof temporaryStorage>>
  let storage: FileStorage
  let seededAt: number

  beforeAll(async () => {
    uploads = await temporaryStorage()
    storage = uploads.storage
    expect(await tableCounts(t.db)).toEqual({ jobs: 0, contents: 0, applications: 0, documents: 0, contactMessages: 0, templates: 0 })
    seededAt = Date.now()
    firstRun = await seedDemoContent(t.db, storage)
  })
  afterAll(async () => {
    await uploads?.remove()
  })

  it('fills an empty database and reports what it inserted', async () => {
    expect(firstRun).not.toBeNull()
    expect(firstRun!.jobs).toBeGreaterThanOrEqual(12)
    expect(firstRun!.contents).toBeGreaterThanOrEqual(18)
    expect(firstRun!.applications).toBe(7)
    expect(firstRun!.documents).toBeGreaterThanOrEqual(10)
    expect(firstRun!.contactMessages).toBe(5)
    expect(await tableCounts(t.db)).toEqual(firstRun)
  })

  it('gives every content category at least six published Turkish articles, most with an English version, in all three types', async () => {
    const rows = await t.db.select().from(contents)
    const now = new Date()
    const isPublic = (row: (typeof rows)[number]) => row.status === 'active' && row.publishedAt !== null && row.publishedAt <= now
    for (const category of ['values', 'together', 'press'] as const) {
      const turkish = rows.filter((row) => row.category === category && row.language === 'tr' && isPublic(row))
      const english = rows.filter((row) => row.category === category && row.language === 'en' && isPublic(row))
      expect(turkish.length).toBeGreaterThanOrEqual(6)
      expect(english.length).toBeGreaterThan(turkish.length / 2)
      // Every English version belongs to a Turkish article's group.
      for (const row of english) expect(rows.some((other) => other.groupId === row.groupId && other.language === 'tr')).toBe(true)
    }
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['news', 'press_release', 'guideline']))
    // One scheduled and one draft, so the site shows that neither is public.
    expect(rows.filter((row) => row.status === 'active' && row.publishedAt! > now)).toHaveLength(1)
    expect(rows.filter((row) => row.status === 'draft')).toHaveLength(1)
    for (const language of ['tr', 'en'] as const) {
      const slugs = rows.filter((row) => row.language === language).map((row) => row.slug)
      expect(new Set(slugs).size).toBe(slugs.length)
    }
  })

  it('inserts and stores nothing when run again', async () => {
    const before = await tableCounts(t.db)
    const storedBefore = await filesUnder(uploads.root)
    expect(await seedDemoContent(t.db, storage)).toBeNull()
    expect(await tableCounts(t.db)).toEqual(before)
    expect(await filesUnder(uploads.root)).toEqual(storedBefore)
  })

  it('gives every job a Turkish and an English title and description in the allowed HTML', async () => {
    const allJobs = await t.db.select().from(jobs)
    const translations = await t.db.select().from(jobTranslations)
    for (const job of allJobs) {
      const own = translations.filter((tr) => tr.jobId === job.id)
      expect(own.map((tr) => tr.lang).sort(), job.slug).toEqual(['en', 'tr'])
      for (const tr of own) {
        expect(tr.title.trim()).not.toBe('')
        expect(tr.descriptionHtml).toMatch(/^<p>/)
        expect(tr.descriptionHtml.toLowerCase()).not.toContain('lorem')
        const tags = new Set([...tr.descriptionHtml.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]))
        expect(
          [...tags].filter((tag) => !['p', 'h3', 'ul', 'li', 'strong', 'em', 'a'].includes(tag!)),
          job.slug,
        ).toEqual([])
      }
      expect(own[0]!.title).not.toBe(own[1]!.title)
      expect(job.slug).toMatch(slugPattern)
    }
  })

  it('spreads the jobs over companies, categories, work modes, levels, types and cities', async () => {
    const allJobs = await t.db.select().from(jobs)
    const distinct = <K extends keyof (typeof allJobs)[number]>(key: K) => new Set(allJobs.map((j) => j[key]))

    expect(allJobs.length).toBeGreaterThanOrEqual(12)
    expect([...distinct('companyKey')].every((key) => (companyKeys as readonly string[]).includes(key))).toBe(true)
    expect(distinct('companyKey').size).toBeGreaterThanOrEqual(7)
    expect(distinct('category').size).toBeGreaterThanOrEqual(8)
    expect(distinct('workMode')).toEqual(new Set(workModes))
    expect(distinct('experienceLevel').size).toBeGreaterThanOrEqual(6)
    expect(distinct('employmentType').size).toBeGreaterThanOrEqual(4)
    expect(distinct('city')).toEqual(new Set(['İstanbul', 'Antalya', 'Ankara', 'İzmir', 'Dubai', 'Abu Dhabi']))
    expect(distinct('countryCode')).toEqual(new Set(['TR', 'AE']))
  })

  it('gives a few open jobs their own questions in both languages, one with knock-out answers (decision 042)', async () => {
    const bySlug = new Map((await t.db.select().from(jobs)).map((job) => [job.slug, job]))
    const questions = await t.db.select().from(jobQuestions)
    const of = (slug: string) => questions.filter((q) => q.jobId === bySlug.get(slug)!.id).sort((a, b) => a.position - b.position)
    const nurse = of('clinic-nurse-hair-transplant-istanbul')
    expect(nurse.map((q) => q.kind)).toEqual(['yes_no', 'single_choice', 'short_text'])
    expect(nurse[0]!.knockout).toEqual({ answer: 'no' })
    for (const q of questions) expect(q.labelTr && q.labelEn && q.labelTr !== q.labelEn).toBeTruthy()
    for (const slug of new Set(questions.map((q) => q.jobId))) {
      const job = [...bySlug.values()].find((j) => j.id === slug)!
      expect(job).toMatchObject({ status: 'active', applicationsOpen: true })
    }
    // The journeys that apply to these jobs fill only the standard fields.
    expect(of('senior-full-stack-developer-typescript')).toEqual([])
    expect(of('international-patient-coordinator-istanbul')).toEqual([])
  })

  it('includes the job states that the pages must handle', async () => {
    const bySlug = new Map((await t.db.select().from(jobs)).map((job) => [job.slug, job]))
    const today = new Date().toISOString().slice(0, 10)
    for (const [slug, state] of Object.entries(expectedStates)) expect(bySlug.get(slug), slug).toMatchObject(state)

    expect(bySlug.get('hotel-partnerships-executive-dubai')!.deadline! < today).toBe(true)
    expect(bySlug.get('data-analyst-bi-istanbul')!.deadline! > today).toBe(true)
    expect(bySlug.get('content-marketing-specialist-remote')!.deadline).toBe(new Date(seededAt + 28 * DAY_MS).toISOString().slice(0, 10))
    expect([...bySlug.values()].filter((j) => j.status === 'closed')).toHaveLength(1)
    expect([...bySlug.values()].filter((j) => j.status === 'draft')).toHaveLength(1)
    expect([...bySlug.values()].filter((j) => j.status === 'removed')).toHaveLength(1)

    // Apart from the two deliberate exceptions, active jobs are published and open to applications.
    const active = [...bySlug.values()].filter((j) => j.status === 'active')
    expect(active.length).toBeGreaterThan(bySlug.size / 2)
    for (const job of active) {
      expect(job.publishedAt!.getTime(), job.slug).toBeLessThanOrEqual(Date.now())
      if (job.slug === 'hotel-partnerships-executive-dubai' || job.slug === 'data-analyst-bi-istanbul') continue
      expect(job.deadline === null || job.deadline >= today, job.slug).toBe(true)
      expect(job.applicationsOpen, job.slug).toBe(true)
    }
  })

  it('adds the seven demo applications to their jobs, one person’s two as one person', async () => {
    const jobSlugById = new Map((await t.db.select().from(jobs)).map((job) => [job.id, job.slug]))
    const rows = await t.db.select().from(applications)
    expect(rows).toHaveLength(expectedApplications.length)

    for (const expected of expectedApplications) {
      const row = rows.find((r) => r.email === expected.email && jobSlugById.get(r.jobId) === expected.job)!
      expect(row, expected.email).toMatchObject({
        fullName: expected.fullName,
        phone: expected.phone,
        currentLocation: expected.currentLocation,
        status: expected.status,
        language: expected.language,
        linkedinUrl: 'linkedinUrl' in expected ? expected.linkedinUrl : null,
        portfolioUrl: 'portfolioUrl' in expected ? expected.portfolioUrl : null,
      })
      expect(jobSlugById.get(row.jobId)).toBe(expected.job)
      expect(Math.abs(seededAt - expected.days * DAY_MS - row.createdAt.getTime())).toBeLessThan(60_000)
      expect(row.consentAt).toEqual(row.createdAt)
    }
    const sarah = rows.filter((r) => r.fullName === 'Sarah Collins')
    expect(new Set(sarah.map((r) => r.personId)).size).toBe(1)
    expect(new Set(rows.map((r) => r.personId)).size).toBe(expectedApplications.length - 1)
    const withCoverLetter = rows.filter((r) => r.additionalInfo)
    expect(withCoverLetter.length).toBeGreaterThanOrEqual(2)
    expect(withCoverLetter.length).toBeLessThanOrEqual(4)

    const notes = await t.db.select().from(applicationNotes)
    const mehmet = rows.find((r) => r.fullName === 'Mehmet Kaya')!
    expect(notes.length).toBeGreaterThanOrEqual(1)
    for (const note of notes) {
      expect(note).toMatchObject({ applicationId: mehmet.id, authorId: null })
      expect(note.createdAt.getTime()).toBeGreaterThan(mehmet.createdAt.getTime())
      expect(note.createdAt.getTime()).toBeLessThanOrEqual(Date.now())
    }
  })

  it('stores a real PDF CV for each application, matching its file row', async () => {
    const rows = await t.db.select().from(applications)
    const fileRows = (await t.db.select().from(files)).filter((f) => f.kind === 'resume')
    expect(fileRows).toHaveLength(rows.length)
    expect((await filesUnder(uploads.root)).filter((key) => key.startsWith('resume/'))).toHaveLength(rows.length)

    for (const application of rows) {
      const file = fileRows.find((f) => f.id === application.resumeFileId)!
      expect(file).toMatchObject({
        kind: 'resume',
        contentType: 'application/pdf',
        originalName: `${application.fullName.replaceAll(' ', '-')}-CV.pdf`,
      })
      expect(file.storageKey).toMatch(/^resume\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/)
      const bytes = await bytesOf(await storage.read(file.storageKey))
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(bytes.byteLength).toBe(file.sizeBytes)
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256)
    }
  })

  it('publishes at least two documents in every category, each with both languages and a real PDF', async () => {
    const rows = await t.db.select().from(documents)
    const translations = await t.db.select().from(documentTranslations)
    const fileRows = await t.db.select().from(files)
    for (const category of ['terms', 'legal', 'policy', 'financial', 'technical'] as const) {
      expect(rows.filter((row) => row.category === category && row.status === 'active').length, category).toBeGreaterThanOrEqual(2)
    }
    // One draft and one removed, so the site shows that neither is public.
    expect(rows.filter((row) => row.status === 'draft')).toHaveLength(1)
    expect(rows.filter((row) => row.status === 'removed')).toHaveLength(1)
    expect(await filesUnder(uploads.root)).toHaveLength(fileRows.length)
    for (const document of rows) {
      const own = translations.filter((tr) => tr.documentId === document.id)
      expect(own.map((tr) => tr.lang).sort()).toEqual(['en', 'tr'])
      for (const tr of own) {
        expect(tr.title.trim().length).toBeGreaterThan(3)
        expect(tr.description?.trim().length).toBeGreaterThan(20)
      }
      expect(own[0]!.title).not.toBe(own[1]!.title)
      expect(document.publishedAt === null).toBe(document.status === 'draft')
      const file = fileRows.find((f) => f.id === document.fileId)!
      expect(file).toMatchObject({ kind: 'document', contentType: 'application/pdf' })
      expect(file.originalName).toMatch(/^[a-z0-9-]+\.pdf$/)
      expect(file.storageKey).toMatch(/^document\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/)
      const bytes = await bytesOf(await storage.read(file.storageKey))
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(bytes.byteLength).toBe(file.sizeBytes)
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256)
    }
  })

  it('does not seed when only one of the two tables has rows', async () => {
    const storedBefore = await filesUnder(uploads.root)
    // Rolled back: the other tests keep their data.
    const rollback = t.db.transaction(async (tx) => {
      await tx.delete(contents)
      expect(await seedDemoContent(tx, storage)).toBeNull()
      expect((await tx.select({ n: count() }).from(contents))[0]!.n).toBe(0)
      tx.rollback()
    })
    await expect(rollback).rejects.toThrow()
    expect((await tableCounts(t.db)).contents).toBe(firstRun!.contents)
    expect(await filesUnder(uploads.root)).toEqual(storedBefore)
  })
})

describe.each(testTargets())('seedDemoContent on a fresh database [$name]', (target) => {
  it('seeds once when two boots race, and the loser leaves no files behind', async () => {
    const database = await openTestDatabase(target)
    const uploads = await temporaryStorage()
    try {
      const results = await Promise.all([seedDemoContent(database.db, uploads.storage), seedDemoContent(database.db, uploads.storage)])
      const winners = results.filter((r) => r !== null)
      expect(winners).toHaveLength(1)
      expect(await tableCounts(database.db)).toEqual(winners[0])
      expect(await filesUnder(uploads.root)).toHaveLength(winners[0]!.applications + winners[0]!.documents)
    } finally {
      await database.close()
      await uploads.remove()
    }
  })

  it('stores the CVs and documents in an S3 bucket just as on disk', async () => {
    const database = await openTestDatabase(target)
    const s3 = await startTestS3()
    try {
      const seeded = await seedDemoContent(database.db, s3.storage)
      expect(seeded!.applications).toBe(7)
      expect(seeded!.documents).toBeGreaterThanOrEqual(10)
      for (const file of await database.db.select().from(files)) {
        const bytes = await bytesOf(await s3.storage.read(file.storageKey))
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256)
      }
    } finally {
      await database.close()
      await s3.stop()
    }
  })

  it('leaves neither rows nor files when the transaction fails', async () => {
    const database = await openTestDatabase(target)
    const uploads = await temporaryStorage()
    try {
      // The last insert of the seed (the HR notes) now fails, after everything else went in.
      await database.db.execute(sql`alter table application_notes add constraint seed_test_refuses check (false)`)
      await expect(seedDemoContent(database.db, uploads.storage)).rejects.toThrow()
      expect(await tableCounts(database.db)).toEqual({
        jobs: 0,
        contents: 0,
        applications: 0,
        documents: 0,
        contactMessages: 0,
        templates: 0,
      })
      expect(await filesUnder(uploads.root)).toEqual([])
    } finally {
      await database.close()
      await uploads.remove()
    }
  })

  it('removes the CVs it already wrote when the storage fails midway', async () => {
    const database = await openTestDatabase(target)
    const uploads = await temporaryStorage()
    let writes = 0
    const failing: FileStorage = {
      ...uploads.storage,
      write: (key, body, meta) => (++writes === 4 ? Promise.reject(new Error('disk full')) : uploads.storage.write(key, body, meta)),
    }
    try {
      await expect(seedDemoContent(database.db, failing)).rejects.toThrow('disk full')
      expect(writes).toBe(4)
      expect(await tableCounts(database.db)).toEqual({
        jobs: 0,
        contents: 0,
        applications: 0,
        documents: 0,
        contactMessages: 0,
        templates: 0,
      })
      expect(await filesUnder(uploads.root)).toEqual([])
    } finally {
      await database.close()
      await uploads.remove()
    }
  })
})
