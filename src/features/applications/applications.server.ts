import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { companyName } from '~/content/companies'
import { applications, jobs, jobTranslations } from '~/db/schema'
import { findPublicJob, recheckApplyBlock } from '~/features/jobs/jobs.api.server'
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
import { applicationTracking, readTracking } from '~/lib/tracking'
import { applicantConfirmation, hrNotification } from './applications.mail'
import { HONEYPOT_FIELD } from './applications.rules'
import { applicationIssueFields, applicationSchema, consentGiven, type SubmittedApplication } from './applications.schemas'
import { countUploadRefusal } from '~/lib/server/metrics'

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
  })
  if (!parsed.success) throw new AppError('invalid', { fields: applicationIssueFields(parsed.error) })
  const resume = input.resume!
  const values = parsed.data
  // docs/product.md §13.2: where the applicant came from, normalized; never a reason to refuse.
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
          ...tracking,
        })
        .returning({ id: applications.id, createdAt: applications.createdAt })
      const mail = {
        id: row!.id,
        jobTitle: { tr: job.details.tr.title, en: job.details.en.title },
        fullName: values.full_name,
        email: values.email,
        phone: values.phone,
        language: input.lang,
        submittedAt: row!.createdAt,
      }
      await queueMail(tx, hrNotification(mail, { to: env.HR_EMAIL, origin: env.APP_ORIGIN }), applicantConfirmation(mail))
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

/** The apply page's job (null when the public may not see it) and its company's names. */
export async function applyPageJob(db: Db, slug: string) {
  const job = await findPublicJob(db, slug)
  if (!job) return null
  const company: Record<Language, string> = { tr: companyName(job.companyKey, 'tr'), en: companyName(job.companyKey, 'en') }
  return { job, company }
}
