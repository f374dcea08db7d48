import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { companyName } from '~/content/companies'
import type { Db } from '~/db/client'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '~/lib/slug'
import { applications, type Job, jobs, jobTranslations } from '~/db/schema'
import type { ApplyBlock, PublicJob } from './jobs.types'

/** SPEC §7: the job list asks for at most 100. */
export const PUBLIC_JOBS_LIMIT = 100

/** `?limit=` of the job API: absent means 100; anything but a whole number from 1 to 100 is null. */
export function parseJobsLimit(raw: string | null): number | null {
  if (raw === null) return PUBLIC_JOBS_LIMIT
  if (!/^\d{1,3}$/.test(raw)) return null
  const limit = Number(raw)
  return limit >= 1 && limit <= PUBLIC_JOBS_LIMIT ? limit : null
}

/** The public job API's replies may be kept a minute by browsers and proxies. */
export const PUBLIC_JOBS_CACHE = 'public, max-age=60, stale-while-revalidate=60'

/** Today's date where the group works: a deadline is the last day applications are taken. */
export const todayInIstanbul = (now = new Date()) => now.toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' })

export function applyBlockOf(job: Pick<Job, 'status' | 'applicationsOpen' | 'deadline'>, now = new Date()): ApplyBlock | null {
  if (job.status !== 'active') return 'closed'
  if (!job.applicationsOpen) return 'applications_closed'
  if (job.deadline && job.deadline < todayInIstanbul(now)) return 'deadline_passed'
  return null
}

async function toPublicJobs(db: Db, rows: Job[]): Promise<PublicJob[]> {
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
      return { title: t?.title ?? job.slug, description: t?.descriptionHtml ?? '' }
    }
    return {
      id: job.id,
      slug: job.slug,
      status: job.status === 'closed' ? 'closed' : 'active',
      details: { tr: detail('tr'), en: detail('en') },
      companyKey: job.companyKey,
      companyNames: { tr: companyName(job.companyKey, 'tr'), en: companyName(job.companyKey, 'en') },
      category: job.category,
      workMode: job.workMode,
      employmentType: job.employmentType,
      experienceLevel: job.experienceLevel,
      city: job.city,
      countryCode: job.countryCode,
      openings: job.openings,
      deadline: job.deadline,
      publishedAt: job.publishedAt?.toISOString() ?? null,
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      applicationsOpen: job.applicationsOpen,
      applicationsCount: countOf.get(job.id) ?? 0,
      applyBlock: applyBlockOf(job),
    }
  })
}

/** Active jobs, newest first (SPEC §7 `/public/jobs?limit=`). */
export async function listPublicJobs(db: Db, limit = PUBLIC_JOBS_LIMIT): Promise<PublicJob[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.status, 'active'))
    .orderBy(desc(sql`coalesce(${jobs.publishedAt}, ${jobs.createdAt})`), jobs.slug)
    .limit(Math.min(Math.max(limit, 1), PUBLIC_JOBS_LIMIT))
  return toPublicJobs(db, rows)
}

/** One job by slug, when the public may see it (active or closed); null otherwise. */
export async function getPublicJob(db: Db, slug: string): Promise<PublicJob | null> {
  // Only a slug's shape reaches the database: a NUL byte or stray text there is an error, not "none".
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return null
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.slug, slug), inArray(jobs.status, ['active', 'closed'])))
    .limit(1)
  const [job] = await toPublicJobs(db, rows)
  return job ?? null
}
