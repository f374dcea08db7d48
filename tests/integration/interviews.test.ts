import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, inArray, sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { applications, auditEvents, interviewInterviewers, interviews, mailOutbox, tasks } from '~/db/schema'
import { deleteApplicant } from '~/features/applications/applications.admin.server'
import { getOverview } from '~/features/dashboard/dashboard.admin.server'
import { cancelInterview, getApplicationInterviews, saveInterview } from '~/features/interviews/interviews.admin.server'
import { interviewsAhead, interviewsForExport, upcomingInterviewsOf } from '~/features/interviews/interviews.api.server'
import { saveInterviewSchema } from '~/features/interviews/interviews.schemas'
import { AppError } from '~/lib/errors'
import { deliverDueMail } from '~/lib/server/mail'
import type { FileStorage } from '~/lib/server/storage/storage'
import { wallClock } from '~/lib/time-zone'
import { createTestApplication, createTestJob, createTestUser, testEnv } from './factories'
import { describeWithDatabases, rowsOf, type TestDatabase } from './setup-db'

let dataDir: string

beforeAll(async () => {
  process.env.LOG_LEVEL ??= 'silent'
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-interviews-'))
})

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true })
})

const DAY_MS = 86_400_000
const noStorage: FileStorage = { remove: async () => {} } as unknown as FileStorage

/** The schedule form's values for a time `days` from now, in `timeZone`, as HR types them. */
function formFor(applicationId: string, days: number, extra: Partial<Record<string, unknown>> = {}) {
  const timeZone = (extra.timeZone as string | undefined) ?? 'Europe/Istanbul'
  const { date } = wallClock(new Date(Date.now() + days * DAY_MS), timeZone)
  return saveInterviewSchema.parse({
    applicationId,
    startsAt: `${date}T10:30`,
    timeZone,
    durationMinutes: 45,
    location: 'Levent, Kat 3; Toplantı odası "Boğaz"',
    videoUrl: 'https://meet.example.com/abc-defg-hij',
    interviewerIds: [],
    ...extra,
  })
}

async function setUp(t: TestDatabase, language: 'tr' | 'en' = 'en') {
  const job = await createTestJob(t.db, { title: { tr: 'Hemşire', en: 'Nurse' } })
  const application = await createTestApplication(t.db, job.id, { language, fullName: 'Ayşe Yılmaz' })
  const recruiter = await createTestUser(t.db, { role: 'recruiter', name: 'Deniz Kaya' })
  const admin = await createTestUser(t.db, { role: 'admin', name: 'Ece Aydın' })
  return { job, application, recruiter, admin, actor: { id: recruiter.id, role: recruiter.role, companies: null } }
}

const mailsOf = (t: TestDatabase, interviewId: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.interviewId, interviewId)).orderBy(mailOutbox.createdAt, mailOutbox.to)

/** The invitation as a calendar reads it: METHOD, UID, SEQUENCE, DTSTART's TZID and instant, STATUS, attendees. */
function readInvitation(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content))
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!)
  const vevent = calendar.getFirstSubcomponent('vevent')!
  const event = new ICAL.Event(vevent)
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue('status'),
    summary: event.summary,
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).replace('mailto:', '')).sort(),
  }
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describeWithDatabases('interviews', (t) => {
  it('schedules: one REQUEST per attendee in one transaction with its audit event, each a valid iCalendar with the same UID', async () => {
    const { application, recruiter, admin, actor } = await setUp(t)
    const input = formFor(application.id, 3, { interviewerIds: [recruiter.id, admin.id] })
    const { id } = await saveInterview(t.db, input, actor)
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, id))
    expect(row).toMatchObject({ status: 'scheduled', sequence: 0, timeZone: 'Europe/Istanbul', durationMinutes: 45 })
    expect(row!.uid).toMatch(/^[0-9a-f-]{36}@[a-z0-9.-]+$/)
    expect(wallClock(row!.startsAt, 'Europe/Istanbul').time).toBe('10:30')

    const mails = await mailsOf(t, id)
    expect(mails.map((mail) => mail.to).sort()).toEqual([admin.email, application.email, recruiter.email].sort())
    for (const mail of mails) {
      expect(mail.applicationId).toBe(application.id)
      expect(mail.icalEvent).toMatchObject({ method: 'REQUEST', sequence: 0 })
      const ics = readInvitation(mail.icalEvent!.content)
      expect(ics).toMatchObject({ method: 'REQUEST', uid: row!.uid, sequence: 0, tzid: 'Europe/Istanbul', status: 'CONFIRMED' })
      expect(ics.start).toBe(row!.startsAt.toISOString())
      expect(ics.attendees).toEqual([admin.email, application.email, recruiter.email].sort())
    }
    // The candidate's mail and event in the application's language, the interviewers' in Turkish.
    expect(readInvitation(mails.find((mail) => mail.to === application.email)!.icalEvent!.content).summary).toBe('Interview: Nurse')
    expect(readInvitation(mails.find((mail) => mail.to === recruiter.email)!.icalEvent!.content).summary).toBe('Mülakat: Hemşire')
    expect(mails.find((mail) => mail.to === application.email)!.subject).toBe('Interview invitation: Nurse')
    expect(mails.find((mail) => mail.to === recruiter.email)!.subject).toBe('Mülakat: Ayşe Yılmaz — Hemşire')
    expect(mails.find((mail) => mail.to === application.email)!.text).toContain('Europe/Istanbul (GMT+3)')
    const sendTasks = await t.db
      .select()
      .from(tasks)
      .where(
        inArray(
          tasks.key,
          mails.map((mail) => `mail:${mail.id}`),
        ),
      )
    expect(sendTasks).toHaveLength(3)
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'interview'), eq(auditEvents.entityId, id)))
    expect(audit).toMatchObject({ action: 'interview.schedule', actorId: recruiter.id })

    const section = await getApplicationInterviews(t.db, { applicationId: application.id }, actor)
    expect(section!.interviews[0]).toMatchObject({ id, invitation: { state: 'queued', count: 3 } })
    expect(section!.interviews[0]!.interviewers.map((person) => person.id).sort()).toEqual([recruiter.id, admin.id].sort())
  })

  it('hands the invitation to the mailer: the .eml has a text/calendar part with METHOD:REQUEST, and the row reads "sent"', async () => {
    const { application, actor } = await setUp(t)
    const { id } = await saveInterview(t.db, formFor(application.id, 2), actor)
    // Only this test's messages are due: the others were queued by earlier tests and are sent here too, harmlessly.
    await deliverDueMail(t.db, testEnv(dataDir))
    const [mail] = await mailsOf(t, id)
    expect(mail!.status).toBe('sent')
    const eml = await fs.readFile(path.join(dataDir, 'outbox', `${mail!.id}.eml`), 'utf8')
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i)
    const parts = [
      ...eml.matchAll(/Content-Type: (?:text\/calendar|application\/ics)[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n(?:\r?\n|--)/g),
    ]
    expect(parts.length).toBeGreaterThan(0)
    const decoded = Buffer.from(parts.at(-1)![1]!.replace(/\s+/g, ''), 'base64').toString('utf8')
    expect(decoded).toContain('METHOD:REQUEST')
    expect(readInvitation(decoded).uid).toBe((await t.db.select().from(interviews).where(eq(interviews.id, id)))[0]!.uid)
    const section = await getApplicationInterviews(t.db, { applicationId: application.id }, actor)
    expect(section!.interviews[0]!.invitation).toEqual({ state: 'sent', count: 1 })
  })

  it('reschedules with the same UID and SEQUENCE+1 to everyone, and a CANCEL to the interviewer taken off', async () => {
    const { application, recruiter, admin, actor } = await setUp(t, 'tr')
    const { id } = await saveInterview(t.db, formFor(application.id, 3, { interviewerIds: [recruiter.id, admin.id] }), actor)
    const [before] = await t.db.select().from(interviews).where(eq(interviews.id, id))
    await saveInterview(t.db, { ...formFor(application.id, 4, { timeZone: 'Asia/Dubai', interviewerIds: [recruiter.id] }), id }, actor)
    const [after] = await t.db.select().from(interviews).where(eq(interviews.id, id))
    expect(after).toMatchObject({ uid: before!.uid, sequence: 1, timeZone: 'Asia/Dubai' })
    const revision = (await mailsOf(t, id)).filter((mail) => mail.icalEvent!.sequence === 1)
    const byAddress = Object.fromEntries(revision.map((mail) => [mail.to, readInvitation(mail.icalEvent!.content)]))
    expect(Object.keys(byAddress).sort()).toEqual([admin.email, application.email, recruiter.email].sort())
    expect(byAddress[application.email]).toMatchObject({ method: 'REQUEST', uid: before!.uid, sequence: 1, tzid: 'Asia/Dubai' })
    expect(byAddress[recruiter.email]).toMatchObject({ method: 'REQUEST', sequence: 1 })
    expect(byAddress[admin.email]).toMatchObject({ method: 'CANCEL', uid: before!.uid, sequence: 1, attendees: [admin.email] })
    expect(revision.find((mail) => mail.to === application.email)!.subject).toBe('Mülakat güncellendi: Hemşire')
    const interviewers = await t.db.select().from(interviewInterviewers).where(eq(interviewInterviewers.interviewId, id))
    expect(interviewers.map((row) => row.userId)).toEqual([recruiter.id])
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'interview'), eq(auditEvents.entityId, id)))
    expect(audits.map((row) => row.action).sort()).toEqual(['interview.reschedule', 'interview.schedule'])
  })

  it('cancels with SEQUENCE+1, METHOD:CANCEL and STATUS:CANCELLED to every attendee; a second cancel or a reschedule is a conflict', async () => {
    const { application, recruiter, actor } = await setUp(t)
    const { id } = await saveInterview(t.db, formFor(application.id, 5, { interviewerIds: [recruiter.id] }), actor)
    await cancelInterview(t.db, { id }, actor)
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, id))
    expect(row).toMatchObject({ status: 'cancelled', sequence: 1 })
    const cancels = (await mailsOf(t, id)).filter((mail) => mail.icalEvent!.method === 'CANCEL')
    expect(cancels.map((mail) => mail.to).sort()).toEqual([application.email, recruiter.email].sort())
    for (const mail of cancels)
      expect(readInvitation(mail.icalEvent!.content)).toMatchObject({ method: 'CANCEL', uid: row!.uid, sequence: 1, status: 'CANCELLED' })
    expect((await refusal(cancelInterview(t.db, { id }, actor))).code).toBe('conflict')
    expect((await refusal(saveInterview(t.db, { ...formFor(application.id, 6), id }, actor))).code).toBe('conflict')
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'interview.cancel'), eq(auditEvents.entityId, id)))
    expect(audit!.summary).toEqual({ applicationId: application.id, sequence: 1 })
  })

  it('refuses a withdrawn application (409), a time in the past (400 on the field), and an interviewer outside the applicants area', async () => {
    const { job, application, actor } = await setUp(t)
    const past = await refusal(saveInterview(t.db, formFor(application.id, -1), actor))
    expect(past.code).toBe('invalid')
    expect(past.fields).toEqual({ startsAt: 'validation.futureTime' })
    const editor = await createTestUser(t.db, { role: 'editor' })
    const wrong = await refusal(saveInterview(t.db, formFor(application.id, 2, { interviewerIds: [editor.id] }), actor))
    expect(wrong.fields).toEqual({ interviewerIds: 'validation.invalidOption' })
    const withdrawn = await createTestApplication(t.db, job.id, { status: 'withdrawn', withdrawnAt: new Date() })
    expect((await refusal(saveInterview(t.db, formFor(withdrawn.id, 2), actor))).code).toBe('application_withdrawn')
    expect(
      await t.db
        .select()
        .from(interviews)
        .where(inArray(interviews.applicationId, [application.id, withdrawn.id])),
    ).toEqual([])
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.applicationId, [application.id, withdrawn.id])),
    ).toEqual([])
    // The schema refuses what the form must not send.
    expect(saveInterviewSchema.safeParse({ ...formFor(application.id, 2), videoUrl: 'http://meet.example.com/x' }).success).toBe(false)
    expect(saveInterviewSchema.safeParse({ ...formFor(application.id, 2), timeZone: 'America/New_York' }).success).toBe(false)
    expect(saveInterviewSchema.safeParse({ ...formFor(application.id, 2), durationMinutes: 600 }).success).toBe(false)
  })

  it('shows the week ahead on the dashboard home and the upcoming ones on the candidate page; the export lists all; erasure takes them and their mails', async () => {
    const { application, actor } = await setUp(t)
    const soon = await saveInterview(t.db, formFor(application.id, 1), actor)
    const later = await saveInterview(t.db, formFor(application.id, 20), actor)
    const cancelled = await saveInterview(t.db, formFor(application.id, 2), actor)
    await cancelInterview(t.db, cancelled, actor)

    const ahead = await interviewsAhead(t.db, new Date(), new Date(Date.now() + 7 * DAY_MS), actor, 1000)
    const ids = ahead.map((row) => row.id)
    expect(ids).toContain(soon.id)
    expect(ids).not.toContain(later.id)
    expect(ids).not.toContain(cancelled.id)
    expect(ahead.find((row) => row.id === soon.id)).toMatchObject({ candidateName: 'Ayşe Yılmaz', jobTitle: 'Hemşire' })
    const overview = await getOverview(t.db, { role: 'recruiter', companies: null })
    expect(overview.interviews?.map((row) => row.id)).toContain(soon.id)
    expect((await getOverview(t.db, { role: 'editor', companies: null })).interviews).toBeUndefined()

    const upcoming = await upcomingInterviewsOf(t.db, application.id)
    expect(upcoming.map((row) => row.startsAt)).toHaveLength(2)
    expect(upcoming[0]).toMatchObject({ timeZone: 'Europe/Istanbul', durationMinutes: 45 })
    expect((await interviewsForExport(t.db, application.id)).map((row) => row.status).sort()).toEqual([
      'cancelled',
      'scheduled',
      'scheduled',
    ])

    await deleteApplicant(t.db, { id: application.id }, actor, noStorage)
    expect(await t.db.select().from(interviews).where(eq(interviews.applicationId, application.id))).toEqual([])
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.interviewId, [soon.id, later.id, cancelled.id])),
    ).toEqual([])
    expect(await t.db.select().from(applications).where(eq(applications.id, application.id))).toEqual([])
  })

  it('reads the dashboard home and the applicant page through their indexes', async () => {
    const plan = async (query: ReturnType<typeof sql>) => {
      const rows = await t.db.transaction(async (tx) => {
        // Small tables are read whole by choice; forbidding that shows which index serves the query.
        await tx.execute(sql`set local enable_seqscan = off`)
        return rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
      })
      return rows.map((row) => Object.values(row)[0]).join('\n')
    }
    const home = await plan(
      sql`select id from interviews where status = 'scheduled' and starts_at >= now() and starts_at < now() + interval '7 days' order by starts_at, id limit 20`,
    )
    expect(home).toMatch(/interviews_scheduled_starts_idx/)
    const page = await plan(
      sql`select id from interviews where application_id = '00000000-0000-4000-8000-000000000000' order by starts_at desc`,
    )
    expect(page).toMatch(/interviews_application_idx/)
  })
})
