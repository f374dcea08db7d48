import { count } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { contents, jobs, jobTranslations } from '~/db/schema'
import { seedDemoContent } from '~/db/seed'
import { describeWithDatabases } from './setup-db'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

async function tableCounts(db: Db) {
  const [j] = await db.select({ n: count() }).from(jobs)
  const [c] = await db.select({ n: count() }).from(contents)
  return { jobs: j!.n, contents: c!.n }
}

describeWithDatabases('seedDemoContent', (t) => {
  let firstRun: Awaited<ReturnType<typeof seedDemoContent>>

  beforeAll(async () => {
    expect(await tableCounts(t.db)).toEqual({ jobs: 0, contents: 0 })
    firstRun = await seedDemoContent(t.db)
  })

  it('fills an empty database and reports what it inserted', async () => {
    expect(firstRun).not.toBeNull()
    expect(firstRun!.jobs).toBeGreaterThanOrEqual(8)
    expect(firstRun!.contents).toBeGreaterThanOrEqual(18)
    expect(await tableCounts(t.db)).toEqual(firstRun)
  })

  it('inserts nothing when run again', async () => {
    const before = await tableCounts(t.db)
    expect(await seedDemoContent(t.db)).toBeNull()
    expect(await tableCounts(t.db)).toEqual(before)
  })

  it('gives every job a Turkish and an English title and description', async () => {
    const allJobs = await t.db.select().from(jobs)
    const translations = await t.db.select().from(jobTranslations)
    for (const job of allJobs) {
      const own = translations.filter((tr) => tr.jobId === job.id)
      expect(own.map((tr) => tr.lang).sort(), job.slug).toEqual(['en', 'tr'])
      for (const tr of own) {
        expect(tr.title.trim()).not.toBe('')
        expect(tr.descriptionHtml).toMatch(/^<p>/)
        expect(tr.descriptionHtml.toLowerCase()).not.toContain('lorem')
      }
      expect(own[0]!.title).not.toBe(own[1]!.title)
      expect(job.slug).toMatch(slugPattern)
    }
  })

  it('publishes most jobs with a coming deadline, and includes a closed and a draft posting', async () => {
    const allJobs = await t.db.select().from(jobs)
    const today = new Date().toISOString().slice(0, 10)
    const active = allJobs.filter((j) => j.status === 'active')

    expect(active.length).toBeGreaterThan(allJobs.length / 2)
    for (const job of active) {
      expect(job.publishedAt!.getTime(), job.slug).toBeLessThanOrEqual(Date.now())
      expect(job.deadline! >= today, job.slug).toBe(true)
      expect(job.applicationsOpen).toBe(true)
    }
    expect(allJobs.filter((j) => j.status === 'closed')).toHaveLength(1)
    const drafts = allJobs.filter((j) => j.status === 'draft')
    expect(drafts).toHaveLength(1)
    expect(drafts[0]!.publishedAt).toBeNull()
    expect(new Set(allJobs.map((j) => j.companyKey))).toEqual(new Set(['hoi-health', 'hoi-travel', 'hoi-tech', 'hoi-construction']))
    expect(new Set(allJobs.map((j) => j.countryCode))).toEqual(new Set(['TR', 'AE']))
  })

  it('gives every content group a Turkish and an English version with their own slugs', async () => {
    const rows = await t.db.select().from(contents)
    const groups = Map.groupBy(rows, (row) => row.groupId)

    expect(groups.size).toBe(rows.length / 2)
    for (const versions of groups.values()) {
      expect(versions.map((v) => v.language).sort()).toEqual(['en', 'tr'])
      expect(new Set(versions.map((v) => v.slug)).size).toBe(2)
      expect(new Set(versions.map((v) => `${v.category}/${v.type}`)).size).toBe(1)
      for (const v of versions) {
        expect(v.slug).toMatch(slugPattern)
        expect(v.status).toBe('active')
        expect(v.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now())
        expect(v.excerpt.trim()).not.toBe('')
        expect(v.bodyHtml).toMatch(/^<p>/)
      }
    }
    for (const category of ['values', 'together', 'press'] as const) {
      const inCategory = rows.filter((r) => r.category === category && r.language === 'tr')
      expect(inCategory.length, category).toBeGreaterThanOrEqual(3)
    }
  })

  it('does not seed when only one of the two tables has rows', async () => {
    // Rolled back: the other tests keep their data.
    const rollback = t.db.transaction(async (tx) => {
      await tx.delete(contents)
      expect(await seedDemoContent(tx)).toBeNull()
      expect((await tx.select({ n: count() }).from(contents))[0]!.n).toBe(0)
      tx.rollback()
    })
    await expect(rollback).rejects.toThrow()
    expect((await tableCounts(t.db)).contents).toBe(firstRun!.contents)
  })
})
