import { count, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { applications, contactMessages, contents, jobs } from '~/db/schema'

export interface DashboardOverview {
  activeJobs: number
  newApplications: number
  activeContents: number
  newMessages: number
}

export async function getOverview(db: Db): Promise<DashboardOverview> {
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0
  const [activeJobs, newApplications, activeContents, newMessages] = await Promise.all([
    one(db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'active'))),
    one(db.select({ n: count() }).from(applications).where(eq(applications.status, 'new'))),
    one(db.select({ n: count() }).from(contents).where(eq(contents.status, 'active'))),
    one(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new'))),
  ])
  return { activeJobs, newApplications, activeContents, newMessages }
}
