import type { Db } from '~/db/client'
import { countOpenJobs, getPublicJob, listJobsTakingApplications, lockedApplyBlock, readJobQuestions } from './jobs.server'

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

/** applications: the job's own questions on the application form, in order, with their knock-out rules (decision 042). */
export const jobQuestionsOf = (db: Db, jobId: string) => readJobQuestions(db, jobId)

/** sitemap: the job pages it lists (the jobs that take applications today) and when each changed. */
export const sitemapJobs = (db: Db, now = new Date()) => listJobsTakingApplications(db, now)

/** dashboard: the open-jobs figure, counted by the rule of the public list (docs/product.md §4.2). */
export const openJobsCount = (db: Db, now = new Date()) => countOpenJobs(db, now)
