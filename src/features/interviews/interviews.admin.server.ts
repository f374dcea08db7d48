import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { applications, interviewInterviewers, interviews, jobTranslations, mailOutbox, users } from '~/db/schema'
import { canAccess } from '~/lib/access'
import { type Language, userRoles } from '~/lib/enums'
import { getEnv } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { type IcalAttendee, type IcalMethod, icalInvitation } from '~/lib/server/ical'
import { type MailContent, queueMail } from '~/lib/server/mail'
import { requireApplicationInScope } from '~/lib/server/company-scope'
import type { ScopedActor } from '~/lib/session'
import { isInterviewTimeZone, zonedInstant } from '~/lib/time-zone'
import { candidateInterviewMail, type InterviewMailFacts, type InterviewMailKind, interviewerMail, interviewText } from './interviews.mail'
import type { InvitationState } from './interviews.rules'
import type { ApplicationInterviews, InterviewerOption, InterviewItem, SaveInterviewValues } from './interviews.schemas'

/*
 * Interviews on an application (docs/product.md §16, decision 047). Each write locks the
 * application, writes the interview, queues one mail per attendee with its iCalendar invitation
 * and records its audit event, in one transaction (decision 008).
 */

/** The roles that may interview: those who may use the applicants area (src/lib/access.ts). */
const interviewerRoles = userRoles.filter((role) => canAccess(role, 'applications'))

/** Active users who may use the applicants area, by name. */
async function interviewerOptions(db: Db): Promise<InterviewerOption[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.role, interviewerRoles)))
    .orderBy(asc(users.name), asc(users.id))
}

/** The state of the mails of an interview's last revision: failed if one failed, queued while one waits, else sent. */
const invitationState = (pending: number, failed: number): InvitationState => (failed > 0 ? 'failed' : pending > 0 ? 'queued' : 'sent')

/** The applicant page's section: the application's interviews (newest first), the possible interviewers, and whether it was withdrawn. */
export async function getApplicationInterviews(
  db: Db,
  { applicationId }: { applicationId: string },
  actor: ScopedActor,
): Promise<ApplicationInterviews | null> {
  await requireApplicationInScope(db, actor, applicationId, 'read')
  const [application] = await db
    .select({ withdrawnAt: applications.withdrawnAt })
    .from(applications)
    .where(eq(applications.id, applicationId))
  if (!application) return null
  const rows = await db
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(desc(interviews.startsAt), desc(interviews.id))
  const ids = rows.map((row) => row.id)
  const [people, mails, options] = await Promise.all([
    ids.length
      ? db
          .select({ interviewId: interviewInterviewers.interviewId, id: users.id, name: users.name, email: users.email })
          .from(interviewInterviewers)
          .innerJoin(users, eq(users.id, interviewInterviewers.userId))
          .where(inArray(interviewInterviewers.interviewId, ids))
          .orderBy(asc(users.name))
      : [],
    ids.length
      ? db
          .select({
            interviewId: mailOutbox.interviewId,
            sequence: sql<number>`(${mailOutbox.icalEvent}->>'sequence')::int`,
            status: mailOutbox.status,
            n: count(),
          })
          .from(mailOutbox)
          .where(inArray(mailOutbox.interviewId, ids))
          .groupBy(mailOutbox.interviewId, sql`(${mailOutbox.icalEvent}->>'sequence')::int`, mailOutbox.status)
      : [],
    interviewerOptions(db),
  ])
  const items: InterviewItem[] = rows.map((row) => {
    const own = mails.filter((mail) => mail.interviewId === row.id && Number(mail.sequence) === row.sequence)
    const total = own.reduce((sum, mail) => sum + Number(mail.n), 0)
    const of = (status: string) => own.filter((mail) => mail.status === status).reduce((sum, mail) => sum + Number(mail.n), 0)
    return {
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      timeZone: isInterviewTimeZone(row.timeZone) ? row.timeZone : 'UTC',
      durationMinutes: row.durationMinutes,
      location: row.location,
      videoUrl: row.videoUrl,
      status: row.status,
      sequence: row.sequence,
      interviewers: people.filter((person) => person.interviewId === row.id).map(({ id, name, email }) => ({ id, name, email })),
      invitation: total > 0 ? { state: invitationState(of('pending'), of('failed')), count: total } : null,
    }
  })
  return { interviews: items, interviewers: options, withdrawn: application.withdrawnAt !== null }
}

/** "HOI Holding <no-reply@hoi.example>" → its name and address, the invitation's ORGANIZER. */
export function organizerOf(from: string): { name: string | null; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1] || null, email: match[2]! } : { name: null, email: from.trim() }
}

interface LockedApplication {
  id: string
  fullName: string
  email: string
  language: Language
  withdrawnAt: Date | null
  jobTitle: Record<Language, string>
}

/** The application under a row lock, with its job's titles; not_found when unknown. */
async function lockApplication(tx: Db, id: string): Promise<LockedApplication> {
  const [row] = await tx
    .select({
      id: applications.id,
      fullName: applications.fullName,
      email: applications.email,
      language: applications.language,
      withdrawnAt: applications.withdrawnAt,
      jobId: applications.jobId,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update')
  if (!row) throw new AppError('not_found')
  const titles = await tx
    .select({ lang: jobTranslations.lang, title: jobTranslations.title })
    .from(jobTranslations)
    .where(eq(jobTranslations.jobId, row.jobId))
  const tr = titles.find((title) => title.lang === 'tr')?.title ?? '—'
  const en = titles.find((title) => title.lang === 'en')?.title ?? tr
  return { ...row, jobTitle: { tr, en } }
}

interface InvitationRevision {
  uid: string
  sequence: number
  facts: InterviewMailFacts
  application: LockedApplication
  interviewers: InterviewerOption[]
}

/**
 * One mail per attendee of a revision, each with the same invitation: the candidate's in the
 * application's language, the interviewers' in Turkish.
 */
function revisionMails(
  revision: InvitationRevision,
  method: IcalMethod,
  kind: Exclude<InterviewMailKind, 'removed'>,
  interviewId: string,
  now: Date,
): MailContent[] {
  const env = getEnv()
  const { application, facts, interviewers } = revision
  const attendees: IcalAttendee[] = [
    { email: application.email, name: application.fullName, role: 'REQ-PARTICIPANT' },
    ...interviewers.map((person): IcalAttendee => ({ email: person.email, name: person.name, role: 'REQ-PARTICIPANT' })),
  ]
  // One event, its SUMMARY in the reader's language: the candidate's, and Turkish for the interviewers.
  const icalEvent = (lang: Language) => ({
    method,
    sequence: revision.sequence,
    content: invitationText(revision, method, attendees, now, lang),
  })
  const common = { applicationId: application.id, interviewId }
  const forInterviewers = icalEvent('tr')
  return [
    {
      ...common,
      icalEvent: icalEvent(application.language),
      to: application.email,
      ...candidateInterviewMail(facts, kind, application.language),
    },
    ...interviewers.map((person) => ({
      ...common,
      icalEvent: forInterviewers,
      to: person.email,
      ...interviewerMail(facts, kind, env.APP_ORIGIN),
    })),
  ]
}

function invitationText(revision: InvitationRevision, method: IcalMethod, attendees: IcalAttendee[], now: Date, lang: Language): string {
  const { facts } = revision
  return icalInvitation({
    method,
    uid: revision.uid,
    sequence: revision.sequence,
    stamp: now,
    start: facts.startsAt,
    timeZone: facts.timeZone,
    durationMinutes: facts.durationMinutes,
    summary: interviewText[lang]('mail.summary', { title: facts.jobTitle[lang] }),
    location: facts.location,
    url: facts.videoUrl,
    organizer: organizerOf(getEnv().MAIL_FROM),
    attendees,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
  })
}

/** The chosen interviewers, each an active user who may use the applicants area; `invalid` on the field otherwise. */
async function chosenInterviewers(tx: Db, ids: string[]): Promise<InterviewerOption[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.isActive, true), inArray(users.role, interviewerRoles)))
    .orderBy(asc(users.name))
  if (rows.length !== unique.length) throw new AppError('invalid', { fields: { interviewerIds: 'validation.invalidOption' } })
  return rows
}

/**
 * Schedules an interview (no `id`) or reschedules one (docs/product.md §16): refused on a
 * withdrawn application (409) and in the past (400 on `startsAt`). A reschedule keeps the UID,
 * raises the SEQUENCE and sends METHOD:REQUEST to every attendee, and METHOD:CANCEL to an
 * interviewer taken off the list. Audited as `interview.schedule` / `interview.reschedule`.
 */
export async function saveInterview(db: Db, input: SaveInterviewValues, actor: ScopedActor, now = new Date()): Promise<{ id: string }> {
  await requireApplicationInScope(db, actor, input.applicationId, 'write')
  const startsAt = zonedInstant(input.startsAt.slice(0, 10), input.startsAt.slice(11, 16), input.timeZone)
  if (!startsAt) throw new AppError('invalid', { fields: { startsAt: 'validation.invalidValue' } })
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, input.applicationId)
    if (application.withdrawnAt) throw new AppError('application_withdrawn')
    if (startsAt.getTime() <= now.getTime()) throw new AppError('invalid', { fields: { startsAt: 'validation.futureTime' } })
    const chosen = await chosenInterviewers(tx, input.interviewerIds)
    const values = {
      startsAt,
      timeZone: input.timeZone,
      durationMinutes: input.durationMinutes,
      location: input.location || null,
      videoUrl: input.videoUrl || null,
    }
    const facts: InterviewMailFacts = {
      ...values,
      applicationId: application.id,
      candidateName: application.fullName,
      jobTitle: application.jobTitle,
    }

    if (!input.id) {
      const uid = `${randomUUID()}@${new URL(getEnv().APP_ORIGIN).hostname}`
      const [row] = await tx
        .insert(interviews)
        .values({ ...values, applicationId: application.id, uid, createdBy: actor.id })
        .returning({ id: interviews.id })
      const id = row!.id
      if (chosen.length) await tx.insert(interviewInterviewers).values(chosen.map((person) => ({ interviewId: id, userId: person.id })))
      await queueMail(tx, ...revisionMails({ uid, sequence: 0, facts, application, interviewers: chosen }, 'REQUEST', 'invited', id, now))
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'interview.schedule',
        entityId: id,
        summary: { applicationId: application.id, startsAt: startsAt.toISOString(), timeZone: input.timeZone, interviewers: chosen.length },
      })
      return { id }
    }

    const [current] = await tx
      .select()
      .from(interviews)
      .where(and(eq(interviews.id, input.id), eq(interviews.applicationId, application.id)))
      .for('update')
    if (!current) throw new AppError('not_found')
    if (current.status === 'cancelled') throw new AppError('conflict')
    const before = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(interviewInterviewers)
      .innerJoin(users, eq(users.id, interviewInterviewers.userId))
      .where(eq(interviewInterviewers.interviewId, current.id))
    const sequence = current.sequence + 1
    await tx
      .update(interviews)
      .set({ ...values, sequence })
      .where(eq(interviews.id, current.id))
    await tx.delete(interviewInterviewers).where(eq(interviewInterviewers.interviewId, current.id))
    if (chosen.length)
      await tx.insert(interviewInterviewers).values(chosen.map((person) => ({ interviewId: current.id, userId: person.id })))
    const revision = { uid: current.uid, sequence, facts, application, interviewers: chosen }
    const removed = before.filter((person) => !chosen.some((kept) => kept.id === person.id))
    const env = getEnv()
    // The removed interviewer's calendar drops the event: a CANCEL naming only them (RFC 5546 §3.2.5).
    const removals: MailContent[] = removed.map((person) => ({
      applicationId: application.id,
      interviewId: current.id,
      to: person.email,
      icalEvent: {
        method: 'CANCEL',
        sequence,
        content: invitationText(revision, 'CANCEL', [{ email: person.email, name: person.name, role: 'REQ-PARTICIPANT' }], now, 'tr'),
      },
      ...interviewerMail({ ...facts, startsAt: current.startsAt, timeZone: current.timeZone }, 'removed', env.APP_ORIGIN),
    }))
    await queueMail(tx, ...revisionMails(revision, 'REQUEST', 'updated', current.id, now), ...removals)
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'interview.reschedule',
      entityId: current.id,
      summary: {
        applicationId: application.id,
        sequence,
        from: current.startsAt.toISOString(),
        startsAt: startsAt.toISOString(),
        timeZone: input.timeZone,
        interviewers: chosen.length,
        removed: removed.length,
      },
    })
    return { id: current.id }
  })
}

/**
 * Cancels an interview: SEQUENCE+1, METHOD:CANCEL and STATUS:CANCELLED to the candidate and every
 * interviewer; a cancelled interview stays listed. Audited as `interview.cancel`.
 */
export async function cancelInterview(db: Db, { id }: { id: string }, actor: ScopedActor, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ applicationId: interviews.applicationId }).from(interviews).where(eq(interviews.id, id))
    if (!found) throw new AppError('not_found')
    await requireApplicationInScope(tx, actor, found.applicationId, 'write')
    const application = await lockApplication(tx, found.applicationId)
    const [current] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update')
    if (!current) throw new AppError('not_found')
    if (current.status === 'cancelled') throw new AppError('conflict')
    const interviewers = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(interviewInterviewers)
      .innerJoin(users, eq(users.id, interviewInterviewers.userId))
      .where(eq(interviewInterviewers.interviewId, id))
      .orderBy(asc(users.name))
    const sequence = current.sequence + 1
    await tx.update(interviews).set({ status: 'cancelled', sequence }).where(eq(interviews.id, id))
    const facts: InterviewMailFacts = {
      applicationId: application.id,
      candidateName: application.fullName,
      jobTitle: application.jobTitle,
      startsAt: current.startsAt,
      timeZone: current.timeZone,
      durationMinutes: current.durationMinutes,
      location: current.location,
      videoUrl: current.videoUrl,
    }
    await queueMail(tx, ...revisionMails({ uid: current.uid, sequence, facts, application, interviewers }, 'CANCEL', 'cancelled', id, now))
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'interview.cancel',
      entityId: id,
      summary: { applicationId: application.id, sequence },
    })
  })
}
