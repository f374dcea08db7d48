import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationConsents, applications, auditEvents, mailOutbox } from '~/db/schema'
import { purgeExpiredApplications } from '~/features/applications/applications.api.server'
import { getApplicant } from '~/features/applications/applications.admin.server'
import { handleCandidatePagePost } from '~/features/candidate/candidate.http.server'
import { askTalentPoolRenewals, exportCandidateData, readCandidateView } from '~/features/candidate/candidate.server'
import type { Env } from '~/lib/env'
import { PRIVACY_NOTICE_VERSION } from '~/lib/privacy'
import type { FileStorage } from '~/lib/server/storage/storage'
import { EVERY_COMPANY, applyThroughEndpoint, createTestApplyDeps, createTestJob } from './factories'
import { describeWithDatabases, type TestDatabase, uniqueEmail, uniqueIp } from './setup-db'

// Consent by purpose (docs/product.md §13.5, decision 044): the application and the talent pool.

const DAY_MS = 86_400_000
let root: string

beforeAll(async () => {
  process.env.LOG_LEVEL ??= 'silent'
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-consents-'))
})

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true })
})

const RETENTION = { APPLICATION_RETENTION_DAYS: '365', TALENT_POOL_RETENTION_DAYS: '730', TALENT_POOL_RENEWAL_NOTICE_DAYS: '28' }

const LINK = /https:\/\/careers\.hoi\.test\/(tr|en)\/applications\/([A-Za-z0-9_-]{43})/

interface Applied {
  id: string
  email: string
  env: Env
  storage: FileStorage
}

/** Applies through the public endpoint, with or without the talent-pool box ticked. */
async function apply(t: TestDatabase, { talentPool, lang = 'en' }: { talentPool: boolean; lang?: 'tr' | 'en' }): Promise<Applied> {
  const { deps } = await createTestApplyDeps(t.db, root, { env: RETENTION })
  const job = await createTestJob(t.db, { title: { tr: 'Hemşire', en: 'Nurse' } })
  const email = uniqueEmail('consent')
  const response = await applyThroughEndpoint(deps, job.slug, { lang, email, ...(talentPool ? { talent_pool: 'on' } : {}) })
  expect(response.status).toBe(201)
  return { id: (response.body.data as { id: string }).id, email, env: deps.env, storage: deps.storage }
}

const consents = (t: TestDatabase, id: string) =>
  t.db.select().from(applicationConsents).where(eq(applicationConsents.applicationId, id)).orderBy(applicationConsents.purpose)

/** Moves the application and its consents `days` into the past, as if it had been sent then. */
async function age(t: TestDatabase, id: string, days: number) {
  const shift = (date: Date) => new Date(date.getTime() - days * DAY_MS)
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id))
  await t.db
    .update(applications)
    .set({ createdAt: shift(row!.createdAt) })
    .where(eq(applications.id, id))
  for (const consent of await consents(t, id)) {
    await t.db
      .update(applicationConsents)
      .set({ givenAt: shift(consent.givenAt), expiresAt: shift(consent.expiresAt) })
      .where(eq(applicationConsents.id, consent.id))
  }
}

const post = (lang: string, token: string, intent: string) =>
  new Request(`http://localhost/${lang}/applications/${token}`, { method: 'POST', body: new URLSearchParams({ intent }) })
const page = () => new Response('<html>page</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })

describeWithDatabases('consent by purpose (decision 044)', (t) => {
  it('stores each consent given with its purpose, the notice version and language, the time and its end', async () => {
    const only = await apply(t, { talentPool: false })
    const both = await apply(t, { talentPool: true, lang: 'tr' })
    const [application] = await consents(t, only.id)
    expect(await consents(t, only.id)).toHaveLength(1)
    expect(application).toMatchObject({
      purpose: 'application',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'en',
      renewalAskedAt: null,
    })
    expect((application!.expiresAt.getTime() - application!.givenAt.getTime()) / DAY_MS).toBe(365)

    const rows = await consents(t, both.id)
    expect(rows.map((row) => [row.purpose, row.language])).toEqual([
      ['application', 'tr'],
      ['talent_pool', 'tr'],
    ])
    expect((rows[1]!.expiresAt.getTime() - rows[1]!.givenAt.getTime()) / DAY_MS).toBe(730)
    // HR sees who is in the talent pool, and until when.
    expect((await getApplicant(t.db, { id: both.id }, EVERY_COMPANY))!.talentPoolUntil).toBe(rows[1]!.expiresAt.toISOString())
    expect((await getApplicant(t.db, { id: only.id }, EVERY_COMPANY))!.talentPoolUntil).toBeNull()
  })

  it('keeps an application past its own period while its talent-pool consent holds, and deletes it when that ends', async () => {
    const kept = await apply(t, { talentPool: true })
    const gone = await apply(t, { talentPool: false })
    await age(t, kept.id, 400)
    await age(t, gone.id, 400)
    const now = new Date()
    await purgeExpiredApplications(t.db, { retentionDays: 365, now, storage: kept.storage })
    const left = async (id: string) => (await t.db.select({ id: applications.id }).from(applications).where(eq(applications.id, id))).length
    expect(await left(kept.id)).toBe(1)
    expect(await left(gone.id)).toBe(0)

    // The talent-pool consent ends (730 days after it was given): the next purge takes the application.
    await age(t, kept.id, 331)
    await purgeExpiredApplications(t.db, { retentionDays: 365, now, storage: kept.storage })
    expect(await left(kept.id)).toBe(0)
    expect(await consents(t, kept.id)).toEqual([])
  })

  it('asks once, in the application’s language, with a new private link; renewing moves the end on; leaving ends it', async () => {
    const a = await apply(t, { talentPool: true, lang: 'tr' })
    // 710 days on: the consent ends in 20 days, within the 28-day notice.
    await age(t, a.id, 710)
    const env = a.env
    expect(await askTalentPoolRenewals({ db: t.db, env })).toBeGreaterThanOrEqual(1)
    const reminders = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.applicationId, a.id), ne(mailOutbox.to, 'hr@hoi.test')))
    const reminder = reminders.find((mail) => mail.subject.includes('aday havuzu') || mail.subject.includes('Aday havuzu'))
    expect(reminder, 'a Turkish reminder about the talent pool').toBeDefined()
    expect(reminder!.to).toBe(a.email)
    const [, lang, token] = LINK.exec(reminder!.text)!
    expect(lang).toBe('tr')
    // Asked once: the next run leaves it alone.
    const asked = (await consents(t, a.id)).find((row) => row.purpose === 'talent_pool')!
    expect(asked.renewalAskedAt).not.toBeNull()
    const mailsAbout = async () =>
      (await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.applicationId, a.id))).length
    const before = await mailsAbout()
    await askTalentPoolRenewals({ db: t.db, env })
    expect(await mailsAbout()).toBe(before)

    // The page shows the consents; "stay" renews from now.
    const view = await readCandidateView({ db: t.db, env }, { token: token!, lang: 'en', ip: uniqueIp() })
    expect(view.state === 'ok' && view.application.consents.map((c) => [c.purpose, c.active])).toEqual([
      ['application', false],
      ['talent_pool', true],
    ])
    const deps = { db: t.db, env, storage: a.storage, ip: uniqueIp() }
    const renewed = await handleCandidatePagePost(post('en', token!, 'renew_pool'), 'en', token!, page, deps)
    expect(renewed.status).toBe(303)
    expect(renewed.headers.get('location')).toBe(`/en/applications/${token}?done=renewed`)
    const after = (await consents(t, a.id)).find((row) => row.purpose === 'talent_pool')!
    expect((after.expiresAt.getTime() - Date.now()) / DAY_MS).toBeGreaterThan(729.9)
    expect(after.renewedAt).not.toBeNull()
    expect(after.renewalAskedAt).toBeNull()

    // Leaving ends it now; once ended it cannot be renewed or left again from the page.
    const left = await handleCandidatePagePost(post('en', token!, 'leave_pool'), 'en', token!, page, deps)
    expect(left.headers.get('location')).toBe(`/en/applications/${token}?done=left`)
    const ended = (await consents(t, a.id)).find((row) => row.purpose === 'talent_pool')!
    expect(ended.expiresAt.getTime()).toBeLessThanOrEqual(Date.now())
    expect((await handleCandidatePagePost(post('en', token!, 'renew_pool'), 'en', token!, page, deps)).status).toBe(409)
    const actions = await t.db
      .select({ action: auditEvents.action, summary: auditEvents.summary })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, a.id))
    expect(actions.filter((e) => e.action.startsWith('consent.'))).toEqual([
      { action: 'consent.renew', summary: { purpose: 'talent_pool' } },
      { action: 'consent.withdraw', summary: { purpose: 'talent_pool' } },
    ])

    // The export lists every consent.
    const exported = await exportCandidateData(t.db, token!)
    expect(exported.consents.map((c) => c.purpose)).toEqual(['application', 'talent_pool'])
    expect(exported.consents[0]).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, language: 'tr' })
  })

  describe('without a talent-pool consent', () => {
    it('refuses the talent-pool buttons with 409 and asks nothing', async () => {
      const a = await apply(t, { talentPool: false })
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.applicationId, a.id), ne(mailOutbox.to, 'hr@hoi.test')))
      const token = LINK.exec(mail!.text)![2]!
      const deps = { db: t.db, env: a.env, storage: a.storage, ip: uniqueIp() }
      expect((await handleCandidatePagePost(post('en', token, 'renew_pool'), 'en', token, page, deps)).status).toBe(409)
      expect((await handleCandidatePagePost(post('en', token, 'leave_pool'), 'en', token, page, deps)).status).toBe(409)
      expect((await handleCandidatePagePost(post('en', token, 'nonsense'), 'en', token, page, deps)).status).toBe(400)
    })
  })
})
