import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { contents, jobs } from '../schema'
import { insertDemoContents } from './contents'
import { insertDemoJobs } from './jobs'

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
    return { jobs: await insertDemoJobs(tx, now), contents: await insertDemoContents(tx, now) }
  })
}
