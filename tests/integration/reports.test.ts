import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { applicationConsents, applications, applicationStageEvents, jobs } from '~/db/schema'
import { getReport } from '~/features/reports/reports.admin.server'
import { reportCsv, reportFileName } from '~/features/reports/reports.http.server'
import { reportSchema } from '~/features/reports/reports.schemas'
import type { ApplicationStatus } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import type { ScopedActor } from '~/lib/session'
import { validate } from '~/lib/validate'
import { createTestApplication, createTestJob, EVERY_COMPANY } from './factories'
import { describeWithDatabases } from './setup-db'

/**
 * docs/product.md §17, decision 051: every figure of a report against a fixture whose numbers are
 * worked out by hand below, the range's edges in Istanbul time, the company scope (decision 046),
 * and garbage refused with 400. The fixture's applications are made in January 2025, which no other
 * test of this file uses, so that the group's report holds them alone.
 */

type Step = [status: ApplicationStatus, at: string]

/** An application with exactly this history: the first step is its arrival (its creation time), the last its status. */
async function applicationWith(db: Db, jobId: string, source: string | null, steps: Step[]) {
  const [status] = steps.at(-1)!
  const application = await createTestApplication(db, jobId, { createdAt: new Date(steps[0]![1]), status, source })
  // The trigger wrote the arrival alone (as the status given): the history is written as it happened.
  await db.delete(applicationStageEvents).where(eq(applicationStageEvents.applicationId, application.id))
  await db.insert(applicationStageEvents).values(
    steps.map(([to, at], index) => ({
      applicationId: application.id,
      fromStatus: index === 0 ? null : steps[index - 1]![0],
      toStatus: to,
      at: new Date(at),
      reason: to === 'rejected' ? ('experience' as const) : null,
    })),
  )
  return application
}

const JANUARY = { from: '2025-01-01', to: '2025-01-31' }
const recruiterOf = (...companies: string[]): ScopedActor => ({ id: '00000000-0000-4000-8000-00000000000a', role: 'recruiter', companies })

describeWithDatabases('reports (decision 051)', (t) => {
  let jobA: string
  let jobB: string
  let jobC: string
  let talentPoolApplication: string

  beforeAll(async () => {
    const db = t.db
    jobA = (await createTestJob(db, { companyKey: 'hoi-construction', title: { tr: 'Şantiye şefi', en: 'Site manager' } })).id
    jobB = (await createTestJob(db, { companyKey: 'hoi-construction' })).id
    jobC = (await createTestJob(db, { companyKey: 'hoi-visa' })).id
    // Job A, seven applications in January (Istanbul time):
    // a1: through every stage, hired after 20 days (new 2, reviewing 5, interview 10, offer 3 days).
    await applicationWith(db, jobA, 'linkedin', [
      ['new', '2025-01-02T09:00:00Z'],
      ['reviewing', '2025-01-04T09:00:00Z'],
      ['interview', '2025-01-09T09:00:00Z'],
      ['offer', '2025-01-19T09:00:00Z'],
      ['hired', '2025-01-22T09:00:00Z'],
    ])
    // a2: rejected in review (new 1, reviewing 4 days); it also consented to the talent pool.
    talentPoolApplication = (
      await applicationWith(db, jobA, 'linkedin', [
        ['new', '2025-01-05T09:00:00Z'],
        ['reviewing', '2025-01-06T09:00:00Z'],
        ['rejected', '2025-01-10T09:00:00Z'],
      ])
    ).id
    // a3: withdrawn at the interview stage (new 3, reviewing 7, interview 5 days); no source.
    await applicationWith(db, jobA, null, [
      ['new', '2025-01-10T09:00:00Z'],
      ['reviewing', '2025-01-13T09:00:00Z'],
      ['interview', '2025-01-20T09:00:00Z'],
      ['withdrawn', '2025-01-25T09:00:00Z'],
    ])
    // a4: moved straight to an offer (new 3, offer 20 days), hired after the range: 23 days.
    await applicationWith(db, jobA, 'referral', [
      ['new', '2025-01-15T09:00:00Z'],
      ['offer', '2025-01-18T09:00:00Z'],
      ['hired', '2025-02-07T09:00:00Z'],
    ])
    // a5: still new, made at 23:00 on the range's last day in Istanbul.
    await applicationWith(db, jobA, 'referral', [['new', '2025-01-31T20:00:00Z']])
    // a7: made at the range's first moment in Istanbul, withdrawn while new after 3 days.
    await applicationWith(db, jobA, 'email', [
      ['new', '2024-12-31T21:00:00Z'],
      ['withdrawn', '2025-01-03T21:00:00Z'],
    ])
    // a9: interview the next... day after 2 days, hired the day after: 3 days (new 2, interview 1).
    await applicationWith(db, jobA, 'linkedin', [
      ['new', '2025-01-03T09:00:00Z'],
      ['interview', '2025-01-05T09:00:00Z'],
      ['hired', '2025-01-06T09:00:00Z'],
    ])
    // Outside the range by a minute either side in Istanbul (00:30 on 1 February, 23:59 on 31 December).
    await applicationWith(db, jobA, 'linkedin', [['new', '2025-01-31T21:30:00Z']])
    await applicationWith(db, jobA, 'email', [['new', '2024-12-31T20:59:00Z']])
    // Job B, the same company: b1 rejected in review (new 1, reviewing 2 days).
    await applicationWith(db, jobB, 'linkedin', [
      ['new', '2025-01-20T09:00:00Z'],
      ['reviewing', '2025-01-21T09:00:00Z'],
      ['rejected', '2025-01-23T09:00:00Z'],
    ])
    // Job C, another company: c1 hired straight away after 10 days.
    await applicationWith(db, jobC, 'indeed', [
      ['new', '2025-01-12T09:00:00Z'],
      ['hired', '2025-01-22T09:00:00Z'],
    ])
    await db.insert(applicationConsents).values({
      applicationId: talentPoolApplication,
      purpose: 'talent_pool',
      noticeVersion: 'test',
      language: 'tr',
      givenAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
  })

  it("gives one job's figures as worked out by hand", async () => {
    const report = (await getReport(t.db, { ...JANUARY, job: jobA }, EVERY_COMPANY))!
    expect(report.scope).toEqual({
      company: null,
      job: { id: jobA, title: 'Şantiye şefi', slug: expect.any(String), companyKey: 'hoi-construction' },
      ...JANUARY,
    })
    expect(report.applications).toBe(7)
    // Furthest stages: a1, a4, a9 hired; a3 interview; a2 reviewing; a5, a7 new. Reaching a stage
    // counts every later one: 7 new, 5 reviewing, 4 interview, 3 offer, 3 hired.
    expect(report.funnel.map((row) => [row.stage, row.reached])).toEqual([
      ['new', 7],
      ['reviewing', 5],
      ['interview', 4],
      ['offer', 3],
      ['hired', 3],
    ])
    const rates = (key: 'share' | 'passedOn') => report.funnel.map((row) => row[key])
    expectClose(rates('share'), [1, 5 / 7, 4 / 7, 3 / 7, 3 / 7])
    expectClose(rates('passedOn'), [5 / 7, 4 / 5, 3 / 4, 1, null])
    // Hired after 20 (a1), 23 (a4) and 3 (a9) days.
    expect(report.timeToHire.count).toBe(3)
    expect(report.timeToHire.median).toBeCloseTo(20, 6)
    expect(report.timeToHire.average).toBeCloseTo(46 / 3, 6)
    // Left new after 2, 1, 3, 3, 3, 2 days (a5 is still there); reviewing after 5, 4, 7; interview
    // after 10, 5, 1; offer after 3 and 20. The stages left by a move past them count from the move.
    const days = report.daysInStage.map((row) => [row.stage, row.count, row.median, row.average])
    expect(days.map(([stage, count]) => [stage, count])).toEqual([
      ['new', 6],
      ['reviewing', 3],
      ['interview', 3],
      ['offer', 2],
    ])
    expectClose(
      days.map((row) => row[2] as number),
      [2.5, 5, 5, 11.5],
    )
    expectClose(
      days.map((row) => row[3] as number),
      [14 / 6, 16 / 3, 16 / 3, 11.5],
    )
    // The most first; equal counts by name, no source last.
    expect(report.sources).toEqual([
      { source: 'linkedin', applications: 3, hired: 2 },
      { source: 'referral', applications: 2, hired: 1 },
      { source: 'email', applications: 1, hired: 0 },
      { source: null, applications: 1, hired: 0 },
    ])
    expect(report.otherSources).toBeNull()
    expect(report.withdrawals.count).toBe(2)
    expect(report.withdrawals.rate).toBeCloseTo(2 / 7, 6)
    expect(report.withdrawals.byStage).toEqual([
      { stage: 'new', count: 1 },
      { stage: 'interview', count: 1 },
    ])
  })

  it("adds up a company's jobs, and the group's companies", async () => {
    const company = (await getReport(t.db, { ...JANUARY, company: 'hoi-construction' }, EVERY_COMPANY))!
    expect(company.scope.company).toBe('hoi-construction')
    expect(company.applications).toBe(8)
    expect(company.funnel.map((row) => row.reached)).toEqual([8, 6, 4, 3, 3])
    expect(company.sources[0]).toEqual({ source: 'linkedin', applications: 4, hired: 2 })
    expect(company.daysInStage[1]).toMatchObject({ stage: 'reviewing', count: 4, median: 4.5, average: 4.5 })

    const group = (await getReport(t.db, JANUARY, EVERY_COMPANY))!
    expect(group.applications).toBe(9)
    expect(group.funnel.map((row) => row.reached)).toEqual([9, 7, 5, 4, 4])
    expect(group.timeToHire.count).toBe(4)
    expect(group.timeToHire.median).toBeCloseTo(15, 6)
    // The filters intersect: job A is no job of the visa company.
    expect((await getReport(t.db, { ...JANUARY, company: 'hoi-visa', job: jobA }, EVERY_COMPANY))!.applications).toBe(0)
  })

  it("keeps a scoped recruiter to their companies' applications, the talent pool included, and refuses the others (403)", async () => {
    const visa = recruiterOf('hoi-visa')
    const own = (await getReport(t.db, JANUARY, visa))!
    // c1 only: a2's talent-pool consent lets them read it elsewhere, not count it in their report.
    expect(own.applications).toBe(1)
    expect(own.sources).toEqual([{ source: 'indeed', applications: 1, hired: 1 }])
    expect(own.timeToHire).toEqual({ count: 1, median: 10, average: 10 })
    expect((await getReport(t.db, { ...JANUARY, company: 'hoi-visa' }, visa))!.applications).toBe(1)
    expect((await getReport(t.db, { ...JANUARY, job: jobC }, visa))!.applications).toBe(1)
    await expect(getReport(t.db, { ...JANUARY, company: 'hoi-construction' }, visa)).rejects.toMatchObject({ code: 'forbidden' })
    await expect(getReport(t.db, { ...JANUARY, job: jobA }, visa)).rejects.toMatchObject({ code: 'forbidden' })
    // A recruiter of both companies, and an unlimited one, see what an admin sees.
    expect((await getReport(t.db, JANUARY, recruiterOf('hoi-visa', 'hoi-construction')))!.applications).toBe(9)
    expect((await getReport(t.db, JANUARY, { ...visa, companies: null }))!.applications).toBe(9)
  })

  it('answers null for a job that does not exist, and an empty report for a range without applications', async () => {
    expect(await getReport(t.db, { job: '00000000-0000-4000-8000-000000000000' }, EVERY_COMPANY)).toBeNull()
    const empty = (await getReport(t.db, { from: '2024-06-01', to: '2024-06-30' }, EVERY_COMPANY))!
    expect(empty.applications).toBe(0)
    expect(empty.funnel.map((row) => [row.reached, row.share, row.passedOn])).toEqual([
      [0, null, null],
      [0, null, null],
      [0, null, null],
      [0, null, null],
      [0, null, null],
    ])
    expect(empty.timeToHire).toEqual({ count: 0, median: null, average: null })
    expect(empty.sources).toEqual([])
    expect(empty.withdrawals).toEqual({ count: 0, rate: null, byStage: [] })
  })

  it('takes the last 90 days without dates, and a `to` within two years of `from`', async () => {
    const now = new Date('2025-02-10T12:00:00Z')
    expect((await getReport(t.db, {}, EVERY_COMPANY, now))!.scope).toMatchObject({ from: '2024-11-13', to: '2025-02-10' })
    expect((await getReport(t.db, { from: '2020-01-01' }, EVERY_COMPANY, now))!.scope).toMatchObject({
      from: '2020-01-01',
      to: '2021-12-31',
    })
    expect((await getReport(t.db, { to: '2025-01-31' }, EVERY_COMPANY, now))!.scope).toMatchObject({ from: '2024-11-03', to: '2025-01-31' })
  })

  it('writes the CSV in the language asked, every cell safe for a spreadsheet, and names the file after the filters', async () => {
    const report = (await getReport(t.db, { ...JANUARY, job: jobA }, EVERY_COMPANY))!
    const lines = reportCsv(report, 'en').split('\r\n')
    expect(lines[0]).toBe('\uFEFFSection,Item,Measure,Value')
    expect(lines).toContain('Filter,Job,,Şantiye şefi')
    expect(lines).toContain('Filter,From,,2025-01-01')
    expect(lines).toContain('Applications,,Count,7')
    expect(lines).toContain('Applications per stage,Reviewing,Reached,5')
    expect(lines).toContain('Applications per stage,Reviewing,Reached the next stage (%),80.0')
    expect(lines).toContain('Time to hire,,Average days,15.3')
    expect(lines).toContain('Days in stage,Offer,Median days,11.5')
    expect(lines).toContain('Applications per source,Direct / unknown,Applications,1')
    expect(lines).toContain('Withdrawals,Interview,Withdrawals,1')
    const tr = reportCsv(report, 'tr').split('\r\n')
    expect(tr[0]).toBe('\uFEFFBölüm,Kalem,Ölçü,Değer')
    expect(tr).toContain('Aşamalara göre başvurular,İnceleniyor,Ulaşan,5')
    expect(reportFileName(report)).toBe(`report-job-${report.scope.job!.slug}-2025-01-01-2025-01-31.csv`)
    expect(reportFileName({ ...report, scope: { ...report.scope, job: null, company: 'hoi-visa' } })).toBe(
      'report-hoi-visa-2025-01-01-2025-01-31.csv',
    )

    // A source that went around the normalization (docs/product.md §15.2) still cannot run as a formula.
    const formula = { ...report, sources: [{ source: '=HYPERLINK("http://x")', applications: 1, hired: 0 }] }
    expect(reportCsv(formula, 'en')).toContain(`Applications per source,"'=HYPERLINK(""http://x"")",Applications,1`)
  })

  it('refuses garbage with 400, field by field', () => {
    const check = validate(reportSchema)
    const refused = (input: unknown) => {
      try {
        check(input as never)
      } catch (error) {
        return error instanceof AppError && error.code === 'invalid' ? Object.keys(error.fields ?? {}) : ['not a 400']
      }
      return []
    }
    expect(refused({ company: 'hoi-nowhere' })).toEqual(['company'])
    expect(refused({ company: 'x'.repeat(4000) })).toEqual(['company'])
    expect(refused({ job: "' or 1=1 --" })).toEqual(['job'])
    expect(refused({ from: '2025-02-30' })).toEqual(['from'])
    expect(refused({ from: '01.02.2025' })).toEqual(['from'])
    expect(refused({ to: 'x'.repeat(4000) })).toEqual(['to'])
    expect(refused({ from: 20250101 })).toEqual(['from'])
    expect(refused({ from: '2025-02-01', to: '2025-01-31' })).toEqual(['to'])
    expect(refused({ from: '2023-01-01', to: '2025-01-01' })).toEqual(['to'])
    expect(refused(null)).toEqual(['_'])
    expect(refused({ from: '2023-01-01', to: '2024-12-31' })).toEqual([])
    expect(refused({})).toEqual([])
  })

  it('keeps a report until the applications change (decision 053): a new application, a move and a job given to another company show at once', async () => {
    const JUNE = { from: '2025-06-01', to: '2025-06-30' }
    const job = (await createTestJob(t.db, { companyKey: 'hoi-construction' })).id
    const first = await createTestApplication(t.db, job, { createdAt: new Date('2025-06-03T09:00:00Z') })
    expect((await getReport(t.db, JUNE, EVERY_COMPANY))!.applications).toBe(1)

    // A stage event written by hand is no change of the applications: the kept figures answer.
    await t.db
      .insert(applicationStageEvents)
      .values({ applicationId: first.id, fromStatus: 'new', toStatus: 'reviewing', at: new Date('2025-06-04T09:00:00Z') })
    expect((await getReport(t.db, JUNE, EVERY_COMPANY))!.funnel[1]!.reached).toBe(0)

    // A move (which writes its own stage event) is one: the report is computed again.
    await t.db.update(applications).set({ status: 'interview' }).where(eq(applications.id, first.id))
    expect((await getReport(t.db, JUNE, EVERY_COMPANY))!.funnel.map((row) => row.reached)).toEqual([1, 1, 1, 0, 0])

    await createTestApplication(t.db, job, { createdAt: new Date('2025-06-20T09:00:00Z') })
    expect((await getReport(t.db, { ...JUNE, company: 'hoi-construction' }, EVERY_COMPANY))!.applications).toBe(2)

    await t.db.update(jobs).set({ companyKey: 'hoi-visa' }).where(eq(jobs.id, job))
    expect((await getReport(t.db, { ...JUNE, company: 'hoi-construction' }, EVERY_COMPANY))!.applications).toBe(0)
    expect((await getReport(t.db, { ...JUNE, company: 'hoi-visa' }, EVERY_COMPANY))!.applications).toBe(2)
  })
})

function expectClose(actual: Array<number | null>, expected: Array<number | null>) {
  expect(actual.length).toBe(expected.length)
  actual.forEach((value, index) => {
    if (expected[index] === null) expect(value).toBeNull()
    else expect(value).toBeCloseTo(expected[index]!, 6)
  })
}
