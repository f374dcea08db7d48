import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { contents, jobs, jobTranslations } from './schema'
import { demoContentGroups, demoJobs } from './seed-data'

const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar date (YYYY-MM-DD, UTC) `days` from `now`. */
const dateInDays = (now: number, days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10)

/**
 * Inserts demo jobs and contents when both tables are empty, in one transaction. Returns what it
 * inserted, or null when there was already something there.
 */
export async function seedDemoContent(db: Db): Promise<{ jobs: number; contents: number } | null> {
  return db.transaction(async (tx) => {
    // Instances booting together on one PostgreSQL database must not seed twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hoi:seed-demo-content'))`)
    const [anyJob] = await tx.select({ id: jobs.id }).from(jobs).limit(1)
    const [anyContent] = await tx.select({ id: contents.id }).from(contents).limit(1)
    if (anyJob || anyContent) return null

    const now = Date.now()
    const insertedJobs = await tx
      .insert(jobs)
      .values(
        demoJobs.map((job) => ({
          slug: job.slug,
          status: job.status,
          companyKey: job.companyKey,
          category: job.category,
          workMode: job.workMode,
          employmentType: job.employmentType,
          experienceLevel: job.experienceLevel,
          city: job.city,
          countryCode: job.countryCode,
          openings: job.openings,
          deadline: job.deadlineInDays === null ? null : dateInDays(now, job.deadlineInDays),
          publishedAt: job.publishedDaysAgo === null ? null : new Date(now - job.publishedDaysAgo * DAY_MS),
          applicationsOpen: job.applicationsOpen,
        })),
      )
      .returning({ id: jobs.id, slug: jobs.slug })
    const jobIdBySlug = new Map(insertedJobs.map((row) => [row.slug, row.id]))
    await tx.insert(jobTranslations).values(
      demoJobs.flatMap((job) => {
        const jobId = jobIdBySlug.get(job.slug)!
        return [
          { jobId, lang: 'tr' as const, ...job.tr },
          { jobId, lang: 'en' as const, ...job.en },
        ]
      }),
    )

    const contentRows = demoContentGroups.flatMap((group) => {
      const shared = {
        groupId: crypto.randomUUID(),
        category: group.category,
        type: group.type,
        status: 'active' as const,
        publishedAt: new Date(now - group.publishedDaysAgo * DAY_MS),
      }
      return [
        { ...shared, language: 'tr' as const, ...group.tr },
        { ...shared, language: 'en' as const, ...group.en },
      ]
    })
    await tx.insert(contents).values(contentRows)

    return { jobs: insertedJobs.length, contents: contentRows.length }
  })
}
