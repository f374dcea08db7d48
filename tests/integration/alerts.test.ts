import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { jobAlertDeliveries, jobAlerts, jobAlertTokens, mailOutbox, tasks } from '~/db/schema'
import { alertsOfEmail, alertTasks, deleteAlertsOfEmail } from '~/features/alerts/alerts.api.server'
import { type AlertRequestDeps, handleAlertPagePost, handleOneClickUnsubscribe } from '~/features/alerts/alerts.http.server'
import {
  deliverPublishedJob,
  hashAlertToken,
  purgeUnconfirmedAlerts,
  readAlertView,
  sendDailyDigests,
  setAlertFrequency,
  subscribeToAlerts,
} from '~/features/alerts/alerts.server'
import { createJob, setJobStatus } from '~/features/jobs/jobs.admin.server'
import type { Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { deliverDueMail, queueMail } from '~/lib/server/mail'
import { runDueTasks } from '~/lib/server/task-queue'
import { createTestJob, createTestUser, testEnv } from './factories'
import { describeWithDatabases, uniqueEmail, uniqueIp } from './setup-db'

beforeAll(() => {
  process.env.LOG_LEVEL ??= 'silent'
})

const dataDir = path.join(os.tmpdir(), `hoi-alerts-test-${process.pid}`)
const env = testEnv(dataDir, { APP_ORIGIN: 'https://www.hoi.test', ALERT_LIMIT_PER_IP: '3' })

const deps = (db: Db): AlertRequestDeps => ({ db, env, ip: uniqueIp() })

/** The token of the newest mail to `to` that links an alert page. */
async function tokenInMail(db: Db, to: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(1)
  const match = /\/alerts\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')
  if (!match) throw new Error(`no alert link in the mail to ${to}`)
  return match[1]!
}

const mailsTo = (db: Db, to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt)

/** A confirmed alert of a new address with these filters; returns the address and its confirmation token. */
async function confirmedAlert(db: Db, fields: Record<string, unknown> = {}, lang: Language = 'en') {
  const email = uniqueEmail('alert')
  await subscribeToAlerts(deps(db), { lang, ip: uniqueIp(), fields: { email, frequency: 'immediate', consent: 'on', ...fields } })
  const token = await tokenInMail(db, email)
  await db.update(jobAlerts).set({ confirmedAt: new Date() }).where(eq(jobAlerts.email, email))
  return { email, token }
}

const form = (fields: Record<string, string>) =>
  new Request('http://localhost/en/alerts/x', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })

/** A render that must not happen (the post succeeded); the status of a failure's page otherwise. */
const render = () => new Response('<html>page</html>', { status: 200, headers: { 'content-type': 'text/html' } })

const oneClick = (token: string, body = 'List-Unsubscribe=One-Click', type = 'application/x-www-form-urlencoded') =>
  new Request(`https://www.hoi.test/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  })

describeWithDatabases('job alerts', (t) => {
  it('stores a subscription unconfirmed with a hashed token, and mails the confirmation link in the visitor language', async () => {
    const email = uniqueEmail('Sub')
    await subscribeToAlerts(deps(t.db), {
      lang: 'tr',
      ip: uniqueIp(),
      fields: { email, frequency: 'daily', consent: 'on', q: 'Hemşire', category: 'healthcare', location: 'İstanbul' },
    })
    const [alert] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email.toLowerCase()))
    expect(alert).toMatchObject({ confirmedAt: null, frequency: 'daily', language: 'tr', words: ['hemsire'], locationKey: 'istanbul' })
    const [mail] = await mailsTo(t.db, email.toLowerCase())
    expect(mail!.subject).toContain('onaylayın')
    const token = await tokenInMail(t.db, email.toLowerCase())
    const tokens = await t.db.select().from(jobAlertTokens).where(eq(jobAlertTokens.alertId, alert!.id))
    // Only the hash is stored, never the token itself.
    expect(tokens.map((row) => row.tokenHash)).toEqual([hashAlertToken(token)])
    expect(tokens[0]!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000)
    expect(await readAlertView(t.db, token)).toMatchObject({
      kind: 'confirm',
      confirmed: false,
      filters: { q: 'Hemşire', category: 'healthcare' },
    })
  })

  it('answers a subscription alike whether or not the address has alerts, and stops mailing an address with three unconfirmed', async () => {
    const email = uniqueEmail('again')
    for (let n = 0; n < 5; n++) {
      await expect(
        subscribeToAlerts(deps(t.db), { lang: 'en', ip: uniqueIp(), fields: { email, frequency: 'daily', consent: 'on' } }),
      ).resolves.toBeUndefined()
    }
    expect(await mailsTo(t.db, email)).toHaveLength(3)
  })

  it('refuses invalid input with field messages and an unknown filter value', async () => {
    const error = await subscribeToAlerts(deps(t.db), {
      lang: 'en',
      ip: uniqueIp(),
      fields: { email: 'not-an-address', frequency: 'weekly', category: 'astronaut', company: 'nope', q: 'x'.repeat(101) },
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AppError)
    expect(Object.keys((error as AppError).fields ?? {}).sort()).toEqual(['category', 'company', 'consent', 'email', 'frequency', 'q'])
  })

  it('limits subscriptions per client address', async () => {
    const ip = uniqueIp()
    const submit = () =>
      subscribeToAlerts(deps(t.db), { lang: 'en', ip, fields: { email: uniqueEmail('rate'), frequency: 'daily', consent: 'on' } })
    for (let n = 0; n < 3; n++) await submit()
    await expect(submit()).rejects.toMatchObject({ code: 'rate_limited' })
  })

  it('confirms by a POST of the page, and a link past 48 hours opens nothing and is purged', async () => {
    const email = uniqueEmail('confirm')
    await subscribeToAlerts(deps(t.db), { lang: 'en', ip: uniqueIp(), fields: { email, frequency: 'daily', consent: 'on' } })
    const token = await tokenInMail(t.db, email)
    const answer = await handleAlertPagePost(form({ intent: 'confirm' }), 'en', token, render, deps(t.db))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`/en/alerts/${token}?confirmed=1`)
    expect((await readAlertView(t.db, token))?.kind).toBe('manage')

    const late = uniqueEmail('late')
    await subscribeToAlerts(deps(t.db), { lang: 'en', ip: uniqueIp(), fields: { email: late, frequency: 'daily', consent: 'on' } })
    const lateToken = await tokenInMail(t.db, late)
    await t.db
      .update(jobAlerts)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(jobAlerts.email, late))
    await t.db
      .update(jobAlertTokens)
      .set({ expiresAt: new Date(Date.now() - 3_600_000) })
      .where(eq(jobAlertTokens.tokenHash, hashAlertToken(lateToken)))
    expect(await readAlertView(t.db, lateToken)).toBeNull()
    const refused = await handleAlertPagePost(form({ intent: 'confirm' }), 'en', lateToken, render, deps(t.db))
    expect(refused.status).toBe(404)
    expect(await purgeUnconfirmedAlerts(t.db)).toBeGreaterThanOrEqual(1)
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, late))).toEqual([])
    // The confirmed alert stays.
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(1)
  })

  it('matches each filter, the text search folded as the board folds it', async () => {
    const job = await createTestJob(t.db, {
      category: 'healthcare',
      workMode: 'OnSite',
      employmentType: 'FullTime',
      experienceLevel: 'Senior',
      companyKey: 'hoi-health',
      city: 'İstanbul',
      title: { tr: 'Kıdemli Hemşire', en: 'Senior Nurse' },
    })
    const cases: Array<[Record<string, string>, boolean]> = [
      [{}, true],
      [{ category: 'healthcare' }, true],
      [{ category: 'software' }, false],
      [{ workMode: 'OnSite' }, true],
      [{ workMode: 'Remote' }, false],
      [{ employmentType: 'FullTime' }, true],
      [{ employmentType: 'PartTime' }, false],
      [{ level: 'Senior' }, true],
      [{ level: 'Entry' }, false],
      [{ company: 'hoi-health' }, true],
      [{ company: 'hoi-tech' }, false],
      [{ location: 'istanbul' }, true],
      [{ location: 'Istanbul' }, true],
      [{ location: 'Dubai' }, false],
      [{ q: 'hemsire' }, true],
      [{ q: 'HEMŞİRE kıdemli' }, true],
      [{ q: 'nurse' }, true],
      [{ q: 'HOI Sağlık' }, true],
      [{ q: 'istanbul' }, true],
      [{ q: 'nurse developer' }, false],
      [{ q: '100%_' }, false],
      [{ category: 'healthcare', level: 'Senior', location: 'İstanbul', q: 'nurse' }, true],
    ]
    const alerts = []
    for (const [filters] of cases) alerts.push(await confirmedAlert(t.db, filters))
    await deliverPublishedJob({ db: t.db, env }, job.id)
    for (const [index, [filters, expected]] of cases.entries()) {
      const mails = await mailsTo(t.db, alerts[index]!.email)
      // The confirmation mail, then the job's mail when it matches.
      expect([filters, mails.length]).toEqual([filters, expected ? 2 : 1])
    }
    const [jobMail] = (await mailsTo(t.db, alerts[1]!.email)).slice(-1)
    expect(jobMail!.subject).toBe('New position: Senior Nurse')
    expect(jobMail!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/www\.hoi\.test\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(jobMail!.text).toContain(`https://www.hoi.test/en/jobs/${job.slug}`)
  })

  it('tells nobody about a job that is no longer open', async () => {
    const { email } = await confirmedAlert(t.db, { q: 'vanishing' })
    const job = await createTestJob(t.db, { status: 'closed', title: { tr: 'Vanishing', en: 'Vanishing' } })
    expect(await deliverPublishedJob({ db: t.db, env }, job.id)).toBe(0)
    expect(await mailsTo(t.db, email)).toHaveLength(1)
  })

  it('delivers each job once to each subscriber with two workers at once, through the jobs write and its task', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' })
    const word = `unique${Date.now()}`
    const subscribers = []
    for (let n = 0; n < 6; n++) subscribers.push(await confirmedAlert(t.db, { q: word }))
    const input = {
      titleTr: `İlan ${word}`,
      titleEn: `Job ${word}`,
      descriptionTr: '<p>Açıklama</p>',
      descriptionEn: '<p>Description</p>',
      slug: `alert-${word}`,
      companyKey: 'hoi-tech',
      category: 'software',
      workMode: 'Remote',
      employmentType: 'FullTime',
      experienceLevel: 'Mid',
      city: 'İstanbul',
      countryCode: 'TR',
      openings: 1,
      deadline: '',
      applicationsOpen: true,
    } as const
    const draft = await createJob(t.db, { ...input, status: 'draft' }, admin)
    // A draft tells nobody; publishing it enqueues the task in the same transaction.
    expect(await t.db.select().from(tasks).where(eq(tasks.name, 'jobs.published'))).toHaveLength(0)
    await setJobStatus(t.db, { id: draft.id, status: 'active' }, admin)
    // The same job published again (closed, reopened) and a task run twice: still one mail each.
    await setJobStatus(t.db, { id: draft.id, status: 'closed' }, admin)
    await setJobStatus(t.db, { id: draft.id, status: 'active' }, admin)
    expect(await t.db.select().from(tasks).where(eq(tasks.name, 'jobs.published'))).toHaveLength(2)
    const [published] = alertTasks(env)
    const worker = async () => {
      while ((await runDueTasks(t.db, [published], { limit: 1 })).claimed > 0) {
        // until nothing is due
      }
    }
    await Promise.all([worker(), worker(), deliverPublishedJob({ db: t.db, env }, draft.id)])
    for (const { email } of subscribers) expect(await mailsTo(t.db, email)).toHaveLength(2)
    const deliveries = await t.db
      .select({ alertId: jobAlertDeliveries.alertId })
      .from(jobAlertDeliveries)
      .innerJoin(jobAlerts, eq(jobAlerts.id, jobAlertDeliveries.alertId))
      .where(sql`${jobAlertDeliveries.jobId} = ${draft.id} and ${jobAlerts.words} @> array[${word.toLowerCase()}]::text[]`)
    expect(deliveries).toHaveLength(6)

    // A job created active enqueues the task too.
    const created = await createJob(t.db, { ...input, slug: `alert-${word}-2`, status: 'active' }, admin)
    const [task] = await t.db
      .select()
      .from(tasks)
      .where(sql`${tasks.payload}->>'jobId' = ${created.id}`)
    expect(task?.name).toBe('jobs.published')
  })

  it('sends a daily alert one digest of the day matches, once across two runs at once, and none before a day has passed', async () => {
    const { email, token } = await confirmedAlert(t.db, { category: 'logistics' }, 'tr')
    await setAlertFrequency(t.db, token, 'daily')
    const first = await createTestJob(t.db, { category: 'logistics', title: { tr: 'Depo Sorumlusu', en: 'Warehouse Lead' } })
    const second = await createTestJob(t.db, { category: 'logistics', title: { tr: 'Sevkiyat Uzmanı', en: 'Shipping Specialist' } })
    await deliverPublishedJob({ db: t.db, env }, first.id)
    await deliverPublishedJob({ db: t.db, env }, second.id)
    // Nothing yet: a daily alert waits for its digest.
    expect(await mailsTo(t.db, email)).toHaveLength(1)
    await Promise.all([sendDailyDigests({ db: t.db, env }), sendDailyDigests({ db: t.db, env })])
    const mails = await mailsTo(t.db, email)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toBe('İş ilanı bildiriminiz için 2 yeni ilan')
    expect(mails[1]!.text).toContain('Depo Sorumlusu')
    expect(mails[1]!.text).toContain('Sevkiyat Uzmanı')
    expect(mails[1]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    const third = await createTestJob(t.db, { category: 'logistics', title: { tr: 'Filo Yöneticisi', en: 'Fleet Manager' } })
    await deliverPublishedJob({ db: t.db, env }, third.id)
    await sendDailyDigests({ db: t.db, env })
    expect(await mailsTo(t.db, email)).toHaveLength(2)
    // A day later, the next digest has the third job only.
    await t.db
      .update(jobAlerts)
      .set({ lastDigestAt: new Date(Date.now() - 24 * 3_600_000) })
      .where(eq(jobAlerts.email, email))
    await sendDailyDigests({ db: t.db, env })
    const later = await mailsTo(t.db, email)
    expect(later).toHaveLength(3)
    expect(later[2]!.subject).toBe('Yeni ilan: Filo Yöneticisi')
  })

  it('unsubscribes by the one-click POST of RFC 8058, and refuses malformed calls', async () => {
    const { email } = await confirmedAlert(t.db, { q: 'oneclick' })
    const job = await createTestJob(t.db, { title: { tr: 'Oneclick', en: 'Oneclick' } })
    await deliverPublishedJob({ db: t.db, env }, job.id)
    const [mail] = (await mailsTo(t.db, email)).slice(-1)
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.headers!['List-Unsubscribe']!)![1]!

    expect((await handleOneClickUnsubscribe(oneClick(token, 'List-Unsubscribe=Nope'), deps(t.db))).status).toBe(400)
    expect((await handleOneClickUnsubscribe(oneClick(token, '{}', 'application/json'), deps(t.db))).status).toBe(415)
    expect((await handleOneClickUnsubscribe(oneClick('short'), deps(t.db))).status).toBe(400)
    const get = await handleOneClickUnsubscribe(new Request(`https://www.hoi.test/api/alerts/unsubscribe?token=${token}`), deps(t.db))
    expect(get.status).toBe(405)
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(1)

    expect((await mailsTo(t.db, email)).length).toBe(2)
    const answer = await handleOneClickUnsubscribe(oneClick(token), deps(t.db))
    expect(answer.status).toBe(200)
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([])
    // Unsubscribing keeps nothing: the alert's mails (its confirmation, the job's mail) go with it.
    expect(await mailsTo(t.db, email)).toEqual([])
    // Again: the alert is gone either way.
    expect((await handleOneClickUnsubscribe(oneClick(token), deps(t.db))).status).toBe(200)
    const next = await createTestJob(t.db, { title: { tr: 'Oneclick 2', en: 'Oneclick 2' } })
    await deliverPublishedJob({ db: t.db, env }, next.id)
    expect(await mailsTo(t.db, email)).toEqual([])
  })

  it('changes the frequency and unsubscribes on the manage page', async () => {
    const { email, token } = await confirmedAlert(t.db)
    const saved = await handleAlertPagePost(form({ intent: 'frequency', frequency: 'daily' }), 'en', token, render, deps(t.db))
    expect(saved.headers.get('location')).toBe(`/en/alerts/${token}?saved=1`)
    expect((await readAlertView(t.db, token))?.frequency).toBe('daily')
    const bad = await handleAlertPagePost(form({ intent: 'frequency', frequency: 'weekly' }), 'en', token, render, deps(t.db))
    expect(bad.status).toBe(400)
    const unknown = await handleAlertPagePost(form({ intent: 'explode' }), 'en', token, render, deps(t.db))
    expect(unknown.status).toBe(400)
    const gone = await handleAlertPagePost(form({ intent: 'unsubscribe' }), 'en', token, render, deps(t.db))
    expect(gone.headers.get('location')).toBe('/en/alerts?unsubscribed=1')
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([])
    expect(await readAlertView(t.db, token)).toBeNull()
  })

  it("lists and deletes a person's alerts by address", async () => {
    const email = uniqueEmail('person')
    await subscribeToAlerts(deps(t.db), { lang: 'en', ip: uniqueIp(), fields: { email, frequency: 'daily', consent: 'on', q: 'data' } })
    await subscribeToAlerts(deps(t.db), { lang: 'tr', ip: uniqueIp(), fields: { email, frequency: 'immediate', consent: 'on' } })
    const listed = await alertsOfEmail(t.db, email.toUpperCase())
    expect(listed.map((alert) => alert.frequency).sort()).toEqual(['daily', 'immediate'])
    expect(listed.find((alert) => alert.frequency === 'daily')!.filters).toEqual({ q: 'data' })
    const ids = listed.map((alert) => alert.id)
    expect(await t.db.transaction((tx) => deleteAlertsOfEmail(tx, email))).toBe(2)
    expect(await t.db.select().from(jobAlertTokens).where(inArray(jobAlertTokens.alertId, ids))).toEqual([])
  })

  it('sends a message with its extra headers, on one line each, and refuses a malformed header name', async () => {
    const to = uniqueEmail('headers')
    const [id] = await t.db.transaction((tx) =>
      queueMail(tx, {
        to,
        subject: 'Headers',
        text: 'Body',
        html: '<p>Body</p>',
        headers: {
          'List-Unsubscribe': '<https://www.hoi.test/api/alerts/unsubscribe?token=x>\r\nBcc: victim@example.com',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    )
    await deliverDueMail(t.db, env)
    // Long header lines are folded by the mailer: unfolded, each header is one line.
    const eml = (await fs.readFile(path.join(dataDir, 'outbox', `${id}.eml`), 'utf8')).replace(/\r?\n[ \t]+/g, ' ')
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    expect(eml).toMatch(/^List-Unsubscribe: <https:\/\/www\.hoi\.test\/api\/alerts\/unsubscribe\?token=x> Bcc: victim@example\.com$/m)
    expect(eml).not.toMatch(/^Bcc:/m)
    await expect(
      t.db.transaction((tx) => queueMail(tx, { to, subject: 'x', text: 'x', html: 'x', headers: { 'Bad Name:': 'x' } })),
    ).rejects.toThrow(/invalid mail header name/)
  })
})
