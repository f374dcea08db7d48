import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { auditEvents, contents, jobs, publishSchedules, tasks } from '~/db/schema'
import { authorize } from '~/features/auth/auth.server'
import {
  cancelContentSchedule,
  getContentForEdit,
  listContentsForAdmin,
  saveContentSchedule,
  setContentStatus,
} from '~/features/contents/contents.admin.server'
import { contentListSchema, setContentStatusSchema } from '~/features/contents/contents.schemas'
import { getContentVersions } from '~/features/contents/contents.server'
import { getJobForEdit, saveJobSchedule } from '~/features/jobs/jobs.admin.server'
import { jobIdSchema } from '~/features/jobs/jobs.schemas'
import type { AccessArea } from '~/lib/access'
import type { UserRole } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { cancelScheduleSchema, saveScheduleSchema } from '~/lib/publish-schedule'
import { pageCache } from '~/lib/server/page-cache'
import { scheduledStepTask } from '~/lib/server/scheduled-publishing'
import { runDueTasks } from '~/lib/server/task-queue'
import { wallClock } from '~/lib/time-zone'
import { validate } from '~/lib/validate'
import { createTestContent } from './content-factories'
import { callAs, createTestJob, createTestSession, createTestUser, type ServerHandler, signInEachRole } from './factories'
import { describeWithDatabases } from './setup-db'

/** `YYYY-MM-DDTHH:mm` of `at` on the wall clock of `timeZone`: what the schedule form sends. */
const wall = (at: Date, timeZone: string) => {
  const { date, time } = wallClock(at, timeZone)
  return `${date}T${time}`
}
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000)

describeWithDatabases('scheduled publishing', (t) => {
  const tokens = {} as Record<UserRole, string>
  const users = {} as Record<UserRole, string>

  beforeAll(async () => {
    await signInEachRole(t.db, { tokens, ids: users })
  })

  const call = <S extends z.ZodType, R>(role: UserRole, area: AccessArea, schema: S, input: z.input<S>, handler: ServerHandler<S, R>) =>
    callAs(t.db, tokens[role], area, schema, input, handler)

  const scheduleArticle = (input: z.input<typeof saveScheduleSchema>, role: UserRole = 'editor') =>
    call(role, 'contents', saveScheduleSchema, input, saveContentSchedule)
  const cancelArticle = (input: z.input<typeof cancelScheduleSchema>) =>
    call('editor', 'contents', cancelScheduleSchema, input, cancelContentSchedule)

  /** Two workers at once, each running due steps until none is left, as two instances would. */
  async function runDueStepsOnTwoWorkers() {
    await t.db
      .update(tasks)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(tasks.name, 'publish.scheduled'))
    const worker = async () => {
      while ((await runDueTasks(t.db, [scheduledStepTask])).claimed > 0) {
        // until nothing is due
      }
    }
    await Promise.all([worker(), worker()])
  }

  const auditOf = async (entityId: string) =>
    (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId))).map((event) => ({
      action: event.action,
      summary: event.summary,
    }))

  it('keeps a publish time given in Istanbul as its instant, and shows it on the edit page and in the list', async () => {
    const article = await createTestContent(t.db, { status: 'draft', publishedAt: null, title: 'Planlı duyuru' })
    const { items } = await scheduleArticle({ id: article.id, action: 'publish', at: '2099-03-01T10:00', timeZone: 'Europe/Istanbul' })
    // 10:00 in Istanbul (UTC+3) is 07:00 UTC.
    expect(items).toEqual([{ action: 'publish', runAt: '2099-03-01T07:00:00.000Z', timeZone: 'Europe/Istanbul' }])
    expect((await getContentForEdit(t.db, { id: article.id })).schedules).toEqual(items)
    const list = await listContentsForAdmin(t.db, contentListSchema.parse({ q: 'Planlı duyuru' }))
    expect(list.items.map((row) => row.schedules)).toEqual([items])
    expect(await auditOf(article.id)).toEqual([
      { action: 'content.schedule', summary: { action: 'publish', runAt: '2099-03-01T07:00:00.000Z', timeZone: 'Europe/Istanbul' } },
    ])
  })

  it('refuses a time in the past, a malformed one, an unknown zone, a step the status does not allow, and the wrong order', async () => {
    const draft = await createTestContent(t.db, { status: 'draft', publishedAt: null })
    const fieldOf = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (failure: unknown) => failure,
      )
      expect(error).toBeInstanceOf(AppError)
      return { code: (error as AppError).code, fields: (error as AppError).fields }
    }
    expect(
      await fieldOf(
        scheduleArticle({ id: draft.id, action: 'publish', at: wall(inHours(-1), 'Europe/Istanbul'), timeZone: 'Europe/Istanbul' }),
      ),
    ).toEqual({
      code: 'invalid',
      fields: { at: 'validation.futureTime' },
    })
    expect(
      await fieldOf(scheduleArticle({ id: draft.id, action: 'publish', at: '2099-02-30T25:00', timeZone: 'Europe/Istanbul' })),
    ).toMatchObject({
      code: 'invalid',
    })
    expect(
      await fieldOf(
        scheduleArticle({ id: draft.id, action: 'publish', at: '2099-03-01T10:00', timeZone: 'America/New_York' as 'Asia/Dubai' }),
      ),
    ).toEqual({ code: 'invalid', fields: { timeZone: 'validation.invalidOption' } })
    // A draft with no publish to come cannot be unpublished; a live one cannot be published again.
    expect(
      await fieldOf(scheduleArticle({ id: draft.id, action: 'unpublish', at: '2099-03-01T10:00', timeZone: 'Asia/Dubai' })),
    ).toMatchObject({
      code: 'invalid_transition',
    })
    const live = await createTestContent(t.db)
    expect(
      await fieldOf(scheduleArticle({ id: live.id, action: 'publish', at: '2099-03-01T10:00', timeZone: 'Asia/Dubai' })),
    ).toMatchObject({
      code: 'invalid_transition',
    })
    // With a publish to come, the unpublish must follow it.
    await scheduleArticle({ id: draft.id, action: 'publish', at: '2099-03-01T10:00', timeZone: 'Europe/Istanbul' })
    expect(
      await fieldOf(scheduleArticle({ id: draft.id, action: 'unpublish', at: '2099-03-01T10:00', timeZone: 'Europe/Istanbul' })),
    ).toEqual({
      code: 'invalid',
      fields: { at: 'validation.unpublishAfterPublish' },
    })
    expect(
      await fieldOf(scheduleArticle({ id: crypto.randomUUID(), action: 'publish', at: '2099-03-01T10:00', timeZone: 'Asia/Dubai' })),
    ).toMatchObject({
      code: 'not_found',
    })
    // A recruiter has no access to articles.
    await expect(
      scheduleArticle({ id: draft.id, action: 'publish', at: '2099-03-01T10:00', timeZone: 'Asia/Dubai' }, 'recruiter'),
    ).rejects.toMatchObject({
      code: 'forbidden',
    })
    expect(await t.db.select().from(publishSchedules).where(eq(publishSchedules.entityId, draft.id))).toHaveLength(1)
  })

  it('publishes a draft at its time once with two workers at once, and the public pages follow', async () => {
    const article = await createTestContent(t.db, { status: 'draft', publishedAt: null })
    await scheduleArticle({ id: article.id, action: 'publish', at: wall(inHours(2), 'Asia/Dubai'), timeZone: 'Asia/Dubai' })
    expect(await getContentVersions(t.db, 'tr', article.slug)).toBeNull()
    const invalidate = vi.spyOn(pageCache(), 'invalidate')
    await runDueStepsOnTwoWorkers()
    const [row] = await t.db.select().from(contents).where(eq(contents.id, article.id))
    expect(row).toMatchObject({ status: 'active' })
    expect(row!.publishedAt).not.toBeNull()
    expect((await getContentVersions(t.db, 'tr', article.slug))?.requested?.id).toBe(article.id)
    expect(invalidate).toHaveBeenCalled()
    invalidate.mockRestore()
    // Once: one status change, written as the editor who scheduled it, and the step is gone.
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, article.id), eq(auditEvents.action, 'content.status')))
    expect(events.map((event) => [event.actorId, event.summary])).toEqual([
      [users.editor, { from: 'draft', to: 'active', scheduled: 'publish' }],
    ])
    expect((await getContentForEdit(t.db, { id: article.id })).schedules).toEqual([])
  })

  it('does nothing at the time of a cancelled or replaced step', async () => {
    const article = await createTestContent(t.db, { status: 'draft', publishedAt: null })
    await scheduleArticle({ id: article.id, action: 'publish', at: '2099-01-01T09:00', timeZone: 'Europe/Istanbul' })
    // Given a new time, the step has one row, and the first time's task finds nothing to do.
    const { items } = await scheduleArticle({ id: article.id, action: 'publish', at: '2099-06-01T09:00', timeZone: 'Europe/Istanbul' })
    expect(items).toEqual([{ action: 'publish', runAt: '2099-06-01T06:00:00.000Z', timeZone: 'Europe/Istanbul' }])
    expect(await cancelArticle({ id: article.id, action: 'publish' })).toEqual({ items: [] })
    await expect(cancelArticle({ id: article.id, action: 'publish' })).rejects.toMatchObject({ code: 'not_found' })
    await runDueStepsOnTwoWorkers()
    expect((await t.db.select().from(contents).where(eq(contents.id, article.id)))[0]).toMatchObject({ status: 'draft' })
    expect((await auditOf(article.id)).map((event) => event.action)).toEqual(['content.schedule', 'content.schedule', 'content.unschedule'])
  })

  it('drops the steps a status change by hand makes pointless', async () => {
    const article = await createTestContent(t.db, { status: 'draft', publishedAt: null })
    await scheduleArticle({ id: article.id, action: 'publish', at: '2099-01-01T09:00', timeZone: 'Europe/Istanbul' })
    await scheduleArticle({ id: article.id, action: 'unpublish', at: '2099-02-01T09:00', timeZone: 'Europe/Istanbul' })
    // Published by hand: the publish step goes, the unpublish stays.
    await call('editor', 'contents', setContentStatusSchema, { id: article.id, status: 'active' }, setContentStatus)
    expect((await getContentForEdit(t.db, { id: article.id })).schedules.map((item) => item.action)).toEqual(['unpublish'])
    // Taken off the site by hand: nothing is left to unpublish.
    await call('editor', 'contents', setContentStatusSchema, { id: article.id, status: 'draft' }, setContentStatus)
    expect((await getContentForEdit(t.db, { id: article.id })).schedules).toEqual([])
  })

  it('closes a job at its unpublish time, given in Dubai, and keeps its page marked closed', async () => {
    const job = await createTestJob(t.db, { status: 'active', companyKey: 'hoi-tech' })
    const { items } = await call(
      'recruiter',
      'jobs',
      saveScheduleSchema,
      { id: job.id, action: 'unpublish', at: wall(inHours(3), 'Asia/Dubai'), timeZone: 'Asia/Dubai' },
      saveJobSchedule,
    )
    expect(items.map((item) => [item.action, item.timeZone])).toEqual([['unpublish', 'Asia/Dubai']])
    const recruiter = (await authorize(t.db, tokens.recruiter, 'jobs')).user
    expect((await getJobForEdit(t.db, validate(jobIdSchema)({ id: job.id }), recruiter)).schedules).toEqual(items)
    // A recruiter of other companies may not schedule it.
    const outsider = await createTestUser(t.db, { role: 'recruiter', companies: ['hoi-travel'] })
    const outsiderActor = (await authorize(t.db, await createTestSession(t.db, outsider.id), 'jobs')).user
    await expect(
      saveJobSchedule(
        t.db,
        validate(saveScheduleSchema)({ id: job.id, action: 'unpublish', at: '2099-01-01T10:00', timeZone: 'Asia/Dubai' }),
        outsiderActor,
      ),
    ).rejects.toMatchObject({ code: 'forbidden' })
    await runDueStepsOnTwoWorkers()
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({ status: 'closed' })
  })
})
