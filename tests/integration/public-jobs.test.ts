import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { corporateEntries, corporateEntryTexts, type Job, jobs } from '~/db/schema'
import { prepareCorporateContent } from '~/features/site/site.api.server'
import { jobListCacheKey, parseJobListQuery, parseJobsLimit } from '~/features/jobs/jobs.http.server'
import { descriptionText, jobBoardHead, jobBoardQuery, jobMetaTitle, jobPostingLd, knownValues } from '~/features/jobs/jobs.page'
import { getOverview } from '~/features/dashboard/dashboard.admin.server'
import { sitemapEntries } from '~/features/sitemap/sitemap.server'
import { applyBlockOf, JOB_BOARD_PAGE_SIZE } from '~/features/jobs/jobs.rules'
import { todayInSiteZone } from '~/lib/format'
import type { PublicJobSummary } from '~/features/jobs/jobs.schemas'
import { type JobsSearch, readJobsSearch } from '~/features/jobs/jobs.search'
import {
  getPublicJob,
  jobFilterOptions,
  keptJobFilterOptions,
  listPublicJobSummaries,
  type PublicJobListQuery,
  readPublicJobList,
} from '~/features/jobs/jobs.server'
import { invalidatePublicPages } from '~/lib/server/page-cache'
import type { Language } from '~/lib/enums'
import enJobs from '~/i18n/locales/en/jobs.json'
import { createTestApplication, createTestJob } from './factories'
import { describeWithDatabases } from './setup-db'

const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)
/** A day in Istanbul, `YYYY-MM-DD`, `days` from today. */
const istanbulDay = (days: number) => todayInSiteZone(new Date(Date.now() + days * DAY))
const slugs = (jobs: ReadonlyArray<{ slug: string }>) => jobs.map((job) => job.slug)
/** Every open job on one page, in `language`. */
const everyOpenJob = (filters: PublicJobListQuery['filters'] = {}, language: Language = 'en') => ({
  filters,
  language,
  page: 1,
  limit: 100,
})

type BoardName = 'nurse' | 'developer' | 'writer' | 'guide' | 'analyst'

/** A small board of open jobs, unlike each other in every filter. */
async function createBoard(db: Parameters<typeof createTestJob>[0]): Promise<Record<BoardName, Job>> {
  const tag = Math.random().toString(36).slice(2, 8)
  return {
    nurse: await createTestJob(db, {
      slug: `nurse-${tag}`,
      title: { tr: 'Klinik Hemşiresi', en: 'Clinic Nurse' },
      descriptionHtml: { tr: '<p>Uzun açıklama</p>', en: '<p>A long description</p>' },
      companyKey: 'hoi-health',
      category: 'healthcare',
      workMode: 'OnSite',
      employmentType: 'FullTime',
      experienceLevel: 'Entry',
      city: 'İstanbul',
      deadline: istanbulDay(10),
      publishedAt: daysAgo(5),
      openings: 3,
    }),
    developer: await createTestJob(db, {
      slug: `developer-${tag}`,
      title: { tr: 'Yazılım Geliştirici', en: 'Software Developer' },
      companyKey: 'hoi-tech',
      category: 'software',
      workMode: 'Hybrid',
      employmentType: 'FullTime',
      experienceLevel: 'Senior',
      city: 'Istanbul',
      deadline: null,
      publishedAt: daysAgo(1),
    }),
    writer: await createTestJob(db, {
      slug: `writer-${tag}`,
      title: { tr: 'İçerik Yazarı', en: 'Content Writer' },
      companyKey: 'hoi-creative',
      category: 'marketing',
      workMode: 'Remote',
      employmentType: 'Freelance',
      experienceLevel: 'Mid',
      city: 'Antalya',
      deadline: istanbulDay(3),
      publishedAt: daysAgo(3),
    }),
    guide: await createTestJob(db, {
      slug: `guide-${tag}`,
      title: { tr: 'Tur Rehberi', en: 'Tour Guide' },
      companyKey: 'hoi-travel',
      category: 'operations',
      workMode: 'Field',
      employmentType: 'Temporary',
      experienceLevel: 'Entry',
      city: 'Dubai',
      countryCode: 'AE',
      deadline: istanbulDay(20),
      publishedAt: daysAgo(8),
    }),
    analyst: await createTestJob(db, {
      slug: `analyst-${tag}`,
      title: { tr: 'Veri Analisti', en: 'Data Analyst' },
      companyKey: 'hoi-tech',
      category: 'data',
      workMode: 'Hybrid',
      employmentType: 'PartTime',
      experienceLevel: 'Mid',
      city: 'Dubai',
      countryCode: 'AE',
      deadline: null,
      publishedAt: daysAgo(2),
    }),
  }
}

describeWithDatabases('public job list (the board and the list API)', (t) => {
  // A database of its own: the board's five open jobs, and jobs the public list never shows.
  let board: Record<BoardName, Job>
  const slugOf = (name: BoardName) => board[name].slug
  const names = (...list: BoardName[]) => list.map(slugOf)
  const run = async (filters: PublicJobListQuery['filters']) => slugs((await listPublicJobSummaries(t.db, everyOpenJob(filters))).jobs)

  beforeAll(async () => {
    board = await createBoard(t.db)
    for (const status of ['draft', 'closed', 'removed'] as const)
      await createTestJob(t.db, { status, title: { tr: 'Gizli', en: 'Hidden' } })
    await createTestJob(t.db, { deadline: istanbulDay(-1), title: { tr: 'Süresi geçmiş', en: 'Expired' } })
    await createTestApplication(t.db, board.nurse.id)
  })

  it('lists the open jobs only, newest first, as summaries in one language without descriptions', async () => {
    const { jobs, pagination } = await listPublicJobSummaries(t.db, everyOpenJob())
    expect(slugs(jobs)).toEqual(names('developer', 'analyst', 'writer', 'nurse', 'guide'))
    expect(pagination).toEqual({ page: 1, limit: 100, total: 5, totalPages: 1 })
    const nurse = jobs.find((job) => job.slug === slugOf('nurse'))!
    expect(nurse).toEqual({
      slug: slugOf('nurse'),
      title: 'Clinic Nurse',
      companyKey: 'hoi-health',
      companyName: 'HOI Health',
      category: 'healthcare',
      workMode: 'OnSite',
      employmentType: 'FullTime',
      experienceLevel: 'Entry',
      city: 'İstanbul',
      countryCode: 'TR',
      openings: 3,
      deadline: istanbulDay(10),
      publishedAt: board.nurse.publishedAt!.toISOString(),
      salary: null,
    } satisfies PublicJobSummary)
    const turkish = (await listPublicJobSummaries(t.db, everyOpenJob({}, 'tr'))).jobs.find((job) => job.slug === slugOf('nurse'))
    expect(turkish).toMatchObject({ title: 'Klinik Hemşiresi', companyName: 'HOI Sağlık' })
    expect(JSON.stringify(await readPublicJobList(t.db, everyOpenJob()))).not.toMatch(/description|Klinik|Sağlık/i)
  })

  it('filters by each filter alone', async () => {
    expect(await run({ category: 'healthcare' })).toEqual(names('nurse'))
    expect(await run({ workMode: 'Hybrid' })).toEqual(names('developer', 'analyst'))
    expect(await run({ employmentType: 'Freelance' })).toEqual(names('writer'))
    expect(await run({ level: 'Entry' })).toEqual(names('nurse', 'guide'))
    expect(await run({ location: 'Dubai' })).toEqual(names('analyst', 'guide'))
    // One place however it was typed: "İstanbul", "Istanbul", "istanbul", "ISTANBUL".
    for (const location of ['istanbul', 'İstanbul', 'Istanbul', 'ISTANBUL'])
      expect(await run({ location }), location).toEqual(names('developer', 'nurse'))
    expect(await run({ location: 'Ankara' })).toEqual([])
    expect(await run({ company: 'hoi-tech' })).toEqual(names('developer', 'analyst'))
  })

  it('searches titles in both languages, company names in both languages and the city, ignoring case and Turkish letters', async () => {
    expect(await run({ q: 'hemşire' })).toEqual(names('nurse'))
    expect(await run({ q: 'HEMŞİRE' })).toEqual(names('nurse'))
    expect(await run({ q: 'hemsire' })).toEqual(names('nurse'))
    expect(await run({ q: 'NURSE' })).toEqual(names('nurse'))
    expect(await run({ q: 'icerik yazari' })).toEqual(names('writer'))
    expect(await run({ q: 'İÇERİK' })).toEqual(names('writer'))
    expect(await run({ q: 'HOI Sağlık' })).toEqual(names('nurse'))
    expect(await run({ q: 'hoi health' })).toEqual(names('nurse'))
    expect(await run({ q: 'saglik' })).toEqual(names('nurse'))
    expect(await run({ q: 'antalya' })).toEqual(names('writer'))
    expect(await run({ q: 'developer istanbul' })).toEqual(names('developer'))
    expect(await run({ q: 'yazılım dubai' })).toEqual([])
    expect(await run({ q: 'nothing like this' })).toEqual([])
    // Control characters from a hand-made board URL are spaces, never a database error.
    expect(await run({ q: 'clinic\u0000nurse\u0007' })).toEqual(names('nurse'))
    expect(await run({ location: 'Dubai\u0000' })).toEqual([])
    // Wildcards of LIKE are letters in a search.
    for (const q of ['%', '_', 'a%e', '\\']) expect(await run({ q }), q).toEqual([])
  })

  it('combines filters', async () => {
    expect(await run({ company: 'hoi-tech', workMode: 'Hybrid', employmentType: 'PartTime' })).toEqual(names('analyst'))
    expect(await run({ location: 'İstanbul', level: 'Entry', category: 'healthcare', q: 'clinic' })).toEqual(names('nurse'))
    expect(await run({ location: 'Dubai', category: 'healthcare' })).toEqual([])
  })

  it('sorts by the closest deadline, jobs without a deadline last (newest first among them)', async () => {
    expect(await run({ sort: 'closing' })).toEqual(names('writer', 'nurse', 'guide', 'developer', 'analyst'))
    expect(await run({ sort: 'closing', company: 'hoi-tech' })).toEqual(names('developer', 'analyst'))
  })

  it('pages the matches with their total; a page past the last is the last', async () => {
    const page = async (n: number, filters: PublicJobListQuery['filters'] = {}) =>
      listPublicJobSummaries(t.db, { filters, language: 'en', page: n, limit: 2 })
    expect(slugs((await page(1)).jobs)).toEqual(names('developer', 'analyst'))
    expect(slugs((await page(2)).jobs)).toEqual(names('writer', 'nurse'))
    expect(await page(3)).toMatchObject({ jobs: [{ slug: slugOf('guide') }], pagination: { page: 3, limit: 2, total: 5, totalPages: 3 } })
    expect(await page(99)).toMatchObject({ jobs: [{ slug: slugOf('guide') }], pagination: { page: 3, totalPages: 3 } })
    expect(await page(2, { sort: 'closing' })).toMatchObject({ jobs: names('guide', 'developer').map((slug) => ({ slug })) })
    expect(await page(2, { workMode: 'Hybrid' })).toMatchObject({
      jobs: names('developer', 'analyst').map((slug) => ({ slug })),
      pagination: { page: 1, total: 2, totalPages: 1 },
    })
    expect(await page(5, { q: 'nothing like this' })).toEqual({ jobs: [], pagination: { page: 1, limit: 2, total: 0, totalPages: 1 } })
  })

  it('offers the cities and companies of every open job, whatever the page and filters', async () => {
    const list = await readPublicJobList(t.db, { filters: { category: 'healthcare' }, language: 'en', page: 1, limit: 1 })
    expect(slugs(list.jobs)).toEqual(names('nurse'))
    // "İstanbul" and "Istanbul" are one place.
    expect(list.cities).toEqual(['Antalya', 'Dubai', 'İstanbul'])
    expect(list.companies).toEqual([
      { key: 'hoi-creative', name: 'HOI Creative Studio' },
      { key: 'hoi-health', name: 'HOI Health' },
      { key: 'hoi-tech', name: 'HOI Technology' },
      { key: 'hoi-travel', name: 'HOI Travel' },
    ])
    const turkish = await readPublicJobList(t.db, everyOpenJob({}, 'tr'))
    const turkishNames = turkish.companies.map((company) => company.name)
    expect(turkishNames).toEqual(turkishNames.toSorted((a, b) => a.localeCompare(b, 'tr')))
    expect(turkish.companies.find((company) => company.key === 'hoi-health')).toEqual({ key: 'hoi-health', name: 'HOI Sağlık' })
  })

  it('keeps the board choices and a search’s count until the public pages change', async () => {
    const before = await keptJobFilterOptions(t.db, 'en')
    expect(before).toEqual(await jobFilterOptions(t.db, 'en'))
    const bodrum = { filters: { q: 'bodrum' }, language: 'en', page: 1, limit: 1 } as const
    expect((await readPublicJobList(t.db, bodrum, { kept: true })).pagination.total).toBe(0)
    const job = await createTestJob(t.db, { city: 'Bodrum', companyKey: 'hoi-health', publishedAt: daysAgo(1) })
    const other = await createTestJob(t.db, { city: 'Bodrum', companyKey: 'hoi-health', publishedAt: daysAgo(2) })
    // Read once: the new jobs' place and count show after the change is announced, as the cached
    // pages do. The rows show at once, and the count is never less than the rows read.
    expect((await keptJobFilterOptions(t.db, 'en')).cities).toEqual(before.cities)
    const kept = await readPublicJobList(t.db, { ...bodrum, filters: { q: 'bodrum', sort: 'closing' } }, { kept: true })
    expect(kept.jobs).toHaveLength(1)
    expect(kept.pagination.total).toBe(1)
    expect((await readPublicJobList(t.db, { ...bodrum, page: 2 }, { kept: true })).pagination).toMatchObject({ page: 2, total: 2 })
    expect((await readPublicJobList(t.db, bodrum)).pagination.total).toBe(2)
    invalidatePublicPages()
    expect((await keptJobFilterOptions(t.db, 'en')).cities).toContain('Bodrum')
    expect((await readPublicJobList(t.db, bodrum, { kept: true })).pagination).toMatchObject({ total: 2, totalPages: 2 })
    await t.db.delete(jobs).where(eq(jobs.id, other.id))
    // Another day is another count: a deadline may have passed.
    const tomorrow = new Date(Date.now() + 86_400_000)
    await t.db.delete(jobs).where(eq(jobs.id, job.id))
    expect((await readPublicJobList(t.db, bodrum, { kept: true, now: tomorrow })).pagination.total).toBe(0)
    invalidatePublicPages()
  })

  it('answers the API query the board sends, page and filters included', async () => {
    const search = readJobsSearch({ q: 'hemşire', category: 'healthcare', workMode: 'Moon', company: 'no-such-company', page: '1' })
    const parsed = parseJobListQuery(new URLSearchParams(jobBoardQuery(search, 'en')))
    expect(parsed).toEqual({
      query: { filters: { q: 'hemşire', category: 'healthcare' }, language: 'en', page: 1, limit: JOB_BOARD_PAGE_SIZE },
    })
    if (!('query' in parsed)) throw new Error('unreachable')
    expect(slugs((await readPublicJobList(t.db, parsed.query)).jobs)).toEqual(names('nurse'))
  })
})

describeWithDatabases('public jobs', (t) => {
  let board: Record<BoardName, Job>
  const slugOf = (name: BoardName) => board[name].slug
  /** A board job as its page shows it. */
  const publicJob = async (name: BoardName) => (await getPublicJob(t.db, slugOf(name)))!

  beforeAll(async () => {
    await prepareCorporateContent(t.db)
    board = await createBoard(t.db)
  })

  describe('getPublicJob', () => {
    it('shows active and closed jobs, not drafts or removed ones', async () => {
      const closed = await createTestJob(t.db, { status: 'closed' })
      expect(await getPublicJob(t.db, slugOf('nurse'))).toMatchObject({ slug: slugOf('nurse'), status: 'active', applyBlock: null })
      expect(await getPublicJob(t.db, closed.slug)).toMatchObject({ status: 'closed', applyBlock: 'closed' })
      for (const status of ['draft', 'removed'] as const) {
        const hidden = await createTestJob(t.db, { status })
        expect(await getPublicJob(t.db, hidden.slug)).toBeNull()
      }
      expect(await getPublicJob(t.db, 'no-such-job')).toBeNull()
    })

    it('says why applying is blocked: closed, applications closed, deadline passed in Istanbul; open on the deadline day', async () => {
      const cases = [
        [{ applicationsOpen: false }, 'applications_closed'],
        [{ deadline: istanbulDay(-1) }, 'deadline_passed'],
        [{ deadline: istanbulDay(0) }, null],
        [{ deadline: istanbulDay(1) }, null],
        [{ status: 'closed' as const, applicationsOpen: false }, 'closed'],
      ] as const
      for (const [overrides, block] of cases) {
        const job = await createTestJob(t.db, overrides)
        expect((await getPublicJob(t.db, job.slug))?.applyBlock, JSON.stringify(overrides)).toBe(block)
      }
    })

    it('counts the applications', async () => {
      const job = await createTestJob(t.db)
      for (let i = 0; i < 3; i++) await createTestApplication(t.db, job.id)
      expect((await getPublicJob(t.db, job.slug))?.applicationsCount).toBe(3)
    })
  })

  describe('applyBlockOf', () => {
    it('uses the day in Istanbul for a job in Türkiye: 21:30 UTC is already the next day there', () => {
      const now = new Date('2026-12-12T21:30:00Z')
      const job = { status: 'active', applicationsOpen: true, countryCode: 'TR' } as const
      expect(applyBlockOf({ ...job, deadline: '2026-12-12' }, now)).toBe('deadline_passed')
      expect(applyBlockOf({ ...job, deadline: '2026-12-13' }, now)).toBeNull()
      expect(applyBlockOf({ ...job, deadline: '2026-12-12' }, new Date('2026-12-12T20:30:00Z'))).toBeNull()
    })

    it('uses the day in Dubai for a job in the UAE: 20:30 UTC is already the next day there', () => {
      const job = { status: 'active', applicationsOpen: true, countryCode: 'AE', deadline: '2026-12-12' } as const
      expect(applyBlockOf(job, new Date('2026-12-12T19:59:59Z'))).toBeNull()
      expect(applyBlockOf(job, new Date('2026-12-12T20:00:00Z'))).toBe('deadline_passed')
    })
  })

  describe('jobPostingLd', () => {
    const origin = 'https://hoi.example'

    it("has Google's required properties and the recommended ones", async () => {
      const nurse = await publicJob('nurse')
      expect(jobPostingLd(nurse, 'en', origin)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Clinic Nurse',
        description: '<p>A long description</p>',
        datePosted: nurse.publishedAt,
        validThrough: `${nurse.deadline}T23:59:59+03:00`,
        employmentType: 'FULL_TIME',
        hiringOrganization: {
          '@type': 'Organization',
          name: 'HOI Health',
          logo: `${origin}/logo.png`,
          sameAs: ['https://www.instagram.com/hoiholding', 'https://www.linkedin.com/company/hoi-holding'],
          parentOrganization: { name: 'HOI Holding', url: `${origin}/en` },
        },
        // An Istanbul job is at the Istanbul office: its street and postal code (src/content/offices.ts).
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Büyükdere Caddesi No. 185, Floor 14, Esentepe, Şişli',
            postalCode: '34394',
            addressLocality: 'Istanbul',
            addressCountry: 'TR',
          },
        },
        identifier: { '@type': 'PropertyValue', name: 'HOI Holding', value: nurse.id },
        directApply: true,
      })
      expect(jobPostingLd(nurse, 'tr', origin)).toMatchObject({ title: 'Klinik Hemşiresi', hiringOrganization: { name: 'HOI Sağlık' } })
      expect(jobPostingLd(nurse, 'en', origin)).not.toHaveProperty('jobLocationType')
      const developer = await publicJob('developer')
      expect(jobPostingLd(developer, 'en', origin)).not.toHaveProperty('validThrough')
    })

    it("ends a Dubai job's validThrough at midnight in Dubai (+04:00)", async () => {
      const guide = await publicJob('guide')
      expect(jobPostingLd(guide, 'en', origin)).toMatchObject({ validThrough: `${guide.deadline}T23:59:59+04:00` })
    })

    it("gives a job outside the offices' cities its own city only, and a Dubai job the Dubai office's street", async () => {
      const ankara = (await getPublicJob(t.db, (await createTestJob(t.db, { city: 'Ankara' })).slug))!
      expect(ankara.office).toBeNull()
      expect(jobPostingLd(ankara, 'tr', origin)).toMatchObject({
        jobLocation: { address: { '@type': 'PostalAddress', addressLocality: 'Ankara', addressCountry: 'TR' } },
      })
      expect(jobPostingLd(ankara, 'tr', origin)!.jobLocation).not.toHaveProperty('address.streetAddress')
      const dubai = (await getPublicJob(t.db, (await createTestJob(t.db, { city: 'dubai', countryCode: 'AE' })).slug))!
      expect(jobPostingLd(dubai, 'en', origin)).toMatchObject({
        jobLocation: {
          address: { streetAddress: 'Bay Square, Building 11, Office 504, Business Bay', addressLocality: 'Dubai', addressCountry: 'AE' },
        },
      })
    })

    it('places a job at the office as the editors last wrote its address (decision 061)', async () => {
      const [istanbul] = await t.db
        .select({ id: corporateEntries.id })
        .from(corporateEntries)
        .where(and(eq(corporateEntries.section, 'office'), eq(corporateEntries.key, 'istanbul')))
      const where = and(eq(corporateEntryTexts.entryId, istanbul!.id), eq(corporateEntryTexts.lang, 'en'))
      const [before] = await t.db.select({ texts: corporateEntryTexts.texts }).from(corporateEntryTexts).where(where)
      await t.db
        .update(corporateEntryTexts)
        .set({ texts: { ...before!.texts, street: 'Maslak Mahallesi, Eski Büyükdere Caddesi No. 1' } })
        .where(where)
      try {
        expect(jobPostingLd(await publicJob('nurse'), 'en', origin)).toMatchObject({
          jobLocation: { address: { streetAddress: 'Maslak Mahallesi, Eski Büyükdere Caddesi No. 1', addressLocality: 'Istanbul' } },
        })
      } finally {
        await t.db.update(corporateEntryTexts).set({ texts: before!.texts }).where(where)
      }
    })

    it('marks a remote job TELECOMMUTE with the country applicants must be in; Freelance is CONTRACTOR', async () => {
      const writer = await publicJob('writer')
      expect(jobPostingLd(writer, 'en', origin)).toMatchObject({
        employmentType: 'CONTRACTOR',
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'Türkiye' },
      })
    })

    it('is absent for every job that takes no applications', async () => {
      for (const overrides of [{ status: 'closed' as const }, { applicationsOpen: false }, { deadline: istanbulDay(-1) }]) {
        const job = await createTestJob(t.db, overrides)
        const visible = (await getPublicJob(t.db, job.slug))!
        expect(jobPostingLd(visible, 'tr', origin), JSON.stringify(overrides)).toBeNull()
      }
    })
  })
})

describeWithDatabases('jobs past their deadline (docs/product.md §4.2)', (t) => {
  // The deadline day is 2030-06-10. At 19:30 UTC it is still that day in Istanbul (22:30) and in
  // Dubai (23:30); at 20:30 UTC Dubai is on the 11th; at 21:30 UTC Istanbul is too.
  const before = new Date('2030-06-10T19:30:00Z')
  const dubaiMidnight = new Date('2030-06-10T20:30:00Z')
  const istanbulMidnight = new Date('2030-06-10T21:30:00Z')
  const jobs: Record<'istanbul' | 'dubai' | 'undated' | 'later', Job> = {} as never

  beforeAll(async () => {
    jobs.istanbul = await createTestJob(t.db, { deadline: '2030-06-10', countryCode: 'TR', city: 'İstanbul' })
    jobs.dubai = await createTestJob(t.db, { deadline: '2030-06-10', countryCode: 'AE', city: 'Dubai', companyKey: 'hoi-visa' })
    jobs.undated = await createTestJob(t.db, { deadline: null })
    jobs.later = await createTestJob(t.db, { deadline: '2030-06-11', countryCode: 'AE', city: 'Dubai' })
  })

  const open = async (now: Date) => ({
    list: slugs((await listPublicJobSummaries(t.db, everyOpenJob(), now)).jobs).sort(),
    sitemap: (await sitemapEntries(t.db, now))
      .flatMap((entry) => (entry.paths.en?.startsWith('/jobs/') ? [entry.paths.en.slice(6)] : []))
      .sort(),
    figure: (await getOverview(t.db, { role: 'admin', companies: null }, now)).figures.openJobs,
  })
  const names = (...keys: Array<keyof typeof jobs>) => keys.map((key) => jobs[key].slug).sort()

  it('leave the public list, the sitemap and the dashboard figure when their deadline day ends in their own time zone', async () => {
    expect(await open(before)).toEqual({
      list: names('istanbul', 'dubai', 'undated', 'later'),
      sitemap: names('istanbul', 'dubai', 'undated', 'later'),
      figure: 4,
    })
    expect(await open(dubaiMidnight)).toEqual({
      list: names('istanbul', 'undated', 'later'),
      sitemap: names('istanbul', 'undated', 'later'),
      figure: 3,
    })
    expect(await open(istanbulMidnight)).toEqual({ list: names('undated', 'later'), sitemap: names('undated', 'later'), figure: 2 })
  })

  it('keep their own page, where applying is disabled', async () => {
    // Deadlines relative to the real clock: getPublicJob reads now.
    const passed = await createTestJob(t.db, { deadline: istanbulDay(-1) })
    expect(await getPublicJob(t.db, passed.slug)).toMatchObject({ status: 'active', applyBlock: 'deadline_passed' })
    expect(slugs((await listPublicJobSummaries(t.db, everyOpenJob())).jobs)).not.toContain(passed.slug)
  })
})

describeWithDatabases('public jobs limit', (t) => {
  it('lists at most 100 jobs a page, however many are open; the rest on the next pages', async () => {
    for (let i = 0; i < 101; i++) await createTestJob(t.db)
    expect(await listPublicJobSummaries(t.db, everyOpenJob())).toMatchObject({
      jobs: { length: 100 },
      pagination: { total: 101, totalPages: 2 },
    })
    expect((await listPublicJobSummaries(t.db, { ...everyOpenJob(), page: 2 })).jobs).toHaveLength(1)
    expect((await listPublicJobSummaries(t.db, { ...everyOpenJob(), limit: 1000 })).jobs).toHaveLength(100)
    expect((await listPublicJobSummaries(t.db, { ...everyOpenJob(), limit: 7 })).jobs).toHaveLength(7)
  })
})

describe('parseJobsLimit', () => {
  it('takes a whole number from 1 to 100, 100 when absent', () => {
    expect(parseJobsLimit(null)).toBe(100)
    expect(parseJobsLimit('1')).toBe(1)
    expect(parseJobsLimit('100')).toBe(100)
    for (const bad of ['abc', '0', '101', '-1', '1.5', '', ' 5', '1e2', '0x10']) expect(parseJobsLimit(bad), bad).toBeNull()
  })
})

describe('parseJobListQuery (GET /api/public/jobs)', () => {
  const parse = (query: string) => parseJobListQuery(new URLSearchParams(query))

  it("answers SPEC's call as before: the newest 100 in Turkish, page 1", () => {
    expect(parse('limit=100')).toEqual({ query: { filters: {}, language: 'tr', page: 1, limit: 100 } })
    expect(parse('')).toEqual({ query: { filters: {}, language: 'tr', page: 1, limit: 100 } })
  })

  it('reads every filter, the language and the page; empty values are absent, unknown keys ignored', () => {
    expect(
      parse(
        'language=en&page=3&limit=24&q=%20klinik%20%20hem%C5%9Fire%20&category=healthcare&workMode=OnSite&employmentType=FullTime&level=Entry&location=%C4%B0stanbul&company=hoi-health&sort=closing&utm=x',
      ),
    ).toEqual({
      query: {
        filters: {
          q: 'klinik hemşire',
          category: 'healthcare',
          workMode: 'OnSite',
          employmentType: 'FullTime',
          level: 'Entry',
          location: 'İstanbul',
          company: 'hoi-health',
          sort: 'closing',
        },
        language: 'en',
        page: 3,
        limit: 24,
      },
    })
    expect(parse('q=&category=&sort=newest&company=')).toEqual({ query: { filters: {}, language: 'tr', page: 1, limit: 100 } })
    // `page` reads as on every list (docs/product.md §5.4).
    for (const page of ['0', '-2', 'abc', '1.5', '99999']) expect(parse(`page=${page}`), page).toMatchObject({ query: { page: 1 } })
  })

  it('refuses garbage field by field, never as a server fault', () => {
    const fields = (query: string) => {
      const parsed = parse(query)
      return 'fields' in parsed ? Object.keys(parsed.fields).sort() : []
    }
    expect(fields('language=de')).toEqual(['language'])
    expect(fields('category=astronaut&workMode=Moon&employmentType=x&level=God&sort=oldest')).toEqual([
      'category',
      'employmentType',
      'level',
      'sort',
      'workMode',
    ])
    expect(fields('company=no-such-company')).toEqual(['company'])
    expect(fields(`q=${'x'.repeat(101)}&location=${'y'.repeat(81)}`)).toEqual(['location', 'q'])
    expect(fields('q=a%00b&location=%07')).toEqual(['location', 'q'])
    expect(fields('limit=0')).toEqual(['limit'])
    expect(fields('limit=101&language=xx')).toEqual(['language', 'limit'])
    expect(fields(`q=${'x'.repeat(100)}&location=${'y'.repeat(80)}`)).toEqual([])
  })

  it('keys the cache by what was asked, not how it was written', () => {
    const key = (query: string) => {
      const parsed = parse(query)
      if (!('query' in parsed)) throw new Error(query)
      return jobListCacheKey(parsed.query)
    }
    expect(key('limit=100')).toBe(key(''))
    expect(key('sort=newest&page=1&utm=1')).toBe(key(''))
    expect(key('category=it&language=en&page=2')).toBe(key('page=2&language=en&category=it&x=y'))
    expect(key('category=it')).not.toBe(key('category=hr'))
    // The product's own call names its document as it is written: answered before the framework runs.
    expect(key('limit=100')).toBe('/api/public/jobs?limit=100')
    expect(key('page=2&language=en&category=it')).toBe('/api/public/jobs?category=it&language=en&limit=100&page=2')
  })
})

describe('the board page (jobBoardQuery, jobBoardHead)', () => {
  it('asks the API for known filters only, in its language, a page of 24', () => {
    expect(jobBoardQuery({}, 'tr')).toBe('?language=tr&limit=24&page=1')
    expect(jobBoardQuery(readJobsSearch({ page: '3', sort: 'closing', level: 'Sultan', company: 'hoi-tech' }), 'en')).toBe(
      '?language=en&limit=24&page=3&company=hoi-tech&sort=closing',
    )
  })

  it('gives each page of the board its own title and URL; a filtered page points at the board', () => {
    const head = (search: JobsSearch, page: number) => {
      const { meta, links } = jobBoardHead('en', search, page, enJobs)
      return { title: meta.find((tag) => 'title' in tag)?.title, canonical: links.find((link) => link.rel === 'canonical')?.href }
    }
    expect(head({}, 1)).toEqual({ title: 'Open Positions · HOI Holding', canonical: expect.stringMatching(/\/en\/jobs$/) })
    expect(head({ page: 2 }, 2)).toEqual({
      title: 'Open Positions · HOI Holding — page 2',
      canonical: expect.stringMatching(/\/en\/jobs\?page=2$/),
    })
    expect(head({ page: 2, category: 'it' }, 2)).toMatchObject({ canonical: expect.stringMatching(/\/en\/jobs$/) })
  })
})

describe('readJobsSearch', () => {
  it('keeps well-formed values, drops malformed ones and empty fields, bounds free text', () => {
    expect(
      readJobsSearch({ q: '  nurse   istanbul ', category: 'healthcare', workMode: 'Moon<', level: 'Senior', sort: 'closing', extra: 'x' }),
    ).toEqual({ q: 'nurse istanbul', category: 'healthcare', level: 'Senior', sort: 'closing' })
    // A well-formed value that is no work mode is kept here and filters nothing (knownValues).
    expect(readJobsSearch({ workMode: 'Moon' })).toEqual({ workMode: 'Moon' })
    expect(knownValues(readJobsSearch({ workMode: 'Moon', category: 'healthcare' }))).toMatchObject({
      workMode: undefined,
      category: 'healthcare',
    })
    expect(
      readJobsSearch({ q: '', category: '', employmentType: 'FullTime', sort: 'newest', location: 'Dubai', company: 'hoi-tech' }),
    ).toEqual({
      employmentType: 'FullTime',
      location: 'Dubai',
      company: 'hoi-tech',
    })
    expect(readJobsSearch({ q: 2026 })).toEqual({ q: '2026' })
    expect(readJobsSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100)
    expect(readJobsSearch({ location: 'x'.repeat(81), company: ['hoi-tech'] })).toEqual({})
    // The page: a whole number above 1, else left out (page 1).
    expect(readJobsSearch({ page: '4' })).toEqual({ page: 4 })
    for (const page of ['1', '0', 'x', -3, 2.5]) expect(readJobsSearch({ page }), String(page)).toEqual({})
  })
})

describe('job meta', () => {
  it('adds the brand to a title only when it fits in 60 characters', () => {
    expect(jobMetaTitle('Clinic Nurse')).toBe('Clinic Nurse · HOI Holding')
    const long = 'Senior International Patient Coordinator for Arabic Speakers'
    expect(jobMetaTitle(long)).toBe(long)
  })

  it('takes the text of the description', () => {
    expect(descriptionText('<p>Hello&nbsp;<strong>world</strong></p>\n<ul><li>A &amp; B</li></ul>')).toBe('Hello world A & B')
  })
})
