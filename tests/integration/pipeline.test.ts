import { asc, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { applications, applicationStageEvents } from '~/db/schema'
import type { Db } from '~/db/client'
import { getApplicant, getPipeline, PIPELINE_COLUMN_CARDS, setApplicantStatus } from '~/features/applications/applications.admin.server'
import { createTestApplication, createTestJob, createTestUser, EVERY_COMPANY } from './factories'
import { describeWithDatabases } from './setup-db'

const eventsOf = (db: Db, id: string) =>
  db
    .select({ from: applicationStageEvents.fromStatus, to: applicationStageEvents.toStatus, actorId: applicationStageEvents.actorId })
    .from(applicationStageEvents)
    .where(eq(applicationStageEvents.applicationId, id))
    .orderBy(asc(applicationStageEvents.at), asc(applicationStageEvents.id))

describeWithDatabases('stage history and the pipeline board (decision 045)', (t) => {
  it('keeps the arrival and every change of status, with the dashboard actor and nothing for the same status', async () => {
    const job = await createTestJob(t.db)
    const hr = await createTestUser(t.db, { role: 'recruiter', name: 'Selin Recruiter' })
    const createdAt = new Date('2026-03-01T09:00:00Z')
    const application = await createTestApplication(t.db, job.id, { createdAt })
    expect(application.stageChangedAt.toISOString()).toBe(createdAt.toISOString())
    expect(await eventsOf(t.db, application.id)).toEqual([{ from: null, to: 'new', actorId: null }])

    await setApplicantStatus(t.db, { id: application.id, status: 'reviewing' }, hr)
    await setApplicantStatus(t.db, { id: application.id, status: 'reviewing' }, hr)
    // Any other writer is recorded too; the actor named for the dashboard's change does not carry over.
    await t.db.update(applications).set({ status: 'withdrawn' }).where(eq(applications.id, application.id))
    expect(await eventsOf(t.db, application.id)).toEqual([
      { from: null, to: 'new', actorId: null },
      { from: 'new', to: 'reviewing', actorId: hr.id },
      { from: 'reviewing', to: 'withdrawn', actorId: null },
    ])

    const detail = await getApplicant(t.db, { id: application.id }, EVERY_COMPANY)
    expect(detail!.stageHistory.map((event) => [event.from, event.to, event.actorName])).toEqual([
      ['reviewing', 'withdrawn', null],
      ['new', 'reviewing', 'Selin Recruiter'],
      [null, 'new', null],
    ])
    expect(detail!.daysInStage).toBe(0)
    expect(Date.now() - new Date(detail!.stageChangedAt).getTime()).toBeLessThan(60_000)
  })

  it('counts whole days in the stage', async () => {
    const job = await createTestJob(t.db)
    const application = await createTestApplication(t.db, job.id)
    const now = new Date('2026-03-10T12:00:00Z')
    await t.db
      .update(applications)
      .set({ stageChangedAt: new Date('2026-03-07T13:00:00Z') })
      .where(eq(applications.id, application.id))
    expect((await getApplicant(t.db, { id: application.id }, EVERY_COMPANY, now))!.daysInStage).toBe(2)
    const board = await getPipeline(t.db, { id: job.id }, EVERY_COMPANY, now)
    expect(board!.columns.find((column) => column.status === 'new')!.cards[0]!.daysInStage).toBe(2)
  })

  it('shows every stage with its count and its latest cards, the last moved first', async () => {
    const job = await createTestJob(t.db, { title: { tr: 'Pano ilanı', en: 'Board job' } })
    const other = await createTestJob(t.db)
    const hr = await createTestUser(t.db, { role: 'recruiter' })
    const first = await createTestApplication(t.db, job.id, { fullName: 'Ada', createdAt: new Date('2026-03-01T09:00:00Z') })
    const second = await createTestApplication(t.db, job.id, { fullName: 'Grace', createdAt: new Date('2026-03-02T09:00:00Z') })
    await createTestApplication(t.db, job.id, { fullName: 'Alan', createdAt: new Date('2026-03-03T09:00:00Z'), knockedOut: true })
    await createTestApplication(t.db, other.id, { fullName: 'Elsewhere' })
    await setApplicantStatus(t.db, { id: second.id, status: 'interview' }, hr)
    await setApplicantStatus(t.db, { id: first.id, status: 'interview' }, hr)

    const board = await getPipeline(t.db, { id: job.id }, EVERY_COMPANY)
    expect(board!.job).toEqual({ id: job.id, title: 'Pano ilanı', status: job.status })
    expect(board!.columns.map((column) => [column.status, column.count, column.cards.map((card) => card.fullName)])).toEqual([
      ['new', 1, ['Alan']],
      ['reviewing', 0, []],
      ['interview', 2, ['Ada', 'Grace']],
      ['offer', 0, []],
      ['hired', 0, []],
      ['rejected', 0, []],
      ['withdrawn', 0, []],
    ])
    const alan = board!.columns[0]!.cards[0]!
    expect(alan).toMatchObject({ knockedOut: true, createdAt: '2026-03-03T09:00:00.000Z', stageChangedAt: '2026-03-03T09:00:00.000Z' })
    expect(await getPipeline(t.db, { id: '00000000-0000-4000-8000-000000000000' }, EVERY_COMPANY)).toBeNull()
  })

  it(`shows at most ${PIPELINE_COLUMN_CARDS} cards a column and counts them all`, async () => {
    const job = await createTestJob(t.db)
    for (let index = 0; index <= PIPELINE_COLUMN_CARDS; index++) {
      await createTestApplication(t.db, job.id, { fullName: `Candidate ${index}`, createdAt: new Date(Date.UTC(2026, 2, 1, 0, index)) })
    }
    const column = (await getPipeline(t.db, { id: job.id }, EVERY_COMPANY))!.columns[0]!
    expect(column.count).toBe(PIPELINE_COLUMN_CARDS + 1)
    expect(column.cards).toHaveLength(PIPELINE_COLUMN_CARDS)
    expect(column.cards[0]!.fullName).toBe(`Candidate ${PIPELINE_COLUMN_CARDS}`)
  })
})
