import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { contents, jobs } from '../schema'
import type { FileStorage } from '~/lib/server/storage'

export interface SeededCounts {
  jobs: number
  contents: number
  applications: number
  documents: number
  contactMessages: number
  templates: number
}

/** Whether jobs or contents already hold a row (then the installation is not fresh). */
async function hasContent(db: Db): Promise<boolean> {
  const [anyJob] = await db.select({ id: jobs.id }).from(jobs).limit(1)
  const [anyContent] = await db.select({ id: contents.id }).from(contents).limit(1)
  return Boolean(anyJob || anyContent)
}

/**
 * Inserts demo jobs, contents, applications and documents (their CVs and PDFs go to `storage`) when jobs and contents
 * are both empty. The rows go in one transaction; the files are written before it and removed again
 * when it does not commit, so a failed or lost seed leaves neither rows nor files. Returns what it
 * inserted, or null when there was already something there.
 */
export async function seedDemoContent(db: Db, storage: FileStorage): Promise<SeededCounts | null> {
  // Checked first without writing anything, so that every later boot costs two small reads.
  if (await hasContent(db)) return null

  // The demo texts and pdf-lib load only now: a server that finds content, every boot but the
  // first, never holds them (decision 039).
  const [
    { insertDemoApplications, removeDemoCvs, storeDemoCvs },
    { insertDemoContactMessages },
    { insertDemoContents },
    { insertDemoDocuments, removeDemoDocuments, storeDemoDocuments },
    { insertDemoJobs },
    { insertDemoQuestions },
    { insertDemoTemplates },
    { insertDemoInterviews },
    { insertDemoScorecards },
    { insertDemoRedirects },
  ] = await Promise.all([
    import('./applications'),
    import('./contact'),
    import('./contents'),
    import('./documents'),
    import('./jobs'),
    import('./questions'),
    import('./templates'),
    import('./interviews'),
    import('./scorecards'),
    import('./redirects'),
  ])
  const now = Date.now()
  const cvs = await storeDemoCvs(storage, now)
  let pdfs: Awaited<ReturnType<typeof storeDemoDocuments>> = []
  const removeFiles = () => Promise.all([removeDemoCvs(storage, cvs), removeDemoDocuments(storage, pdfs)])
  try {
    pdfs = await storeDemoDocuments(storage, now)
    const seeded = await db.transaction(async (tx) => {
      // Instances booting together on one PostgreSQL database must not seed twice.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hoi:seed-demo-content'))`)
      if (await hasContent(tx)) return null

      const jobIdBySlug = await insertDemoJobs(tx, now)
      await insertDemoQuestions(tx, jobIdBySlug)
      const counts = {
        jobs: jobIdBySlug.size,
        contents: await insertDemoContents(tx, now),
        applications: await insertDemoApplications(tx, cvs, jobIdBySlug, now),
        documents: await insertDemoDocuments(tx, pdfs),
        contactMessages: await insertDemoContactMessages(tx, now),
        templates: await insertDemoTemplates(tx),
      }
      await insertDemoInterviews(tx, now)
      await insertDemoScorecards(tx, now)
      await insertDemoRedirects(tx, jobIdBySlug)
      return counts
    })
    if (!seeded) await removeFiles()
    return seeded
  } catch (error) {
    await removeFiles()
    throw error
  }
}
