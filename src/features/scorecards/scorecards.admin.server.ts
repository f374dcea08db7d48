import { and, asc, desc, eq, inArray, isNotNull, or } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { interviewInterviewers, interviews, scorecards, users } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { requireApplicationInScope } from '~/lib/server/company-scope'
import type { ScopedActor } from '~/lib/session'
import { isInterviewTimeZone } from '~/lib/time-zone'
import type { ApplicationScorecards, InterviewScorecards, SaveScorecardValues, ScorecardItem } from './scorecards.schemas'

/*
 * Scorecards (docs/product.md §16.4, decision 050): each interviewer's ratings and recommendation
 * of an interview. Who reads which card is `scorecardsVisibleTo`, the one place of the rule; the
 * write is one transaction with its audit event (decision 008).
 */

// The table's enum and the rules' list hold the same values: the insert below assigns the rules'
// type to the table's and the read assigns the table's to the rules', so the type check fails when they part.

/**
 * The part of one interview's scorecards `viewerId` may read (docs/product.md §16.4):
 * - their own scorecard, draft or submitted;
 * - an interviewer of the interview reads the others' submitted scorecards only once theirs is
 *   submitted (until then they learn only how many are held back);
 * - anyone else who may read the application (HR, admins) reads the submitted ones;
 * - nobody reads another's draft.
 * `cards` are the interview's scorecards (the query leaves others' drafts out already; this
 * function does not rely on it).
 */
export function scorecardsVisibleTo(
  cards: readonly ScorecardItem[],
  viewerId: string,
  interviewerIds: readonly string[],
): Pick<InterviewScorecards, 'isInterviewer' | 'own' | 'submitted' | 'withheld'> {
  const own = cards.find((card) => card.interviewerId === viewerId) ?? null
  const others = cards.filter((card) => card.interviewerId !== viewerId && card.submittedAt !== null)
  const isInterviewer = interviewerIds.includes(viewerId)
  if (isInterviewer && !own?.submittedAt) return { isInterviewer, own, submitted: [], withheld: others.length }
  const submitted = [...others, ...(own?.submittedAt ? [own] : [])].sort((a, b) => a.submittedAt!.localeCompare(b.submittedAt!))
  return { isInterviewer, own, submitted, withheld: 0 }
}

/**
 * The applicant page's scorecards: per interview of the application (newest first), who
 * interviews and who has submitted, and the cards `actor` may read. 403 outside the actor's
 * companies (decision 046); null for an unknown application.
 */
export async function getApplicationScorecards(
  db: Db,
  { applicationId }: { applicationId: string },
  actor: ScopedActor,
): Promise<ApplicationScorecards> {
  await requireApplicationInScope(db, actor, applicationId, 'read')
  const rows = await db
    .select({ id: interviews.id, startsAt: interviews.startsAt, timeZone: interviews.timeZone, status: interviews.status })
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(desc(interviews.startsAt), desc(interviews.id))
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return { interviews: [] }
  const [people, cards] = await Promise.all([
    db
      .select({ interviewId: interviewInterviewers.interviewId, id: users.id, name: users.name })
      .from(interviewInterviewers)
      .innerJoin(users, eq(users.id, interviewInterviewers.userId))
      .where(inArray(interviewInterviewers.interviewId, ids))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({
        interviewId: scorecards.interviewId,
        interviewerId: scorecards.interviewerId,
        interviewerName: users.name,
        roleSkills: scorecards.roleSkills,
        communication: scorecards.communication,
        problemSolving: scorecards.problemSolving,
        cultureValues: scorecards.cultureValues,
        recommendation: scorecards.recommendation,
        notes: scorecards.notes,
        submittedAt: scorecards.submittedAt,
      })
      .from(scorecards)
      .innerJoin(users, eq(users.id, scorecards.interviewerId))
      // Another's draft never leaves the database.
      .where(and(inArray(scorecards.interviewId, ids), or(isNotNull(scorecards.submittedAt), eq(scorecards.interviewerId, actor.id)))),
  ])
  return {
    interviews: rows.map((row) => {
      const interviewers = people.filter((person) => person.interviewId === row.id)
      const items: ScorecardItem[] = cards
        .filter((card) => card.interviewId === row.id)
        .map((card) => ({
          interviewerId: card.interviewerId,
          interviewerName: card.interviewerName,
          roleSkills: card.roleSkills,
          communication: card.communication,
          problemSolving: card.problemSolving,
          cultureValues: card.cultureValues,
          recommendation: card.recommendation,
          notes: card.notes,
          submittedAt: card.submittedAt?.toISOString() ?? null,
        }))
      const submittedBy = new Set(items.filter((card) => card.submittedAt).map((card) => card.interviewerId))
      return {
        interviewId: row.id,
        startsAt: row.startsAt.toISOString(),
        timeZone: isInterviewTimeZone(row.timeZone) ? row.timeZone : 'UTC',
        status: row.status,
        interviewers: interviewers.map((person) => ({ id: person.id, name: person.name, submitted: submittedBy.has(person.id) })),
        ...scorecardsVisibleTo(
          items,
          actor.id,
          interviewers.map((person) => person.id),
        ),
      }
    }),
  }
}

/**
 * Saves the actor's own scorecard of an interview as a draft, or submits it
 * (docs/product.md §16.4): only an interviewer of the interview writes one (403 otherwise, and
 * outside the actor's companies), not on a cancelled interview (409), and a submitted scorecard
 * is final (409). Audited as `scorecard.save` / `scorecard.submit` on the application.
 */
export async function saveScorecard(db: Db, input: SaveScorecardValues, actor: ScopedActor, now = new Date()): Promise<{ id: string }> {
  const [found] = await db.select({ applicationId: interviews.applicationId }).from(interviews).where(eq(interviews.id, input.interviewId))
  if (!found) throw new AppError('not_found')
  await requireApplicationInScope(db, actor, found.applicationId, 'write')
  return db.transaction(async (tx) => {
    const [interview] = await tx
      .select({ status: interviews.status })
      .from(interviews)
      .where(eq(interviews.id, input.interviewId))
      .for('update')
    if (!interview) throw new AppError('not_found')
    const [seat] = await tx
      .select({ userId: interviewInterviewers.userId })
      .from(interviewInterviewers)
      .where(and(eq(interviewInterviewers.interviewId, input.interviewId), eq(interviewInterviewers.userId, actor.id)))
    if (!seat) throw new AppError('forbidden')
    if (interview.status === 'cancelled') throw new AppError('conflict')
    const [current] = await tx
      .select({ submittedAt: scorecards.submittedAt })
      .from(scorecards)
      .where(and(eq(scorecards.interviewId, input.interviewId), eq(scorecards.interviewerId, actor.id)))
      .for('update')
    if (current?.submittedAt) throw new AppError('conflict')
    const values = {
      roleSkills: input.roleSkills,
      communication: input.communication,
      problemSolving: input.problemSolving,
      cultureValues: input.cultureValues,
      recommendation: input.recommendation,
      notes: input.notes,
      submittedAt: input.submit ? now : null,
    }
    const [row] = await tx
      .insert(scorecards)
      .values({ ...values, interviewId: input.interviewId, interviewerId: actor.id })
      .onConflictDoUpdate({ target: [scorecards.interviewId, scorecards.interviewerId], set: values })
      .returning({ id: scorecards.id })
    // On the application, so that the activity list keeps it to the application's companies (decision 046).
    await recordAudit(tx, {
      actorId: actor.id,
      action: input.submit ? 'scorecard.submit' : 'scorecard.save',
      entity: 'application',
      entityId: found.applicationId,
      summary: {
        interviewId: input.interviewId,
        scorecardId: row!.id,
        ...(input.submit ? { recommendation: input.recommendation } : {}),
      },
    })
    return { id: row!.id }
  })
}
