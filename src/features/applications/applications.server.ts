import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { companyName } from '~/content/companies'
import { applicationAnswers, applicationConsents, applications, jobQuestions, jobs, jobTranslations } from '~/db/schema'
import { issueApplicationLink } from '~/features/candidate/candidate.api.server'
import { findPublicJob, jobQuestionsOf, recheckApplyBlock } from '~/features/jobs/jobs.api.server'
import { isKnockedOut, publicQuestion } from '~/lib/job-questions'
import type { Language } from '~/lib/enums'
import type { Env } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { sniffFile, sniffedContentType } from '~/lib/server/file-sniff'
import { queueMail } from '~/lib/server/mail'
import { invalidatePublicPages } from '~/lib/server/page-cache'
import { hitAddressRateLimit } from '~/lib/server/rate-limit'
import type { FileStorage } from '~/lib/server/storage'
import { storeFile, uploadToStore } from '~/lib/server/storage/stored-file'
import type { UploadedFile } from '~/lib/server/multipart-upload'
import { isUuid } from '~/lib/ids'
import { PRIVACY_NOTICE_VERSION } from '~/lib/privacy'
import { applicationTracking, readTracking } from '~/lib/tracking'
import { applicantConfirmation, hrNotification } from './applications.mail'
import { HONEYPOT_FIELD } from './applications.rules'
import { applicationIssueFields, applicationSchema, consentGiven, parseAnswers, type SubmittedApplication } from './applications.schemas'
import { countUploadRefusal } from '~/lib/server/metrics'

const DAY_MS = 86_400_000

export interface ApplicationDeps {
  db: Db
  storage: FileStorage
  env: Env
}

export interface ApplicationSubmission {
  slug: string
  /** The applicant's language: the confirmation mail and the stored application use it. */
  lang: Language
  ip: string
  /** The posted text parts (unknown names are ignored). */
  fields: Record<string, string>
  resume?: UploadedFile
}

/**
 * The consents of a new application (docs/product.md §13.5, decision 044), against the current
 * notice: to this application, for the retention period; and, when ticked, to the talent pool.
 */
async function recordConsents(
  tx: Db,
  {
    applicationId,
    language,
    talentPool,
    env,
    now,
  }: { applicationId: string; language: Language; talentPool: boolean; env: Env; now: Date },
) {
  const until = (days: number) => new Date(now.getTime() + days * DAY_MS)
  await tx.insert(applicationConsents).values([
    {
      applicationId,
      purpose: 'application',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language,
      givenAt: now,
      expiresAt: until(env.APPLICATION_RETENTION_DAYS),
    },
    ...(talentPool
      ? [
          {
            applicationId,
            purpose: 'talent_pool' as const,
            noticeVersion: PRIVACY_NOTICE_VERSION,
            language,
            givenAt: now,
            expiresAt: until(env.TALENT_POOL_RETENTION_DAYS),
          },
        ]
      : []),
  ])
}

/** Only CVs: PDF and Word. Spreadsheets are known to file-sniff for the documents feature. */
const RESUME_TYPES = new Set(['pdf', 'doc', 'docx'])

/**
 * One application (docs/product.md §5.2; decision 015), shared by the REST endpoint and the scriptless page post.
 * The CV's bytes are stored first, then the files row, the application and its two mails are
 * inserted in one transaction; when that fails the stored bytes are removed, so a failure leaves
 * neither. The caller owns the temporary file and deletes it.
 */
export async function submitApplication(deps: ApplicationDeps, input: ApplicationSubmission): Promise<SubmittedApplication> {
  const { db, storage, env } = deps
  const job = await findPublicJob(db, input.slug)
  if (!job) throw new AppError('not_found')
  if (job.applyBlock) throw new AppError('conflict', { params: { reason: job.applyBlock } })

  // A bot that filled the hidden field is answered as if it succeeded, and nothing is stored.
  if (input.fields[HONEYPOT_FIELD]) {
    return { id: crypto.randomUUID(), jobTitle: job.details[input.lang].title, submittedAt: new Date().toISOString() }
  }

  const parsed = applicationSchema.safeParse({
    ...input.fields,
    resume: input.resume,
    consent: consentGiven(input.fields.consent),
    talent_pool: consentGiven(input.fields.talent_pool),
  })
  const answers = await readAnswers(db, job.id, input.fields)
  if (!parsed.success || answers.fields)
    throw new AppError('invalid', { fields: { ...(parsed.error && applicationIssueFields(parsed.error)), ...answers.fields } })
  const resume = input.resume!
  const values = parsed.data
  // docs/product.md §15.2: where the applicant came from, normalized; never a reason to refuse.
  const tracking = applicationTracking(readTracking(input.fields))

  const type = await sniffFile(resume.path)
  if (!type || !RESUME_TYPES.has(type)) {
    countUploadRefusal('wrong_type')
    throw new AppError('unsupported_media_type', { fields: { resume: 'apply.validation.resumeType' } })
  }

  // Only submissions that would be stored count against the visitor's hourly allowance.
  const limit = await hitAddressRateLimit(db, 'application', input.ip, env)
  if (!limit.allowed) throw new AppError('rate_limited', { retryAfterSeconds: limit.retryAfterSeconds })

  const resumeFile = uploadToStore('resume', resume, {
    contentType: sniffedContentType[type as keyof typeof sniffedContentType],
    fallbackName: `cv.${type}`,
  })
  const submitted = await storeFile(storage, resumeFile, (insertFile) =>
    db.transaction(async (tx) => {
      // The job may have closed while the CV was being stored.
      const block = await recheckApplyBlock(tx, job.id)
      if (block === 'not_found') throw new AppError('not_found')
      if (block) throw new AppError('conflict', { params: { reason: block } })

      const fileId = await insertFile(tx)
      const [row] = await tx
        .insert(applications)
        .values({
          jobId: job.id,
          fullName: values.full_name,
          email: values.email,
          phone: values.phone,
          currentLocation: values.current_location || null,
          currentCompany: values.current_company || null,
          linkedinUrl: values.linkedin_url || null,
          portfolioUrl: values.portfolio_url || null,
          additionalInfo: values.additional_info || null,
          resumeFileId: fileId,
          language: input.lang,
          consentAt: new Date(),
          knockedOut: answers.knockedOut,
          ...tracking,
        })
        .returning({ id: applications.id, createdAt: applications.createdAt })
      await insertAnswers(tx, row!.id, answers)
      const mail = {
        id: row!.id,
        jobTitle: { tr: job.details.tr.title, en: job.details.en.title },
        fullName: values.full_name,
        email: values.email,
        phone: values.phone,
        language: input.lang,
        submittedAt: row!.createdAt,
        // The applicant's private page (decision 040): its link goes in the confirmation only.
        privateLink: await issueApplicationLink(tx, row!.id, input.lang, env),
      }
      await recordConsents(tx, { applicationId: row!.id, language: input.lang, talentPool: values.talent_pool, env, now: row!.createdAt })
      const about = { applicationId: row!.id }
      await queueMail(
        tx,
        { ...hrNotification(mail, { to: env.HR_EMAIL, origin: env.APP_ORIGIN }), ...about },
        { ...applicantConfirmation(mail), ...about },
      )
      // No personal data in the audit trail: the application's id and its job say enough.
      await recordAudit(tx, { actorId: null, action: 'application.submit', entityId: row!.id, summary: { jobId: job.id } })
      return {
        id: row!.id,
        jobTitle: job.details[input.lang].title,
        submittedAt: row!.createdAt.toISOString(),
      } satisfies SubmittedApplication
    }),
  )
  // The job page shows how many applied.
  invalidatePublicPages()
  return submitted
}

// The job's own questions (docs/product.md §5.6, decision 042).

interface Answers {
  /** The field messages when an answer is refused. */
  fields?: Record<string, string>
  /** The answered questions' rows, in the questions' order. */
  rows: Omit<typeof applicationAnswers.$inferInsert, 'applicationId'>[]
  /** Some answer is a knock-out answer: the application is flagged for HR, and treated as any other. */
  knockedOut: boolean
}

/** The posted answers to the job's questions, checked by the shared schema and judged by the knock-out rules. */
async function readAnswers(db: Db, jobId: string, fields: Record<string, string>): Promise<Answers> {
  const questions = await jobQuestionsOf(db, jobId)
  const parsed = parseAnswers(questions, fields)
  if (!parsed.success) {
    // A form opened before HR changed the questions: 409, and the page asks to reload it.
    if (Object.values(parsed.fields).includes('apply.questions.unknown'))
      throw new AppError('conflict', { params: { reason: 'questions_changed' } })
    return { fields: parsed.fields, rows: [], knockedOut: false }
  }
  const rows = questions.flatMap((question, position) => {
    const value = parsed.values[question.id] ?? ''
    if (value === '') return []
    const choice = question.kind === 'single_choice' ? question.choices.find((c) => c.key === value) : undefined
    return [
      {
        questionId: question.id,
        position,
        kind: question.kind,
        labelTr: question.label.tr,
        labelEn: question.label.en,
        value,
        choiceLabel: choice ? { tr: choice.tr, en: choice.en } : null,
        knockedOut: isKnockedOut(question, value),
      },
    ]
  })
  return { rows, knockedOut: rows.some((row) => row.knockedOut) }
}

/** The answers, with their copy of each question, in the application's transaction. */
async function insertAnswers(tx: Db, applicationId: string, answers: Answers): Promise<void> {
  if (answers.rows.length === 0) return
  // A question HR deleted meanwhile: its answer is kept with its copy of the question, as after any deletion.
  const ids = answers.rows.map((row) => row.questionId!)
  const live = new Set((await tx.select({ id: jobQuestions.id }).from(jobQuestions).where(inArray(jobQuestions.id, ids))).map((q) => q.id))
  await tx
    .insert(applicationAnswers)
    .values(answers.rows.map((row) => ({ ...row, questionId: live.has(row.questionId!) ? row.questionId : null, applicationId })))
}

/** What the success page shows: the position (in the page's language) and the date, for this job's application only. */
export async function getSubmittedApplication(db: Db, slug: string, id: string, lang: Language): Promise<SubmittedApplication | null> {
  if (!isUuid(id)) return null
  const rows = await db
    .select({ id: applications.id, createdAt: applications.createdAt, lang: jobTranslations.lang, title: jobTranslations.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(jobTranslations, eq(jobTranslations.jobId, jobs.id))
    .where(and(eq(applications.id, id), eq(jobs.slug, slug)))
  const row = rows.find((r) => r.lang === lang) ?? rows[0]
  return row ? { id: row.id, jobTitle: row.title, submittedAt: row.createdAt.toISOString() } : null
}

/** The apply page's job (null when the public may not see it), its company's names and its questions. */
export async function applyPageJob(db: Db, slug: string) {
  const job = await findPublicJob(db, slug)
  if (!job) return null
  const company: Record<Language, string> = { tr: companyName(job.companyKey, 'tr'), en: companyName(job.companyKey, 'en') }
  return { job, company, questions: (await jobQuestionsOf(db, job.id)).map(publicQuestion) }
}
