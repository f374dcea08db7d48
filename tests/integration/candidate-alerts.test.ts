import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { applications, auditEvents, jobAlertDeliveries, jobAlerts, jobAlertTokens, mailOutbox } from '~/db/schema'
import { deliverPublishedJob, subscribeToAlerts } from '~/features/alerts/alerts.server'
import { candidateDataResponse, type CandidateRequestDeps, handleCandidatePagePost } from '~/features/candidate/candidate.http.server'
import type { CandidateDataExport } from '~/features/candidate/candidate.schemas'
import { newApplicationLink } from '~/features/candidate/candidate.server'
import { type Env, parseEnv } from '~/lib/env'
import { localStorage } from '~/lib/server/storage/local-storage'
import { createTestApplication, createTestJob } from './factories'
import { describeWithDatabases, uniqueEmail, uniqueIp } from './setup-db'

/*
 * The candidate's private page and the job alerts of the application's address (docs/product.md
 * §13.2, §14.4; decisions 040 and 043): the data download lists them without any token, and
 * "delete my data" deletes them with their tokens and deliveries, leaving other people's alone.
 */

let root: string
let env: Env

beforeAll(async () => {
  process.env.LOG_LEVEL ??= 'silent'
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-candidate-alerts-'))
  env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(root, 'data'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    APP_ORIGIN: 'https://careers.hoi.test',
  })
})

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true })
})

const deps = (db: Db): CandidateRequestDeps => ({ db, env, storage: localStorage(path.join(root, 'uploads')), ip: uniqueIp() })

/** An application of `email` to a new job, with a live private link; returns its id, token and job. */
async function applied(db: Db, email: string) {
  const job = await createTestJob(db, { title: { tr: 'Hemşire', en: 'Nurse' }, category: 'healthcare' })
  const application = await createTestApplication(db, job.id, { email, language: 'en' })
  const { token } = await db.transaction((tx) => newApplicationLink(tx, application.id, 'en', env))
  return { id: application.id, token, job }
}

/** An alert of `email` made through the board's form; confirmed unless told otherwise. */
async function alertOf(db: Db, email: string, fields: Record<string, string> = {}, confirmed = true) {
  await subscribeToAlerts({ db, env }, { lang: 'tr', ip: uniqueIp(), fields: { email, frequency: 'immediate', consent: 'on', ...fields } })
  if (confirmed) {
    await db
      .update(jobAlerts)
      .set({ confirmedAt: new Date() })
      .where(and(sql`lower(${jobAlerts.email}) = ${email.toLowerCase()}`, sql`${jobAlerts.confirmedAt} is null`))
  }
}

/** Every row of an address's alerts, tokens and deliveries. */
async function alertRowsOf(db: Db, email: string) {
  const alerts = await db
    .select()
    .from(jobAlerts)
    .where(sql`lower(${jobAlerts.email}) = ${email.toLowerCase()}`)
  const ids = alerts.map((alert) => alert.id)
  if (ids.length === 0) return { alerts, tokens: [], deliveries: [] }
  return {
    alerts,
    tokens: await db.select().from(jobAlertTokens).where(inArray(jobAlertTokens.alertId, ids)),
    deliveries: await db.select().from(jobAlertDeliveries).where(inArray(jobAlertDeliveries.alertId, ids)),
  }
}

/** The mails of an address's alerts (confirmations and job mails), whatever their state. */
const alertMailsTo = (db: Db, email: string) =>
  db
    .select({ id: mailOutbox.id, alertId: mailOutbox.alertId })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), isNotNull(mailOutbox.alertId)))
    .orderBy(mailOutbox.id)

const dataRequest = (token: string) => new Request(`http://localhost/api/public/applications/${token}/data`)
const page = () => new Response('<html>page</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })
const deletePost = (token: string) =>
  new Request(`http://localhost/en/applications/${token}`, { method: 'POST', body: new URLSearchParams({ intent: 'delete' }) })

describeWithDatabases('the candidate’s data and their job alerts (decisions 040, 043)', (t) => {
  it('lists the alerts of the application’s address, in any letter case, in the data download, without a token or hash', async () => {
    // The application keeps the address as typed; an alert stores it in lower case.
    const email = uniqueEmail('Person')
    const local = email.toLowerCase()
    const other = uniqueEmail('other')
    const a = await applied(t.db, email)
    await alertOf(t.db, email.toUpperCase(), { q: 'Nurse', category: 'healthcare', location: 'İstanbul' })
    await alertOf(t.db, local, { workMode: 'Remote' }, false)
    await alertOf(t.db, other)
    // The job reaches the confirmed alerts that match it (this person's first one and the other person's).
    await deliverPublishedJob({ db: t.db, env }, a.job.id)

    const response = await candidateDataResponse(dataRequest(a.token), a.token, deps(t.db))
    expect(response.status).toBe(200)
    const text = await response.text()
    const data = JSON.parse(text) as CandidateDataExport
    expect(data.jobAlerts).toHaveLength(2)
    const [confirmed, pending] = data.jobAlerts
    expect(confirmed).toMatchObject({
      email: local,
      language: 'tr',
      frequency: 'immediate',
      filters: { q: 'Nurse', category: 'healthcare', location: 'İstanbul' },
      lastDigestAt: null,
    })
    expect(Date.parse(confirmed!.confirmedAt!)).not.toBeNaN()
    expect(Date.parse(confirmed!.createdAt)).not.toBeNaN()
    expect(Date.parse(confirmed!.consentAt)).not.toBeNaN()
    expect(confirmed!.jobsMatched).toEqual([{ jobId: a.job.id, matchedAt: expect.any(String), mailedAt: expect.any(String) }])
    expect(pending).toMatchObject({ confirmedAt: null, filters: { workMode: 'Remote' }, jobsMatched: [] })
    expect(Object.keys(confirmed!).sort()).toEqual(
      ['email', 'language', 'frequency', 'filters', 'consentAt', 'confirmedAt', 'lastDigestAt', 'createdAt', 'jobsMatched'].sort(),
    )

    // Neither the tokens the mails carried nor their stored hashes are in the file; nor the other person.
    const { tokens } = await alertRowsOf(t.db, local)
    expect(tokens.length).toBeGreaterThanOrEqual(3)
    for (const row of tokens) expect(text).not.toContain(row.tokenHash)
    const mails = await t.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, local))
    const mailed = mails.flatMap((mail) => [...mail.text.matchAll(/\/alerts\/([A-Za-z0-9_-]{43})/g)].map((match) => match[1]!))
    expect(mailed.length).toBeGreaterThanOrEqual(3)
    for (const token of mailed) expect(text).not.toContain(token)
    expect(text).not.toContain(other)
    expect(text).not.toMatch(/token/i)
  })

  it('lists no alerts for an address without any', async () => {
    const a = await applied(t.db, uniqueEmail('quiet'))
    const response = await candidateDataResponse(dataRequest(a.token), a.token, deps(t.db))
    expect(((await response.json()) as CandidateDataExport).jobAlerts).toEqual([])
  })

  it('deletes the address’s alerts with their tokens and deliveries with the application, leaving its other applications and other people’s alerts', async () => {
    const email = uniqueEmail('erase')
    const other = uniqueEmail('keep')
    const first = await applied(t.db, email)
    const second = await applied(t.db, email.toUpperCase())
    await alertOf(t.db, email, { category: 'healthcare' })
    await alertOf(t.db, email.toUpperCase(), { frequency: 'daily' })
    await alertOf(t.db, email, {}, false)
    await alertOf(t.db, other, { category: 'healthcare' })
    await deliverPublishedJob({ db: t.db, env }, first.job.id)

    const before = await alertRowsOf(t.db, email)
    expect(before.alerts).toHaveLength(3)
    expect(before.tokens.length).toBeGreaterThanOrEqual(4)
    expect(before.deliveries).toHaveLength(2)
    const kept = await alertRowsOf(t.db, other)
    expect(kept.deliveries).toHaveLength(1)
    // The alerts' mails: three confirmations and the job's mail to the immediate one (the daily one waits for its digest).
    expect(await alertMailsTo(t.db, email)).toHaveLength(4)
    const keptMails = await alertMailsTo(t.db, other)
    expect(keptMails).toHaveLength(2)

    const response = await handleCandidatePagePost(deletePost(first.token), 'en', first.token, page, deps(t.db))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en/applications/deleted')

    expect(await alertRowsOf(t.db, email)).toEqual({ alerts: [], tokens: [], deliveries: [] })
    const ids = before.alerts.map((alert) => alert.id)
    expect(await t.db.select().from(jobAlertTokens).where(inArray(jobAlertTokens.alertId, ids))).toEqual([])
    expect(await t.db.select().from(jobAlertDeliveries).where(inArray(jobAlertDeliveries.alertId, ids))).toEqual([])
    // The mails about them go too: a pending one is never sent, a sent one leaves no copy of the address.
    expect(await alertMailsTo(t.db, email)).toEqual([])
    // The other person's alert is untouched, with its tokens, its delivery and its mails.
    expect(await alertRowsOf(t.db, other)).toEqual(kept)
    expect(await alertMailsTo(t.db, other)).toEqual(keptMails)
    // The same address's other application stays, and its page still opens (its download lists no alerts now).
    expect(await t.db.select({ id: applications.id }).from(applications).where(eq(applications.id, second.id))).toHaveLength(1)
    const download = await candidateDataResponse(dataRequest(second.token), second.token, deps(t.db))
    expect(download.status).toBe(200)
    expect(((await download.json()) as CandidateDataExport).jobAlerts).toEqual([])
    // The erasure's audit event names the application and its job only.
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'application.erase'), eq(auditEvents.entityId, first.id)))
    expect(event!.summary).toEqual({ jobId: first.job.id })
  })

  it('deletes nothing of the alerts when the erasure does not happen (an unknown link)', async () => {
    const email = uniqueEmail('unknown')
    await applied(t.db, email)
    await alertOf(t.db, email)
    const token = 'A'.repeat(43)
    const response = await handleCandidatePagePost(deletePost(token), 'en', token, page, deps(t.db))
    expect(response.status).toBe(404)
    expect((await alertRowsOf(t.db, email)).alerts).toHaveLength(1)
  })
})
