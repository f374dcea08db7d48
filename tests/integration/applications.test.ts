import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, files, jobs, mailOutbox } from '~/db/schema'
import { handleApplicationRequest } from '~/features/applications/applications.http.server'
import { getSubmittedApplication } from '~/features/applications/applications.server'
import { deliverDueMail } from '~/lib/server/mail'
import { localStorage } from '~/lib/server/storage/local-storage'
import type { FileStorage } from '~/lib/server/storage/storage'
import { makeDoc, makeDocx, makePdf, makeXlsx } from '../fixtures/cv/make-fixtures'
import { createTestApplyDeps, createTestJob, type TestApplyDeps } from './factories'
import { startTestS3, type TestS3 } from './s3-server'
import { describeWithDatabases, type TestDatabase, uniqueEmail } from './setup-db'

const MiB = 1024 * 1024
const PDF_TYPE = 'application/pdf'

let root: string
let s3: TestS3

beforeAll(async () => {
  process.env.LOG_LEVEL ??= 'silent'
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-applications-'))
  s3 = await startTestS3()
})

afterAll(async () => {
  await s3?.stop()
  await fs.rm(root, { recursive: true, force: true })
})

/** Form values by part name; null leaves the part out. */
type Applicant = Record<string, string | null | undefined>

/** A complete, valid form as a browser builds it, with the CV in `resume`. */
function applicationForm(resume: Blob | null, resumeName = 'cv.pdf', fields: Applicant = {}): FormData {
  const form = new FormData()
  const values: Applicant = {
    lang: 'en',
    full_name: 'Ayşe Yılmaz',
    email: uniqueEmail('applicant'),
    phone: '+90 532 123 45 67',
    current_location: 'İstanbul, Türkiye',
    current_company: 'Acme',
    linkedin_url: 'https://www.linkedin.com/in/ayse',
    portfolio_url: 'http://ayse.example.com',
    additional_info: 'Hello,\nI would like to join.',
    consent: 'on',
    ...fields,
  }
  for (const [name, value] of Object.entries(values)) if (value !== null && value !== undefined) form.append(name, value)
  if (resume) form.append('resume', resume, resumeName)
  return form
}

const blob = (bytes: Uint8Array | string, type = PDF_TYPE) => new Blob([bytes as Uint8Array<ArrayBuffer> | string], { type })

async function post(setup: TestApplyDeps, slug: string, body: BodyInit, headers: Record<string, string> = {}, concurrent = false) {
  const request = new Request(`http://localhost/api/public/jobs/${slug}/applications`, { method: 'POST', body, headers })
  const response = await handleApplicationRequest(request, slug, setup.deps)
  // Whatever happened, the temporary file is gone.
  if (!concurrent) expect(await fs.readdir(setup.tmpDir)).toEqual([])
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Every stored object under a local storage root. */
async function storedFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

async function rowsOfJob(t: TestDatabase, jobId: string) {
  const apps = await t.db.select().from(applications).where(eq(applications.jobId, jobId))
  const fileRows = apps.length
    ? await t.db
        .select()
        .from(files)
        .where(
          inArray(
            files.id,
            apps.map((a) => a.resumeFileId),
          ),
        )
    : []
  return { apps, fileRows }
}

/** A 10 MiB-ish buffer whose content is a PDF by its header. */
function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

describeWithDatabases('job applications (POST /api/public/jobs/{slug}/applications)', (t) => {
  describe('accepted CVs', () => {
    it.each([
      ['PDF', 'cv.pdf', PDF_TYPE, makePdf],
      ['DOC', 'cv.doc', 'application/msword', async () => makeDoc()],
      ['DOCX', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', async () => makeDocx()],
    ])('stores a %s with its row, file row and two pending mails', async (_kind, name, contentType, make) => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db, { title: { tr: 'Yazılım Geliştirici', en: 'Software Developer' } })
      const bytes = await make()
      const email = uniqueEmail('applicant')
      const { status, body } = await post(s, job.slug, applicationForm(blob(bytes, 'application/octet-stream'), name, { email }))

      expect(status).toBe(201)
      expect(body).toMatchObject({ success: true, data: { jobTitle: 'Software Developer' } })
      expect(new Date(body.data.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
      const { apps, fileRows } = await rowsOfJob(t, job.id)
      expect(apps).toHaveLength(1)
      expect(apps[0]).toMatchObject({
        id: body.data.id,
        fullName: 'Ayşe Yılmaz',
        email,
        phone: '+90 532 123 45 67',
        currentLocation: 'İstanbul, Türkiye',
        linkedinUrl: 'https://www.linkedin.com/in/ayse',
        additionalInfo: 'Hello,\nI would like to join.',
        language: 'en',
        status: 'new',
      })
      expect(apps[0]!.consentAt).toBeInstanceOf(Date)
      // The type is the content's, not the browser's octet-stream.
      expect(fileRows[0]).toMatchObject({
        originalName: name,
        contentType,
        sizeBytes: bytes.byteLength,
        sha256: sha256(bytes),
        kind: 'resume',
      })
      expect(fileRows[0]!.storageKey).toMatch(/^resume\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/)
      const stored = await s.deps.storage.read(fileRows[0]!.storageKey)
      expect(sha256(new Uint8Array(await new Response(stored as unknown as ReadableStream).arrayBuffer()))).toBe(sha256(bytes))

      const mails = await t.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, ['hr@hoi.test', email]))
      const mine = mails.filter((m) => m.to === email || m.text.includes(body.data.id))
      expect(mine.map((m) => m.status)).toEqual(['pending', 'pending'])
    })

    it('accepts a CV of exactly 10 MiB and refuses one byte more with 413, storing nothing', async () => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db)
      const exact = await post(s, job.slug, applicationForm(blob(pdfOfSize(10 * MiB))))
      expect(exact.status).toBe(201)

      const over = await post(s, job.slug, applicationForm(blob(pdfOfSize(10 * MiB + 1))))
      expect(over.status).toBe(413)
      expect(over.body.error).toMatchObject({ code: 'payload_too_large', message: 'The CV must be at most 10 MB.' })
      expect(over.body.error.fields).toEqual({ resume: 'The CV must be at most 10 MB.' })
      const { apps } = await rowsOfJob(t, job.id)
      expect(apps).toHaveLength(1)
      expect(await storedFiles(s.uploads)).toHaveLength(1)
    })
  })

  describe('refused CVs', () => {
    it.each([
      ['a text file renamed .pdf', blob('just text, not a PDF at all')],
      ['a Windows executable renamed .pdf', blob(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]))],
      ['a spreadsheet', blob(makeXlsx())],
    ])('refuses %s with 415 and a localized message', async (_kind, file) => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db)
      const en = await post(s, job.slug, applicationForm(file))
      expect(en.status).toBe(415)
      expect(en.body.error).toMatchObject({
        code: 'unsupported_media_type',
        fields: { resume: 'The CV must be a PDF or Word (DOC, DOCX) file; the content of this file is neither.' },
      })
      const tr = await post(s, job.slug, applicationForm(file, 'cv.pdf', { lang: 'tr' }))
      expect(tr.body.error.message).toBe('Özgeçmiş PDF veya Word (DOC, DOCX) dosyası olmalıdır; bu dosyanın içeriği bunlardan biri değil.')
      expect((await rowsOfJob(t, job.id)).apps).toHaveLength(0)
      expect(await storedFiles(s.uploads)).toEqual([])
    })
  })

  describe('jobs that take no applications', () => {
    it.each([
      ['closed', { status: 'closed' as const }, 'This position has been closed.'],
      ['closed for applications', { applicationsOpen: false }, 'Applications for this position are closed.'],
      ['past its deadline', { deadline: '2020-01-31' }, 'The application deadline for this position has passed.'],
    ])('answers 409 for a job %s', async (_kind, overrides, message) => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db, overrides)
      const { status, body } = await post(s, job.slug, applicationForm(blob(await makePdf())))
      expect(status).toBe(409)
      expect(body.error).toMatchObject({ code: 'conflict', message })
      expect(await storedFiles(s.uploads)).toEqual([])
    })

    it('answers 404 for a draft, a removed or an unknown job', async () => {
      const s = await createTestApplyDeps(t.db, root)
      const draft = await createTestJob(t.db, { status: 'draft' })
      const removed = await createTestJob(t.db, { status: 'removed' })
      for (const slug of [draft.slug, removed.slug, 'no-such-job']) {
        const { status, body } = await post(s, slug, applicationForm(blob(await makePdf())))
        expect(status).toBe(404)
        expect(body.error.code).toBe('not_found')
      }
    })
  })

  describe('field errors', () => {
    const invalid: Applicant = {
      full_name: 'A',
      email: 'not-an-email',
      phone: '12-34',
      linkedin_url: 'http://www.linkedin.com/in/x',
      portfolio_url: 'ftp://example.com',
      additional_info: 'x'.repeat(5001),
      current_company: 'c'.repeat(121),
      consent: null,
    }

    it('answers 400 with a message per field, in English', async () => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db)
      const { status, body } = await post(s, job.slug, applicationForm(null, undefined, invalid))
      expect(status).toBe(400)
      expect(body.error.code).toBe('invalid')
      expect(body.error.fields).toEqual({
        full_name: 'Must be at least 2 characters',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number: at least 7 digits, using only digits, spaces and + ( ) - .',
        current_company: 'Must be at most 120 characters',
        linkedin_url: 'Please enter a LinkedIn address starting with https://, for example https://www.linkedin.com/in/your-name',
        portfolio_url: 'Please enter a web address starting with http:// or https://',
        additional_info: 'Must be at most 5,000 characters',
        resume: 'This field is required',
        consent: 'Please confirm that you have read the Personal Data Notice.',
      })
    })

    it('answers in Turkish with the lang field, and in the Accept-Language without it', async () => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db)
      const tr = await post(s, job.slug, applicationForm(blob(await makePdf()), 'cv.pdf', { lang: 'tr', full_name: '', email: 'x@' }))
      expect(tr.body.error.fields).toEqual({ full_name: 'Bu alan zorunludur', email: 'Lütfen geçerli bir e-posta adresi girin' })

      const form = applicationForm(blob(await makePdf()), 'cv.pdf', { lang: null, phone: '' })
      const byHeader = await post(s, job.slug, form, { 'Accept-Language': 'tr-TR,tr;q=0.9' })
      expect(byHeader.body.error.fields).toEqual({ phone: 'Bu alan zorunludur' })
      const byDefault = await post(s, job.slug, applicationForm(blob(await makePdf()), 'cv.pdf', { lang: null, phone: '' }))
      expect(byDefault.body.error.fields).toEqual({ phone: 'Bu alan zorunludur' })
    })

    it('refuses an empty CV part as missing', async () => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db)
      const form = applicationForm(null)
      form.append('resume', new Blob([], { type: 'application/octet-stream' }), '')
      const { status, body } = await post(s, job.slug, form)
      expect(status).toBe(400)
      expect(body.error.fields).toEqual({ resume: 'This field is required' })
    })
  })

  describe('malformed requests', () => {
    it('answers 415 for a body that is not multipart and 400 for a broken one, never 5xx', async () => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db)
      const asJson = await post(s, job.slug, JSON.stringify({ full_name: 'Ayşe' }), { 'Content-Type': 'application/json' })
      expect(asJson.status).toBe(415)
      for (const contentType of ['multipart/form-data', 'multipart/form-data; charset=utf-8']) {
        expect((await post(s, job.slug, 'x', { 'Content-Type': contentType })).status).toBe(400)
      }
      const broken = await post(s, job.slug, '--abc\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nAy', {
        'Content-Type': 'multipart/form-data; boundary=abc',
      })
      expect(broken.status).toBe(400)
      expect(broken.body.error.code).toBe('bad_request')
    })

    it('refuses two files with 400 and ignores unknown fields', async () => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db)
      const two = applicationForm(blob(await makePdf()))
      two.append('resume', blob(await makePdf()), 'second.pdf')
      const refused = await post(s, job.slug, two)
      expect(refused.status).toBe(400)
      expect(refused.body.error.fields).toEqual({ resume: 'Please attach a single CV file.' })

      const extra = applicationForm(blob(await makePdf()), 'cv.pdf', { status: 'hired', job_id: 'x', role: 'admin' })
      const accepted = await post(s, job.slug, extra)
      expect(accepted.status).toBe(201)
      expect((await rowsOfJob(t, job.id)).apps[0]).toMatchObject({ status: 'new' })
    })

    it('takes a form with only the required parts', async () => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db)
      const form = new FormData()
      for (const [name, value] of Object.entries({ full_name: 'Ali Veli', email: uniqueEmail('min'), phone: '05321234567', consent: 'on' }))
        form.append(name, value)
      form.append('resume', blob(makeDocx()), 'cv.docx')
      expect((await post(s, job.slug, form)).status).toBe(201)
      expect((await rowsOfJob(t, job.id)).apps[0]).toMatchObject({
        currentLocation: null,
        linkedinUrl: null,
        additionalInfo: null,
        language: 'tr',
      })
    })

    it('accepts a CV whose file name holds control characters and keeps the name cleaned', async () => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db)
      // Written by hand: FormData would escape some of these characters itself.
      const boundary = 'hoi-boundary'
      const part = (headers: string, body: string | Uint8Array) => [
        Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
        Buffer.from(body),
        Buffer.from('\r\n'),
      ]
      const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value)
      const body = Buffer.concat([
        ...field('lang', 'en'),
        ...field('full_name', 'Ayşe Yılmaz'),
        ...field('email', uniqueEmail('control')),
        ...field('phone', '+90 532 123 45 67'),
        ...field('consent', 'on'),
        ...part(
          `Content-Disposition: form-data; name="resume"; filename="Ay\u0000şe\u0007 CV\u001b[31m\u007f.pdf"\r\nContent-Type: application/pdf`,
          await makePdf(),
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ])
      const reply = await post(s, job.slug, body, { 'Content-Type': `multipart/form-data; boundary=${boundary}` })
      expect(reply.status).toBe(201)
      const { fileRows } = await rowsOfJob(t, job.id)
      expect(fileRows.map((file) => file.originalName)).toEqual(['Ayşe CV[31m.pdf'])
    })

    it('refuses too many parts with 400', async () => {
      const s = await createTestApplyDeps(t.db, root)
      const job = await createTestJob(t.db)
      const form = applicationForm(blob(await makePdf()))
      // The form's own parts and 20 answers fit (UPLOAD_LIMITS: 40 text parts); 40 more do not.
      for (let i = 0; i < 40; i++) form.append(`extra${i}`, 'x')
      expect((await post(s, job.slug, form)).status).toBe(400)
    })
  })

  it('answers a filled honeypot as if it succeeded, and stores nothing', async () => {
    const s = await createTestApplyDeps(t.db, root)
    const job = await createTestJob(t.db)
    const { status, body } = await post(s, job.slug, applicationForm(blob(await makePdf()), 'cv.pdf', { website: 'https://spam.example' }))
    expect(status).toBe(201)
    expect(body.success).toBe(true)
    expect((await rowsOfJob(t, job.id)).apps).toHaveLength(0)
    expect(await storedFiles(s.uploads)).toEqual([])
  })

  it('limits stored applications per address with 429 and Retry-After', async () => {
    const s = await createTestApplyDeps(t.db, root, { env: { APPLICATION_LIMIT_PER_IP: '2' } })
    const job = await createTestJob(t.db)
    // Refused forms do not count.
    expect((await post(s, job.slug, applicationForm(null))).status).toBe(400)
    expect((await post(s, job.slug, applicationForm(blob(await makePdf())))).status).toBe(201)
    expect((await post(s, job.slug, applicationForm(blob(await makePdf())))).status).toBe(201)
    const limited = await post(s, job.slug, applicationForm(blob(await makePdf()), 'cv.pdf', { lang: 'tr' }))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(limited.body.error.message).toMatch(/^Çok fazla deneme/)
    expect((await rowsOfJob(t, job.id)).apps).toHaveLength(2)
  })

  it('stores 20 applications sent at the same time, each with its own file', async () => {
    const s = await createTestApplyDeps(t.db, root, { env: { APPLICATION_LIMIT_PER_IP: '100' } })
    const job = await createTestJob(t.db)
    const cvs = await Promise.all(Array.from({ length: 20 }, (_, i) => makePdf(`CV number ${i}`)))
    const replies = await Promise.all(cvs.map((cv) => post(s, job.slug, applicationForm(blob(cv)), {}, true)))
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201))
    expect(await fs.readdir(s.tmpDir)).toEqual([])

    const { apps, fileRows } = await rowsOfJob(t, job.id)
    expect(apps).toHaveLength(20)
    expect(new Set(fileRows.map((f) => f.sha256))).toEqual(new Set(cvs.map(sha256)))
    for (const file of fileRows) {
      const stored = new Uint8Array(await fs.readFile(path.join(s.uploads, file.storageKey)))
      expect(sha256(stored)).toBe(file.sha256)
    }
    expect(await storedFiles(s.uploads)).toHaveLength(20)
    // The database counts them on the job, under one lock per application: none waited for another forever.
    const [counted] = await t.db.select({ n: jobs.applicationsCount }).from(jobs).where(eq(jobs.id, job.id))
    expect(counted?.n).toBe(20)
  })

  describe.each(['local', 's3'] as const)('a failure between the file and the rows leaves neither (%s storage)', (driver) => {
    it('removes the stored CV when the job closes while it is being stored', async () => {
      const job = await createTestJob(t.db)
      const inner = driver === 's3' ? s3.storage : localStorage(path.join(root, `uploads-${job.id}`))
      const written: string[] = []
      // The storage's write succeeds, then the job closes before the transaction.
      const storage: FileStorage = {
        ...inner,
        driver: inner.driver,
        read: (key) => inner.read(key),
        remove: (key) => inner.remove(key),
        exists: (key) => inner.exists(key),
        write: async (key, body, meta) => {
          await inner.write(key, body, meta)
          written.push(key)
          await t.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id))
        },
      }
      const s = await createTestApplyDeps(t.db, root, { storage })
      const before = await t.db.select({ id: mailOutbox.id }).from(mailOutbox)
      const { status, body } = await post(s, job.slug, applicationForm(blob(await makePdf())))

      expect(status).toBe(409)
      expect(body.error.message).toBe('This position has been closed.')
      expect(written).toHaveLength(1)
      expect(await inner.exists(written[0]!)).toBe(false)
      expect(await t.db.select().from(files).where(eq(files.storageKey, written[0]!))).toEqual([])
      expect((await rowsOfJob(t, job.id)).apps).toEqual([])
      expect(await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(before.length)
    })

    it('removes the stored CV when the database refuses the insert', async () => {
      const job = await createTestJob(t.db)
      const storage = driver === 's3' ? s3.storage : localStorage(path.join(root, `uploads-${job.id}`))
      const written: string[] = []
      const tracking: FileStorage = {
        ...storage,
        driver: storage.driver,
        read: storage.read,
        remove: storage.remove,
        exists: storage.exists,
        write: async (key, b, m) => {
          written.push(key)
          await storage.write(key, b, m)
        },
      }
      // A database whose transactions fail at the first insert (a driver fault, a full disk …).
      const failing = new Proxy(t.db, {
        get(target, property, receiver) {
          if (property !== 'transaction') return Reflect.get(target, property, receiver)
          return (fn: (tx: unknown) => Promise<unknown>) =>
            target.transaction((tx) =>
              fn(
                new Proxy(tx, {
                  get(inner, name, r) {
                    if (name === 'insert')
                      return () => {
                        throw new Error('disk full')
                      }
                    return Reflect.get(inner, name, r)
                  },
                }),
              ),
            )
        },
      })
      const s = await createTestApplyDeps(t.db, root, { storage: tracking })
      s.deps.db = failing
      const before = await t.db.select({ id: mailOutbox.id }).from(mailOutbox)
      const { status, body } = await post(s, job.slug, applicationForm(blob(await makePdf())))

      expect(status).toBe(500)
      expect(body.error).toMatchObject({
        code: 'internal',
        message: 'An error occurred while submitting your application. Please try again later.',
      })
      expect(written).toHaveLength(1)
      expect(await storage.exists(written[0]!)).toBe(false)
      expect(await t.db.select().from(files).where(eq(files.storageKey, written[0]!))).toEqual([])
      expect((await rowsOfJob(t, job.id)).apps).toEqual([])
      expect(await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(before.length)
    })

    it('stores the CV and its rows when nothing fails', async () => {
      const job = await createTestJob(t.db)
      const storage = driver === 's3' ? s3.storage : localStorage(path.join(root, `uploads-${job.id}`))
      const s = await createTestApplyDeps(t.db, root, { storage })
      const cv = await makePdf('Stored for real')
      expect((await post(s, job.slug, applicationForm(blob(cv)))).status).toBe(201)
      const { fileRows } = await rowsOfJob(t, job.id)
      const stored = await storage.read(fileRows[0]!.storageKey)
      const chunks: Buffer[] = []
      for await (const chunk of stored) chunks.push(chunk as Buffer)
      expect(sha256(Buffer.concat(chunks))).toBe(sha256(cv))
    })
  })

  describe('mail', () => {
    /** Leaves only the messages a test creates pending: deliverDueMail sends whatever is due. */
    const settleOthers = () => t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.status, 'pending'))

    it('writes the HR notice (Turkish) and the confirmation (applicant language) as .eml files', async () => {
      await settleOthers()
      const dataDir = await fs.mkdtemp(path.join(root, 'mail-'))
      const s = await createTestApplyDeps(t.db, root, { env: { DATA_DIR: dataDir } })
      const job = await createTestJob(t.db, { title: { tr: 'Hemşire <Klinik>', en: 'Nurse <Clinic>' } })
      const email = uniqueEmail('applicant')
      const { body } = await post(s, job.slug, applicationForm(blob(await makePdf()), 'cv.pdf', { email, full_name: 'Ali <b>Veli</b>' }))
      const pending = await t.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))
      expect(pending.map((m) => m.to).sort()).toEqual([email, 'hr@hoi.test'].sort())

      expect(await deliverDueMail(t.db, s.deps.env)).toBe(2)
      const hr = pending.find((m) => m.to === 'hr@hoi.test')!
      const mine = pending.find((m) => m.to === email)!
      const hrEml = await fs.readFile(path.join(dataDir, 'outbox', `${hr.id}.eml`), 'utf8')
      const mineEml = await fs.readFile(path.join(dataDir, 'outbox', `${mine.id}.eml`), 'utf8')
      expect(hr.subject).toBe('Yeni başvuru: Hemşire <Klinik>')
      expect(hrEml).toMatch(/^Subject: /m)
      expect(hr.text).toContain(`https://careers.hoi.test/tr/dashboard/applicants/${body.data.id}`)
      expect(hr.text).toContain('Telefon: +90 532 123 45 67')
      expect(hr.text).toContain(email)
      expect(hrEml).not.toMatch(/Content-Disposition: attachment/i)
      expect(mine.subject).toBe('We received your application: Nurse <Clinic>')
      expect(mine.text).toContain('Dear Ali <b>Veli</b>,')
      expect(mine.text).toMatch(/What happens next/)
      // Every user value is escaped in the HTML.
      expect(mine.html).toContain('Ali &lt;b&gt;Veli&lt;/b&gt;')
      expect(mine.html).not.toContain('<b>Veli')
      expect(hr.html).toContain('Hemşire &lt;Klinik&gt;')
      const decoded = (eml: string) => eml.replace(/=\r?\n/g, '')
      expect(decoded(mineEml)).toMatch(/Subject: .*application/)
      const sent = await t.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, [hr.id, mine.id]))
      expect(sent.map((m) => m.status)).toEqual(['sent', 'sent'])
    })

    it('keeps both messages pending when the SMTP server cannot be reached', async () => {
      await settleOthers()
      const s = await createTestApplyDeps(t.db, root, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } })
      const job = await createTestJob(t.db)
      await post(s, job.slug, applicationForm(blob(await makePdf()), 'cv.pdf', { lang: 'tr' }))
      expect(await deliverDueMail(t.db, s.deps.env)).toBe(0)
      const rows = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending')))
      expect(rows).toHaveLength(2)
      for (const row of rows) {
        expect(row.attempts).toBe(1)
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
      }
      expect(rows.find((r) => r.to !== 'hr@hoi.test')!.subject).toMatch(/^Başvurunuzu aldık: /)
    })
  })

  it('shows a submission only under its own job', async () => {
    const s = await createTestApplyDeps(t.db, root)
    const job = await createTestJob(t.db, { title: { tr: 'Mimar', en: 'Architect' } })
    const other = await createTestJob(t.db)
    const { body } = await post(s, job.slug, applicationForm(blob(await makePdf())))
    expect(await getSubmittedApplication(t.db, job.slug, body.data.id, 'tr')).toMatchObject({
      jobTitle: 'Mimar',
      submittedAt: body.data.submittedAt,
    })
    expect(await getSubmittedApplication(t.db, other.slug, body.data.id, 'tr')).toBeNull()
    expect(await getSubmittedApplication(t.db, job.slug, crypto.randomUUID(), 'tr')).toBeNull()
    expect(await getSubmittedApplication(t.db, job.slug, 'not-a-uuid', 'tr')).toBeNull()
  })
})
