import { type AnyColumn, and, asc, count, desc, eq, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { companies, companyName } from '~/content/companies'
import type { Db } from '~/db/client'
import { officePostals } from '~/features/site/site.api.server'
import type { Language } from '~/lib/enums'
import { pagination } from '~/lib/list-search'
import { placeName } from '~/lib/places'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '~/lib/slug'
import { type Job, jobPlacement, jobQuestions, jobs, jobTranslations } from '~/db/schema'
import type { JobQuestion } from '~/lib/job-questions'
import type { PreviewState } from '~/lib/preview-links'
import { keptUntilChange } from '~/lib/server/page-cache'
import { normalizeHeadings } from '~/lib/server/sanitize-html'
import { folded, foldedPattern, foldText } from '~/lib/server/text-search'
import { escapeXml } from '~/lib/xml'
import enJobs from '~/i18n/locales/en/jobs.json'
import trJobs from '~/i18n/locales/tr/jobs.json'
import { applyBlockOf, formatSalary, jobToday, salaryOf } from './jobs.rules'
import type { JobFilterOptions, PublicJob, PublicJobList, PublicJobSummary } from './jobs.schemas'
import type { JobsSearch } from './jobs.search'

/** docs/product.md §9: the job list asks for at most 100. */
export const PUBLIC_JOBS_LIMIT = 100

/** The statuses the public may see: a closed job keeps its page, without the form. */
export const PUBLIC_JOB_STATUSES = ['active', 'closed'] as const satisfies readonly Job['status'][]

/**
 * `deadlinePassed(job) === false` as a query condition: no deadline, or its day has not ended in
 * the job's own time zone (Dubai for jobs in the UAE, Istanbul otherwise; jobs.rules.ts). Asked of
 * the jobs table, or of another with the same two columns (the site search's `job_search`).
 */
export const deadlineNotPassed = (now = new Date(), of: { deadline: AnyColumn; countryCode: AnyColumn } = jobs): SQL =>
  or(
    isNull(of.deadline),
    and(eq(of.countryCode, 'AE'), gte(of.deadline, jobToday('AE', now))),
    and(ne(of.countryCode, 'AE'), gte(of.deadline, jobToday('TR', now))),
  )!

/**
 * docs/product.md §4.2: the jobs listed as open: active and not past their deadline. They make the public list,
 * `/api/public/jobs` and the dashboard's open-jobs figure; at its deadline a job leaves them all.
 */
export const listedAsOpen = (now = new Date()): SQL => and(eq(jobs.status, 'active'), deadlineNotPassed(now))!

/**
 * The jobs whose title (in either language), slug or city holds the folded `pattern` (decision
 * 038), in two forms of the same set, because PostgreSQL plans each well for one use only:
 * - `count`: the matching titles and jobs read once through their trigram indexes into one set
 *   of ids, hash-joined with the jobs (counting every match);
 * - `page`: EXISTS … OR …, tested job by job as a list's index is walked in its order, which
 *   stops after a page. (`count`'s `id IN (…)` there became a semi-join that compared every job
 *   of the walk with every match: 23 ms against 2.5 ms for a word in 2,000 of 10,000 jobs.)
 */
export const textMatches = (pattern: string): { page: SQL; count: SQL } => ({
  page: sql`(exists (select 1 from ${jobTranslations} where ${jobTranslations.jobId} = ${jobs.id} and ${jobTranslations.searchText} ilike ${pattern})
    or ${jobs.id} in (select "id" from "jobs" where "search_text" ilike ${pattern}))`,
  count: sql`${jobs.id} in (select ${jobTranslations.jobId} from ${jobTranslations} where ${jobTranslations.searchText} ilike ${pattern}
    union all select "id" from "jobs" where "search_text" ilike ${pattern})`,
})

/** `applyBlockOf(job) === null` as a query condition: the jobs that take applications at `now`. */
export const takesApplications = (now = new Date()): SQL => and(listedAsOpen(now), eq(jobs.applicationsOpen, true))!

async function toPublicJobs(db: Db, rows: Job[], now = new Date()): Promise<PublicJob[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [translations, offices] = await Promise.all([
    db
      .select({
        jobId: jobTranslations.jobId,
        lang: jobTranslations.lang,
        title: jobTranslations.title,
        descriptionHtml: jobTranslations.descriptionHtml,
        salaryNote: jobTranslations.salaryNote,
      })
      .from(jobTranslations)
      .where(inArray(jobTranslations.jobId, ids)),
    officePostals(db),
  ])
  return rows.map((job) => {
    const own = translations.filter((t) => t.jobId === job.id)
    const detail = (lang: 'tr' | 'en') => {
      const t = own.find((x) => x.lang === lang) ?? own[0]
      return {
        title: t?.title ?? job.slug,
        description: normalizeHeadings(t?.descriptionHtml ?? ''),
        salaryNote: own.find((x) => x.lang === lang)?.salaryNote ?? null,
      }
    }
    return {
      id: job.id,
      slug: job.slug,
      status: job.status === 'closed' ? 'closed' : 'active',
      details: { tr: detail('tr'), en: detail('en') },
      salary: salaryOf(job),
      ...jobPlacement(job),
      companyNames: { tr: companyName(job.companyKey, 'tr'), en: companyName(job.companyKey, 'en') },
      deadline: job.deadline,
      publishedAt: job.publishedAt?.toISOString() ?? null,
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      applicationsOpen: job.applicationsOpen,
      // Kept on the job by the database (decision 038).
      applicationsCount: job.applicationsCount,
      applyBlock: applyBlockOf(job, now),
      office: offices.find((office) => Object.values(office.locality).some((name) => fold(name) === fold(job.city))) ?? null,
    }
  })
}

// The public job list: the board and `GET /api/public/jobs` (decision 037).

/** How many open jobs match the filters. */
const countMatches = async (db: Db, filters: PublicJobListQuery['filters'], now: Date): Promise<number> =>
  db.$count(jobs, listConditions(filters, now, 'count'))

/**
 * `countMatches` kept per database, filters and day until the public pages
 * change (or the page cache's TTL passes), for the 1,000 filters last asked: paging through a
 * search, or a search many visitors make, counts its matches once (7 ms of the database's time for
 * a word in 1,000 of 10,000 jobs, the page itself 2.5 ms).
 */
function keptMatchCount(db: Db, filters: PublicJobListQuery['filters'], now: Date): Promise<number> {
  let read = keptCounts.get(db)
  if (!read) {
    read = keptUntilChange(({ filters, now }: CountQuery) => countMatches(db, filters, now), {
      // The day in both time zones decides which deadlines have passed; the list's order does not count.
      keyOf: ({ filters: { sort: _sort, ...counted }, now }) => JSON.stringify([counted, jobToday('AE', now), jobToday('TR', now)]),
      maxKeys: 1000,
    })
    keptCounts.set(db, read)
  }
  return read({ filters, now })
}
type CountQuery = { filters: PublicJobListQuery['filters']; now: Date }
const keptCounts = new WeakMap<Db, (query: CountQuery) => Promise<number>>()

/** What a public list asks for: the filters (values already known to exist), the page's language, the page and its size. */
export interface PublicJobListQuery {
  filters: Omit<JobsSearch, 'page'>
  language: Language
  /** 1-based; past the last page gives the last page. */
  page: number
  /** 1 to 100 (docs/product.md §9). */
  limit: number
}

/**
 * Case-folded text as the search compares it: Turkish letters as `folded` folds a column, then
 * lower case. Control characters become spaces: a board URL may carry them, and the database
 * refuses a NUL in a parameter.
 */
export const fold = (text: string) => foldText(text.replace(/\p{Cc}/gu, ' ')).toLowerCase()

/** The companies whose name, in either language, contains `word` (folded): the names live in code, not in the table. */
const companiesNamed = (word: string) =>
  companies.filter((company) => Object.values(company.name).some((name) => fold(name).includes(word))).map((company) => company.key)

/**
 * The conditions of a public list: open (docs/product.md §4.2) and every filter. Each word of the
 * text search must appear in the title in either language, the company's name in either
 * language or the city, Turkish letters folded ("hemsire" finds "Hemşire").
 */
function listConditions(filters: PublicJobListQuery['filters'], now: Date, use: 'page' | 'count'): SQL {
  const words = filters.q ? fold(filters.q).split(/\s+/).filter(Boolean) : []
  return and(
    listedAsOpen(now),
    filters.category ? eq(jobs.category, filters.category) : undefined,
    filters.workMode ? eq(jobs.workMode, filters.workMode) : undefined,
    filters.employmentType ? eq(jobs.employmentType, filters.employmentType) : undefined,
    filters.level ? eq(jobs.experienceLevel, filters.level) : undefined,
    filters.company ? eq(jobs.companyKey, filters.company) : undefined,
    // One place however it was typed: "istanbul" finds "İstanbul" and "Istanbul".
    filters.location ? sql`lower(${folded(jobs.city)}) = ${fold(filters.location)}` : undefined,
    ...words.map((word) => {
      const named = companiesNamed(word)
      return or(textMatches(foldedPattern(word))[use], named.length > 0 ? inArray(jobs.companyKey, named) : undefined)
    }),
  )!
}

const newestFirst = [desc(sql`coalesce(${jobs.publishedAt}, ${jobs.createdAt})`), asc(jobs.slug)]

/**
 * A page of the open jobs that match the filters, as summaries in the query's language, and the
 * total: newest first, or closing soonest first with the jobs without a deadline last (newest
 * first among equal deadlines). A page past the last answers the last page, and the pagination
 * says which page that is.
 */
export async function listPublicJobSummaries(
  db: Db,
  query: PublicJobListQuery,
  now = new Date(),
  counted: typeof countMatches = countMatches,
): Promise<Pick<PublicJobList, 'jobs' | 'pagination'>> {
  const where = listConditions(query.filters, now, 'page')
  const limit = Math.min(Math.max(query.limit, 1), PUBLIC_JOBS_LIMIT)
  const order = query.filters.sort === 'closing' ? [sql`${jobs.deadline} asc nulls last`, ...newestFirst] : newestFirst
  // The title in the list's language, else the other one (a job has both; the seed's jobs too).
  const title = sql<string | null>`(select ${jobTranslations.title} from ${jobTranslations} where ${jobTranslations.jobId} = ${jobs.id}
    order by ${jobTranslations.lang} = ${query.language} desc limit 1)`
  // The page walks the board's index (jobs_board_idx) and stops after it; the count reads the
  // open jobs' index alone (jobs_open_idx). Both cost the page, not the table (decision 037).
  const read = (page: number) =>
    db
      .select({
        slug: jobs.slug,
        title,
        companyKey: jobs.companyKey,
        category: jobs.category,
        workMode: jobs.workMode,
        employmentType: jobs.employmentType,
        experienceLevel: jobs.experienceLevel,
        city: jobs.city,
        countryCode: jobs.countryCode,
        openings: jobs.openings,
        deadline: jobs.deadline,
        publishedAt: jobs.publishedAt,
        salaryMin: jobs.salaryMin,
        salaryMax: jobs.salaryMax,
        salaryCurrency: jobs.salaryCurrency,
        salaryPeriod: jobs.salaryPeriod,
      })
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit)
  const requested = Math.max(1, query.page)
  const [first, counts] = await Promise.all([read(requested), counted(db, query.filters, now)])
  // A kept count may be a moment old: the page read now bounds it (exact on the last page).
  const seen = (requested - 1) * limit + first.length
  const total = first.length === limit ? Math.max(counts, seen) : first.length > 0 ? seen : counts
  // Past the last page: the last page (page 1 when nothing matches).
  const page = Math.min(requested, Math.max(1, Math.ceil(total / limit)))
  const rows = page === requested ? first : total === 0 ? [] : await read(page)
  return {
    jobs: rows.map(({ salaryMin, salaryMax, salaryCurrency, salaryPeriod, ...row }): PublicJobSummary => ({
      ...row,
      salary: salaryOf({ salaryMin, salaryMax, salaryCurrency, salaryPeriod }),
      title: row.title ?? row.slug,
      companyName: companyName(row.companyKey, query.language),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    })),
    pagination: pagination(page, limit, total),
  }
}

/**
 * The location and company filters' options from every open job (not only a page's): one option
 * per place however it was typed ("Istanbul", "İstanbul"), labelled and sorted in `lang`.
 */
export async function jobFilterOptions(db: Db, lang: Language, now = new Date()): Promise<JobFilterOptions> {
  // One read of the open jobs' index (jobs_open_idx) for both choices.
  const pairs = await db.selectDistinct({ city: jobs.city, key: jobs.companyKey }).from(jobs).where(listedAsOpen(now))
  const cities = [...new Set(pairs.map((row) => placeName(row.city, 'tr')))].sort((a, b) =>
    placeName(a, lang).localeCompare(placeName(b, lang), lang),
  )
  const named = [...new Set(pairs.map((row) => row.key))].map((key) => ({ key, name: companyName(key, lang) }))
  return { cities, companies: named.sort((a, b) => a.name.localeCompare(b.name, lang)) }
}

/**
 * `jobFilterOptions` kept per database and language until the public pages change (or the page
 * cache's TTL passes): every board page and job list call shows them, and they read every open
 * job (1.7 ms of the database's time a call with 7,000 open jobs). A deadline that passes
 * meanwhile drops its place within the TTL, as the cached pages do.
 */
export function keptJobFilterOptions(db: Db, lang: Language): Promise<JobFilterOptions> {
  let read = keptOptions.get(db)
  if (!read) keptOptions.set(db, (read = keptUntilChange((key: Language) => jobFilterOptions(db, key))))
  return read(lang)
}
const keptOptions = new WeakMap<Db, (lang: Language) => Promise<JobFilterOptions>>()

/**
 * A page of the public job list with the filter options: the board's data and the list API's
 * answer. `kept`: the options and the count of matches kept until the public pages change
 * (`keptJobFilterOptions`, `keptMatchCount`), as the board and the API read them; otherwise read now.
 */
export async function readPublicJobList(
  db: Db,
  query: PublicJobListQuery,
  { now = new Date(), kept = false }: { now?: Date; kept?: boolean } = {},
): Promise<PublicJobList> {
  const [list, choices] = await Promise.all([
    listPublicJobSummaries(db, query, now, kept ? keptMatchCount : countMatches),
    (kept ? keptJobFilterOptions : jobFilterOptions)(db, query.language, now),
  ])
  return { ...list, ...choices }
}

/** One job by slug, when the public may see it (active or closed); null otherwise. */
export async function getPublicJob(db: Db, slug: string): Promise<PublicJob | null> {
  // Only a slug's shape reaches the database: a NUL byte or stray text there is an error, not "none".
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return null
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.slug, slug), inArray(jobs.status, PUBLIC_JOB_STATUSES)))
    .limit(1)
  const [job] = await toPublicJobs(db, rows)
  return job ?? null
}

/**
 * A job as its public page would show it from its current saved data, whatever its status
 * (decision 057); null for an unknown or removed one.
 */
export async function getJobPreview(db: Db, id: string): Promise<{ job: PublicJob; state: PreviewState } | null> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), ne(jobs.status, 'removed')))
  const [job] = await toPublicJobs(db, rows)
  const status = rows[0]?.status
  if (!job || !status) return null
  return { job, state: status === 'draft' ? 'draft' : status === 'closed' ? 'closed' : 'published' }
}

/**
 * Inside an application's transaction: the job row locked against a concurrent status change,
 * and whether it still takes applications (it may have closed meanwhile). AppError `not_found`
 * when the public may no longer see it. The lock is the one the application's insert takes anyway
 * when the database adds it to the job's count (decision 038): a shared lock here would let two
 * applications to one job wait for each other there.
 */
export async function lockedApplyBlock(tx: Db, jobId: string) {
  const [current] = await tx
    .select({ status: jobs.status, applicationsOpen: jobs.applicationsOpen, deadline: jobs.deadline, countryCode: jobs.countryCode })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('no key update')
  if (!current || !(PUBLIC_JOB_STATUSES as readonly string[]).includes(current.status)) return 'not_found' as const
  return applyBlockOf(current)
}

/** The jobs the sitemap lists: those that take applications today, in the order they were published. */
export async function listJobsTakingApplications(db: Db, now = new Date()): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db.select({ slug: jobs.slug, updatedAt: jobs.updatedAt }).from(jobs).where(takesApplications(now)).orderBy(jobs.publishedAt)
}

/** The dashboard home's open-jobs figure: as many as the public list shows. */
export async function countOpenJobs(db: Db, now = new Date(), among?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(listedAsOpen(now), among))
  return row?.n ?? 0
}

/** A job's questions in order, with their knock-out rules. */
export async function readJobQuestions(db: Db, jobId: string): Promise<JobQuestion[]> {
  const rows = await db.select().from(jobQuestions).where(eq(jobQuestions.jobId, jobId)).orderBy(asc(jobQuestions.position))
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    required: row.required,
    label: { tr: row.labelTr, en: row.labelEn },
    choices: row.choices,
    knockout: row.knockout,
  }))
}

// The job feed for aggregators (docs/product.md §15.3, decision 041).

/** At most this many jobs in a feed, the newest first: enough for the group, and small enough for the page cache. */
export const JOB_FEED_MAX_JOBS = 1000

/** The jobs of the feed: exactly those that take applications (`takesApplications`, the board's rule), newest first. */
export async function listJobFeedJobs(db: Db, now = new Date(), limit = JOB_FEED_MAX_JOBS): Promise<PublicJob[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(takesApplications(now))
    .orderBy(...newestFirst)
    .limit(limit)
  return toPublicJobs(db, rows, now)
}

const feedStrings = { tr: trJobs, en: enJobs } satisfies Record<Language, unknown>

/** Indeed's `jobtype` values. */
const feedJobType: Record<PublicJob['employmentType'], string> = {
  FullTime: 'fulltime',
  PartTime: 'parttime',
  Contract: 'contract',
  Freelance: 'contract',
  Internship: 'internship',
  Temporary: 'temporary',
}

/**
 * Text as CDATA: characters XML 1.0 cannot hold dropped (controls, lone surrogates, U+FFFE/FFFF),
 * and `]]>` split across two sections so that no text can end one early.
 */
export function cdata(text: string): string {
  const clean = text
    .toWellFormed()
    .replace(/\uFFFD/g, '')
    // oxlint-disable-next-line no-control-regex -- dropping them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  return `<![CDATA[${clean.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/**
 * The widely used Indeed XML of a language's open jobs: `<source>` with the publisher, its site
 * and the build time, then one `<job>` each, text in CDATA. A job's `url` carries `source=job-feed`,
 * so that its applications count under that source (docs/product.md §15.2).
 */
export function jobFeedXml(list: PublicJob[], lang: Language, origin: string, now = new Date()): string {
  const words = feedStrings[lang]
  const element = (name: string, value: string | null | undefined) => (value ? `<${name}>${cdata(value)}</${name}>` : `<${name}/>`)
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    `<publisher>${escapeXml('HOI Holding')}</publisher>`,
    `<publisherurl>${escapeXml(`${origin}/${lang}/jobs`)}</publisherurl>`,
    `<lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
  ]
  for (const job of list) {
    const details = job.details[lang]
    const salary = job.salary ? formatSalary(job.salary, lang, words.salary.per[job.salary.period]) : details.salaryNote
    lines.push(
      '<job>',
      element('title', details.title),
      element('date', new Date(job.publishedAt ?? job.createdAt).toUTCString()),
      element('referencenumber', job.id),
      element('url', `${origin}/${lang}/jobs/${job.slug}?source=job-feed`),
      element('company', job.companyNames[lang]),
      element('city', placeName(job.city, lang)),
      element('country', job.countryCode),
      element('description', details.description),
      element('salary', salary),
      element('jobtype', feedJobType[job.employmentType]),
      element('category', words.enums.category[job.category]),
      element('expirationdate', job.deadline),
      '</job>',
    )
  }
  lines.push('</source>', '')
  return lines.join('\n')
}
