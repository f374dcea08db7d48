import type { Db } from '~/db/client'
import type { Language } from '~/lib/enums'
import { countOpenJobs, getPublicJob, jobFeedXml, listJobFeedJobs, listJobsTakingApplications, lockedApplyBlock } from './jobs.server'

/*
 * What other features may ask of the jobs feature (the allowed edges: applications → jobs,
 * sitemap → jobs, dashboard → jobs). The jobs feature alone decides which jobs the public may see and which take
 * applications today (jobs.rules.ts `applyBlockOf`, jobs.server.ts `takesApplications`).
 */

export type { ApplyBlock, PublicJob } from './jobs.schemas'
export { applyBlockOf } from './jobs.rules'

/** applications: the job an applicant opens or applies to, when the public may see it; null otherwise. */
export const findPublicJob = (db: Db, slug: string) => getPublicJob(db, slug)

/**
 * applications: inside the application's transaction, the job locked and checked again:
 * `'not_found'` when the public may no longer see it, else why it takes no applications, or null.
 */
export const recheckApplyBlock = (tx: Db, jobId: string) => lockedApplyBlock(tx, jobId)

/** sitemap: the job pages it lists (the jobs that take applications today) and when each changed. */
export const sitemapJobs = (db: Db, now = new Date()) => listJobsTakingApplications(db, now)

/** dashboard: the open-jobs figure, counted by the rule of the public list (docs/product.md §4.2). */
export const openJobsCount = (db: Db, now = new Date()) => countOpenJobs(db, now)

/** sitemap: the Indeed XML feed of a language's jobs that take applications (docs/product.md §13.3). */
export const jobFeed = async (db: Db, lang: Language, origin: string, now = new Date()) =>
  jobFeedXml(await listJobFeedJobs(db, now), lang, origin, now)
