import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { type Db, executeRows } from '~/db/client'
import { type JobAlert, jobAlertDeliveries, jobAlerts, jobAlertTokens } from '~/db/schema'
import { foldBoardText as fold, jobAlertFacts, jobAlertSummaries } from '~/features/jobs/jobs.api.server'
import type { AlertFrequency, Language } from '~/lib/enums'
import type { Env } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { queueMail, type MailContent } from '~/lib/server/mail'
import { hitAddressRateLimit } from '~/lib/server/rate-limit'
import { alertConfirmationMail, alertJobsMail, type AlertMailJob } from './alerts.mail'
import {
  ALERT_CONFIRM_HOURS,
  ALERT_DIGEST_HOURS,
  ALERT_HONEYPOT,
  ALERT_TOKEN_PATTERN,
  ALERT_UNCONFIRMED_PER_EMAIL,
  type AlertFilters,
} from './alerts.rules'
import { alertIssueFields, alertSubscribeSchema, type AlertView } from './alerts.schemas'

/*
 * Job alerts (docs/product.md §14, decision 043): the subscription with its double opt-in, the
 * alert's own page (confirm, frequency, unsubscribe), the matching of a published job against
 * every alert in one statement, the mails and the daily digest.
 */

export interface AlertDeps {
  db: Db
  env: Env
}

const HOUR_MS = 3_600_000

/** Only the SHA-256 of a link's token is stored. */
export const hashAlertToken = (token: string) => createHash('sha256').update(token).digest('hex')

const newToken = () => randomBytes(32).toString('base64url')

/** New tokens of `purpose` for the given alerts, stored hashed; returns the tokens in the same order. */
async function issueTokens(tx: Db, alertIds: readonly string[], purpose: 'confirm' | 'manage', expiresAt?: Date): Promise<string[]> {
  if (alertIds.length === 0) return []
  const tokens = alertIds.map(() => newToken())
  await tx
    .insert(jobAlertTokens)
    .values(
      alertIds.map((alertId, index) => ({ tokenHash: hashAlertToken(tokens[index]!), alertId, purpose, expiresAt: expiresAt ?? null })),
    )
  return tokens
}

// The subscription.

export interface AlertSubmission {
  lang: Language
  ip: string
  /** The posted values by field name; unknown names are ignored. */
  fields: Record<string, unknown>
}

/** A consent as a ticked checkbox posts it (`on`), or as JSON (`true`). */
export const consentGiven = (value: unknown) => value === true || value === 'on'

/**
 * A new alert (docs/product.md §14.1): validated, counted against the address's hourly allowance,
 * stored unconfirmed with its confirmation token and mail in one transaction. The answer is the
 * same whether or not the address already has alerts; an address with too many unconfirmed
 * alerts gets no further mail (the answer does not say so either).
 */
export async function subscribeToAlerts(deps: AlertDeps, input: AlertSubmission): Promise<void> {
  const { db, env } = deps
  const trap = input.fields[ALERT_HONEYPOT]
  if (typeof trap === 'string' ? trap !== '' : trap !== undefined && trap !== null) return

  const { email, frequency, q, category, workMode, employmentType, level, location, company } = input.fields
  const parsed = alertSubscribeSchema.safeParse({
    email,
    frequency,
    q,
    category,
    workMode,
    employmentType,
    level,
    location,
    company,
    consent: consentGiven(input.fields.consent),
  })
  if (!parsed.success) throw new AppError('invalid', { fields: alertIssueFields(parsed.error) })
  const values = parsed.data

  const limit = await hitAddressRateLimit(db, 'alert', input.ip, env)
  if (!limit.allowed) throw new AppError('rate_limited', { retryAfterSeconds: limit.retryAfterSeconds })

  await db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ n: count() })
      .from(jobAlerts)
      .where(and(sql`lower(${jobAlerts.email}) = ${values.email}`, isNull(jobAlerts.confirmedAt)))
    if ((pending?.n ?? 0) >= ALERT_UNCONFIRMED_PER_EMAIL) return
    const words = values.q ? fold(values.q).split(/\s+/).filter(Boolean) : []
    const [alert] = await tx
      .insert(jobAlerts)
      .values({
        email: values.email,
        language: input.lang,
        frequency: values.frequency,
        query: values.q ?? null,
        words,
        category: values.category ?? null,
        workMode: values.workMode ?? null,
        employmentType: values.employmentType ?? null,
        experienceLevel: values.level ?? null,
        companyKey: values.company ?? null,
        location: values.location ?? null,
        locationKey: values.location ? fold(values.location) : null,
        consentAt: new Date(),
      })
      .returning({ id: jobAlerts.id })
    const [token] = await issueTokens(tx, [alert!.id], 'confirm', new Date(Date.now() + ALERT_CONFIRM_HOURS * HOUR_MS))
    await queueMail(tx, {
      ...alertConfirmationMail({ to: values.email, lang: input.lang, origin: env.APP_ORIGIN, token: token! }),
      alertId: alert!.id,
    })
  })
}

// An alert's own page: any live token of the alert opens it.

/** The alert a link's token opens, when the token is well formed, known and not expired. */
async function alertOfToken(db: Db, token: string): Promise<JobAlert | null> {
  if (!ALERT_TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .select({ alert: jobAlerts })
    .from(jobAlertTokens)
    .innerJoin(jobAlerts, eq(jobAlerts.id, jobAlertTokens.alertId))
    .where(
      and(
        eq(jobAlertTokens.tokenHash, hashAlertToken(token)),
        or(isNull(jobAlertTokens.expiresAt), gt(jobAlertTokens.expiresAt, sql`now()`)),
        // An unconfirmed alert past its time is gone, even before the purge removes it.
        or(sql`${jobAlerts.confirmedAt} is not null`, gt(jobAlerts.createdAt, sql`now() - make_interval(hours => ${ALERT_CONFIRM_HOURS})`)),
      ),
    )
  return row?.alert ?? null
}

/** `a•••@example.com`. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@')
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`
}

export const filtersOfAlert = (alert: JobAlert): AlertFilters => {
  const filters: AlertFilters = {}
  if (alert.query) filters.q = alert.query
  if (alert.category) filters.category = alert.category
  if (alert.workMode) filters.workMode = alert.workMode
  if (alert.employmentType) filters.employmentType = alert.employmentType
  if (alert.experienceLevel) filters.level = alert.experienceLevel
  if (alert.location) filters.location = alert.location
  if (alert.companyKey) filters.company = alert.companyKey
  return filters
}

/** What the alert's page shows; null for a token that opens nothing (the page answers 404). */
export async function readAlertView(db: Db, token: string): Promise<AlertView | null> {
  const alert = await alertOfToken(db, token)
  if (!alert) return null
  return {
    kind: alert.confirmedAt ? 'manage' : 'confirm',
    confirmed: alert.confirmedAt !== null,
    maskedEmail: maskEmail(alert.email),
    language: alert.language,
    frequency: alert.frequency,
    filters: filtersOfAlert(alert),
  }
}

/** Confirms the alert of `token` (a second confirmation changes nothing); AppError `not_found` for a dead link. */
export async function confirmAlert(db: Db, token: string): Promise<void> {
  const alert = await alertOfToken(db, token)
  if (!alert) throw new AppError('not_found')
  await db
    .update(jobAlerts)
    .set({ confirmedAt: sql`coalesce(${jobAlerts.confirmedAt}, now())` })
    .where(eq(jobAlerts.id, alert.id))
}

/** Changes the rhythm of a confirmed alert. */
export async function setAlertFrequency(db: Db, token: string, frequency: AlertFrequency): Promise<void> {
  const alert = await alertOfToken(db, token)
  if (!alert?.confirmedAt) throw new AppError('not_found')
  await db.update(jobAlerts).set({ frequency }).where(eq(jobAlerts.id, alert.id))
}

/**
 * Deletes the alert of `token` with its tokens and deliveries (unsubscribing keeps nothing).
 * True when there was one; a dead or unknown token is no failure (the alert is gone either way).
 */
export async function unsubscribeAlert(db: Db, token: string): Promise<boolean> {
  const alert = await alertOfToken(db, token)
  if (!alert) return false
  const deleted = await db.delete(jobAlerts).where(eq(jobAlerts.id, alert.id)).returning({ id: jobAlerts.id })
  return deleted.length > 0
}

// Delivery.

/** The mail of `jobs` for each alert, each with a manage token of its own (stored hashed). */
async function queueAlertMails(
  tx: Db,
  env: Env,
  recipients: ReadonlyArray<{ alertId: string; email: string; language: Language; jobs: AlertMailJob[] }>,
): Promise<number> {
  const sending = recipients.filter((recipient) => recipient.jobs.length > 0)
  const tokens = await issueTokens(
    tx,
    sending.map((recipient) => recipient.alertId),
    'manage',
  )
  const mails: MailContent[] = sending.map((recipient, index) => ({
    ...alertJobsMail({
      to: recipient.email,
      lang: recipient.language,
      origin: env.APP_ORIGIN,
      token: tokens[index]!,
      jobs: recipient.jobs,
    }),
    alertId: recipient.alertId,
  }))
  await queueMail(tx, ...mails)
  return mails.length
}

/** The job's mail line in each language. */
async function jobLines(db: Db, ids: readonly string[], now: Date): Promise<Record<Language, Map<string, AlertMailJob>>> {
  const [tr, en] = await Promise.all([jobAlertSummaries(db, ids, 'tr', now), jobAlertSummaries(db, ids, 'en', now)])
  return { tr: new Map(tr.map((job) => [job.id, job])), en: new Map(en.map((job) => [job.id, job])) }
}

/**
 * A job went live (the `jobs.published` task): every confirmed alert whose filters match it gets
 * a delivery row, in one `INSERT … SELECT` over the alerts (the category through
 * `job_alerts_match_idx`, the rest as conditions of the same scan, the text search as "every
 * word of the alert is in the job's folded text"). The primary key (alert, job) decides which
 * rows are new, also between two workers at once; only those are mailed, immediate alerts at
 * once in the same transaction, daily ones by the next digest. Returns how many mails it queued.
 */
export async function deliverPublishedJob(deps: AlertDeps, jobId: string, now = new Date()): Promise<number> {
  const { db, env } = deps
  const job = await jobAlertFacts(db, jobId, now)
  // Closed, removed or past its deadline again by now: nobody is told about it.
  if (!job) return 0
  return db.transaction(async (tx) => {
    const matched = await executeRows<{ alert_id: string; email: string; language: Language }>(
      tx,
      sql`
        with inserted as (
          insert into ${jobAlertDeliveries} (alert_id, job_id, mailed_at)
          select a.id, ${job.id}, case when a.frequency = 'immediate' then now() end
          from ${jobAlerts} a
          where a.confirmed_at is not null
            and (a.category is null or a.category = ${job.category})
            and (a.work_mode is null or a.work_mode = ${job.workMode})
            and (a.employment_type is null or a.employment_type = ${job.employmentType})
            and (a.experience_level is null or a.experience_level = ${job.experienceLevel})
            and (a.company_key is null or a.company_key = ${job.companyKey})
            and (a.location_key is null or a.location_key = ${job.cityKey})
            and not exists (select from unnest(a.words) as w(word) where strpos(${job.text}, w.word) = 0)
          on conflict do nothing
          returning alert_id, mailed_at
        )
        select inserted.alert_id, a.email, a.language
        from inserted join ${jobAlerts} a on a.id = inserted.alert_id
        where inserted.mailed_at is not null`,
    )
    if (matched.length === 0) return 0
    const lines = await jobLines(tx, [job.id], now)
    return queueAlertMails(
      tx,
      env,
      matched.map((row) => {
        const line = lines[row.language].get(job.id)
        return { alertId: row.alert_id, email: row.email, language: row.language, jobs: line ? [line] : [] }
      }),
    )
  })
}

/** Alerts handled per digest transaction. */
const DIGEST_BATCH = 200

/**
 * The daily digests (the hourly `alerts.digest` task): each alert with deliveries not yet mailed
 * and no digest in the last ALERT_DIGEST_HOURS gets one mail listing those of its jobs still open.
 * A batch of alerts is taken with `FOR UPDATE SKIP LOCKED`, marked and mailed in one transaction,
 * so two instances never send one digest twice. Returns how many mails it queued.
 */
export async function sendDailyDigests(deps: AlertDeps, now = new Date()): Promise<number> {
  const { db, env } = deps
  let mailed = 0
  for (;;) {
    const [taken, queued] = await db.transaction(async (tx) => {
      const rows = await executeRows<{ alert_id: string; job_id: string; email: string; language: Language }>(
        tx,
        sql`
          with due as (
            select a.id from ${jobAlerts} a
            where a.confirmed_at is not null
              and (a.last_digest_at is null or a.last_digest_at <= now() - make_interval(hours => ${ALERT_DIGEST_HOURS}))
              and exists (select from ${jobAlertDeliveries} d where d.alert_id = a.id and d.mailed_at is null)
            order by a.id
            limit ${DIGEST_BATCH}
            for update of a skip locked
          ), marked as (
            update ${jobAlerts} a set last_digest_at = now() from due where a.id = due.id
            returning a.id, a.email, a.language
          ), sent as (
            update ${jobAlertDeliveries} d set mailed_at = now() from marked where d.alert_id = marked.id and d.mailed_at is null
            returning d.alert_id, d.job_id
          )
          select sent.alert_id, sent.job_id, marked.email, marked.language from sent join marked on marked.id = sent.alert_id`,
      )
      const alerts = new Map<string, { alertId: string; email: string; language: Language; jobIds: string[] }>()
      for (const row of rows) {
        const entry = alerts.get(row.alert_id) ?? { alertId: row.alert_id, email: row.email, language: row.language, jobIds: [] }
        entry.jobIds.push(row.job_id)
        alerts.set(row.alert_id, entry)
      }
      if (alerts.size === 0) return [0, 0] as const
      const lines = await jobLines(tx, [...new Set(rows.map((row) => row.job_id))], now)
      const recipients = [...alerts.values()].map((entry) => ({
        ...entry,
        jobs: entry.jobIds.map((id) => lines[entry.language].get(id)).filter((job): job is AlertMailJob => job !== undefined),
      }))
      return [alerts.size, await queueAlertMails(tx, env, recipients)] as const
    })
    mailed += queued
    if (taken < DIGEST_BATCH) return mailed
  }
}

/**
 * The hourly purge: alerts never confirmed within ALERT_CONFIRM_HOURS (with their tokens), and
 * expired confirmation tokens of confirmed alerts. Returns how many alerts it deleted.
 */
export async function purgeUnconfirmedAlerts(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ALERT_CONFIRM_HOURS * HOUR_MS)
  const deleted = await db
    .delete(jobAlerts)
    .where(and(isNull(jobAlerts.confirmedAt), lt(jobAlerts.createdAt, cutoff)))
    .returning({ id: jobAlerts.id })
  await db.delete(jobAlertTokens).where(lt(jobAlertTokens.expiresAt, now))
  return deleted.length
}

// A person's data (docs/product.md §10).

/** One alert as a person's data export lists it: what the alert holds, never its tokens or their hashes. */
export interface AlertOfEmail {
  id: string
  email: string
  language: Language
  frequency: AlertFrequency
  filters: AlertFilters
  consentAt: string
  confirmedAt: string | null
  lastDigestAt: string | null
  createdAt: string
  /** The jobs it matched: when, and when they were mailed (null: waiting for the next digest). */
  deliveries: Array<{ jobId: string; matchedAt: string; mailedAt: string | null }>
}

/** Every alert of an address (any case), confirmed or not, as a person's data export lists them. */
export async function listAlertsOfEmail(db: Db, email: string): Promise<AlertOfEmail[]> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(sql`lower(${jobAlerts.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(jobAlerts.createdAt, jobAlerts.id)
  const deliveries =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(jobAlertDeliveries)
          .where(
            inArray(
              jobAlertDeliveries.alertId,
              rows.map((alert) => alert.id),
            ),
          )
          .orderBy(jobAlertDeliveries.createdAt, jobAlertDeliveries.jobId)
  return rows.map((alert) => ({
    id: alert.id,
    email: alert.email,
    language: alert.language,
    frequency: alert.frequency,
    filters: filtersOfAlert(alert),
    consentAt: alert.consentAt.toISOString(),
    confirmedAt: alert.confirmedAt?.toISOString() ?? null,
    lastDigestAt: alert.lastDigestAt?.toISOString() ?? null,
    createdAt: alert.createdAt.toISOString(),
    deliveries: deliveries
      .filter((delivery) => delivery.alertId === alert.id)
      .map((delivery) => ({
        jobId: delivery.jobId,
        matchedAt: delivery.createdAt.toISOString(),
        mailedAt: delivery.mailedAt?.toISOString() ?? null,
      })),
  }))
}

/** Deletes every alert of an address (any case) with its tokens and deliveries; returns how many. */
export async function deleteAllAlertsOfEmail(tx: Db, email: string): Promise<number> {
  const deleted = await tx
    .delete(jobAlerts)
    .where(sql`lower(${jobAlerts.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: jobAlerts.id })
  return deleted.length
}
