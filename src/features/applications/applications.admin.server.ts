import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { type Db, executeRows } from '~/db/client'
import {
  applicationChanges,
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
import { renderStageMail, stageMailRenderer, templateChoices } from '~/features/templates/templates.api.server'
import { BULK_MAX, type CsvAnswer, type CsvQuestion } from './applications.rules'
import { applicationStatuses, type ApplicationStatus, type HrApplicationStatus, type Language } from '~/lib/enums'
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
  BulkMoveResult,
  BulkSelection,
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
import { withStageActor } from '~/lib/server/stage-actor'
import { readPage } from '~/lib/server/list-page'
import { keptUntilChangeOf } from '~/lib/server/change-generation'
import { type MailContent, queueMail } from '~/lib/server/mail'
import { foldedMatchIn, foldedPattern } from '~/lib/server/text-search'
import {
  applicationsOfScope,
  applicationsVisibleTo,
  canChangeApplication,
  jobsVisibleTo,
  requireApplicationInScope,
  requireJobInScope,
  scopeKey,
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
      keepCount: (counting) => keptApplicantCount(db, applicantCountKey(search, actor), counting),
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

/**
 * The list's counts, kept until the applications change (decision 053): a text search that
 * matches thousands of applications counts them in milliseconds of the database's time, on every
 * page of it.
 */
const keptApplicantCount = keptUntilChangeOf<number>(applicationChanges, 1000)

/**
 * What a count depends on besides the applications: the filters and the reader's companies; for a
 * scoped reader also the minute, as the talent-pool consents they may read end with time.
 */
function applicantCountKey({ page: _page, ...filters }: ApplicantListSearch, actor: ScopedActor, now = Date.now()): string {
  const scope = scopeKey(actor)
  return JSON.stringify([filters, scope, scope ? Math.floor(now / 60_000) : null])
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
  search: ApplicantListSearch & { ids?: string[] },
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
          // The rows ticked in the list (decision 049).
          search.ids ? inArray(applications.id, search.ids) : undefined,
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
    executeRows<{ cards: RawCard[] }>(
      db,
      sql`
      select coalesce(json_agg(json_build_object('status', stage.status, 'id', card.id, 'fullName', card.full_name,
          'knockedOut', card.knocked_out, 'createdAt', card.created_at, 'stageChangedAt', card.stage_changed_at)
          order by stage.position, card.stage_changed_at desc, card.id desc), '[]'::json) as cards
      from unnest(${stages}) with ordinality as stage (status, position)
      cross join lateral (
        select ${applications.id}, ${applications.fullName}, ${applications.knockedOut}, ${applications.createdAt}, ${applications.stageChangedAt}
        from ${applications}
        where ${applications.jobId} = ${id} and ${applications.status} = stage.status
        order by ${applications.stageChangedAt} desc, ${applications.id} desc
        limit ${PIPELINE_COLUMN_CARDS}) card`,
    ),
  ])
  const [{ cards: rows } = { cards: [] }] = cards
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
 * offer or a hire, or another application of the same person (decision 052: the same address in
 * any case, or people HR merged) holds one now.
 */
async function holdsOffer(db: Db, id: string, from: ApplicationStatus): Promise<boolean> {
  if (HOLDING.includes(from)) return true
  const [other] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.personId, sql`(select ${applications.personId} from ${applications} where ${applications.id} = ${id})`),
        inArray(applications.status, HOLDING),
        sql`${applications.id} <> ${id}`,
      ),
    )
    .limit(1)
  return other !== undefined
}

/** Applications as a stage mail's recipients: who, in which language, and the position and company it names. */
const mailRecipients = (db: Db) =>
  db
    .select({
      id: applications.id,
      email: applications.email,
      personId: applications.personId,
      fullName: applications.fullName,
      language: applications.language,
      status: applications.status,
      companyKey: jobs.companyKey,
      position: jobTranslations.title,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(jobTranslations, and(eq(jobTranslations.jobId, applications.jobId), eq(jobTranslations.lang, applications.language)))

/** The template's mail to the application, in its language, and whether a rejection must be held back; not_found when unknown. */
async function stageMailOf(db: Db, id: string, templateId: string, status: HrApplicationStatus, from?: ApplicationStatus) {
  const [row] = await mailRecipients(db).where(eq(applications.id, id))
  if (!row) throw new AppError('not_found')
  const content = await renderStageMail(db, templateId, status, { ...row, position: row.position ?? '' })
  const blocked = status === 'rejected' && (await holdsOffer(db, id, from ?? row.status))
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

// Bulk actions on the applicants list (decision 049).

/** The applications of a bulk selection: the list's filter within `actor`'s reach, narrowed to the ticked ids when there are. */
function selectionWhere({ filter, ids }: BulkSelection, actor: ScopedActor): SQL | undefined {
  return and(listWhere(filter, actor), ids ? inArray(applications.id, ids) : undefined)
}

/**
 * Checks a bulk selection before anything is done, and answers how many applications it holds: 403
 * `forbidden` when a ticked id is outside what `actor` may read (`read`) or change (`write`: the
 * job's company in scope, talent pool or not, decision 046), or when, to change, the filter matches
 * an application of another company; 400 `bad_request` above BULK_MAX (refused whole, never cut).
 */
export async function requireBulkSelection(db: Db, selection: BulkSelection, actor: ScopedActor, use: 'read' | 'write'): Promise<number> {
  const allowed = use === 'read' ? applicationsVisibleTo(actor) : applicationsOfScope(actor)
  if (allowed && selection.ids) {
    const [ticked] = await db
      .select({ outside: sql<number>`count(*) filter (where not coalesce(${allowed}, false))`.mapWith(Number) })
      .from(applications)
      .where(inArray(applications.id, selection.ids))
    if (ticked && ticked.outside > 0) throw new AppError('forbidden')
  }
  const [row] = await db
    .select({
      total: count(),
      outside: (allowed && use === 'write' ? sql<number>`count(*) filter (where not coalesce(${allowed}, false))` : sql<number>`0`).mapWith(
        Number,
      ),
    })
    .from(applications)
    .where(selectionWhere(selection, actor))
  const { total = 0, outside = 0 } = row ?? {}
  if (outside > 0) throw new AppError('forbidden')
  if (total > BULK_MAX) throw new AppError('bad_request', { params: { max: BULK_MAX } })
  return total
}

/** The statuses a bulk move leaves as they are: the candidate's withdrawal (decision 040). */
const FINAL: ApplicationStatus[] = ['withdrawn']

/**
 * What a bulk move to `status` would do: the applications it changes, and one mail per person
 * (docs/product.md §4.3): the selected applications moved, grouped by person (decision 052: one
 * address in any letter case, or people HR merged);
 * each person's mail in the language of their latest selected application, naming its position,
 * and none (held back) to a person who holds an offer or was hired on any application when the move
 * is a rejection. `lock` takes the rows for the write that follows.
 */
async function planBulkMove(
  db: Db,
  { selection, status, templateId }: { selection: BulkSelection; status: HrApplicationStatus; templateId?: string },
  actor: ScopedActor,
  lock: boolean,
) {
  const selected = await requireBulkSelection(db, selection, actor, 'write')
  const render = templateId ? await stageMailRenderer(db, templateId, status) : undefined
  const query = mailRecipients(db)
    .where(selectionWhere(selection, actor))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(BULK_MAX)
  const rows = lock ? await query.for('update', { of: applications }) : await query
  const moving = rows.filter((row) => !FINAL.includes(row.status) && row.status !== status)
  // The newest first: a person's first row is their latest selected application.
  const people = new Map<string, (typeof rows)[number]>()
  for (const row of moving) if (!people.has(row.personId)) people.set(row.personId, row)
  const holding = new Set<string>()
  if (status === 'rejected' && render) {
    // The people who hold an offer or were hired on any application (`applications_person_idx`).
    const ids = [...people.keys()]
    for (let at = 0; at < ids.length; at += 5000) {
      const held = await db
        .selectDistinct({ personId: applications.personId })
        .from(applications)
        .where(and(inArray(applications.personId, ids.slice(at, at + 5000)), inArray(applications.status, HOLDING)))
      for (const { personId } of held) holding.add(personId)
    }
  }
  const mails: MailContent[] = []
  let sampleLanguage: Language | undefined
  if (render) {
    for (const [personId, person] of people) {
      if (holding.has(personId)) continue
      const content = render({ ...person, position: person.position ?? '' })
      mails.push({ to: person.email, ...content, applicationId: person.id })
      sampleLanguage ??= person.language
    }
  }
  const first = mails[0]
  const result: BulkMoveResult = {
    selected,
    moved: moving.length,
    unchanged: rows.filter((row) => row.status === status).length,
    withdrawn: rows.filter((row) => FINAL.includes(row.status)).length,
    people: people.size,
    mails: mails.length,
    heldBack: holding.size,
    sample: first ? { to: first.to, language: sampleLanguage!, subject: first.subject, text: first.text ?? '' } : null,
  }
  return { moving: moving.map((row) => row.id), mails, result }
}

/** The bulk dialog's preview (decision 049): the counts and the first person's mail, nothing written. */
export async function previewBulkMove(
  db: Db,
  input: { selection: BulkSelection; status: HrApplicationStatus; templateId?: string },
  actor: ScopedActor,
): Promise<BulkMoveResult> {
  return (await planBulkMove(db, input, actor, false)).result
}

/** How many rows one statement changes or one insert adds in a bulk move. */
const BULK_CHUNK = 1000

/**
 * Moves every application of a selection to `status` (decision 049) in one transaction: the rows
 * locked, the statuses written (the stage events and their actor and reason by the trigger,
 * decisions 045 and 048), one mail per person through the outbox, and one audit event with the
 * counts. Withdrawn applications and those already in the stage are left as they are.
 */
export async function bulkMoveApplicants(
  db: Db,
  input: { selection: BulkSelection; status: HrApplicationStatus; reason?: RejectionReason; templateId?: string },
  actor: ScopedActor,
): Promise<BulkMoveResult> {
  const reason = input.status === 'rejected' ? input.reason : undefined
  return db.transaction(async (tx) => {
    const { moving, mails, result } = await planBulkMove(tx, input, actor, true)
    if (moving.length > 0) await withStageActor(tx, actor.id, reason)
    const now = new Date()
    for (let at = 0; at < moving.length; at += BULK_CHUNK) {
      await tx
        .update(applications)
        .set({ status: input.status, updatedAt: now })
        .where(inArray(applications.id, moving.slice(at, at + BULK_CHUNK)))
    }
    for (let at = 0; at < mails.length; at += BULK_CHUNK / 2) await queueMail(tx, ...mails.slice(at, at + BULK_CHUNK / 2))
    const { sample: _sample, ...counts } = result
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'application.bulk_status',
      entity: 'application',
      entityId: 'bulk',
      summary: {
        filter: input.selection.filter,
        ticked: input.selection.ids?.length ?? null,
        to: input.status,
        reason,
        templateId: input.templateId,
        ...counts,
      },
    })
    return result
  })
}

/** A CV of a bulk download: the application, its candidate and position, and its stored file. */
export interface BulkResume {
  id: string
  fullName: string
  jobTitle: string
  createdAt: Date
  storageKey: string
  originalName: string
}

/**
 * The CVs of a selection, newest first, read by keyset `batch` rows at a time (as the export), so
 * that a ZIP of any selection holds one batch of file rows in memory. The caller checks the
 * selection first (`requireBulkSelection`).
 */
export async function* bulkResumes(db: Db, selection: BulkSelection, actor: ScopedActor, batch = 200): AsyncGenerator<BulkResume[]> {
  let after: { at: string; id: string } | undefined
  for (;;) {
    const rows = await db
      .select({
        id: applications.id,
        fullName: applications.fullName,
        jobTitle: jobTranslations.title,
        createdAt: applications.createdAt,
        storageKey: files.storageKey,
        originalName: files.originalName,
        cursor: sql<string>`${applications.createdAt}::text`,
      })
      .from(applications)
      .innerJoin(files, eq(files.id, applications.resumeFileId))
      .leftJoin(jobTranslations, trTitle)
      .where(
        and(
          selectionWhere(selection, actor),
          after ? sql`(${applications.createdAt}, ${applications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(batch)
    if (rows.length > 0) yield rows.map(({ cursor: _cursor, ...row }) => ({ ...row, jobTitle: row.jobTitle ?? '' }))
    if (rows.length < batch) return
    const last = rows.at(-1)!
    after = { at: last.cursor, id: last.id }
  }
}
