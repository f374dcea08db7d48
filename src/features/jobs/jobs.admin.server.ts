import { and, asc, desc, eq, not, notInArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/client'
import { jobPlacement, jobQuestions, jobs, jobTranslations } from '~/db/schema'
import enJobAdmin from '~/i18n/locales/en/jobAdmin.json'
import trJobAdmin from '~/i18n/locales/tr/jobAdmin.json'
import type { JobStatus, Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import type { Page } from '~/lib/list-search'
import { recordAudit, slugSummary } from '~/lib/server/audit'
import { isUniqueViolation } from '~/lib/server/db-errors'
import { enqueueJobPublished, setPublishStatus, writePublic } from '~/lib/server/publish-status'
import { claimPublicPaths, jobPaths, movePublicPaths } from '~/lib/server/redirects'
import { requestContext } from '~/lib/server/request-context'
import { sanitizeRichText } from '~/lib/server/sanitize-html'
import { type JobForEdit, type JobFormValues, type JobListItem, type JobQuestionInput, updateJobSchema } from './jobs.schemas'
import { type JobQuestion, type Knockout, normalizeNumber, type QuestionChoice } from '~/lib/job-questions'
import { type JobListSearch, JOBS_PAGE_SIZE } from './jobs.search'
import { deadlineNotPassed, PUBLIC_JOB_STATUSES, readJobQuestions, textMatches } from './jobs.server'
import type { ScopedActor } from '~/lib/session'
import { readPage } from '~/lib/server/list-page'
import { foldedPattern } from '~/lib/server/text-search'
import { jobsVisibleTo, requireCompanyInScope, requireJobInScope } from '~/lib/server/company-scope'
import { clockedRows, versionText } from '~/lib/translation-status'
import { htmlText } from '~/lib/html-text'
import type { CancelScheduleInput, SaveScheduleValues } from '~/lib/publish-schedule'
import type { MarkReviewedInput } from '~/lib/translation-review'
import { behindOf, clockColumns, jobNeedsUpdate, markReviewed, translationReviews, excludedClock } from '~/lib/server/translation-review'
import type { RestoreVersionInput, VersionInput, VersionListInput } from '~/lib/entity-versions'
import { listVersions, recordVersion, restoreVersion, versionInput, versionPair } from '~/lib/server/entity-versions'
import type { VersionSnapshot } from '~/lib/version-diff'
import { scheduleOperations, schedulesOfEntry, withSchedules } from '~/lib/server/scheduled-publishing'

const trTitle = alias(jobTranslations, 'tr_title')
const enTitle = alias(jobTranslations, 'en_title')

const slugTakenMessage = { tr: trJobAdmin.form.slugTaken, en: enJobAdmin.form.slugTaken } satisfies Record<Language, string>

function slugTaken(): AppError {
  return new AppError('conflict', { fields: { slug: slugTakenMessage[requestContext().lang ?? 'tr'] } })
}

/** The jobs of `actor`'s companies (decision 046), filtered and sorted as the URL says. */
export async function listJobs(
  db: Db,
  search: JobListSearch,
  actor: ScopedActor,
  limit = JOBS_PAGE_SIZE,
  now = new Date(),
): Promise<Page<JobListItem>> {
  // Kept on the job by the database (decision 038), not counted over every application.
  const applicationCount = jobs.applicationsCount
  const text = search.q ? textMatches(foldedPattern(search.q)) : undefined
  const where = (use: 'page' | 'count') =>
    and(
      jobsVisibleTo(actor),
      text?.[use],
      search.status ? eq(jobs.status, search.status) : undefined,
      search.deadline === 'open' ? deadlineNotPassed(now) : search.deadline === 'passed' ? not(deadlineNotPassed(now)) : undefined,
      search.translation === 'needsUpdate' ? jobNeedsUpdate(jobs.id) : undefined,
    )
  // Expressions of the job row (readPage reads the page's ids from jobs alone); each ends like the
  // (…, updated_at desc, id) index it follows.
  const order = {
    updated: [],
    title: [asc(jobs.titleSort)],
    deadline: [sql`${jobs.deadline} asc nulls last`],
    applications: [desc(applicationCount)],
  }[search.sort ?? 'updated']
  const from = () =>
    db
      .select({
        // The columns the list shows.
        job: {
          id: jobs.id,
          slug: jobs.slug,
          status: jobs.status,
          companyKey: jobs.companyKey,
          city: jobs.city,
          deadline: jobs.deadline,
          updatedAt: jobs.updatedAt,
        },
        titleTr: trTitle.title,
        titleEn: enTitle.title,
        ...clockColumns(trTitle, enTitle),
        applicationCount,
      })
      .from(jobs)
      .leftJoin(trTitle, and(eq(trTitle.jobId, jobs.id), eq(trTitle.lang, 'tr')))
      .leftJoin(enTitle, and(eq(enTitle.jobId, jobs.id), eq(enTitle.lang, 'en')))
  const found = await readPage(
    db,
    {
      page: search.page,
      limit,
      table: jobs,
      where: where('page'),
      countWhere: where('count'),
      order: [...order, desc(jobs.updatedAt), asc(jobs.id)],
    },
    (page) =>
      from()
        .where(page.where)
        .orderBy(...page.order),
    ({ job, titleTr, titleEn, applicationCount, ...clocks }) => ({
      id: job.id,
      slug: job.slug,
      status: job.status,
      titleTr: titleTr ?? job.slug,
      titleEn: titleEn ?? '',
      needsUpdate: behindOf(clocks),
      companyKey: job.companyKey,
      city: job.city,
      deadline: job.deadline,
      applicationCount,
      updatedAt: job.updatedAt.toISOString(),
    }),
  )
  return withSchedules(db, 'job', found)
}

/** The job form's values; 404 when unknown, 403 for another company's job (decision 046). */
export async function getJobForEdit(db: Db, { id }: { id: string }, actor: ScopedActor): Promise<JobForEdit> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id))
  if (!job) throw new AppError('not_found')
  requireCompanyInScope(actor, job.companyKey)
  const translations = await db.select().from(jobTranslations).where(eq(jobTranslations.jobId, id))
  const tr = translations.find((t) => t.lang === 'tr')
  const en = translations.find((t) => t.lang === 'en')
  return {
    id: job.id,
    status: job.status,
    schedules: await schedulesOfEntry(db, 'job', job.id),
    reviews: translationReviews(translations),
    titleTr: tr?.title ?? '',
    titleEn: en?.title ?? '',
    descriptionTr: tr?.descriptionHtml ?? '',
    descriptionEn: en?.descriptionHtml ?? '',
    slug: job.slug,
    ...jobPlacement(job),
    deadline: job.deadline ?? '',
    applicationsOpen: job.applicationsOpen,
    questions: (await readJobQuestions(db, id)).map(questionFormValues),
    salaryMin: job.salaryMin === null ? '' : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod,
    salaryNoteTr: tr?.salaryNote ?? null,
    salaryNoteEn: en?.salaryNote ?? null,
  }
}

type JobFields = Omit<JobFormValues, 'status'>

/** Sanitized descriptions, refused when nothing but markup remains. */
function cleanDescriptions(input: JobFields) {
  const descriptionTr = sanitizeRichText(input.descriptionTr)
  const descriptionEn = sanitizeRichText(input.descriptionEn)
  const empty = (html: string) => html.replace(/<[^>]*>/g, '').trim() === ''
  const fields: Record<string, string> = {}
  if (empty(descriptionTr)) fields.descriptionTr = 'validation.required'
  if (empty(descriptionEn)) fields.descriptionEn = 'validation.required'
  if (Object.keys(fields).length > 0) throw new AppError('invalid', { fields })
  return { descriptionTr, descriptionEn }
}

const jobColumns = (input: JobFields) => ({
  slug: input.slug,
  ...jobPlacement(input),
  deadline: input.deadline || null,
  applicationsOpen: input.applicationsOpen,
  // docs/product.md §15.1: the schema let through a whole range or none.
  salaryMin: input.salaryMin ?? null,
  salaryMax: input.salaryMax ?? null,
  salaryCurrency: input.salaryCurrency ?? null,
  salaryPeriod: input.salaryPeriod ?? null,
})

async function writeTranslations(tx: Db, jobId: string, input: JobFields, descriptions: ReturnType<typeof cleanDescriptions>) {
  const rows = [
    {
      jobId,
      lang: 'tr' as const,
      title: input.titleTr,
      descriptionHtml: descriptions.descriptionTr,
      salaryNote: input.salaryNoteTr ?? null,
    },
    {
      jobId,
      lang: 'en' as const,
      title: input.titleEn,
      descriptionHtml: descriptions.descriptionEn,
      salaryNote: input.salaryNoteEn ?? null,
    },
  ]
  const before = await tx.select().from(jobTranslations).where(eq(jobTranslations.jobId, jobId)).for('update')
  await tx
    .insert(jobTranslations)
    .values(
      clockedRows(
        before.map((row) => ({ ...row, text: jobText(row) })),
        rows,
        jobText,
      ),
    )
    .onConflictDoUpdate({
      target: [jobTranslations.jobId, jobTranslations.lang],
      set: {
        title: sql`excluded.title`,
        descriptionHtml: sql`excluded.description_html`,
        salaryNote: sql`excluded.salary_note`,
        ...excludedClock,
      },
    })
}

/** What of a job is translated: the words a reader reads, not their markup (decision 060). */
const jobText = (row: { title: string; descriptionHtml: string; salaryNote: string | null }) =>
  versionText(row.title, htmlText(row.descriptionHtml), row.salaryNote)

/** The unique index on slug decides, also between two concurrent writes. */
function slugClash(error: unknown): never {
  if (isUniqueViolation(error)) throw slugTaken()
  throw error
}

/** A scoped recruiter creates jobs of their own companies only (403 otherwise, decision 046). */
export async function createJob(db: Db, input: JobFormValues, actor: ScopedActor): Promise<{ id: string; slug: string }> {
  const actorId = actor.id
  requireCompanyInScope(actor, input.companyKey)
  const descriptions = cleanDescriptions(input)
  const job = await writePublic(db, async (tx) => {
    const [created] = await tx
      .insert(jobs)
      .values({ ...jobColumns(input), status: input.status, publishedAt: input.status === 'active' ? new Date() : null })
      .returning()
      .catch(slugClash)
    if (!created) throw new Error('job insert returned no row')
    await claimPublicPaths(tx, jobPaths(created.slug), actorId)
    await writeTranslations(tx, created.id, input, descriptions)
    // Job alerts react to a job that is live from the start (decision 043).
    if (created.status === 'active') await enqueueJobPublished(tx, created.id, created.publishedAt)
    await writeJobQuestions(tx, created.id, input.questions)
    await recordVersion(tx, 'job', created.id, await jobVersion(tx, created.id, actor), actorId)
    await recordAudit(tx, { actorId, action: 'job.create', entityId: created.id, summary: { slug: created.slug, status: created.status } })
    return created
  })
  return { id: job.id, slug: job.slug }
}

/** The job, its translations and questions; 403 when the job's company, or the new one, is outside `actor`'s (decision 046). */
export async function updateJob(
  db: Db,
  input: JobFields & { id: string },
  actor: ScopedActor,
  { restoredFrom }: { restoredFrom?: number } = {},
): Promise<{ id: string; slug: string }> {
  const actorId = actor.id
  const descriptions = cleanDescriptions(input)
  const job = await writePublic(db, async (tx) => {
    const [current] = await tx.select().from(jobs).where(eq(jobs.id, input.id)).for('update')
    if (!current) throw new AppError('not_found')
    requireCompanyInScope(actor, current.companyKey)
    requireCompanyInScope(actor, input.companyKey)
    const previous = await jobVersion(tx, input.id, actor)
    const [updated] = await tx.update(jobs).set(jobColumns(input)).where(eq(jobs.id, input.id)).returning().catch(slugClash)
    // A new slug moves the job's page in both languages: the old URLs answer 301 once it was public (decision 055).
    const [before, after] = [jobPaths(current.slug), jobPaths(updated!.slug)]
    await movePublicPaths(tx, {
      entity: 'job',
      entityId: input.id,
      moves: before.map((from, index) => ({ from, to: after[index]! })),
      wasPublic: (PUBLIC_JOB_STATUSES as readonly string[]).includes(current.status),
      actorId,
    })
    await writeTranslations(tx, input.id, input, descriptions)
    await writeJobQuestions(tx, input.id, input.questions)
    await recordVersion(tx, 'job', input.id, await jobVersion(tx, input.id, actor), actorId, { before: previous, restoredFrom })
    await recordAudit(tx, { actorId, action: 'job.update', entityId: input.id, summary: slugSummary(current.slug, updated!.slug) })
    return updated!
  })
  return { id: job.id, slug: job.slug }
}

/** What a job's version keeps (decision 056): the form's values but its status and its own questions (answers point at those). */
const JOB_VERSION_FIELDS = [
  'titleTr',
  'titleEn',
  'descriptionTr',
  'descriptionEn',
  'slug',
  'companyKey',
  'category',
  'workMode',
  'employmentType',
  'experienceLevel',
  'city',
  'countryCode',
  'openings',
  'deadline',
  'applicationsOpen',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'salaryNoteTr',
  'salaryNoteEn',
] as const satisfies readonly (keyof JobForEdit)[]

/** A job's values as its edit form holds them, read inside the save. */
async function jobVersion(tx: Db, id: string, actor: ScopedActor): Promise<VersionSnapshot> {
  const form = await getJobForEdit(tx, { id }, actor)
  return Object.fromEntries(JOB_VERSION_FIELDS.map((field) => [field, form[field] ?? null]))
}

/** A job's history, newest first (decision 056); 403 for another company's job. */
export async function listJobVersions(db: Db, input: VersionListInput, actor: ScopedActor) {
  await requireJobInScope(db, actor, input.id)
  return listVersions(db, 'job', input.id, input.page)
}

export async function getJobVersion(db: Db, input: VersionInput, actor: ScopedActor) {
  await requireJobInScope(db, actor, input.id)
  return versionPair(db, 'job', input.id, input.number)
}

/** A version's values saved again with the job's current questions, then the job a draft or live (decision 056). */
export async function restoreJobVersion(db: Db, input: RestoreVersionInput, actor: ScopedActor) {
  await requireJobInScope(db, actor, input.id)
  return restoreVersion(db, 'job', input, actor, async (tx, snapshot) => {
    const current = await getJobForEdit(tx, { id: input.id }, actor)
    return updateJob(tx, versionInput(updateJobSchema, { ...current, ...snapshot }, { id: input.id }), actor, {
      restoredFrom: input.number,
    })
  })
}

/** One step of the publish lifecycle (decision 025); anything else is a 409; 403 for another company's job (decision 046). */
export async function setJobStatus(db: Db, input: { id: string; status: JobStatus }, actor: ScopedActor) {
  await requireJobInScope(db, actor, input.id)
  return setPublishStatus(db, 'job', input.id, input.status, actor)
}

// A job's own questions (docs/product.md §5.6, decision 042).

/** A stored question as the job form edits it. */
function questionFormValues(question: JobQuestion): JobQuestionInput {
  const rule = question.knockout
  const bound = (value: number | undefined) => (value === undefined ? '' : String(value))
  return {
    id: question.id,
    kind: question.kind,
    required: question.required,
    labelTr: question.label.tr,
    labelEn: question.label.en,
    choices: question.choices.map((choice) => ({ ...choice, knockout: !!rule && 'choices' in rule && rule.choices.includes(choice.key) })),
    knockoutAnswer: rule && 'answer' in rule ? rule.answer : '',
    knockoutMin: rule && !('answer' in rule) && !('choices' in rule) ? bound(rule.min) : '',
    knockoutMax: rule && !('answer' in rule) && !('choices' in rule) ? bound(rule.max) : '',
  }
}

/** A new choice's key: short, random, unlike the question's others. */
function choiceKey(taken: Set<string>): string {
  for (;;) {
    const key = `c-${crypto.randomUUID().slice(0, 8)}`
    if (!taken.has(key)) return key
  }
}

/** The columns of a question from the form: only what its kind uses; new choices get their keys. */
function questionColumns(question: JobQuestionInput, position: number) {
  let choices: QuestionChoice[] = []
  let knockout: Knockout | null = null
  if (question.kind === 'single_choice') {
    const taken = new Set(question.choices.map((choice) => choice.key).filter(Boolean))
    const keyed = question.choices.map((choice) => ({ ...choice, key: choice.key || choiceKey(taken) }))
    for (const { key } of keyed) taken.add(key)
    choices = keyed.map(({ key, tr, en }) => ({ key, tr, en }))
    const flagged = keyed.filter((choice) => choice.knockout).map((choice) => choice.key)
    if (flagged.length > 0) knockout = { choices: flagged }
  } else if (question.kind === 'yes_no' && question.knockoutAnswer) {
    knockout = { answer: question.knockoutAnswer }
  } else if (question.kind === 'number' && (question.knockoutMin || question.knockoutMax)) {
    const bound = (text: string) => (text ? Number(normalizeNumber(text)) : undefined)
    knockout = { min: bound(question.knockoutMin), max: bound(question.knockoutMax) }
  }
  return {
    position,
    kind: question.kind,
    required: question.required,
    labelTr: question.labelTr,
    labelEn: question.labelEn,
    choices,
    knockout,
  }
}

/**
 * Makes the job's questions those of the form, in its order: a question with an id is updated (its
 * answers keep pointing at it), one without is added, one left out is deleted (its answers keep
 * their copy of it, decision 042). An id that is not one of the job's is refused.
 */
export async function writeJobQuestions(tx: Db, jobId: string, questions: JobQuestionInput[] | undefined): Promise<void> {
  if (!questions) return
  const current = await tx.select({ id: jobQuestions.id }).from(jobQuestions).where(eq(jobQuestions.jobId, jobId))
  const known = new Set(current.map((row) => row.id))
  const fields: Record<string, string> = {}
  questions.forEach((question, index) => {
    if (question.id && !known.has(question.id)) fields[`questions.${index}.id`] = 'validation.invalidValue'
  })
  if (Object.keys(fields).length > 0) throw new AppError('invalid', { fields })
  const kept = questions.map((question) => question.id).filter(Boolean)
  await tx.delete(jobQuestions).where(and(eq(jobQuestions.jobId, jobId), kept.length > 0 ? notInArray(jobQuestions.id, kept) : undefined))
  for (const [index, question] of questions.entries()) {
    const columns = questionColumns(question, index)
    if (question.id)
      await tx
        .update(jobQuestions)
        .set(columns)
        .where(and(eq(jobQuestions.id, question.id), eq(jobQuestions.jobId, jobId)))
    else await tx.insert(jobQuestions).values({ ...columns, jobId })
  }
}

const jobSchedule = scheduleOperations('job')

/** The times of the job's publish and unpublish (decision 058, docs/product.md §22), for a job of the actor's companies. */
export async function saveJobSchedule(db: Db, input: SaveScheduleValues, actor: ScopedActor) {
  await requireJobInScope(db, actor, input.id)
  return jobSchedule.save(db, input, actor)
}

export async function cancelJobSchedule(db: Db, input: CancelScheduleInput, actor: ScopedActor) {
  await requireJobInScope(db, actor, input.id)
  return jobSchedule.cancel(db, input, actor)
}

/** A language version of a job of the actor's companies reviewed against the other (decision 060). */
export async function markJobReviewed(db: Db, input: MarkReviewedInput, actor: ScopedActor) {
  await requireJobInScope(db, actor, input.id)
  return markReviewed(db, 'job', input, actor)
}
