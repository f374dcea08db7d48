import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  applicationConsents,
  applicationAnswers,
  applicationNotes,
  applicationStageEvents,
  applications,
  files,
  jobs,
  jobTranslations,
  mailOutbox,
  users,
} from '~/db/schema'
import { jobQuestionsOf } from '~/features/jobs/jobs.api.server'
import { renderStageMail, templateChoices } from '~/features/templates/templates.api.server'
import type { CsvAnswer, CsvQuestion } from './applications.rules'
import { applicationStatuses, type ApplicationStatus, type HrApplicationStatus } from '~/lib/enums'
import { type RejectionReason } from '~/lib/rejection-reasons'
import { getEnv } from '~/lib/env'
import { AppError } from '~/lib/errors'
import type { Page } from '~/lib/list-search'
import { recordAudit } from '~/lib/server/audit'
import { getLogger } from '~/lib/server/logger'
import { getStorage, type FileStorage } from '~/lib/server/storage'
import type {
  AnswerFilterOption,
  ApplicantDetail,
  ApplicantListItem,
  ApplicantMail,
  ApplicantNote,
  JobOption,
  JobPipeline,
  JobSources,
  PipelineCard,
  StageEvent,
  StageMailPreview,
  StatusChange,
} from './applications.schemas'
import { answerFilterParts, APPLICANTS_PAGE_SIZE, type ApplicantListSearch } from './applications.search'
import type { ScopedActor } from '~/lib/session'
import { setRowStatus } from '~/lib/server/row-status'
import { readPage } from '~/lib/server/list-page'
import { queueMail } from '~/lib/server/mail'
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

/** Whole days from `at` to `now` (0 on the day itself): how long an application has been in its stage. */
const daysSince = (at: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - at.getTime()) / 86_400_000))

/** An application's arrival and every change of its status, the latest first (decision 045). */
async function listStageHistory(db: Db, applicationId: string): Promise<StageEvent[]> {
  const rows = await db
    .select({
      from: applicationStageEvents.fromStatus,
      to: applicationStageEvents.toStatus,
      at: applicationStageEvents.at,
      actorName: users.name,
      reason: applicationStageEvents.reason,
    })
    .from(applicationStageEvents)
    .leftJoin(users, eq(users.id, applicationStageEvents.actorId))
    .where(eq(applicationStageEvents.applicationId, applicationId))
    .orderBy(desc(applicationStageEvents.at), desc(applicationStageEvents.id))
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }))
}

/**
 * One application with its CV's metadata, notes and stage history; null when unknown, 403 outside
 * `actor`'s companies unless its talent-pool consent holds (decision 046).
 */
export async function getApplicant(db: Db, { id }: { id: string }, actor: ScopedActor, now = new Date()): Promise<ApplicantDetail | null> {
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
  const [answers, notes, stageHistory, mails, canChange] = await Promise.all([
    answersOf(db, [a.id]),
    listNotes(db, a.id),
    listStageHistory(db, a.id),
    listMails(db, a.id),
    canChangeApplication(db, actor, a.id),
  ])
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
    stageChangedAt: a.stageChangedAt.toISOString(),
    daysInStage: daysSince(a.stageChangedAt, now),
    stageHistory,
    mails,
    canChange,
  }
}

/** How many mails the applicant page lists: the latest. */
const MAIL_HISTORY_LIMIT = 50

/** The mails about an application, the latest first (`mail_outbox_application_idx`). */
async function listMails(db: Db, applicationId: string): Promise<ApplicantMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.applicationId, applicationId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(MAIL_HISTORY_LIMIT)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }))
}

/** How many cards a pipeline column shows: the latest moved there; the list filtered to the job and the stage shows them all. */
export const PIPELINE_COLUMN_CARDS = 20

/**
 * A job's pipeline board (decision 045): every stage with its count and its latest
 * PIPELINE_COLUMN_CARDS applications, each read from `applications_job_stage_idx` (the counts from
 * the index alone, the cards by one bounded walk per stage); null when the job is unknown, 403
 * for another company's job (decision 046).
 */
export async function getPipeline(db: Db, { id }: { id: string }, actor: ScopedActor, now = new Date()): Promise<JobPipeline | null> {
  await requireJobInScope(db, actor, id)
  const [job] = await db
    .select({ id: jobs.id, status: jobs.status, title: jobTranslations.title })
    .from(jobs)
    .leftJoin(jobTranslations, and(eq(jobTranslations.jobId, jobs.id), eq(jobTranslations.lang, 'tr')))
    .where(eq(jobs.id, id))
  if (!job) return null
  const stages = sql.raw(`array[${applicationStatuses.map((status) => `'${status}'`).join(', ')}]::application_status[]`)
  const [counts, cards] = await Promise.all([
    db
      .select({ status: applications.status, count: count() })
      .from(applications)
      .where(eq(applications.jobId, id))
      .groupBy(applications.status),
    // One json value, so that both drivers hand back the same strings for the times.
    db.execute(sql`
      select coalesce(json_agg(json_build_object('status', stage.status, 'id', card.id, 'fullName', card.full_name,
          'knockedOut', card.knocked_out, 'createdAt', card.created_at, 'stageChangedAt', card.stage_changed_at)
          order by stage.position, card.stage_changed_at desc, card.id desc), '[]'::json) as cards
      from unnest(${stages}) with ordinality as stage (status, position)
      cross join lateral (
        select ${applications.id}, ${applications.fullName}, ${applications.knockedOut}, ${applications.createdAt}, ${applications.stageChangedAt}
        from ${applications}
        where ${applications.jobId} = ${id} and ${applications.status} = stage.status
        order by ${applications.stageChangedAt} desc, ${applications.id} desc
        limit ${PIPELINE_COLUMN_CARDS}) card`),
  ])
  const [{ cards: rows } = { cards: [] }] = (cards as unknown as { rows: { cards: RawCard[] }[] }).rows
  const countOf = new Map(counts.map((row) => [row.status, row.count]))
  return {
    job: { id: job.id, status: job.status, title: job.title ?? '—' },
    columns: applicationStatuses.map((status) => ({
      status,
      count: countOf.get(status) ?? 0,
      cards: rows.filter((row) => row.status === status).map(({ status: _status, ...card }) => toCard(card, now)),
    })),
  }
}

interface RawCard {
  status: ApplicationStatus
  id: string
  fullName: string
  knockedOut: boolean
  createdAt: string
  stageChangedAt: string
}

function toCard(card: Omit<RawCard, 'status'>, now: Date): PipelineCard {
  const stageChangedAt = new Date(card.stageChangedAt)
  return {
    ...card,
    createdAt: new Date(card.createdAt).toISOString(),
    stageChangedAt: stageChangedAt.toISOString(),
    daysInStage: daysSince(stageChangedAt, now),
  }
}

/** The statuses whose holder is never sent a rejection (decision 048). */
const HOLDING: ApplicationStatus[] = ['offer', 'hired']

/**
 * Whether a rejection mail must not go to this person (decision 048): the application itself held an
 * offer or a hire, or another application of the same address (any case) holds one now.
 */
async function holdsOffer(db: Db, id: string, email: string, from: ApplicationStatus): Promise<boolean> {
  if (HOLDING.includes(from)) return true
  const [other] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(sql`lower(${applications.email}) = lower(${email})`, inArray(applications.status, HOLDING), sql`${applications.id} <> ${id}`),
    )
    .limit(1)
  return other !== undefined
}

/** The template's mail to the application, in its language, and whether a rejection must be held back; not_found when unknown. */
async function stageMailOf(db: Db, id: string, templateId: string, status: HrApplicationStatus, from?: ApplicationStatus) {
  const [row] = await db
    .select({
      fullName: applications.fullName,
      email: applications.email,
      language: applications.language,
      status: applications.status,
      companyKey: jobs.companyKey,
      position: jobTranslations.title,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(jobTranslations, and(eq(jobTranslations.jobId, applications.jobId), eq(jobTranslations.lang, applications.language)))
    .where(eq(applications.id, id))
  if (!row) throw new AppError('not_found')
  const content = await renderStageMail(db, templateId, status, { ...row, position: row.position ?? '' })
  const blocked = status === 'rejected' && (await holdsOffer(db, id, row.email, from ?? row.status))
  return { to: row.email, language: row.language, content, blocked }
}

/** The move dialog's preview: the template's mail as the application would get it, and whether it would be held back. */
export async function previewStageMail(
  db: Db,
  { id, status, templateId }: { id: string; status: HrApplicationStatus; templateId: string },
  actor: ScopedActor,
): Promise<StageMailPreview> {
  await requireApplicationInScope(db, actor, id, 'write')
  const mail = await stageMailOf(db, id, templateId, status)
  return {
    to: mail.to,
    language: mail.language,
    subject: mail.content.subject,
    text: mail.content.text,
    blocked: mail.blocked ? 'holds_offer' : null,
  }
}

/**
 * Moves an application to another stage (decision 045): any status but out of `withdrawn` (409
 * application_withdrawn), a rejection with its reason (decision 048). With a template, its mail
 * goes to the candidate through the outbox in the same transaction, unless it is a rejection of
 * someone who holds an offer or was hired. Audited `{ from, to, reason?, templateId?, mail? }`. 403
 * outside `actor`'s companies, talent pool or not (decision 046).
 */
export async function setApplicantStatus(
  db: Db,
  { id, status, reason, templateId }: { id: string; status: HrApplicationStatus; reason?: RejectionReason; templateId?: string },
  actor: ScopedActor,
): Promise<StatusChange> {
  await requireApplicationInScope(db, actor, id, 'write')
  let mail: StatusChange['mail'] = 'none'
  const result = await setRowStatus(db, 'application', { id, status }, actor, {
    reason: status === 'rejected' ? reason : undefined,
    after: async (tx, from) => {
      const why = status === 'rejected' && reason ? { reason } : {}
      if (!templateId) return why
      const stageMail = await stageMailOf(tx, id, templateId, status, from)
      mail = stageMail.blocked ? 'holds_offer' : 'queued'
      if (!stageMail.blocked) await queueMail(tx, { to: stageMail.to, ...stageMail.content, applicationId: id })
      return { ...why, templateId, mail }
    },
  })
  return { status: result.status, mail }
}

/** The e-mail templates the move dialog offers (decision 048). */
export const listTemplateChoices = (db: Db) => templateChoices(db)

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
