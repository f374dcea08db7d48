import { beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '~/db/schema'
import { parseJobsLimit } from '~/features/jobs/jobs.http.server'
import { descriptionText, filterJobs, filterOptions, jobMetaTitle, jobPostingLd, knownValues } from '~/features/jobs/jobs.page'
import { getOverview } from '~/features/dashboard/dashboard.admin.server'
import { sitemapEntries } from '~/features/sitemap/sitemap.server'
import { applyBlockOf } from '~/features/jobs/jobs.rules'
import { todayInSiteZone } from '~/lib/format'
import type { PublicJob } from '~/features/jobs/jobs.schemas'
import { type JobsSearch, readJobsSearch } from '~/features/jobs/jobs.search'
import { getPublicJob, listPublicJobs } from '~/features/jobs/jobs.server'
import { createTestApplication, createTestJob } from './factories'
import { describeWithDatabases } from './setup-db'

const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)
/** A day in Istanbul, `YYYY-MM-DD`, `days` from today. */
const istanbulDay = (days: number) => todayInSiteZone(new Date(Date.now() + days * DAY))
const slugs = (jobs: readonly PublicJob[]) => jobs.map((job) => job.slug)

describeWithDatabases('public jobs', (t) => {
  /** A small board of active jobs; the filter tests look at these rows only, as listPublicJobs returns them. */
  const board: Record<string, Job> = {}
  let boardJobs: PublicJob[] = []
  const run = (search: JobsSearch) => slugs(filterJobs(boardJobs, search))
  const slugOf = (name: string) => board[name]!.slug

  beforeAll(async () => {
    const tag = Math.random().toString(36).slice(2, 8)
    board.nurse = await createTestJob(t.db, {
      slug: `nurse-${tag}`,
      title: { tr: 'Klinik Hemşiresi', en: 'Clinic Nurse' },
      companyKey: 'hoi-health',
      category: 'healthcare',
      workMode: 'OnSite',
      employmentType: 'FullTime',
      experienceLevel: 'Entry',
      city: 'İstanbul',
      deadline: istanbulDay(10),
      publishedAt: daysAgo(5),
    })
    board.developer = await createTestJob(t.db, {
      slug: `developer-${tag}`,
      title: { tr: 'Yazılım Geliştirici', en: 'Software Developer' },
      companyKey: 'hoi-tech',
      category: 'software',
      workMode: 'Hybrid',
      employmentType: 'FullTime',
      experienceLevel: 'Senior',
      city: 'İstanbul',
      deadline: null,
      publishedAt: daysAgo(1),
    })
    board.writer = await createTestJob(t.db, {
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
    })
    board.guide = await createTestJob(t.db, {
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
    })
    board.analyst = await createTestJob(t.db, {
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
    })
    const ids = new Set(Object.values(board).map((job) => job.id))
    boardJobs = (await listPublicJobs(t.db)).filter((job) => ids.has(job.id))
  })

  describe('listPublicJobs', () => {
    it('lists active jobs only, newest first, with both languages and the application count', async () => {
      const draft = await createTestJob(t.db, { status: 'draft' })
      const closed = await createTestJob(t.db, { status: 'closed' })
      const removed = await createTestJob(t.db, { status: 'removed' })
      const counted = await createTestJob(t.db, { publishedAt: daysAgo(30) })
      await createTestApplication(t.db, counted.id)
      await createTestApplication(t.db, counted.id)

      const jobs = await listPublicJobs(t.db)
      expect(jobs.every((job) => job.status === 'active')).toBe(true)
      for (const hidden of [draft, closed, removed]) expect(slugs(jobs)).not.toContain(hidden.slug)
      const times = jobs.map((job) => Date.parse(job.publishedAt ?? job.createdAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect(jobs.find((job) => job.id === counted.id)).toMatchObject({ applicationsCount: 2, applyBlock: null })
      expect(jobs.find((job) => job.id === board.nurse!.id)).toMatchObject({
        details: { tr: { title: 'Klinik Hemşiresi' }, en: { title: 'Clinic Nurse' } },
        companyKey: 'hoi-health',
        applicationsCount: 0,
      })
    })

    it('takes at most `limit` jobs', async () => {
      expect(await listPublicJobs(t.db, 2)).toHaveLength(2)
      expect(await listPublicJobs(t.db, 0)).toHaveLength(1)
    })
  })

  describe('filterJobs on the listed rows', () => {
    it('keeps everything without filters, newest first', () => {
      expect(run({})).toEqual(['developer', 'analyst', 'writer', 'nurse', 'guide'].map(slugOf))
    })

    it('filters by each filter alone', () => {
      expect(run({ category: 'healthcare' })).toEqual([slugOf('nurse')])
      expect(run({ workMode: 'Hybrid' })).toEqual([slugOf('developer'), slugOf('analyst')])
      expect(run({ employmentType: 'Freelance' })).toEqual([slugOf('writer')])
      expect(run({ level: 'Entry' })).toEqual([slugOf('nurse'), slugOf('guide')])
      expect(run({ location: 'Dubai' })).toEqual([slugOf('analyst'), slugOf('guide')])
      expect(run({ location: 'istanbul' })).toEqual([slugOf('developer'), slugOf('nurse')])
      expect(run({ company: 'hoi-tech' })).toEqual([slugOf('developer'), slugOf('analyst')])
    })

    it('searches titles in both languages, company names in both languages and the city, ignoring case and accents', () => {
      expect(run({ q: 'hemşire' })).toEqual([slugOf('nurse')])
      expect(run({ q: 'NURSE' })).toEqual([slugOf('nurse')])
      expect(run({ q: 'icerik yazari' })).toEqual([slugOf('writer')])
      expect(run({ q: 'HOI Sağlık' })).toEqual([slugOf('nurse')])
      expect(run({ q: 'hoi health' })).toEqual([slugOf('nurse')])
      expect(run({ q: 'antalya' })).toEqual([slugOf('writer')])
      expect(run({ q: 'developer istanbul' })).toEqual([slugOf('developer')])
      expect(run({ q: 'nothing like this' })).toEqual([])
    })

    it('combines filters', () => {
      expect(run({ company: 'hoi-tech', workMode: 'Hybrid', employmentType: 'PartTime' })).toEqual([slugOf('analyst')])
      expect(run({ location: 'İstanbul', level: 'Entry', category: 'healthcare', q: 'clinic' })).toEqual([slugOf('nurse')])
      expect(run({ location: 'Dubai', category: 'healthcare' })).toEqual([])
    })

    it('sorts by the closest deadline, jobs without a deadline last (newest first among them)', () => {
      expect(run({ sort: 'closing' })).toEqual(['writer', 'nurse', 'guide', 'developer', 'analyst'].map(slugOf))
      expect(run({ sort: 'closing', company: 'hoi-tech' })).toEqual([slugOf('developer'), slugOf('analyst')])
    })

    it('offers the cities and companies the jobs have', () => {
      const { cities, companies } = filterOptions(boardJobs, 'en')
      expect(cities).toEqual(['Antalya', 'Dubai', 'İstanbul'])
      expect(companies.map((company) => company.key)).toEqual(['hoi-creative', 'hoi-health', 'hoi-tech', 'hoi-travel'])
      expect(companies[1]).toEqual({ key: 'hoi-health', name: 'HOI Health' })
    })
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

    it("has Google's required properties and the recommended ones", () => {
      const nurse = boardJobs.find((job) => job.slug === slugOf('nurse'))!
      expect(jobPostingLd(nurse, 'en', origin)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Clinic Nurse',
        description: '<p>Description</p>',
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
      const developer = boardJobs.find((job) => job.slug === slugOf('developer'))!
      expect(jobPostingLd(developer, 'en', origin)).not.toHaveProperty('validThrough')
    })

    it("ends a Dubai job's validThrough at midnight in Dubai (+04:00)", () => {
      const guide = boardJobs.find((job) => job.slug === slugOf('guide'))!
      expect(jobPostingLd(guide, 'en', origin)).toMatchObject({ validThrough: `${guide.deadline}T23:59:59+04:00` })
    })

    it("gives a job outside the offices' cities its own city only, and a Dubai job the Dubai office's street", () => {
      const base = boardJobs.find((job) => job.slug === slugOf('nurse'))!
      expect(jobPostingLd({ ...base, city: 'Ankara' }, 'tr', origin)).toMatchObject({
        jobLocation: { address: { '@type': 'PostalAddress', addressLocality: 'Ankara', addressCountry: 'TR' } },
      })
      expect(jobPostingLd({ ...base, city: 'Ankara' }, 'tr', origin)!.jobLocation).not.toHaveProperty('address.streetAddress')
      expect(jobPostingLd({ ...base, city: 'dubai', countryCode: 'AE' }, 'en', origin)).toMatchObject({
        jobLocation: {
          address: { streetAddress: 'Bay Square, Building 11, Office 504, Business Bay', addressLocality: 'Dubai', addressCountry: 'AE' },
        },
      })
    })

    it('marks a remote job TELECOMMUTE with the country applicants must be in; Freelance is CONTRACTOR', () => {
      const writer = boardJobs.find((job) => job.slug === slugOf('writer'))!
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
    list: slugs(await listPublicJobs(t.db, 100, now)).sort(),
    sitemap: (await sitemapEntries(t.db, now))
      .flatMap((entry) => (entry.paths.en?.startsWith('/jobs/') ? [entry.paths.en.slice(6)] : []))
      .sort(),
    figure: (await getOverview(t.db, 'admin', now)).figures.openJobs,
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
    expect(slugs(await listPublicJobs(t.db))).not.toContain(passed.slug)
  })
})

describeWithDatabases('public jobs limit', (t) => {
  it('lists at most 100 jobs, however many are active', async () => {
    for (let i = 0; i < 101; i++) await createTestJob(t.db)
    expect(await listPublicJobs(t.db)).toHaveLength(100)
    expect(await listPublicJobs(t.db, 1000)).toHaveLength(100)
    expect(await listPublicJobs(t.db, 7)).toHaveLength(7)
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

describe('readJobsSearch', () => {
  it('keeps well-formed values, drops malformed ones and empty fields, bounds free text', () => {
    expect(
      readJobsSearch({ q: '  nurse   istanbul ', category: 'healthcare', workMode: 'Moon<', level: 'Senior', sort: 'closing', extra: 'x' }),
    ).toEqual({ q: 'nurse istanbul', category: 'healthcare', level: 'Senior', sort: 'closing' })
    // A well-formed value that is no work mode is kept here and filters nothing (filterJobs).
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
