import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { applications, auditEvents, interviewInterviewers, interviews, scorecards } from '~/db/schema'
import { getApplicationScorecards, saveScorecard } from '~/features/scorecards/scorecards.admin.server'
import { type SaveScorecardInput, saveScorecardSchema } from '~/features/scorecards/scorecards.schemas'
import { AppError } from '~/lib/errors'
import type { ScopedActor } from '~/lib/session'
import { validate } from '~/lib/validate'
import { createTestApplication, createTestJob, createTestUser, type TestUser } from './factories'
import { describeWithDatabases, rowsOf, type TestDatabase } from './setup-db'

// docs/product.md §16.4, decision 050: who reads which scorecard, who writes one, company scope.

beforeAll(() => {
  process.env.LOG_LEVEL ??= 'silent'
})

const actorOf = (user: TestUser): ScopedActor => ({ id: user.id, role: user.role, companies: user.companies })

/** An interview of `applicationId` with these interviewers, straight into its tables. */
async function createInterview(
  t: TestDatabase,
  applicationId: string,
  interviewers: TestUser[],
  status: 'scheduled' | 'cancelled' = 'scheduled',
) {
  const [row] = await t.db
    .insert(interviews)
    .values({
      applicationId,
      startsAt: new Date(Date.now() + 2 * 86_400_000),
      timeZone: 'Europe/Istanbul',
      durationMinutes: 45,
      uid: `${randomUUID()}@test.example`,
      status,
    })
    .returning({ id: interviews.id })
  if (interviewers.length)
    await t.db.insert(interviewInterviewers).values(interviewers.map((person) => ({ interviewId: row!.id, userId: person.id })))
  return row!.id
}

/** The form's values as the server function takes them (through the shared schema). */
const card = (interviewId: string, submit: boolean, extra: Partial<SaveScorecardInput> = {}) =>
  validate(saveScorecardSchema)({
    interviewId,
    roleSkills: 4,
    communication: 5,
    problemSolving: 3,
    cultureValues: 4,
    recommendation: 'yes',
    notes: 'Clear answers on triage.',
    submit,
    ...extra,
  })

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(AppError)
  return (error as AppError).code
}

async function setUp(t: TestDatabase, companyKey = 'hoi-tech') {
  const job = await createTestJob(t.db, { companyKey })
  const application = await createTestApplication(t.db, job.id)
  const [first, second] = [
    await createTestUser(t.db, { role: 'recruiter', name: 'A First' }),
    await createTestUser(t.db, { role: 'recruiter', name: 'B Second' }),
  ]
  const third = await createTestUser(t.db, { role: 'admin', name: 'C Third' })
  const hr = await createTestUser(t.db, { role: 'recruiter', name: 'HR Reader' })
  const interviewId = await createInterview(t, application.id, [first!, second!, third])
  return { job, application, first: first!, second: second!, third, hr, interviewId }
}

const viewOf = async (t: TestDatabase, applicationId: string, user: TestUser) => {
  const section = await getApplicationScorecards(t.db, { applicationId }, actorOf(user))
  return section.interviews[0]!
}

describeWithDatabases('scorecards', (t) => {
  it('scorecard visibility: own draft only to its author; the others once one has submitted; HR the submitted ones; no draft to anyone else', async () => {
    const { application, first, second, third, hr, interviewId } = await setUp(t)

    await saveScorecard(t.db, card(interviewId, false, { recommendation: null, cultureValues: null }), actorOf(first))
    const firstDraft = await viewOf(t, application.id, first)
    expect(firstDraft).toMatchObject({ isInterviewer: true, withheld: 0, submitted: [] })
    expect(firstDraft.own).toMatchObject({
      interviewerId: first.id,
      submittedAt: null,
      recommendation: null,
      cultureValues: null,
      roleSkills: 4,
    })
    for (const other of [second, third, hr]) {
      const view = await viewOf(t, application.id, other)
      expect(view.own).toBeNull()
      expect(view.submitted).toEqual([])
      expect(view.withheld).toBe(0)
      expect(JSON.stringify(view)).not.toContain('Clear answers')
    }

    await saveScorecard(t.db, card(interviewId, true, { recommendation: 'strong_yes' }), actorOf(first))
    // B has not submitted: A's card is held back, counted but not shown.
    const secondBefore = await viewOf(t, application.id, second)
    expect(secondBefore).toMatchObject({ isInterviewer: true, own: null, submitted: [], withheld: 1 })
    expect(JSON.stringify(secondBefore)).not.toContain('Clear answers')
    expect(secondBefore.interviewers.map((person) => [person.name, person.submitted])).toEqual([
      ['A First', true],
      ['B Second', false],
      ['C Third', false],
    ])
    // A sees their own submitted card; HR (no interviewer) sees it too.
    expect((await viewOf(t, application.id, first)).submitted.map((item) => item.interviewerId)).toEqual([first.id])
    const hrView = await viewOf(t, application.id, hr)
    expect(hrView).toMatchObject({ isInterviewer: false, own: null, withheld: 0 })
    expect(hrView.submitted).toEqual([
      expect.objectContaining({ interviewerId: first.id, recommendation: 'strong_yes', roleSkills: 4, notes: 'Clear answers on triage.' }),
    ])

    // B keeps a draft: still held back; B's draft reaches nobody else.
    await saveScorecard(t.db, card(interviewId, false, { notes: 'B draft words', recommendation: 'no' }), actorOf(second))
    expect(await viewOf(t, application.id, second)).toMatchObject({ submitted: [], withheld: 1 })
    for (const other of [first, third, hr]) expect(JSON.stringify(await viewOf(t, application.id, other))).not.toContain('B draft words')

    await saveScorecard(t.db, card(interviewId, true, { notes: 'B final', recommendation: 'no' }), actorOf(second))
    const secondAfter = await viewOf(t, application.id, second)
    expect(secondAfter.withheld).toBe(0)
    expect(secondAfter.submitted.map((item) => [item.interviewerId, item.recommendation])).toEqual([
      [first.id, 'strong_yes'],
      [second.id, 'no'],
    ])
    // C, the third interviewer, still has to submit first.
    expect(await viewOf(t, application.id, third)).toMatchObject({ submitted: [], withheld: 2 })
    expect((await viewOf(t, application.id, hr)).submitted).toHaveLength(2)

    // Each write has its audit event, on the application (the activity list's company scope).
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'application'), eq(auditEvents.entityId, application.id)))
    expect(audit.map((event) => event.action).sort()).toEqual(['scorecard.save', 'scorecard.save', 'scorecard.submit', 'scorecard.submit'])
    expect(audit.find((event) => event.action === 'scorecard.submit' && event.actorId === first.id)!.summary).toMatchObject({
      interviewId,
      recommendation: 'strong_yes',
    })
    expect(JSON.stringify(audit)).not.toContain('Clear answers')
  })

  it('writes: only the interviewer themselves (403), not on a cancelled interview (409), a submitted card is final (409), a submission is whole (400)', async () => {
    const { application, first, hr, third, interviewId } = await setUp(t)
    expect(await codeOf(saveScorecard(t.db, card(interviewId, true), actorOf(hr)))).toBe('forbidden')
    expect(await codeOf(saveScorecard(t.db, card(randomUUID(), true), actorOf(first)))).toBe('not_found')

    await saveScorecard(t.db, card(interviewId, true), actorOf(first))
    expect(await codeOf(saveScorecard(t.db, card(interviewId, false, { notes: 'changed my mind' }), actorOf(first)))).toBe('conflict')
    expect(await codeOf(saveScorecard(t.db, card(interviewId, true, { recommendation: 'no' }), actorOf(first)))).toBe('conflict')
    const [row] = await t.db
      .select()
      .from(scorecards)
      .where(and(eq(scorecards.interviewId, interviewId), eq(scorecards.interviewerId, first.id)))
    expect(row).toMatchObject({ recommendation: 'yes', notes: 'Clear answers on triage.' })

    const cancelled = await createInterview(t, application.id, [first, third], 'cancelled')
    expect(await codeOf(saveScorecard(t.db, card(cancelled, false), actorOf(third)))).toBe('conflict')

    // A submission without every rating and the recommendation is refused on those fields.
    let refusal: AppError | undefined
    try {
      card(interviewId, true, { communication: null, recommendation: null })
    } catch (error) {
      refusal = error as AppError
    }
    expect(refusal?.code).toBe('invalid')
    expect(refusal?.fields).toEqual({ communication: 'validation.required', recommendation: 'validation.required' })
  })

  it('company scope: a recruiter limited to other companies can neither read nor write the scorecards of an application (403)', async () => {
    const { application, first, interviewId } = await setUp(t, 'hoi-travel')
    const elsewhere = await createTestUser(t.db, { role: 'recruiter', companies: ['hoi-tech'] })
    const own = await createTestUser(t.db, { role: 'recruiter', companies: ['hoi-travel'] })
    // Both are interviewers of it (an admin may have chosen them); the scope still decides.
    await t.db.insert(interviewInterviewers).values([
      { interviewId, userId: elsewhere.id },
      { interviewId, userId: own.id },
    ])
    await saveScorecard(t.db, card(interviewId, true), actorOf(first))
    expect(await codeOf(getApplicationScorecards(t.db, { applicationId: application.id }, actorOf(elsewhere)))).toBe('forbidden')
    expect(await codeOf(saveScorecard(t.db, card(interviewId, true), actorOf(elsewhere)))).toBe('forbidden')
    expect(await t.db.select().from(scorecards).where(eq(scorecards.interviewerId, elsewhere.id))).toEqual([])

    await saveScorecard(t.db, card(interviewId, true, { recommendation: 'strong_no' }), actorOf(own))
    expect((await getApplicationScorecards(t.db, { applicationId: application.id }, actorOf(own))).interviews[0]!.submitted).toHaveLength(2)
  })

  describe('garbage input', () => {
    const garbage: [string, unknown][] = [
      ['nothing', undefined],
      ['null', null],
      ['an array', []],
      ['a string', 'scorecard'],
      ['no interview', { interviewId: undefined }],
      ['an interview id that is no uuid', { interviewId: "1' or 1=1 --", submit: false, notes: '' }],
      ['a rating of 0', { roleSkills: 0 }],
      ['a rating of 6', { communication: 6 }],
      ['a rating of 2.5', { problemSolving: 2.5 }],
      ['a rating as text', { cultureValues: '4' }],
      ['a rating as an object', { roleSkills: { $gt: 0 } }],
      ['an unknown recommendation', { recommendation: 'maybe' }],
      ['notes too long', { notes: 'x'.repeat(2001) }],
      ['notes with a control character', { notes: 'a\u0000b' }],
      ['notes with a lone surrogate', { notes: 'a\ud800b' }],
      ['notes of a huge string', { notes: 'x'.repeat(100_000) }],
      ['submit as text', { submit: 'true' }],
      ['no submit', { submit: undefined }],
    ]
    const base = {
      interviewId: randomUUID(),
      roleSkills: 4,
      communication: 4,
      problemSolving: 4,
      cultureValues: 4,
      recommendation: 'yes',
      notes: '',
      submit: true,
    }
    it.each(garbage)('refuses %s with 400 invalid, before any database work', (_, value) => {
      const input = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...base, ...value } : value
      let thrown: unknown
      try {
        validate(saveScorecardSchema)(input as SaveScorecardInput)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(AppError)
      expect((thrown as AppError).code).toBe('invalid')
    })

    it('the table refuses what the schema refuses: a rating out of 1–5, a submission without its ratings, notes over 2000', async () => {
      const { application, first } = await setUp(t)
      const interviewId = await createInterview(t, application.id, [first])
      const insert = (values: Partial<typeof scorecards.$inferInsert>) =>
        t.db
          .insert(scorecards)
          .values({ interviewId, interviewerId: first.id, ...values })
          .then(
            () => 'stored',
            () => 'refused',
          )
      expect(await insert({ roleSkills: 6 })).toBe('refused')
      expect(await insert({ cultureValues: 0 })).toBe('refused')
      expect(await insert({ submittedAt: new Date(), roleSkills: 3 })).toBe('refused')
      expect(await insert({ notes: 'x'.repeat(2001) })).toBe('refused')
      expect(await insert({ roleSkills: 5 })).toBe('stored')
    })
  })

  it('leaves with its interview and application; reads an interview’s cards through the unique index', async () => {
    const { application, first, interviewId } = await setUp(t)
    await saveScorecard(t.db, card(interviewId, true), actorOf(first))
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const rows = rowsOf<Record<string, string>>(
        await tx.execute(
          sql`explain select * from scorecards where interview_id in (${interviewId}::uuid) and (submitted_at is not null or interviewer_id = ${first.id}::uuid)`,
        ),
      )
      return rows.map((row) => Object.values(row)[0]).join('\n')
    })
    expect(plan).toMatch(/scorecards_interview_interviewer_key/)
    await t.db.delete(applications).where(eq(applications.id, application.id))
    expect(await t.db.select().from(scorecards).where(eq(scorecards.interviewId, interviewId))).toEqual([])
  })
})
