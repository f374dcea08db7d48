import { and, asc, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { companies, companyName } from '~/content/companies'
import type { Db } from '~/db/client'
import { jobSearch, jobs, jobTranslations } from '~/db/schema'
import type { Language } from '~/lib/enums'
import { placeName } from '~/lib/places'
import { decodeEntities, plainText, type SearchSource, searchHeadline, searchRank } from '~/lib/server/site-search'
import {
  countOpenJobs,
  deadlineNotPassed,
  fold,
  getJobPreview,
  getPublicJob,
  listedAsOpen,
  listJobsTakingApplications,
  jobFeedXml,
  listJobFeedJobs,
  lockedApplyBlock,
  readJobQuestions,
} from './jobs.server'

/*
 * What other features may ask of the jobs feature (the allowed edges: applications → jobs,
 * sitemap → jobs, dashboard → jobs, alerts → jobs, search → jobs). The jobs feature alone decides which jobs the public may see and which take
 * applications today (jobs.rules.ts `applyBlockOf`, jobs.server.ts `takesApplications`).
 */

export type { ApplyBlock, PublicJob } from './jobs.schemas'
export { applyBlockOf } from './jobs.rules'
/** alerts: the board's text folding (Turkish letters, lower case), for an alert's words and place. */
export { fold as foldBoardText } from './jobs.server'

/** applications: the job an applicant opens or applies to, when the public may see it; null otherwise. */
/** A job as its public page would show it, whatever its status (previews → jobs, decision 057). */
export const jobPreviewOf = (db: Db, id: string) => getJobPreview(db, id)

export const findPublicJob = (db: Db, slug: string) => getPublicJob(db, slug)

/**
 * applications: inside the application's transaction, the job locked and checked again:
 * `'not_found'` when the public may no longer see it, else why it takes no applications, or null.
 */
export const recheckApplyBlock = (tx: Db, jobId: string) => lockedApplyBlock(tx, jobId)

/** applications: the job's own questions on the application form, in order, with their knock-out rules (decision 042). */
export const jobQuestionsOf = (db: Db, jobId: string) => readJobQuestions(db, jobId)

/** sitemap: the job pages it lists (the jobs that take applications today) and when each changed. */
export const sitemapJobs = (db: Db, now = new Date()) => listJobsTakingApplications(db, now)

/** dashboard: the open-jobs figure, counted by the rule of the public list (docs/product.md §4.2), `among` the jobs a user may see (decision 046). */
export const openJobsCount = (db: Db, now = new Date(), among?: SQL) => countOpenJobs(db, now, among)

/**
 * alerts: what a job alert matches a published job by (decision 043), when the job is listed as
 * open (docs/product.md §4.2); null otherwise. `text` is what the board's text search looks in
 * (the title in both languages, the slug, the city, the company's names), folded as the board
 * folds it, and `cityKey` the city folded as the board's location filter compares it.
 */
export async function jobAlertFacts(db: Db, jobId: string, now = new Date()) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), listedAsOpen(now), or(isNull(jobs.publishedAt), lte(jobs.publishedAt, now))))
  if (!job) return null
  const titles = await db.select({ title: jobTranslations.title }).from(jobTranslations).where(eq(jobTranslations.jobId, jobId))
  const company = companies.find((entry) => entry.key === job.companyKey)
  const text = [...titles.map((row) => row.title), job.slug, job.city, ...Object.values(company?.name ?? {})].map(fold).join(' ')
  return {
    id: job.id,
    category: job.category,
    workMode: job.workMode,
    employmentType: job.employmentType,
    experienceLevel: job.experienceLevel,
    companyKey: job.companyKey,
    cityKey: fold(job.city),
    text,
  }
}

/** alerts: the jobs of `ids` still listed as open, as an alert mail lists them, in `lang`, newest first. */
export async function jobAlertSummaries(db: Db, ids: readonly string[], lang: Language, now = new Date()) {
  if (ids.length === 0) return []
  const title = sql<string | null>`(select ${jobTranslations.title} from ${jobTranslations} where ${jobTranslations.jobId} = ${jobs.id}
    order by ${jobTranslations.lang} = ${lang} desc limit 1)`
  const rows = await db
    .select({ id: jobs.id, slug: jobs.slug, title, companyKey: jobs.companyKey, city: jobs.city })
    .from(jobs)
    .where(and(inArray(jobs.id, [...ids]), listedAsOpen(now)))
    .orderBy(desc(sql`coalesce(${jobs.publishedAt}, ${jobs.createdAt})`), asc(jobs.slug))
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title ?? row.slug,
    company: companyName(row.companyKey, lang),
    city: placeName(row.city, lang),
  }))
}
/** sitemap: the Indeed XML feed of a language's jobs that take applications (docs/product.md §15.3). */
export const jobFeed = async (db: Db, lang: Language, origin: string, now = new Date()) =>
  jobFeedXml(await listJobFeedJobs(db, now), lang, origin, now)

/**
 * The site search's jobs (decision 054): the open jobs of the public board, already published,
 * found by their title and description in the visitor's language; a result names its company and
 * city.
 */
export const jobsSearchSource: SearchSource = {
  // The narrow copy of the active jobs' translations (`job_search`, kept by the database), asked
  // here whether each is listed at the search's moment, as the board asks `listedAsOpen`.
  matches: (
    match,
  ) => sql`select ${jobSearch.jobId}::text as id, ${searchRank(jobSearch.rankVector, match)} as rank, ${jobSearch.listedAt} as date
    from ${jobSearch}
    where ${jobSearch.lang} = ${match.lang} and ${jobSearch.searchVector} @@ ${match.query}
      and ${deadlineNotPassed(match.now, jobSearch)} and (${jobSearch.publishedAt} is null or ${jobSearch.publishedAt} <= ${match.now})`,
  rows: async (db, ids, match) => {
    const rows = await db
      .select({
        id: jobs.id,
        slug: jobs.slug,
        companyKey: jobs.companyKey,
        city: jobs.city,
        date: sql<Date>`coalesce(${jobs.publishedAt}, ${jobs.createdAt})`.mapWith(jobs.createdAt),
        title: searchHeadline(jobTranslations.title, match, true),
        snippet: searchHeadline(plainText(jobTranslations.descriptionHtml), match),
      })
      .from(jobTranslations)
      .innerJoin(jobs, eq(jobs.id, jobTranslations.jobId))
      .where(and(inArray(jobs.id, ids), eq(jobTranslations.lang, match.lang)))
    return rows.map((row) => ({
      id: row.id,
      href: `/jobs/${row.slug}`,
      title: row.title,
      snippet: decodeEntities(row.snippet),
      section: `${companyName(row.companyKey, match.lang)} · ${placeName(row.city, match.lang)}`,
      date: row.date.toISOString(),
    }))
  },
}
