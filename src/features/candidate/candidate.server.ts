import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  applicationAnswers,
  applicationConsents,
  applicationNotes,
  applications,
  auditEvents,
  files,
  jobs,
  jobTranslations,
  mailOutbox,
} from '~/db/schema'
import { alertsOfEmail, deleteAlertsOfEmail } from '~/features/alerts/alerts.api.server'
import { interviewsForExport, upcomingInterviewsOf } from '~/features/interviews/interviews.api.server'
import { findPublicJob } from '~/features/jobs/jobs.api.server'
import type { Language } from '~/lib/enums'
import type { Env } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { getLogger } from '~/lib/server/logger'
import { queueMail } from '~/lib/server/mail'
import { invalidatePublicPages } from '~/lib/server/page-cache'
import { hitAddressRateLimit, hitRateLimit } from '~/lib/server/rate-limit'
import type { FileStorage } from '~/lib/server/storage'
import { newLinkMail, renewalMail } from './candidate.mail'
import {
  candidatePath,
  candidateStage,
  type CandidateIntent,
  LINK_REQUESTS_PER_ADDRESS,
  type PoolIntent,
  TOKEN_PATTERN,
} from './candidate.rules'
import {
  type CandidateApplication,
  type CandidateConsent,
  type CandidateDataExport,
  type CandidateJobAlert,
  type CandidateView,
  linkRequestIssueFields,
  linkRequestSchema,
} from './candidate.schemas'

/*
 * The candidate's private application page (docs/product.md §13, decision 040): one random token
 * per application, mailed to the applicant and stored only as its SHA-256, opens a page that shows
 * the application's stage and lets its owner withdraw it, download what we hold, or delete it all.
 */

export interface CandidateDeps {
  db: Db
  env: Env
  storage: FileStorage
}

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** The stored form of a token: its SHA-256 in hex. The token itself is never stored or logged. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A fresh link for one application, inside the caller's transaction: 32 random bytes as base64url,
 * valid APPLICATION_LINK_DAYS. The new hash replaces the old one, so an earlier link stops working.
 */
export async function newApplicationLink(
  tx: Db,
  applicationId: string,
  lang: Language,
  env: Env,
  now = new Date(),
): Promise<{ token: string; url: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + env.APPLICATION_LINK_DAYS * DAY_MS)
  await tx
    .update(applications)
    .set({ linkTokenHash: hashToken(token), linkExpiresAt: expiresAt })
    .where(eq(applications.id, applicationId))
  return { token, url: `${env.APP_ORIGIN}${candidatePath(lang, token)}`, expiresAt }
}

type Found = { state: 'ok'; id: string } | { state: 'unknown' | 'expired' }

/** The application a token opens: `unknown` for a malformed, unknown or replaced token, `expired` past its date. */
async function findByToken(db: Db, token: string, now = new Date(), lock = false): Promise<Found> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return { state: 'unknown' }
  const query = db
    .select({ id: applications.id, expiresAt: applications.linkExpiresAt })
    .from(applications)
    .where(eq(applications.linkTokenHash, hashToken(token)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return { state: 'unknown' }
  if (!row.expiresAt || row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' }
  return { state: 'ok', id: row.id }
}

/** The application of a token, or the failure a request answers: `not_found` (404) unknown, `gone` (410) expired. */
async function requireApplication(db: Db, token: string, lock = false): Promise<string> {
  const found = await findByToken(db, token, new Date(), lock)
  if (found.state !== 'ok') throw new AppError(found.state === 'expired' ? 'gone' : 'not_found')
  return found.id
}

/** Counts one request of the private page against the client address's hourly allowance (429 past it). */
export async function countCandidateRequest(deps: { db: Db; env: Env }, ip: string): Promise<void> {
  const limit = await hitAddressRateLimit(deps.db, 'candidate', ip, deps.env)
  if (!limit.allowed) throw new AppError('rate_limited', { retryAfterSeconds: limit.retryAfterSeconds })
}

async function titlesOf(db: Db, jobId: string): Promise<Record<Language, string | null>> {
  const rows = await db
    .select({ lang: jobTranslations.lang, title: jobTranslations.title })
    .from(jobTranslations)
    .where(eq(jobTranslations.jobId, jobId))
  return { tr: rows.find((r) => r.lang === 'tr')?.title ?? null, en: rows.find((r) => r.lang === 'en')?.title ?? null }
}

/** What the private page shows, in the page's language (docs/product.md §13.2). */
export async function readCandidateView(
  deps: { db: Db; env: Env },
  input: { token: string; lang: Language; ip: string },
): Promise<CandidateView> {
  const { db } = deps
  try {
    await countCandidateRequest(deps, input.ip)
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited')
      return { state: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds ?? 60 }
    throw error
  }
  const found = await findByToken(db, input.token)
  if (found.state !== 'ok') return { state: found.state }
  // The consents need only the id: read with the application, not after it.
  const [[row], consents] = await Promise.all([
    db
      .select({ application: applications, slug: jobs.slug, resumeName: files.originalName })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(files, eq(files.id, applications.resumeFileId))
      .where(eq(applications.id, found.id)),
    consentsOf(db, found.id),
  ])
  if (!row) return { state: 'unknown' }
  const { application: a } = row
  const [titles, publicJob, interviews] = await Promise.all([
    titlesOf(db, a.jobId),
    findPublicJob(db, row.slug),
    a.withdrawnAt ? [] : upcomingInterviewsOf(db, a.id),
  ])
  const application: CandidateApplication = {
    jobTitle: titles[input.lang] ?? titles.tr ?? titles.en ?? '—',
    jobPath: publicJob ? `/${input.lang}/jobs/${encodeURIComponent(row.slug)}` : null,
    submittedAt: a.createdAt.toISOString(),
    stage: candidateStage(a.status),
    withdrawnAt: a.withdrawnAt?.toISOString() ?? null,
    linkExpiresAt: a.linkExpiresAt!.toISOString(),
    resumeName: row.resumeName,
    consents,
    interviews,
  }
  return { state: 'ok', application }
}

/**
 * Withdraws the application (docs/product.md §13.2): any status but `withdrawn` may go there (the
 * page never tells a decision apart, so it cannot refuse one), `withdrawn_at` is kept, and the
 * audit event carries only the id, the job and the status it left.
 */
export async function withdrawApplication(db: Db, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await requireApplication(tx, token, true)
    const [current] = await tx
      .select({ status: applications.status, jobId: applications.jobId })
      .from(applications)
      .where(eq(applications.id, id))
    if (!current || current.status === 'withdrawn') return
    await tx.update(applications).set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now }).where(eq(applications.id, id))
    await recordAudit(tx, {
      actorId: null,
      action: 'application.withdraw',
      entityId: id,
      summary: { jobId: current.jobId, from: current.status, to: 'withdrawn' },
    })
  })
}

/**
 * Deletes everything held about the application (docs/product.md §13.2): its mails, notes, the
 * application, its CV's row and every job alert of its e-mail address (with their tokens and
 * deliveries) in one transaction with an audit event that names only the application and its job;
 * the CV's stored bytes after the commit (a failure there is logged, and the orphan sweep of
 * decision 029 takes them later). The job page's count changes. The alerts go whether or not the
 * address has other applications: they belong to the address, not to one application, and the
 * export of this page listed them as this person's data (decision 040). Other applications stay.
 */
export async function deleteCandidateApplication(deps: CandidateDeps, token: string): Promise<void> {
  const { db, storage } = deps
  const key = await db.transaction(async (tx) => {
    const id = await requireApplication(tx, token, true)
    const [application] = await tx.select().from(applications).where(eq(applications.id, id))
    if (!application) throw new AppError('not_found')
    const storageKey = await eraseApplicationRows(tx, application)
    await recordAudit(tx, { actorId: null, action: 'application.erase', entityId: id, summary: { jobId: application.jobId } })
    return storageKey
  })
  if (key) {
    await storage.remove(key).catch((error: unknown) => getLogger().error({ err: error, key }, 'application.erase: stored CV not removed'))
  }
  invalidatePublicPages()
}

/**
 * Inside the caller's transaction, the rows held about one application (docs/product.md §13.2):
 * its mails, notes, the application (its consents, answers, stage history and interviews go with
 * it), its CV's row and every job alert of its e-mail address; the CV's storage key, to remove once
 * the transaction commits.
 */
export async function eraseApplicationRows(
  tx: Db,
  application: Pick<typeof applications.$inferSelect, 'id' | 'email' | 'resumeFileId'>,
): Promise<string | undefined> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.applicationId, application.id))
  await tx.delete(applicationNotes).where(eq(applicationNotes.applicationId, application.id))
  await tx.delete(applications).where(eq(applications.id, application.id))
  const [file] = await tx.delete(files).where(eq(files.id, application.resumeFileId)).returning({ storageKey: files.storageKey })
  await deleteAlertsOfEmail(tx, application.email)
  return file?.storageKey
}

/** A withdraw, a delete or a talent-pool choice, as the page's form asks for it. */
export async function runCandidateIntent(deps: CandidateDeps, token: string, intent: CandidateIntent | PoolIntent): Promise<void> {
  if (intent === 'withdraw') await withdrawApplication(deps.db, token)
  else if (intent === 'delete') await deleteCandidateApplication(deps, token)
  else await setTalentPool(deps, token, intent)
}

/** The application's consents, oldest purpose first (docs/product.md §13.5). */
async function consentsOf(db: Db, applicationId: string, now = new Date()): Promise<CandidateConsent[]> {
  const rows = await db
    .select()
    .from(applicationConsents)
    .where(eq(applicationConsents.applicationId, applicationId))
    .orderBy(asc(applicationConsents.purpose))
  return rows.map((row) => ({
    purpose: row.purpose,
    noticeVersion: row.noticeVersion,
    language: row.language,
    givenAt: row.givenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    renewedAt: row.renewedAt?.toISOString() ?? null,
    active: row.expiresAt.getTime() > now.getTime(),
  }))
}

/**
 * The talent-pool consent, renewed for TALENT_POOL_RETENTION_DAYS from now or withdrawn (ended now),
 * from the private page (docs/product.md §13.5). Only a consent that still holds changes: one that
 * ended (or was never given) cannot be revived here. Audited with the application's id only.
 */
async function setTalentPool(deps: { db: Db; env: Env }, token: string, intent: PoolIntent, now = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const id = await requireApplication(tx, token, true)
    const changes =
      intent === 'renew_pool'
        ? { expiresAt: new Date(now.getTime() + deps.env.TALENT_POOL_RETENTION_DAYS * DAY_MS), renewedAt: now, renewalAskedAt: null }
        : { expiresAt: now }
    const changed = await tx
      .update(applicationConsents)
      .set(changes)
      .where(
        and(
          eq(applicationConsents.applicationId, id),
          eq(applicationConsents.purpose, 'talent_pool'),
          sql`${applicationConsents.expiresAt} > ${now.toISOString()}`,
        ),
      )
      .returning({ id: applicationConsents.id })
    if (changed.length === 0) throw new AppError('conflict')
    await recordAudit(tx, {
      actorId: null,
      action: intent === 'renew_pool' ? 'consent.renew' : 'consent.withdraw',
      entityId: id,
      summary: { purpose: 'talent_pool' },
    })
  })
}

/** Talent-pool consents asked to renew per run: a backlog is worked off run by run. */
const RENEWAL_BATCH = 200

/**
 * The renewal reminders (docs/product.md §13.5): each talent-pool consent that ends within
 * TALENT_POOL_RENEWAL_NOTICE_DAYS and was not asked since it was given or renewed gets, in one
 * transaction, a new private link, a mail in the application's language (about the application:
 * its erasure takes it) and its `renewal_asked_at`. Another instance running at once skips what
 * this one holds (`for update skip locked`). Returns how many were asked.
 */
export async function askTalentPoolRenewals(deps: { db: Db; env: Env }, now = new Date()): Promise<number> {
  const { db, env } = deps
  const horizon = new Date(now.getTime() + env.TALENT_POOL_RENEWAL_NOTICE_DAYS * DAY_MS)
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        consentId: applicationConsents.id,
        expiresAt: applicationConsents.expiresAt,
        applicationId: applications.id,
        jobId: applications.jobId,
        email: applications.email,
        fullName: applications.fullName,
        language: applications.language,
      })
      .from(applicationConsents)
      .innerJoin(applications, eq(applications.id, applicationConsents.applicationId))
      .where(
        and(
          eq(applicationConsents.purpose, 'talent_pool'),
          sql`${applicationConsents.expiresAt} > ${now.toISOString()}`,
          sql`${applicationConsents.expiresAt} <= ${horizon.toISOString()}`,
          isNull(applicationConsents.renewalAskedAt),
        ),
      )
      .orderBy(asc(applicationConsents.expiresAt))
      .limit(RENEWAL_BATCH)
      .for('update', { of: applicationConsents, skipLocked: true })
    for (const consent of due) {
      const link = await newApplicationLink(tx, consent.applicationId, consent.language, env, now)
      const titles = await titlesOf(tx, consent.jobId)
      await queueMail(tx, {
        ...renewalMail({
          to: consent.email,
          fullName: consent.fullName,
          jobTitle: titles[consent.language] ?? titles.tr ?? titles.en ?? '—',
          url: link.url,
          endsAt: consent.expiresAt,
          lang: consent.language,
        }),
        applicationId: consent.applicationId,
      })
      await tx.update(applicationConsents).set({ renewalAskedAt: now }).where(eq(applicationConsents.id, consent.consentId))
    }
    return due.length
  })
}

/** A job alert of the address as the export shows it: field by field, so that no token or hash can slip in. */
async function jobAlertsOf(db: Db, email: string): Promise<CandidateJobAlert[]> {
  const alerts = await alertsOfEmail(db, email)
  return alerts.map((alert) => ({
    email: alert.email,
    language: alert.language,
    frequency: alert.frequency,
    filters: alert.filters,
    consentAt: alert.consentAt,
    confirmedAt: alert.confirmedAt,
    lastDigestAt: alert.lastDigestAt,
    createdAt: alert.createdAt,
    jobsMatched: alert.deliveries.map(({ jobId, matchedAt, mailedAt }) => ({ jobId, matchedAt, mailedAt })),
  }))
}

/**
 * Every field held about the application, as one JSON document (docs/product.md §13.2): the form,
 * its source and utm values, the answers to the job's questions (without their knock-out flags),
 * its status and the history of its status changes (from the audit trail, without who made them),
 * its language and consent time, the CV's description, HR's notes' text and dates without their
 * authors, the mails sent about it, its consents, and the job alerts held for its e-mail address
 * (docs/product.md §14.4). Audited as `application.data_export`.
 */
export async function exportCandidateData(db: Db, token: string, now = new Date()): Promise<CandidateDataExport> {
  const id = await requireApplication(db, token)
  const [row] = await db
    .select({ application: applications, file: files })
    .from(applications)
    .innerJoin(files, eq(files.id, applications.resumeFileId))
    .where(eq(applications.id, id))
  if (!row) throw new AppError('not_found')
  const { application: a, file } = row
  const [history, notes, mails, title, consents, answers, jobAlerts, interviews] = await Promise.all([
    db
      .select({ at: auditEvents.at, summary: auditEvents.summary })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'application'),
          eq(auditEvents.entityId, id),
          inArray(auditEvents.action, ['application.status', 'application.withdraw']),
        ),
      )
      .orderBy(asc(auditEvents.at)),
    db
      .select({ body: applicationNotes.body, createdAt: applicationNotes.createdAt })
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(asc(applicationNotes.createdAt)),
    db
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.applicationId, id))
      .orderBy(asc(mailOutbox.createdAt)),
    titlesOf(db, a.jobId),
    consentsOf(db, a.id, now),
    db
      .select({
        labelTr: applicationAnswers.labelTr,
        labelEn: applicationAnswers.labelEn,
        kind: applicationAnswers.kind,
        value: applicationAnswers.value,
        choice: applicationAnswers.choiceLabel,
      })
      .from(applicationAnswers)
      .where(eq(applicationAnswers.applicationId, id))
      .orderBy(asc(applicationAnswers.position)),
    jobAlertsOf(db, a.email),
    interviewsForExport(db, id),
  ])
  await recordAudit(db, { actorId: null, action: 'application.data_export', entityId: id, summary: { jobId: a.jobId } })
  return {
    exportedAt: now.toISOString(),
    application: {
      id: a.id,
      language: a.language,
      submittedAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      status: a.status,
      stage: candidateStage(a.status),
      withdrawnAt: a.withdrawnAt?.toISOString() ?? null,
      consentAt: a.consentAt.toISOString(),
      privateLinkExpiresAt: a.linkExpiresAt?.toISOString() ?? null,
      source: a.source,
      utm: a.utm,
    },
    job: { id: a.jobId, title },
    form: {
      fullName: a.fullName,
      email: a.email,
      phone: a.phone,
      currentLocation: a.currentLocation,
      currentCompany: a.currentCompany,
      linkedinUrl: a.linkedinUrl,
      portfolioUrl: a.portfolioUrl,
      additionalInfo: a.additionalInfo,
    },
    resume: {
      fileName: file.originalName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
      uploadedAt: file.createdAt.toISOString(),
    },
    answers: answers.map(({ labelTr, labelEn, kind, value, choice }) => ({ question: { tr: labelTr, en: labelEn }, kind, value, choice })),
    statusHistory: history.map(({ at, summary }) => ({
      at: at.toISOString(),
      from: typeof summary.from === 'string' ? summary.from : null,
      to: String(summary.to ?? ''),
    })),
    notes: notes.map((note) => ({ text: note.body, createdAt: note.createdAt.toISOString() })),
    mails: mails.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    })),
    consents,
    jobAlerts,
    interviews,
  }
}

/** The CV's file row of the token's application, for its download (audited without an actor). */
export async function findCandidateResume(db: Db, token: string) {
  const id = await requireApplication(db, token)
  const [row] = await db
    .select({ storageKey: files.storageKey, originalName: files.originalName, contentType: files.contentType, sizeBytes: files.sizeBytes })
    .from(applications)
    .innerJoin(files, eq(files.id, applications.resumeFileId))
    .where(eq(applications.id, id))
  if (!row) throw new AppError('not_found')
  await recordAudit(db, { actorId: null, action: 'application.resume_download', entityId: id, summary: { by: 'candidate' } })
  return row
}

/**
 * A new private link by e-mail (docs/product.md §13.4). The answer is the same whether or not the
 * address is known: the caller shows one sentence. The client address has its hourly allowance
 * (429 past it); the e-mail address has its own, LINK_REQUESTS_PER_ADDRESS an hour, past which
 * nothing is sent and nothing is said. For a known address, each of its applications gets a new
 * token (the old link stops working) and its own mail in the page's language.
 */
export async function requestNewLinks(deps: { db: Db; env: Env }, input: { email: unknown; lang: Language; ip: string }): Promise<void> {
  const { db, env } = deps
  const parsed = linkRequestSchema.safeParse({ email: input.email })
  if (!parsed.success) throw new AppError('invalid', { fields: linkRequestIssueFields(parsed.error) })
  const ipLimit = await hitAddressRateLimit(db, 'candidateLink', input.ip, env)
  if (!ipLimit.allowed) throw new AppError('rate_limited', { retryAfterSeconds: ipLimit.retryAfterSeconds })
  const email = parsed.data.email.toLowerCase()
  const addressKey = `candidateLink:address:${createHash('sha256').update(email).digest('hex')}`
  const addressLimit = await hitRateLimit(db, addressKey, LINK_REQUESTS_PER_ADDRESS, HOUR_MS)
  if (!addressLimit.allowed) return
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: applications.id, jobId: applications.jobId, fullName: applications.fullName, email: applications.email })
      .from(applications)
      .where(sql`lower(${applications.email}) = ${email}`)
      .orderBy(asc(applications.createdAt))
      .for('update')
    for (const application of owned) {
      const { url, expiresAt } = await newApplicationLink(tx, application.id, input.lang, env)
      const titles = await titlesOf(tx, application.jobId)
      const mail = newLinkMail({
        to: application.email,
        fullName: application.fullName,
        jobTitle: titles[input.lang] ?? titles.tr ?? titles.en ?? '—',
        url,
        expiresAt,
        lang: input.lang,
      })
      await queueMail(tx, { ...mail, applicationId: application.id })
      await recordAudit(tx, { actorId: null, action: 'application.link', entityId: application.id, summary: { jobId: application.jobId } })
    }
  })
}
