import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationNotes, applications, auditEvents, files, jobs, mailOutbox, tasks } from '~/db/schema'
import { addApplicantNote, setApplicantStatus } from '~/features/applications/applications.admin.server'
import { setApplicantStatusSchema } from '~/features/applications/applications.schemas'
import {
  candidateDataResponse,
  candidateResumeResponse,
  type CandidateRequestDeps,
  handleCandidatePagePost,
  handleLinkRequestPost,
} from '~/features/candidate/candidate.http.server'
import { hashToken, readCandidateView, requestNewLinks } from '~/features/candidate/candidate.server'
import type { CandidateDataExport } from '~/features/candidate/candidate.schemas'
import { AppError } from '~/lib/errors'
import { deliverDueMail } from '~/lib/server/mail'
import type { FileStorage } from '~/lib/server/storage/storage'
import { applyThroughEndpoint, createTestApplyDeps, createTestJob, createTestUser, testEnv } from './factories'
import { startTestS3, type TestS3 } from './s3-server'
import { describeWithDatabases, type TestDatabase, uniqueEmail, uniqueIp } from './setup-db'

let root: string
let s3: TestS3

beforeAll(async () => {
  process.env.LOG_LEVEL ??= 'silent'
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-candidate-'))
  s3 = await startTestS3()
})

afterAll(async () => {
  await s3?.stop()
  await fs.rm(root, { recursive: true, force: true })
})

interface Applied {
  id: string
  token: string
  email: string
  jobId: string
  slug: string
  deps: CandidateRequestDeps
  uploads: string
}

const TOKEN_IN_TEXT = /https:\/\/careers\.hoi\.test\/(tr|en)\/applications\/([A-Za-z0-9_-]{43})/

/** Applies through the public endpoint and reads the private link from the confirmation mail, as the applicant does. */
async function apply(
  t: TestDatabase,
  options: { env?: Record<string, string>; storage?: FileStorage; lang?: 'tr' | 'en'; email?: string } = {},
): Promise<Applied> {
  const { deps, uploads } = await createTestApplyDeps(t.db, root, options)
  const job = await createTestJob(t.db, { title: { tr: 'Hemşire', en: 'Nurse' } })
  const fields = {
    lang: options.lang ?? 'en',
    email: options.email ?? uniqueEmail('candidate'),
    current_location: 'İstanbul',
    additional_info: 'Hello.',
  }
  const response = await applyThroughEndpoint(deps, job.slug, fields, 'ayse-cv.pdf')
  expect(response.status).toBe(201)
  const { id } = response.body.data as { id: string }
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(ne(mailOutbox.to, 'hr@hoi.test'), eq(mailOutbox.applicationId, id)))
  const match = TOKEN_IN_TEXT.exec(mail!.text)
  expect(match, 'the confirmation carries the private link').not.toBeNull()
  expect(match![1]).toBe(options.lang ?? 'en')
  return {
    id,
    token: match![2]!,
    email: mail!.to,
    jobId: job.id,
    slug: job.slug,
    deps: { db: t.db, env: deps.env, storage: deps.storage, ip: uniqueIp() },
    uploads,
  }
}

const page = () => new Response('<html>page</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })

function pagePost(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) })
}

const view = (a: Applied, token = a.token, lang: 'tr' | 'en' = 'en') => readCandidateView(a.deps, { token, lang, ip: uniqueIp() })

async function code(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    if (error instanceof AppError) return error.code
    throw error
  }
}

describeWithDatabases('the candidate’s private application page (decision 040)', (t) => {
  describe('the link', () => {
    it('is mailed in the confirmation, stored only as its SHA-256, and valid APPLICATION_LINK_DAYS', async () => {
      const a = await apply(t, { env: { APPLICATION_LINK_DAYS: '30' } })
      const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id))
      expect(row!.linkTokenHash).toBe(createHash('sha256').update(a.token).digest('hex'))
      expect(hashToken(a.token)).toBe(row!.linkTokenHash)
      // The token itself is nowhere in the row.
      expect(JSON.stringify(row)).not.toContain(a.token)
      const days = (row!.linkExpiresAt!.getTime() - row!.createdAt.getTime()) / 86_400_000
      expect(days).toBeGreaterThan(29.99)
      expect(days).toBeLessThan(30.01)
      // Both mails of the application name it; only the applicant's carries the link.
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.applicationId, a.id))
      expect(mails.map((m) => m.to).sort()).toEqual([a.email, 'hr@hoi.test'].sort())
      expect(mails.find((m) => m.to === 'hr@hoi.test')!.text).not.toContain(a.token)
      expect(mails.find((m) => m.to === a.email)!.html).toContain(`/en/applications/${a.token}`)
    })

    it('opens the application in the page’s language, with the stage in the candidate’s terms', async () => {
      const a = await apply(t, { lang: 'tr' })
      const opened = await view(a, a.token, 'en')
      expect(opened).toMatchObject({
        state: 'ok',
        application: { jobTitle: 'Nurse', jobPath: `/en/jobs/${a.slug}`, stage: 'received', withdrawnAt: null, resumeName: 'ayse-cv.pdf' },
      })
      expect(await view(a, a.token, 'tr')).toMatchObject({ application: { jobTitle: 'Hemşire', jobPath: `/tr/jobs/${a.slug}` } })
      // A decision never says which.
      for (const [status, stage] of [
        ['reviewing', 'review'],
        ['interview', 'interview'],
        ['offer', 'decision'],
        ['hired', 'decision'],
        ['rejected', 'decision'],
      ] as const) {
        await t.db.update(applications).set({ status }).where(eq(applications.id, a.id))
        expect(await view(a)).toMatchObject({ application: { stage } })
      }
      // A job no longer public: no link to it.
      await t.db.update(jobs).set({ status: 'removed' }).where(eq(jobs.id, a.jobId))
      expect(await view(a)).toMatchObject({ state: 'ok', application: { jobPath: null, jobTitle: 'Nurse' } })
    })

    it('shows nothing for a wrong, malformed or expired token', async () => {
      const a = await apply(t)
      const other = `${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}`
      for (const token of [other, '', 'short', `${a.token}x`, "'; drop table applications; --", '../../etc/passwd']) {
        expect(await view(a, token)).toEqual({ state: 'unknown' })
      }
      await t.db
        .update(applications)
        .set({ linkExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(applications.id, a.id))
      expect(await view(a)).toEqual({ state: 'expired' })
      const expired = await candidateDataResponse(new Request('http://localhost/x?lang=tr'), a.token, a.deps)
      expect(expired.status).toBe(410)
      expect(((await expired.json()) as { error: { message: string } }).error.message).toBe('Bu bağlantının süresi doldu.')
      const unknown = await candidateDataResponse(new Request('http://localhost/x'), other, a.deps)
      expect(unknown.status).toBe(404)
      const post = await handleCandidatePagePost(pagePost('/en/applications/x', { intent: 'withdraw' }), 'en', a.token, page, a.deps)
      expect(post.status).toBe(410)
      const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id))
      expect(row!.status).toBe('new')
    })

    it('counts every view, download and action against the address’s allowance', async () => {
      const a = await apply(t, { env: { CANDIDATE_LIMIT_PER_IP: '2' } })
      const ip = uniqueIp()
      const deps = { ...a.deps, ip }
      expect((await readCandidateView(deps, { token: a.token, lang: 'en', ip })).state).toBe('ok')
      expect((await candidateDataResponse(new Request('http://localhost/x'), a.token, deps)).status).toBe(200)
      const limited = await readCandidateView(deps, { token: a.token, lang: 'en', ip })
      expect(limited).toMatchObject({ state: 'rate_limited' })
      const download = await candidateResumeResponse(new Request('http://localhost/x'), a.token, deps)
      expect(download.status).toBe(429)
      expect(Number(download.headers.get('retry-after'))).toBeGreaterThan(0)
      const post = await handleCandidatePagePost(pagePost('/en/applications/x', { intent: 'withdraw' }), 'en', a.token, page, deps)
      expect(post.status).toBe(429)
    })
  })

  describe('a new link by e-mail', () => {
    it('replaces each application’s token and mails the new link; the old link stops working', async () => {
      const email = uniqueEmail('twice')
      const first = await apply(t, { email })
      const second = await apply(t, { email: email.toUpperCase() })
      const ip = uniqueIp()
      await requestNewLinks(first.deps, { email: `  ${email.toUpperCase()} `.trim(), lang: 'tr', ip })
      for (const a of [first, second]) {
        expect(await view(a)).toEqual({ state: 'unknown' })
        const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.applicationId, a.id))
        const fresh = mails.filter((m) => m.subject.startsWith('Başvurunuzun bağlantısı'))
        expect(fresh).toHaveLength(1)
        const token = TOKEN_IN_TEXT.exec(fresh[0]!.text)![2]!
        expect(TOKEN_IN_TEXT.exec(fresh[0]!.text)![1]).toBe('tr')
        expect(token).not.toBe(a.token)
        expect(await view(a, token, 'tr')).toMatchObject({ state: 'ok', application: { jobTitle: 'Hemşire' } })
      }
    })

    it('answers the same for an unknown address, mails nothing, and refuses a malformed one', async () => {
      const a = await apply(t)
      const before = await t.db.select().from(mailOutbox)
      const known = await handleLinkRequestPost(pagePost('/en/applications', { email: a.email }), 'en', page, a.deps)
      const unknown = await handleLinkRequestPost(pagePost('/en/applications', { email: uniqueEmail('nobody') }), 'en', page, a.deps)
      expect(known.status).toBe(303)
      expect(unknown.status).toBe(303)
      expect(known.headers.get('location')).toBe('/en/applications?sent=1')
      expect(unknown.headers.get('location')).toBe(known.headers.get('location'))
      const after = await t.db.select().from(mailOutbox)
      expect(after.length - before.length).toBe(1)
      for (const email of ['not an address', '', 'a'.repeat(300) + '@x.test']) {
        const refused = await handleLinkRequestPost(pagePost('/en/applications', { email }), 'en', page, a.deps)
        expect(refused.status).toBe(400)
      }
      const missing = await handleLinkRequestPost(pagePost('/en/applications', {}), 'en', page, a.deps)
      expect(missing.status).toBe(400)
      const wrongType = await handleLinkRequestPost(
        new Request('http://localhost/en/applications', {
          method: 'POST',
          body: '{"email":"x"}',
          headers: { 'Content-Type': 'application/json' },
        }),
        'en',
        page,
        a.deps,
      )
      expect(wrongType.status).toBe(415)
    })

    it('limits requests per client address (429) and mails one address at most 3 links an hour', async () => {
      const a = await apply(t, { env: { CANDIDATE_LINK_LIMIT_PER_IP: '2' } })
      const ip = uniqueIp()
      await requestNewLinks(a.deps, { email: a.email, lang: 'en', ip })
      await requestNewLinks(a.deps, { email: a.email, lang: 'en', ip })
      expect(await code(requestNewLinks(a.deps, { email: a.email, lang: 'en', ip }))).toBe('rate_limited')
      const limited = await handleLinkRequestPost(pagePost('/en/applications', { email: a.email }), 'en', page, { ...a.deps, ip })
      expect(limited.status).toBe(429)
      // From other addresses: the third and fourth requests for this e-mail (after two) — only one more link is mailed.
      await requestNewLinks(a.deps, { email: a.email, lang: 'en', ip: uniqueIp() })
      await requestNewLinks(a.deps, { email: a.email, lang: 'en', ip: uniqueIp() })
      const links = await t.db.select().from(mailOutbox).where(eq(mailOutbox.applicationId, a.id))
      expect(links.filter((m) => m.subject.startsWith('The link to your application'))).toHaveLength(3)
    })
  })

  describe('withdrawing', () => {
    it('marks the application withdrawn with its date; HR may no longer move it nor choose withdrawn', async () => {
      const a = await apply(t)
      const answer = await handleCandidatePagePost(pagePost('/en/applications/x', { intent: 'withdraw' }), 'en', a.token, page, a.deps)
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe(`/en/applications/${a.token}?done=withdrawn`)
      const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id))
      expect(row!.status).toBe('withdrawn')
      expect(row!.withdrawnAt!.getTime()).toBeGreaterThan(Date.now() - 60_000)
      expect(await view(a)).toMatchObject({
        state: 'ok',
        application: { stage: 'withdrawn', withdrawnAt: row!.withdrawnAt!.toISOString() },
      })
      // Again: nothing changes.
      await handleCandidatePagePost(pagePost('/en/applications/x', { intent: 'withdraw' }), 'en', a.token, page, a.deps)
      const events = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, a.id), eq(auditEvents.action, 'application.withdraw')))
      expect(events).toHaveLength(1)
      expect(events[0]!.summary).toEqual({ jobId: a.jobId, from: 'new', to: 'withdrawn' })
      expect(events[0]!.actorId).toBeNull()

      const hr = await createTestUser(t.db, { role: 'recruiter' })
      expect(await code(setApplicantStatus(t.db, { id: a.id, status: 'reviewing' }, hr))).toBe('application_withdrawn')
      expect(setApplicantStatusSchema.safeParse({ id: a.id, status: 'withdrawn' }).success).toBe(false)
    })

    it('refuses an unknown intent (400) and changes nothing', async () => {
      const a = await apply(t)
      for (const fields of [{ intent: 'approve' }, {}, { intent: 'x'.repeat(10_000) }] as Record<string, string>[]) {
        const answer = await handleCandidatePagePost(pagePost('/en/applications/x', fields), 'en', a.token, page, a.deps)
        expect(answer.status).toBe(400)
      }
      const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id))
      expect(row!.status).toBe('new')
    })
  })

  describe('downloading my data', () => {
    it('gives every field held, the status history and HR’s notes without their authors, as a JSON attachment', async () => {
      const a = await apply(t)
      const hr = await createTestUser(t.db, { role: 'recruiter', name: 'Recruiter Person' })
      await setApplicantStatus(t.db, { id: a.id, status: 'reviewing' }, hr)
      await addApplicantNote(t.db, { id: a.id, body: 'Strong CV.' }, hr)
      const response = await candidateDataResponse(new Request('http://localhost/x'), a.token, a.deps)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="application-\d{4}-\d{2}-\d{2}\.json"/)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const text = await response.text()
      const data = JSON.parse(text) as CandidateDataExport
      expect(data.application).toMatchObject({ id: a.id, language: 'en', status: 'reviewing', stage: 'review', withdrawnAt: null })
      expect(data.application.consentAt).toMatch(/^\d{4}-/)
      expect(data.job).toEqual({ id: a.jobId, title: { tr: 'Hemşire', en: 'Nurse' } })
      expect(data.form).toMatchObject({ fullName: 'Ayşe Yılmaz', email: a.email, phone: '+90 532 123 45 67', currentLocation: 'İstanbul' })
      expect(data.resume).toMatchObject({ fileName: 'ayse-cv.pdf', contentType: 'application/pdf' })
      expect(data.statusHistory).toEqual([{ at: expect.any(String), from: 'new', to: 'reviewing' }])
      expect(data.notes).toEqual([{ text: 'Strong CV.', createdAt: expect.any(String) }])
      expect(data.mails.map((m) => m.to).sort()).toEqual([a.email, 'hr@hoi.test'].sort())
      // Never who wrote the notes or changed the status, never the token or its hash.
      expect(text).not.toContain('Recruiter Person')
      expect(text).not.toContain(hr.id)
      expect(text).not.toContain(a.token)
      expect(text).not.toContain(hashToken(a.token))
    })

    it('gives the CV through the same token', async () => {
      const a = await apply(t)
      const response = await candidateResumeResponse(new Request('http://localhost/x'), a.token, a.deps)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toContain('attachment')
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    })
  })

  describe.each(['local', 's3'] as const)('deleting my data (%s storage)', (driver) => {
    it('leaves nothing: rows, notes, the CV’s row and bytes, the mails; the pending sends end quietly', async () => {
      const a = await apply(t, driver === 's3' ? { storage: s3.storage } : {})
      const hr = await createTestUser(t.db, { role: 'recruiter' })
      await addApplicantNote(t.db, { id: a.id, body: 'A note.' }, hr)
      const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id))
      const [file] = await t.db.select().from(files).where(eq(files.id, row!.resumeFileId))
      expect(await a.deps.storage.exists(file!.storageKey)).toBe(true)
      const mailIds = (await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.applicationId, a.id))).map((m) => m.id)
      expect(mailIds).toHaveLength(2)
      const [job] = await t.db.select({ count: jobs.applicationsCount }).from(jobs).where(eq(jobs.id, a.jobId))
      expect(job!.count).toBe(1)

      const answer = await handleCandidatePagePost(pagePost('/en/applications/x', { intent: 'delete' }), 'en', a.token, page, a.deps)
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/en/applications/deleted')

      expect(await t.db.select().from(applications).where(eq(applications.id, a.id))).toEqual([])
      expect(await t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, a.id))).toEqual([])
      expect(await t.db.select().from(files).where(eq(files.id, row!.resumeFileId))).toEqual([])
      expect(await t.db.select().from(mailOutbox).where(inArray(mailOutbox.id, mailIds))).toEqual([])
      expect(await a.deps.storage.exists(file!.storageKey)).toBe(false)
      if (driver === 'local')
        expect(
          await fs
            .readdir(a.uploads, { recursive: true })
            .then((entries) => entries.filter((e) => e.endsWith('.pdf') || /[0-9a-f-]{36}$/.test(e))),
        ).toEqual([])
      const [after] = await t.db.select({ count: jobs.applicationsCount }).from(jobs).where(eq(jobs.id, a.jobId))
      expect(after!.count).toBe(0)
      // Audited without personal data.
      const events = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, a.id), eq(auditEvents.action, 'application.erase')))
      expect(events).toHaveLength(1)
      expect(events[0]!.summary).toEqual({ jobId: a.jobId })
      // The link is used up.
      expect(await view(a)).toEqual({ state: 'unknown' })
      const again = await handleCandidatePagePost(pagePost('/en/applications/x', { intent: 'delete' }), 'en', a.token, page, a.deps)
      expect(again.status).toBe(404)
      // The mails' pending sends find nothing to send and finish without failing.
      const pending = await t.db
        .select()
        .from(tasks)
        .where(
          inArray(
            tasks.key,
            mailIds.map((id) => `mail:${id}`),
          ),
        )
      expect(pending.length).toBeGreaterThan(0)
      await deliverDueMail(t.db, testEnv(path.join(root, 'data')))
      const left = await t.db
        .select()
        .from(tasks)
        .where(
          inArray(
            tasks.key,
            mailIds.map((id) => `mail:${id}`),
          ),
        )
      expect(left).toEqual([])
    })
  })
})
