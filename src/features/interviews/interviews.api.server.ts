import { and, asc, eq, gt, gte, lt } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { applications, interviews, jobTranslations } from '~/db/schema'
import type { InterviewStatus } from '~/lib/enums'
import { applicationsOfScope } from '~/lib/server/company-scope'
import type { ScopedActor } from '~/lib/session'

// What other features read of interviews (decision 024): the dashboard home, and the candidate's page and export.

export interface InterviewAhead {
  id: string
  applicationId: string
  candidateName: string
  jobTitle: string
  startsAt: Date
  timeZone: string
  durationMinutes: number
}

/** How many interviews the dashboard home lists at most. */
export const INTERVIEWS_AHEAD_LIMIT = 20

/**
 * Scheduled interviews starting in [from, until), soonest first, with the candidate's name and the
 * job's Turkish title: the dashboard home's "today and this week" (docs/product.md §16), an
 * ordered range read of `interviews_scheduled_starts_idx`. A recruiter limited to some companies
 * sees theirs only (decision 046).
 */
export async function interviewsAhead(
  db: Db,
  from: Date,
  until: Date,
  viewer: Pick<ScopedActor, 'role' | 'companies'>,
  limit = INTERVIEWS_AHEAD_LIMIT,
): Promise<InterviewAhead[]> {
  const rows = await db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      candidateName: applications.fullName,
      jobTitle: jobTranslations.title,
      startsAt: interviews.startsAt,
      timeZone: interviews.timeZone,
      durationMinutes: interviews.durationMinutes,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .leftJoin(jobTranslations, and(eq(jobTranslations.jobId, applications.jobId), eq(jobTranslations.lang, 'tr')))
    .where(
      and(eq(interviews.status, 'scheduled'), gte(interviews.startsAt, from), lt(interviews.startsAt, until), applicationsOfScope(viewer)),
    )
    .orderBy(asc(interviews.startsAt), asc(interviews.id))
    .limit(limit)
  return rows.map((row) => ({ ...row, jobTitle: row.jobTitle ?? '—' }))
}

export interface CandidateInterview {
  startsAt: string
  timeZone: string
  durationMinutes: number
  location: string | null
  videoUrl: string | null
}

/** The application's scheduled interviews that have not started, soonest first: the candidate's page (docs/product.md §16). */
export async function upcomingInterviewsOf(db: Db, applicationId: string, now = new Date()): Promise<CandidateInterview[]> {
  const rows = await db
    .select({
      startsAt: interviews.startsAt,
      timeZone: interviews.timeZone,
      durationMinutes: interviews.durationMinutes,
      location: interviews.location,
      videoUrl: interviews.videoUrl,
    })
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'scheduled'), gt(interviews.startsAt, now)))
    .orderBy(asc(interviews.startsAt))
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }))
}

export interface ExportedInterview extends CandidateInterview {
  status: InterviewStatus
  scheduledAt: string
  updatedAt: string
}

/** Every interview of the application for its data export: when, where, its state; not who interviews (staff data). */
export async function interviewsForExport(db: Db, applicationId: string): Promise<ExportedInterview[]> {
  const rows = await db.select().from(interviews).where(eq(interviews.applicationId, applicationId)).orderBy(asc(interviews.startsAt))
  return rows.map((row) => ({
    startsAt: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    location: row.location,
    videoUrl: row.videoUrl,
    status: row.status,
    scheduledAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }))
}
