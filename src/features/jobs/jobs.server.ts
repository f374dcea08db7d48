import { and, count, desc, eq, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { companyName } from '~/content/companies'
import type { Db } from '~/db/client'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '~/lib/slug'
import { applications, type Job, jobPlacement, jobs, jobTranslations } from '~/db/schema'
import { normalizeHeadings } from '~/lib/server/sanitize-html'
import { applyBlockOf, jobToday } from './jobs.rules'
import type { PublicJob } from './jobs.schemas'

/** docs/product.md §9: the job list asks for at most 100. */
export const PUBLIC_JOBS_LIMIT = 100

/** The statuses the public may see: a closed job keeps its page, without the form. */
export const PUBLIC_JOB_STATUSES = ['active', 'closed'] as const satisfies readonly Job['status'][]

/**
 * `deadlinePassed(job) === false` as a query condition: no deadline, or its day has not ended in
 * the job's own time zone (Dubai for jobs in the UAE, Istanbul otherwise; jobs.rules.ts).
 */
export const deadlineNotPassed = (now = new Date()): SQL =>
  or(
    isNull(jobs.deadline),
    and(eq(jobs.countryCode, 'AE'), gte(jobs.deadline, jobToday('AE', now))),
    and(ne(jobs.countryCode, 'AE'), gte(jobs.deadline, jobToday('TR', now))),
  )!

/**
 * docs/product.md §4.2: the jobs listed as open: active and not past their deadline. They make the public list,
 * `/api/public/jobs` and the dashboard's open-jobs figure; at its deadline a job leaves them all.
 */
export const listedAsOpen = (now = new Date()): SQL => and(eq(jobs.status, 'active'), deadlineNotPassed(now))!

/** `applyBlockOf(job) === null` as a query condition: the jobs that take applications at `now`. */
export const takesApplications = (now = new Date()): SQL => and(listedAsOpen(now), eq(jobs.applicationsOpen, true))!

async function toPublicJobs(db: Db, rows: Job[], now = new Date()): Promise<PublicJob[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [translations, counts] = await Promise.all([
    db.select().from(jobTranslations).where(inArray(jobTranslations.jobId, ids)),
    db
      .select({ jobId: applications.jobId, n: count() })
      .from(applications)
      .where(inArray(applications.jobId, ids))
      .groupBy(applications.jobId),
  ])
  const countOf = new Map(counts.map((row) => [row.jobId, row.n]))
  return rows.map((job) => {
    const own = translations.filter((t) => t.jobId === job.id)
    const detail = (lang: 'tr' | 'en') => {
      const t = own.find((x) => x.lang === lang) ?? own[0]
      return { title: t?.title ?? job.slug, description: normalizeHeadings(t?.descriptionHtml ?? '') }
    }
    return {
      id: job.id,
      slug: job.slug,
      status: job.status === 'closed' ? 'closed' : 'active',
      details: { tr: detail('tr'), en: detail('en') },
      ...jobPlacement(job),
      companyNames: { tr: companyName(job.companyKey, 'tr'), en: companyName(job.companyKey, 'en') },
      deadline: job.deadline,
      publishedAt: job.publishedAt?.toISOString() ?? null,
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      applicationsOpen: job.applicationsOpen,
      applicationsCount: countOf.get(job.id) ?? 0,
      applyBlock: applyBlockOf(job, now),
    }
  })
}

/** The open jobs (active, deadline not passed), newest first (`/api/public/jobs?limit=`). */
export async function listPublicJobs(db: Db, limit = PUBLIC_JOBS_LIMIT, now = new Date()): Promise<PublicJob[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(listedAsOpen(now))
    .orderBy(desc(sql`coalesce(${jobs.publishedAt}, ${jobs.createdAt})`), jobs.slug)
    .limit(Math.min(Math.max(limit, 1), PUBLIC_JOBS_LIMIT))
  return toPublicJobs(db, rows, now)
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
export async function countOpenJobs(db: Db, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(listedAsOpen(now))
  return row?.n ?? 0
}
