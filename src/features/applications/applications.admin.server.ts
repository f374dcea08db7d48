import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { applicationConsents, applicationAnswers, applicationNotes, applications, files, jobs, jobTranslations, users } from '~/db/schema'
import { jobQuestionsOf } from '~/features/jobs/jobs.api.server'
import type { CsvAnswer, CsvQuestion } from './applications.rules'
import type { ApplicationStatus } from '~/lib/enums'
import { getEnv } from '~/lib/env'
import { AppError } from '~/lib/errors'
import type { Page } from '~/lib/list-search'
import { recordAudit } from '~/lib/server/audit'
import { getLogger } from '~/lib/server/logger'
import { getStorage, type FileStorage } from '~/lib/server/storage'
import type { AnswerFilterOption, ApplicantDetail, ApplicantListItem, ApplicantNote, JobOption, JobSources } from './applications.schemas'
import { answerFilterParts, APPLICANTS_PAGE_SIZE, type ApplicantListSearch } from './applications.search'
import type { ScopedActor } from '~/lib/session'
import { setRowStatus } from '~/lib/server/row-status'
import { readPage } from '~/lib/server/list-page'
import { foldedMatchIn, foldedPattern } from '~/lib/server/text-search'
import {
  applicationsVisibleTo,
  canChangeApplication,
  jobsVisibleTo,
  requireApplicationInScope,
  requireJobInScope,
  talentPoolHolding,
} from '~/lib/server/company-scope'

/** Dates are days in the site's time zone (Europe/Istanbul, UTC+3 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`)
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000)

/** The list's filters, within what `actor` may read (decision 046: other companies' rows are absent). */
function listWhere(search: ApplicantListSearch, actor: ScopedActor): SQL | undefined {
  const to = search.to && search.from && search.to < search.from ? undefined : search.to
  return and(
    applicationsVisibleTo(actor),
    search.job ? eq(applications.jobId, search.job) : undefined,
    search.status ? eq(applications.status, search.status) : undefined,
    search.from ? gte(applications.createdAt, dayStart(search.from)) : undefined,
    to ? lt(applications.createdAt, nextDayStart(to)) : undefined,
    search.q ? ilike(applications.searchText, foldedPattern(search.q)) : undefined,
    search.knockout ? eq(applications.knockedOut, search.knockout === 'flagged') : undefined,
    search.job && search.answer ? answeredWith(search.answer) : undefined,
  )
}

/** The application gave this answer to this question (a subquery on `application_answers_question_idx`, decision 038). */
function answeredWith(filter: string): SQL {
  const { questionId, answer } = answerFilterParts(filter)
  return sql`exists (select 1 from ${applicationAnswers} where ${applicationAnswers.questionId} = ${questionId} and ${applicationAnswers.value} = ${answer} and ${applicationAnswers.applicationId} = ${applications.id})`
}

const trTitle = and(eq(jobTranslations.jobId, applications.jobId), eq(jobTranslations.lang, 'tr'))

const listColumns = {
  id: applications.id,
  fullName: applications.fullName,
  email: applications.email,
  jobId: applications.jobId,
  jobTitle: jobTranslations.title,
  status: applications.status,
  currentLocation: applications.currentLocation,
  createdAt: applications.createdAt,
  knockedOut: applications.knockedOut,
}

type ListRow = { [K in keyof typeof listColumns]: unknown } & { createdAt: Date; jobTitle: string | null }
const toListItem = <T extends ListRow>(row: T) => ({ ...row, jobTitle: row.jobTitle ?? '—', createdAt: row.createdAt.toISOString() })

/** Newest first, 20 a page. */
export async function listApplicants(
  db: Db,
  search: ApplicantListSearch,
  actor: ScopedActor,
  limit = APPLICANTS_PAGE_SIZE,
): Promise<Page<ApplicantListItem>> {
  return readPage(
    db,
    {
      page: search.page,
      limit,
      table: applications,
      where: listWhere(search, actor),
      order: [desc(applications.createdAt), desc(applications.id)],
    },
    (page) =>
      db
        .select(listColumns)
        .from(applications)
        .leftJoin(jobTranslations, trTitle)
        .where(page.where)
        .orderBy(...page.order),
    toListItem,
  )
}

export interface ApplicantExportRow extends ApplicantListItem {
  phone: string
  currentCompany: string | null
  linkedinUrl: string | null
  portfolioUrl: string | null
  answers: CsvAnswer[]
  /** docs/product.md §15.2. */
  source: string | null
}

/** How many rows an export reads at a time. */
export const EXPORT_BATCH = 1000

/**
 * Every row of the filtered list, newest first, in batches of `batch` rows read by keyset (the
 * last row's creation time and id, compared in the database at full precision), so an export of
 * any size holds one batch in memory and never skips or repeats a row.
 */
export async function* exportApplicants(
  db: Db,
  search: ApplicantListSearch,
  actor: ScopedActor,
  batch = EXPORT_BATCH,
): AsyncGenerator<ApplicantExportRow[]> {
  let after: { at: string; id: string } | undefined
  for (;;) {
    const rows = await db
      .select({
        ...listColumns,
        phone: applications.phone,
        currentCompany: applications.currentCompany,
        linkedinUrl: applications.linkedinUrl,
        portfolioUrl: applications.portfolioUrl,
        source: applications.source,
        cursor: sql<string>`${applications.createdAt}::text`,
      })
      .from(applications)
      .leftJoin(jobTranslations, trTitle)
      .where(
        and(
          listWhere(search, actor),
          after ? sql`(${applications.createdAt}, ${applications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(batch)
    if (rows.length > 0) {
      const answers = await answersOf(
        db,
        rows.map((row) => row.id),
      )
      yield rows.map(({ cursor: _cursor, ...row }) => ({ ...toListItem(row), answers: answers.get(row.id) ?? [] }))
    }
    if (rows.length < batch) return
    const last = rows.at(-1)!
    after = { at: last.cursor, id: last.id }
  }
}

/** The answers of `ids` to their jobs' questions, in each question's order (decision 042). */
async function answersOf(db: Db, ids: string[]): Promise<Map<string, CsvAnswer[]>> {
  const rows = await db
    .select({
      applicationId: applicationAnswers.applicationId,
      questionId: applicationAnswers.questionId,
      labelTr: applicationAnswers.labelTr,
      labelEn: applicationAnswers.labelEn,
      kind: applicationAnswers.kind,
      value: applicationAnswers.value,
      choiceLabel: applicationAnswers.choiceLabel,
      knockedOut: applicationAnswers.knockedOut,
    })
    .from(applicationAnswers)
    .where(inArray(applicationAnswers.applicationId, ids))
    .orderBy(asc(applicationAnswers.applicationId), asc(applicationAnswers.position))
  const byApplication = new Map<string, CsvAnswer[]>()
  for (const { applicationId, labelTr, labelEn, ...answer } of rows) {
    const list = byApplication.get(applicationId) ?? []
    list.push({ ...answer, label: { tr: labelTr, en: labelEn } })
    byApplication.set(applicationId, list)
  }
  return byApplication
}

/** The export's question columns: the chosen job's questions, in order, when the list is filtered to one job (decision 042). */
export async function exportQuestions(db: Db, search: ApplicantListSearch, actor: ScopedActor): Promise<CsvQuestion[] | undefined> {
  if (!search.job) return undefined
  await requireJobInScope(db, actor, search.job)
  return (await jobQuestionsOf(db, search.job)).map((question) => ({ id: question.id, label: question.label }))
}

/** The answer filter's choices for a job: each answer of its yes/no and single-choice questions, in order. */
export async function answerFilterOptions(db: Db, { id }: { id: string }, actor: ScopedActor): Promise<AnswerFilterOption[]> {
  await requireJobInScope(db, actor, id)
  return (await jobQuestionsOf(db, id)).flatMap((question): AnswerFilterOption[] => {
    if (question.kind === 'yes_no')
      return (['yes', 'no'] as const).map((answer) => ({ value: `${question.id}:${answer}`, question: question.label, answer }))
    if (question.kind === 'single_choice')
      return question.choices.map((choice) => ({
        value: `${question.id}:${choice.key}`,
        question: question.label,
        answer: { tr: choice.tr, en: choice.en },
      }))
    return []
  })
}

/** How many jobs the list's job filter offers at a time. */
export const JOB_CHOICES_LIMIT = 20

/**
 * The job filter's choices as HR types (decision 038): the jobs whose title in either language holds
 * `q` (Turkish letters folded, any status), the most recently changed first, at most
 * JOB_CHOICES_LIMIT, each by its Turkish title. Without `q`, the most recently changed jobs. Only
 * the jobs of `actor`'s companies (decision 046).
 */
export async function searchJobChoices(db: Db, { q }: { q?: string }, actor: ScopedActor): Promise<JobOption[]> {
  return db
    .select({ id: jobs.id, title: jobTranslations.title })
    .from(jobs)
    .innerJoin(jobTranslations, and(eq(jobTranslations.jobId, jobs.id), eq(jobTranslations.lang, 'tr')))
    .where(
      and(
        jobsVisibleTo(actor),
        q ? foldedMatchIn(jobs.id, jobTranslations.jobId, jobTranslations.searchText, foldedPattern(q)) : undefined,
      ),
    )
    .orderBy(desc(jobs.updatedAt), asc(jobs.id))
    .limit(JOB_CHOICES_LIMIT)
}

/** The chosen job of the filter (the URL's `job`), by its Turkish title; null when unknown, 403 for another company's. */
export async function getJobChoice(db: Db, { id }: { id: string }, actor: ScopedActor): Promise<JobOption | null> {
  await requireJobInScope(db, actor, id)
  const [row] = await db
    .select({ id: jobTranslations.jobId, title: jobTranslations.title })
    .from(jobTranslations)
    .where(and(eq(jobTranslations.jobId, id), eq(jobTranslations.lang, 'tr')))
  return row ?? null
}

/**
 * docs/product.md §15.2: a job's address (for its share links) and its applications per source,
 * the most first (no source: last among equals), counted from the (job_id, source) index alone;
 * null when the job is unknown, 403 for another company's.
 */
export async function getJobSources(db: Db, { id }: { id: string }, actor: ScopedActor): Promise<JobSources | null> {
  await requireJobInScope(db, actor, id)
  const [job] = await db.select({ slug: jobs.slug, status: jobs.status }).from(jobs).where(eq(jobs.id, id))
  if (!job) return null
  const rows = await db
    .select({ source: applications.source, count: count() })
    .from(applications)
    .where(eq(applications.jobId, id))
    .groupBy(applications.source)
    .orderBy(desc(count()), sql`${applications.source} asc nulls last`)
  return { origin: getEnv().APP_ORIGIN, slug: job.slug, status: job.status, sources: rows }
}

async function listNotes(db: Db, applicationId: string): Promise<ApplicantNote[]> {
  const rows = await db
    .select({ id: applicationNotes.id, body: applicationNotes.body, authorName: users.name, createdAt: applicationNotes.createdAt })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id))
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

/**
 * One application with its CV's metadata and notes; null when unknown, 403 outside `actor`'s
 * companies unless its talent-pool consent holds (decision 046).
 */
export async function getApplicant(db: Db, { id }: { id: string }, actor: ScopedActor): Promise<ApplicantDetail | null> {
  await requireApplicationInScope(db, actor, id, 'read')
  const [row] = await db
    .select({ application: applications, jobTitle: jobTranslations.title, file: files, talentPoolUntil: applicationConsents.expiresAt })
    .from(applications)
    .leftJoin(jobTranslations, trTitle)
    .innerJoin(files, eq(files.id, applications.resumeFileId))
    .leftJoin(applicationConsents, talentPoolHolding(new Date()))
    .where(eq(applications.id, id))
  if (!row) return null
  const { application: a, file } = row
  const [answers, notes, canChange] = await Promise.all([answersOf(db, [a.id]), listNotes(db, a.id), canChangeApplication(db, actor, a.id)])
  return {
    id: a.id,
    fullName: a.fullName,
    email: a.email,
    jobId: a.jobId,
    jobTitle: row.jobTitle ?? '—',
    status: a.status,
    currentLocation: a.currentLocation,
    createdAt: a.createdAt.toISOString(),
    phone: a.phone,
    currentCompany: a.currentCompany,
    linkedinUrl: a.linkedinUrl,
    portfolioUrl: a.portfolioUrl,
    additionalInfo: a.additionalInfo,
    language: a.language,
    consentAt: a.consentAt.toISOString(),
    withdrawnAt: a.withdrawnAt?.toISOString() ?? null,
    talentPoolUntil: row.talentPoolUntil?.toISOString() ?? null,
    knockedOut: a.knockedOut,
    source: a.source,
    utm: a.utm,
    resume: { originalName: file.originalName, sizeBytes: file.sizeBytes, contentType: file.contentType },
    answers: (answers.get(a.id) ?? []).map(({ questionId, ...answer }) => ({
      ...answer,
      questionRemoved: questionId === null,
    })),
    notes,
    canChange,
  }
}

/**
 * Any status may go to any other but out of `withdrawn` (409 application_withdrawn); each change is
 * audited {from, to}. 403 outside `actor`'s companies, talent pool or not (decision 046).
 */
export async function setApplicantStatus(db: Db, input: { id: string; status: ApplicationStatus }, actor: ScopedActor) {
  await requireApplicationInScope(db, actor, input.id, 'write')
  return setRowStatus(db, 'application', input, actor)
}

/** 403 outside `actor`'s companies, talent pool or not (decision 046). */
export async function addApplicantNote(db: Db, { id, body }: { id: string; body: string }, actor: ScopedActor): Promise<ApplicantNote> {
  const actorId = actor.id
  return db.transaction(async (tx) => {
    await requireApplicationInScope(tx, actor, id, 'write')
    const [application] = await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, id))
    if (!application) throw new AppError('not_found')
    const [note] = await tx.insert(applicationNotes).values({ applicationId: id, authorId: actorId, body }).returning()
    await recordAudit(tx, { actorId, action: 'application.note', entityId: id, summary: { noteId: note!.id } })
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actorId))
    return { id: note!.id, body: note!.body, authorName: author?.name ?? null, createdAt: note!.createdAt.toISOString() }
  })
}

/**
 * Deletes the notes, the application and its file row in one transaction (the audit event holds
 * only the id); the stored bytes are removed after the commit — a failure there is logged. 403
 * outside `actor`'s companies (decision 046); a null actor is the system (retention).
 */
export async function deleteApplicant(
  db: Db,
  { id }: { id: string },
  actor: ScopedActor | null,
  storage: FileStorage = getStorage(),
  audit: { action: string; summary?: Record<string, unknown> } = { action: 'application.delete' },
): Promise<void> {
  const actorId = actor?.id ?? null
  const key = await db.transaction(async (tx) => {
    const [application] = await tx.select().from(applications).where(eq(applications.id, id)).for('update')
    if (!application) throw new AppError('not_found')
    if (actor) await requireApplicationInScope(tx, actor, id, 'write')
    await tx.delete(applicationNotes).where(eq(applicationNotes.applicationId, id))
    await tx.delete(applications).where(eq(applications.id, id))
    const [file] = await tx.delete(files).where(eq(files.id, application.resumeFileId)).returning({ storageKey: files.storageKey })
    await recordAudit(tx, { actorId, action: audit.action, entity: 'application', entityId: id, summary: audit.summary })
    return file?.storageKey
  })
  if (key) {
    await storage.remove(key).catch((error: unknown) => getLogger().error({ err: error, key }, 'application.delete: stored CV not removed'))
  }
}

/** The CV's file row for the download route; not_found when unknown, 403 when `actor` may not read the application (decision 046). */
export async function findApplicantResume(db: Db, id: string, actor: ScopedActor) {
  await requireApplicationInScope(db, actor, id, 'read')
  const [row] = await db
    .select({ storageKey: files.storageKey, originalName: files.originalName, contentType: files.contentType, sizeBytes: files.sizeBytes })
    .from(applications)
    .innerJoin(files, eq(files.id, applications.resumeFileId))
    .where(eq(applications.id, id))
  if (!row) throw new AppError('not_found')
  return row
}
