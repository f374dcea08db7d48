import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, jobs } from '~/db/schema'
import { getApplicant, getJobSources } from '~/features/applications/applications.admin.server'
import { applicantsCsvRows } from '~/features/applications/applications.rules'
import { jobFeed } from '~/features/jobs/jobs.api.server'
import { createJob, getJobForEdit, updateJob } from '~/features/jobs/jobs.admin.server'
import { jobPostingLd } from '~/features/jobs/jobs.page'
import { createJobSchema, type JobFormInput, updateJobSchema } from '~/features/jobs/jobs.schemas'
import { getPublicJob, listPublicJobSummaries } from '~/features/jobs/jobs.server'
import { jobFeedResponse } from '~/features/sitemap/sitemap.http.server'
import { robotsTxt } from '~/features/sitemap/sitemap.server'
import { AppError } from '~/lib/errors'
import { EVERY_COMPANY, applyThroughEndpoint, createTestApplication, createTestApplyDeps, createTestJob, createTestUser } from './factories'
import { describeWithDatabases, type TestDatabase } from './setup-db'

const ORIGIN = 'https://careers.hoi.test'
const tag = () => crypto.randomUUID().slice(0, 8)
let root: string

beforeAll(async () => {
  process.env.LOG_LEVEL ??= 'silent'
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-salary-source-'))
})
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true })
})

const validJob = (overrides: Partial<JobFormInput> = {}): JobFormInput => ({
  titleTr: 'Hasta Koordinatörü',
  titleEn: 'Patient Coordinator',
  descriptionTr: '<p>Açıklama</p>',
  descriptionEn: '<p>Description</p>',
  slug: `patient-coordinator-${tag()}`,
  companyKey: 'hoi-health',
  category: 'healthcare',
  workMode: 'OnSite',
  employmentType: 'FullTime',
  experienceLevel: 'Mid',
  city: 'İstanbul',
  countryCode: 'TR',
  openings: 1,
  deadline: '',
  applicationsOpen: true,
  status: 'active',
  ...overrides,
})

const issues = (input: unknown, schema: typeof createJobSchema | typeof updateJobSchema = createJobSchema) => {
  const result = schema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describeWithDatabases('salary ranges, application sources and the job feed', (t: TestDatabase) => {
  let actor: { id: string }
  beforeAll(async () => {
    actor = await createTestUser(t.db, { role: 'recruiter' })
  })

  describe('salary (docs/product.md §15.1)', () => {
    it('accepts a whole range, none, or a note, and refuses half ranges, reversed or unbounded amounts and long notes', () => {
      expect(issues(validJob())).toEqual({})
      expect(issues(validJob({ salaryMin: '60.000', salaryMax: '80000', salaryCurrency: 'TRY', salaryPeriod: 'MONTH' }))).toEqual({})
      expect(
        createJobSchema.parse(validJob({ salaryMin: '60 000', salaryMax: 80_000, salaryCurrency: 'TRY', salaryPeriod: 'MONTH' })),
      ).toMatchObject({ salaryMin: 60_000, salaryMax: 80_000, salaryCurrency: 'TRY', salaryPeriod: 'MONTH' })
      expect(issues(validJob({ salaryNoteTr: 'Rekabetçi', salaryNoteEn: 'Competitive' }))).toEqual({})

      expect(issues(validJob({ salaryMin: '60000' }))).toEqual({
        salaryMax: 'jobAdmin.salary.required',
        salaryCurrency: 'jobAdmin.salary.required',
        salaryPeriod: 'jobAdmin.salary.required',
      })
      expect(issues(validJob({ salaryCurrency: 'EUR' }))).toMatchObject({ salaryMin: 'jobAdmin.salary.required' })
      expect(issues(validJob({ salaryMin: '9', salaryMax: '8', salaryCurrency: 'EUR', salaryPeriod: 'YEAR' }))).toEqual({
        salaryMax: 'jobAdmin.salary.maxBelowMin',
      })
      for (const amount of ['-1', '1.5', '1,50', 'abc', '100000000', '1e5', 12.5, 'x'.repeat(10_000)])
        expect(
          issues(validJob({ salaryMin: amount, salaryMax: '1', salaryCurrency: 'EUR', salaryPeriod: 'YEAR' })),
          String(amount),
        ).toHaveProperty('salaryMin')
      expect(issues(validJob({ salaryCurrency: 'BTC' }))).toEqual({ salaryCurrency: 'validation.invalidOption' })
      expect(issues(validJob({ salaryPeriod: 'FORTNIGHT' }))).toEqual({ salaryPeriod: 'validation.invalidOption' })
      expect(issues(validJob({ salaryNoteEn: 'x'.repeat(201) }))).toEqual({ salaryNoteEn: 'validation.maxLength:200' })
      expect(issues(validJob({ salaryNoteTr: 'a\u0000b' }))).toEqual({ salaryNoteTr: 'validation.controlCharacters' })
      // Editing checks the same rules.
      expect(issues({ ...validJob({ salaryMax: '5' }), id: crypto.randomUUID() }, updateJobSchema)).toHaveProperty('salaryMin')
    })

    it('stores a range and the notes, shows them on the public job, its list item and its JobPosting, and clears them', async () => {
      const input = createJobSchema.parse(
        validJob({ salaryMin: '60000', salaryMax: '80000', salaryCurrency: 'TRY', salaryPeriod: 'MONTH', salaryNoteEn: 'Plus bonus' }),
      )
      const { id, slug } = await createJob(t.db, input, { ...actor, role: 'recruiter' } as never)
      const edit = await getJobForEdit(t.db, { id }, EVERY_COMPANY)
      expect(edit).toMatchObject({ salaryMin: '60000', salaryMax: '80000', salaryCurrency: 'TRY', salaryPeriod: 'MONTH' })
      expect(edit).toMatchObject({ salaryNoteTr: null, salaryNoteEn: 'Plus bonus' })

      const job = (await getPublicJob(t.db, slug))!
      expect(job.salary).toEqual({ min: 60_000, max: 80_000, currency: 'TRY', period: 'MONTH' })
      expect(job.details.en.salaryNote).toBe('Plus bonus')
      const ld = jobPostingLd(job, 'tr', ORIGIN)!
      expect(ld.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'TRY',
        value: { '@type': 'QuantitativeValue', minValue: 60_000, maxValue: 80_000, unitText: 'MONTH' },
      })
      const list = await listPublicJobSummaries(t.db, { filters: { q: input.titleEn }, language: 'en', page: 1, limit: 100 })
      expect(list.jobs.find((item) => item.slug === slug)?.salary).toEqual(job.salary)

      await updateJob(t.db, updateJobSchema.parse({ ...validJob({ slug, salaryNoteTr: 'Görüşmede' }), id }), actor as never)
      const cleared = (await getPublicJob(t.db, slug))!
      expect(cleared.salary).toBeNull()
      expect(cleared.details.tr.salaryNote).toBe('Görüşmede')
      expect(jobPostingLd(cleared, 'tr', ORIGIN)).not.toHaveProperty('baseSalary')
    })

    it('is whole, ordered and bounded in the database too', async () => {
      const job = await createTestJob(t.db)
      const set = (values: Partial<typeof jobs.$inferInsert>) => t.db.update(jobs).set(values).where(eq(jobs.id, job.id))
      await expect(set({ salaryMin: 1 })).rejects.toThrow()
      await expect(set({ salaryMin: 9, salaryMax: 8, salaryCurrency: 'EUR', salaryPeriod: 'YEAR' })).rejects.toThrow()
      await expect(set({ salaryMin: 0, salaryMax: 100_000_000, salaryCurrency: 'EUR', salaryPeriod: 'YEAR' })).rejects.toThrow()
      await expect(set({ salaryMin: 0, salaryMax: 99_999_999, salaryCurrency: 'EUR', salaryPeriod: 'YEAR' })).resolves.toBeDefined()
    })
  })

  describe('sources (docs/product.md §15.2)', () => {
    async function apply(slug: string, fields: Record<string, string>) {
      const { deps } = await createTestApplyDeps(t.db, root)
      const response = await applyThroughEndpoint(deps, slug, fields)
      expect(response.status).toBe(201)
      const [row] = await t.db.select().from(applications).where(eq(applications.id, response.body.data.id))
      return row!
    }

    it('stores the link’s source normalized and its utm values bounded, through submitApplication', async () => {
      const job = await createTestJob(t.db)
      expect(await apply(job.slug, { source: 'LinkedIn', utm_campaign: 'x', utm_medium: 'social' })).toMatchObject({
        source: 'linkedin',
        utm: { campaign: 'x', medium: 'social' },
      })
      expect(await apply(job.slug, { utm_source: 'Kariyer Net', utm_term: `${'t'.repeat(300)}\u0000` })).toMatchObject({
        source: 'kariyer-net',
        utm: { source: 'Kariyer Net', term: 't'.repeat(200) },
      })
      // Nothing usable, or nothing at all: no source, and the application is taken all the same.
      expect(await apply(job.slug, { source: '!!!', utm_campaign: '   ' })).toMatchObject({ source: null, utm: null })
      expect(await apply(job.slug, {})).toMatchObject({ source: null, utm: null })
      const long = await apply(job.slug, { source: 's'.repeat(5000) })
      expect(long.source).toBe('s'.repeat(64))
    })

    it('counts a job’s applications per source from the (job_id, source) index, and shows the source to HR', async () => {
      const job = await createTestJob(t.db)
      const other = await createTestJob(t.db)
      for (const source of ['linkedin', 'linkedin', 'email', null, 'linkedin', null])
        await createTestApplication(t.db, job.id, { source, utm: source === 'email' ? { campaign: 'spring' } : null })
      await createTestApplication(t.db, other.id, { source: 'email' })

      expect(await getJobSources(t.db, { id: job.id }, EVERY_COMPANY)).toMatchObject({
        slug: job.slug,
        status: 'active',
        sources: [
          { source: 'linkedin', count: 3 },
          { source: null, count: 2 },
          { source: 'email', count: 1 },
        ],
      })
      expect(await getJobSources(t.db, { id: crypto.randomUUID() }, EVERY_COMPANY)).toBeNull()

      const [emailed] = await t.db
        .select()
        .from(applications)
        .where(sql`${applications.jobId} = ${job.id} and ${applications.source} = 'email'`)
      expect(await getApplicant(t.db, { id: emailed!.id }, EVERY_COMPANY)).toMatchObject({ source: 'email', utm: { campaign: 'spring' } })
      const csv = applicantsCsvRows(
        [
          {
            fullName: 'A',
            email: 'a@b.c',
            phone: '1',
            jobTitle: 'J',
            status: 'new',
            currentLocation: null,
            currentCompany: null,
            linkedinUrl: null,
            portfolioUrl: null,
            createdAt: new Date().toISOString(),
            source: '=linkedin',
          },
        ],
        'en',
      )
      // The source (after the date, before the knock-out flag and the answers), neutralized like any
      // cell that a spreadsheet would read as a formula.
      expect(csv.trimEnd().split(',').at(-3)).toBe(`'=linkedin`)
    })

    it('reads the per-source count from the index', async () => {
      if (t.target !== 'postgres') return
      const job = await createTestJob(t.db)
      await t.db.execute(sql`set enable_seqscan = off`)
      const plan = await t.db.execute(sql`explain select source, count(*) from applications where job_id = ${job.id} group by source`)
      await t.db.execute(sql`reset enable_seqscan`)
      expect(JSON.stringify(plan)).toContain('applications_job_source_idx')
    })
  })

  describe('job feed (docs/product.md §15.3)', () => {
    it('lists exactly the jobs that take applications, as valid Indeed XML with CDATA text and escaping', async () => {
      const day = 86_400_000
      const open = await createTestJob(t.db, {
        title: { tr: 'Geliştirici <&> ]]> "ş"', en: 'Developer ]]><script>x</script>' },
        descriptionHtml: { tr: '<p>Açıklama</p>', en: '<p>Join <strong>us</strong> &amp; ]]> grow\u0001</p>' },
        employmentType: 'PartTime',
        deadline: new Date(Date.now() + 10 * day).toISOString().slice(0, 10),
        salaryMin: 60_000,
        salaryMax: 80_000,
        salaryCurrency: 'TRY',
        salaryPeriod: 'MONTH',
      })
      const hidden = await Promise.all([
        createTestJob(t.db, { status: 'draft', title: { tr: 'Taslak ilan', en: 'Draft posting' } }),
        createTestJob(t.db, { status: 'closed' }),
        createTestJob(t.db, { status: 'removed' }),
        createTestJob(t.db, { applicationsOpen: false }),
        createTestJob(t.db, { deadline: new Date(Date.now() - 3 * day).toISOString().slice(0, 10) }),
      ])

      for (const lang of ['tr', 'en'] as const) {
        const xml = await jobFeed(t.db, lang, ORIGIN)
        expect(XMLValidator.validate(xml)).toBe(true)
        expect(xml).not.toContain('Draft posting')
        expect(xml).not.toContain('Taslak ilan')
        const parsed = new XMLParser({ cdataPropName: '__cdata', isArray: (name) => name === 'job' }).parse(xml) as {
          source: {
            publisher: string
            publisherurl: string
            lastBuildDate: string
            job: Array<Record<string, { __cdata: string } | string>>
          }
        }
        expect(parsed.source.publisher).toBe('HOI Holding')
        expect(parsed.source.publisherurl).toBe(`${ORIGIN}/${lang}/jobs`)
        expect(new Date(parsed.source.lastBuildDate).getTime()).toBeGreaterThan(Date.now() - 60_000)
        const text = (job: Record<string, { __cdata: string } | string>, name: string) => {
          // A text holding "]]>" is split over two CDATA sections, which a reader joins.
          const value = job[name] as { __cdata: string | string[] } | string
          return typeof value === 'object' ? [value.__cdata].flat().join('') : value
        }
        const ids = parsed.source.job.map((job) => text(job, 'referencenumber'))
        expect(ids).toContain(open.id)
        for (const job of hidden) expect(ids).not.toContain(job.id)

        const mine = parsed.source.job.find((job) => text(job, 'referencenumber') === open.id)!
        expect(text(mine, 'title')).toBe(lang === 'tr' ? 'Geliştirici <&> ]]> "ş"' : 'Developer ]]><script>x</script>')
        expect(text(mine, 'url')).toBe(`${ORIGIN}/${lang}/jobs/${open.slug}?source=job-feed`)
        expect(text(mine, 'company')).toBe(lang === 'tr' ? 'HOI Teknoloji' : 'HOI Technology')
        expect(text(mine, 'country')).toBe('TR')
        expect(text(mine, 'jobtype')).toBe('parttime')
        expect(text(mine, 'salary')).toBe(lang === 'tr' ? '₺60.000 – ₺80.000 / ay' : '₺60,000 – ₺80,000 / month')
        expect(text(mine, 'expirationdate')).toBe(open.deadline)
        if (lang === 'en') expect(text(mine, 'description')).toBe('<p>Join <strong>us</strong> &amp; ]]> grow</p>')
      }
    })

    it('answers 404 for a language it does not have, and is named in robots.txt', async () => {
      for (const name of ['de.xml', 'tr', 'tr.rss', 'TR.xml', '../tr.xml', 'tr.xml.gz'])
        await expect(jobFeedResponse(new Request(`${ORIGIN}/api/feeds/jobs/${name}`), name)).rejects.toSatisfy(
          (error) => error instanceof AppError && error.code === 'not_found',
        )
      const robots = robotsTxt(ORIGIN)
      expect(robots).toContain(`# ${ORIGIN}/api/feeds/jobs/tr.xml`)
      expect(robots).toContain(`# ${ORIGIN}/api/feeds/jobs/en.xml`)
      expect(robots).toContain('Allow: /api/feeds/')
    })
  })
})
