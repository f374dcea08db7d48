import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import type { Db } from '~/db/client'
import { auditEvents, jobs, jobTranslations } from '~/db/schema'
import { createJobSchema, type JobFormInput, jobListSchema, setJobStatusSchema, updateJobSchema } from '~/features/jobs/jobs.schemas'
import { createJob, listJobs, setJobStatus, updateJob } from '~/features/jobs/jobs.admin.server'
import { type JobStatus, jobStatuses, type UserRole } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { pageCache } from '~/lib/server/page-cache'
import { slugify } from '~/lib/slug'
import { callAs, createTestApplication, createTestJob, createTestSession, createTestUser, type ServerHandler } from './factories'
import { describeWithDatabases } from './setup-db'

const tag = () => crypto.randomUUID().slice(0, 8)
const auditOf = (db: Db, entityId: string) => db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId))
const translationsOf = async (db: Db, jobId: string) => {
  const rows = await db.select().from(jobTranslations).where(eq(jobTranslations.jobId, jobId))
  return Object.fromEntries(rows.map((row) => [row.lang, row]))
}

const validJob = (overrides: Partial<JobFormInput> = {}): JobFormInput => ({
  titleTr: 'Kıdemli Yazılım Geliştirici',
  titleEn: 'Senior Software Developer',
  descriptionTr: '<p>Ekibimize <strong>katılın</strong>.</p>',
  descriptionEn: '<p>Join <strong>our team</strong>.</p>',
  slug: `kidemli-yazilim-gelistirici-${tag()}`,
  companyKey: 'hoi-tech',
  category: 'software',
  workMode: 'Hybrid',
  employmentType: 'FullTime',
  experienceLevel: 'Senior',
  city: 'İstanbul',
  countryCode: 'TR',
  openings: 2,
  deadline: '',
  applicationsOpen: true,
  status: 'draft',
  ...overrides,
})

/** The allowed steps, written out (docs/product.md §4.1), not derived from the code under test. */
const allowed: Record<JobStatus, Record<JobStatus, readonly UserRole[]>> = {
  draft: { draft: [], active: ['admin', 'recruiter'], closed: [], removed: ['admin', 'recruiter'] },
  active: { draft: ['admin', 'recruiter'], active: [], closed: ['admin', 'recruiter'], removed: ['admin', 'recruiter'] },
  closed: { draft: [], active: ['admin', 'recruiter'], closed: [], removed: ['admin', 'recruiter'] },
  removed: { draft: ['admin'], active: [], closed: [], removed: [] },
}

describeWithDatabases('jobs.admin.server', (t) => {
  const tokens = {} as Record<UserRole, string>

  beforeAll(async () => {
    for (const role of ['admin', 'recruiter', 'editor'] as const) {
      const user = await createTestUser(t.db, { role })
      tokens[role] = await createTestSession(t.db, user.id)
    }
  })

  const call = <S extends z.ZodType, R>(role: UserRole, schema: S, input: z.input<S>, handler: ServerHandler<S, R>) =>
    callAs(t.db, tokens[role], 'jobs', schema, input, handler)
  const create = (role: UserRole, input: JobFormInput) => call(role, createJobSchema, input, (db, data, user) => createJob(db, data, user))
  const changeStatus = (role: UserRole, id: string, status: JobStatus) =>
    call(role, setJobStatusSchema, { id, status }, (db, data, user) => setJobStatus(db, data, user))
  const list = (input: z.input<typeof jobListSchema>, limit?: number) =>
    call('recruiter', jobListSchema, input, (db, data, user) => listJobs(db, data, user, limit))

  describe('access', () => {
    it('lets a recruiter and an admin use the jobs functions and refuses an editor', async () => {
      await expect(list({ q: tag() })).resolves.toMatchObject({ items: [] })
      const job = await create('admin', validJob())
      await expect(create('editor', validJob())).rejects.toMatchObject({ code: 'forbidden' })
      await expect(call('editor', jobListSchema, {}, (db, data, user) => listJobs(db, data, user))).rejects.toMatchObject({
        code: 'forbidden',
      })
      await expect(changeStatus('editor', job.id, 'active')).rejects.toMatchObject({ code: 'forbidden' })
      const [stored] = await t.db.select().from(jobs).where(eq(jobs.id, job.id))
      expect(stored!.status).toBe('draft')
    })
  })

  describe('listJobs', () => {
    const key = tag()
    const ids = {} as Record<'software' | 'accounting' | 'callCentre', string>

    beforeAll(async () => {
      const software = await createTestJob(t.db, {
        title: { tr: `Kıdemli Yazılım Geliştirici ${key}`, en: `Senior Software Developer ${key}` },
        city: 'İstanbul',
        status: 'active',
        deadline: '2030-01-10',
      })
      const accounting = await createTestJob(t.db, {
        title: { tr: `Muhasebe Uzmanı ${key}`, en: `Accountant ${key}` },
        city: `Şanlıurfa`,
        status: 'draft',
        publishedAt: null,
      })
      const callCentre = await createTestJob(t.db, {
        slug: `cagri-merkezi-${key}`,
        title: { tr: `Çağrı Merkezi Temsilcisi ${key}`, en: `Call Centre Agent ${key}` },
        city: 'Dubai',
        countryCode: 'AE',
        status: 'closed',
        deadline: '2029-05-01',
      })
      for (let i = 0; i < 3; i++) await createTestApplication(t.db, software.id)
      await createTestApplication(t.db, accounting.id)
      Object.assign(ids, { software: software.id, accounting: accounting.id, callCentre: callCentre.id })
    })

    const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id)

    it('lists both titles, the company, the status, the deadline and the application count of each job', async () => {
      const page = await list({ q: key })
      expect(page.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 })
      const software = page.items.find((item) => item.id === ids.software)
      expect(software).toMatchObject({
        titleTr: `Kıdemli Yazılım Geliştirici ${key}`,
        titleEn: `Senior Software Developer ${key}`,
        companyKey: 'hoi-tech',
        status: 'active',
        deadline: '2030-01-10',
        applicationCount: 3,
      })
      expect(Object.fromEntries(page.items.map((item) => [item.id, item.applicationCount]))).toEqual({
        [ids.software]: 3,
        [ids.accounting]: 1,
        [ids.callCentre]: 0,
      })
    })

    it('searches either title, the slug and the city, Turkish letters in any case or spelled in ASCII', async () => {
      expect(idsOf(await list({ q: `yazılım geliştirici ${key}` }))).toEqual([ids.software])
      expect(idsOf(await list({ q: `YAZILIM GELİŞTİRİCİ ${key}` }))).toEqual([ids.software])
      expect(idsOf(await list({ q: `yazilim gelistirici ${key}` }))).toEqual([ids.software])
      expect(idsOf(await list({ q: `software developer ${key}` }))).toEqual([ids.software])
      expect(idsOf(await list({ q: `ÇAĞRI MERKEZİ TEMSİLCİSİ ${key}` }))).toEqual([ids.callCentre])
      expect(idsOf(await list({ q: `cagri-merkezi-${key}` }))).toEqual([ids.callCentre])
      expect(idsOf(await list({ q: 'ŞANLIURFA' }))).toContain(ids.accounting)
      expect(idsOf(await list({ q: 'sanliurfa' }))).toContain(ids.accounting)
      expect((await list({ q: `%${key}` })).items).toEqual([])
    })

    it('filters by status', async () => {
      expect(idsOf(await list({ q: key, status: 'draft' }))).toEqual([ids.accounting])
      expect(idsOf(await list({ q: key, status: 'closed' }))).toEqual([ids.callCentre])
      expect(idsOf(await list({ q: key, status: 'removed' }))).toEqual([])
    })

    it('filters by deadline in the job\'s own time zone: "not passed" is what the open-jobs figure counts', async () => {
      const listAt = (deadline: 'open' | 'passed', now: Date) =>
        call('recruiter', jobListSchema, { q: key, deadline }, (db, data, user) => listJobs(db, data, user, 20, now)).then(idsOf)
      // 2029-05-01 20:30 UTC: past midnight in Dubai (+04:00), still 23:30 of the deadline day in Istanbul.
      const night = new Date('2029-05-01T20:30:00Z')
      expect(await listAt('passed', night)).toEqual([ids.callCentre])
      expect((await listAt('open', night)).sort()).toEqual([ids.accounting, ids.software].sort())
      expect(await listAt('passed', new Date('2029-05-01T19:30:00Z'))).toEqual([])
    })

    it('sorts by newest change, title, deadline (none last) and most applications', async () => {
      await t.db.update(jobs).set({ openings: 2 }).where(eq(jobs.id, ids.accounting))
      expect(idsOf(await list({ q: key }))).toEqual([ids.accounting, ids.callCentre, ids.software])
      expect(idsOf(await list({ q: key, sort: 'title' }))).toEqual([ids.callCentre, ids.software, ids.accounting])
      expect(idsOf(await list({ q: key, sort: 'deadline' }))).toEqual([ids.callCentre, ids.software, ids.accounting])
      expect(idsOf(await list({ q: key, sort: 'applications' }))).toEqual([ids.software, ids.accounting, ids.callCentre])
      // The title order follows a renamed Turkish title (the database keeps it on the job).
      const trTitleOf = and(eq(jobTranslations.jobId, ids.accounting), eq(jobTranslations.lang, 'tr'))
      const [before] = await t.db.select({ title: jobTranslations.title }).from(jobTranslations).where(trTitleOf)
      await t.db
        .update(jobTranslations)
        .set({ title: `Ağ ${before!.title}` })
        .where(trTitleOf)
      expect(idsOf(await list({ q: key, sort: 'title' }))).toEqual([ids.accounting, ids.callCentre, ids.software])
      await t.db.update(jobTranslations).set({ title: before!.title }).where(trTitleOf)
      expect(idsOf(await list({ q: key, sort: 'title' }))).toEqual([ids.callCentre, ids.software, ids.accounting])
    })

    it('pages', async () => {
      const first = await list({ q: key, sort: 'applications', page: 1 }, 2)
      const second = await list({ q: key, sort: 'applications', page: 2 }, 2)
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 })
      expect([...idsOf(first), ...idsOf(second)]).toEqual([ids.software, ids.accounting, ids.callCentre])
      expect((await list({ q: key, page: 3 }, 2)).items).toEqual([])
    })
  })

  describe('createJob', () => {
    it('creates a job in both languages, audited, and empties the public page cache', async () => {
      const invalidate = vi.spyOn(pageCache(), 'invalidate')
      const input = validJob({ deadline: '2099-12-31', openings: 5, countryCode: 'AE', city: 'Dubai' })
      const { id, slug } = await create('recruiter', input)

      const [job] = await t.db.select().from(jobs).where(eq(jobs.id, id))
      expect(job).toMatchObject({
        slug,
        status: 'draft',
        publishedAt: null,
        companyKey: 'hoi-tech',
        category: 'software',
        workMode: 'Hybrid',
        employmentType: 'FullTime',
        experienceLevel: 'Senior',
        city: 'Dubai',
        countryCode: 'AE',
        openings: 5,
        deadline: '2099-12-31',
        applicationsOpen: true,
      })
      const translations = await translationsOf(t.db, id)
      expect(translations.tr).toMatchObject({ title: input.titleTr, descriptionHtml: input.descriptionTr })
      expect(translations.en).toMatchObject({ title: input.titleEn, descriptionHtml: input.descriptionEn })
      expect(await auditOf(t.db, id)).toMatchObject([{ action: 'job.create', entity: 'job', summary: { slug, status: 'draft' } }])
      expect(invalidate).toHaveBeenCalled()
      invalidate.mockRestore()
    })

    it('sets the published date when a job is created active', async () => {
      const { id } = await create('recruiter', validJob({ status: 'active' }))
      const [job] = await t.db.select().from(jobs).where(eq(jobs.id, id))
      expect(job!.status).toBe('active')
      expect(job!.publishedAt).toBeInstanceOf(Date)
    })

    it('refuses invalid fields before writing: short titles, a past deadline, a bad slug, openings out of range', async () => {
      const refused = (input: JobFormInput) =>
        create('recruiter', input).then(
          () => undefined,
          (error: AppError) => ({ code: error.code, fields: Object.keys(error.fields ?? {}) }),
        )
      expect(await refused(validJob({ titleTr: 'ab', titleEn: 'x'.repeat(161) }))).toEqual({
        code: 'invalid',
        fields: ['titleTr', 'titleEn'],
      })
      expect(await refused(validJob({ deadline: '2020-01-01' }))).toEqual({ code: 'invalid', fields: ['deadline'] })
      expect(await refused(validJob({ slug: 'Büyük Harf' }))).toEqual({ code: 'invalid', fields: ['slug'] })
      expect(await refused(validJob({ slug: 'a--b' }))).toEqual({ code: 'invalid', fields: ['slug'] })
      expect(await refused(validJob({ openings: 0 }))).toEqual({ code: 'invalid', fields: ['openings'] })
      expect(await refused(validJob({ openings: 1000 }))).toEqual({ code: 'invalid', fields: ['openings'] })
      expect(await refused(validJob({ city: '', descriptionEn: '<p></p>' }))).toEqual({
        code: 'invalid',
        fields: ['descriptionEn', 'city'],
      })
      expect(await refused(validJob({ descriptionTr: `<p>${'a'.repeat(50_000)}</p>` }))).toEqual({
        code: 'invalid',
        fields: ['descriptionTr'],
      })
    })

    it('stores a slug made from the Turkish title', async () => {
      const title = `İŞ Güvenliği Uzmanı ${tag()}`
      const { slug } = await create('recruiter', validJob({ titleTr: title, slug: slugify(title) }))
      expect(slug).toMatch(/^is-guvenligi-uzmani-[a-z0-9]+$/)
    })

    it('answers a taken slug with a field error on slug — also to the loser of two concurrent creates', async () => {
      const slug = `tekil-${tag()}`
      await create('recruiter', validJob({ slug }))
      await expect(create('recruiter', validJob({ slug }))).rejects.toMatchObject({
        code: 'conflict',
        fields: { slug: 'Bu adresle bir ilan zaten var' },
      })

      const raced = `yaris-${tag()}`
      const results = await Promise.allSettled([0, 1].map(() => create('recruiter', validJob({ slug: raced }))))
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
      expect(rejected.reason).toBeInstanceOf(AppError)
      expect(rejected.reason).toMatchObject({ code: 'conflict', fields: { slug: expect.any(String) } })
      // Nothing half-written: one job, its two translations, one audit event.
      const rows = await t.db.select().from(jobs).where(eq(jobs.slug, raced))
      expect(rows).toHaveLength(1)
      expect(Object.keys(await translationsOf(t.db, rows[0]!.id)).sort()).toEqual(['en', 'tr'])
      expect(await auditOf(t.db, rows[0]!.id)).toHaveLength(1)
    })

    it('sanitizes the descriptions: scripts, handlers and javascript: links go, formatting stays', async () => {
      const { id } = await create(
        'recruiter',
        validJob({
          descriptionTr:
            '<h2>Görevler</h2><p onclick="steal()">Kod <em>yazmak</em><script>alert(1)</script></p><img src="x" onerror="alert(1)">' +
            '<ul><li><a href="javascript:alert(1)">tıkla</a></li><li><a href="https://hoi.example" target="_blank">site</a></li></ul>',
          descriptionEn: '<p style="color:red"><strong>Bold</strong> <u>and</u> <s>more</s></p><iframe src="https://e.example"></iframe>',
        }),
      )
      const translations = await translationsOf(t.db, id)
      expect(translations.tr!.descriptionHtml).toBe(
        '<h2>Görevler</h2><p>Kod <em>yazmak</em></p><ul><li><a>tıkla</a></li>' +
          '<li><a href="https://hoi.example" target="_blank" rel="noopener noreferrer">site</a></li></ul>',
      )
      expect(translations.en!.descriptionHtml).toBe('<p><strong>Bold</strong> <u>and</u> <s>more</s></p>')
    })

    it('refuses a description that is empty once sanitized', async () => {
      await expect(create('recruiter', validJob({ descriptionTr: '<p><script>alert(1)</script><img src=x></p>' }))).rejects.toMatchObject({
        code: 'invalid',
        fields: { descriptionTr: 'validation.required' },
      })
    })
  })

  describe('updateJob', () => {
    const update = (role: UserRole, input: z.input<typeof updateJobSchema>) =>
      call(role, updateJobSchema, input, (db, data, user) => updateJob(db, data, user))
    const fields = (input: JobFormInput) => {
      const { status: _status, ...rest } = input
      return rest
    }

    it('updates the job and both translations in one audited write; a passed deadline may stay', async () => {
      const original = validJob()
      const { id } = await create('recruiter', original)
      const changed = validJob({
        titleTr: 'Yazılım Ekip Lideri',
        titleEn: 'Software Team Lead',
        descriptionEn: '<p>New <a href="mailto:ik@hoi.example">text</a><script>x</script></p>',
        slug: `yazilim-ekip-lideri-${tag()}`,
        openings: 1,
        deadline: '2020-01-01',
        applicationsOpen: false,
      })
      await update('recruiter', { ...fields(changed), id })

      const [job] = await t.db.select().from(jobs).where(eq(jobs.id, id))
      expect(job).toMatchObject({ slug: changed.slug, openings: 1, deadline: '2020-01-01', applicationsOpen: false, status: 'draft' })
      const translations = await translationsOf(t.db, id)
      expect(translations.tr!.title).toBe('Yazılım Ekip Lideri')
      expect(translations.en).toMatchObject({
        title: 'Software Team Lead',
        descriptionHtml: '<p>New <a href="mailto:ik@hoi.example">text</a></p>',
      })
      const audit = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'job.update')))
      expect(audit).toMatchObject([{ entity: 'job', summary: { slug: changed.slug, previousSlug: original.slug } }])
    })

    it("refuses another job's slug on the slug field, and an unknown job", async () => {
      const first = await create('recruiter', validJob())
      const second = await create('recruiter', validJob())
      await expect(update('recruiter', { ...fields(validJob({ slug: first.slug })), id: second.id })).rejects.toMatchObject({
        code: 'conflict',
        fields: { slug: expect.any(String) },
      })
      await expect(update('recruiter', { ...fields(validJob()), id: crypto.randomUUID() })).rejects.toMatchObject({ code: 'not_found' })
    })
  })

  describe('setJobStatus', () => {
    for (const role of ['recruiter', 'admin'] as const) {
      it(`allows exactly the designed transitions to a ${role}, each audited; the rest are 409`, async () => {
        const outcomes: string[] = []
        const want: string[] = []
        const created = await Promise.all(
          jobStatuses.flatMap((from) => jobStatuses.map(async (to) => ({ from, to, job: await createTestJob(t.db, { status: from }) }))),
        )
        for (const { from, to, job } of created) {
          want.push(`${from}→${to}: ${allowed[from][to].includes(role) ? 'ok' : 'invalid_transition'}`)
          const outcome = await changeStatus(role, job.id, to).then(
            () => 'ok',
            (error: AppError) => error.code,
          )
          outcomes.push(`${from}→${to}: ${outcome}`)
          const [stored] = await t.db.select().from(jobs).where(eq(jobs.id, job.id))
          const audit = await auditOf(t.db, job.id)
          if (outcome === 'ok') {
            expect(stored!.status).toBe(to)
            expect(audit).toMatchObject([{ action: 'job.status', entity: 'job', summary: { from, to } }])
          } else {
            expect(stored!.status).toBe(from)
            expect(audit).toEqual([])
          }
        }
        expect(outcomes).toEqual(want)
      })
    }

    it('answers 409 with the transition code, sets the published date once, and empties the page cache', async () => {
      expect(
        (await changeStatus('recruiter', (await createTestJob(t.db, { status: 'closed' })).id, 'draft').catch(
          (e: AppError) => e,
        )) as AppError,
      ).toMatchObject({
        code: 'invalid_transition',
      })
      const job = await createTestJob(t.db, { status: 'draft', publishedAt: null })
      const invalidate = vi.spyOn(pageCache(), 'invalidate')
      await changeStatus('recruiter', job.id, 'active')
      expect(invalidate).toHaveBeenCalledTimes(1)
      invalidate.mockRestore()
      const [published] = await t.db.select().from(jobs).where(eq(jobs.id, job.id))
      expect(published!.publishedAt).toBeInstanceOf(Date)
      await changeStatus('recruiter', job.id, 'draft')
      await changeStatus('recruiter', job.id, 'active')
      const [again] = await t.db.select().from(jobs).where(eq(jobs.id, job.id))
      expect(again!.publishedAt).toEqual(published!.publishedAt)
      const actions = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, job.id), inArray(auditEvents.action, ['job.status'])))
      expect(actions.map((a) => a.summary)).toEqual(
        expect.arrayContaining([
          { from: 'draft', to: 'active' },
          { from: 'active', to: 'draft' },
        ]),
      )
      await expect(changeStatus('recruiter', crypto.randomUUID(), 'active')).rejects.toMatchObject({ code: 'not_found' })
    })
  })
})
