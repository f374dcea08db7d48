import { and, count, desc, eq, ilike, inArray, ne, not, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { applications, jobs, jobTranslations } from '~/db/schema'
import { eraseApplicationRows } from '~/features/candidate/candidate.api.server'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { applicationsOfScope, applicationsVisibleTo, requireApplicationInScope } from '~/lib/server/company-scope'
import { getLogger } from '~/lib/server/logger'
import { invalidatePublicPages } from '~/lib/server/page-cache'
import { getStorage, type FileStorage } from '~/lib/server/storage'
import { foldedPattern } from '~/lib/server/text-search'
import type { ScopedActor } from '~/lib/session'
import { PEOPLE_LIMITS } from './people.rules'
import type { PersonApplication, PersonChoice, PersonView } from './people.schemas'

/*
 * A person is the applications that share `applications.person_id` (decision 052): the database
 * gives a new application the person of the latest application with the same e-mail address,
 * and HR merges two people or keeps an application apart. Every read lists only what `actor` may
 * read (decision 046); a change needs every application it touches in `actor`'s companies.
 */

const trTitle = and(eq(jobTranslations.jobId, applications.jobId), eq(jobTranslations.lang, 'tr'))
const daysSince = (at: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - at.getTime()) / 86_400_000))

/** The person of an application; AppError `not_found` when it is unknown. */
async function personOf(db: Db, id: string, lock = false): Promise<string> {
  const query = db.select({ personId: applications.personId }).from(applications).where(eq(applications.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new AppError('not_found')
  return row.personId
}

/** Whether every application of the person is in `actor`'s companies (an unscoped actor: always). */
async function ownsPerson(db: Db, personId: string, actor: ScopedActor): Promise<boolean> {
  const inScope = applicationsOfScope(actor)
  if (!inScope) return true
  const [row] = await db
    .select({ outside: count() })
    .from(applications)
    .where(and(eq(applications.personId, personId), not(inScope)))
  return (row?.outside ?? 0) === 0
}

/** AppError `forbidden` unless every application of each person is in `actor`'s companies. */
async function requireOwnedPeople(db: Db, personIds: string[], actor: ScopedActor): Promise<void> {
  for (const personId of personIds) if (!(await ownsPerson(db, personId, actor))) throw new AppError('forbidden')
}

/**
 * The person of application `id`: their applications `actor` may read, the latest first, with each
 * one's stage and days in it (`applications_person_idx`). 403 when `actor` may not read `id`.
 */
export async function getPerson(db: Db, { id }: { id: string }, actor: ScopedActor, now = new Date()): Promise<PersonView> {
  await requireApplicationInScope(db, actor, id, 'read')
  const personId = await personOf(db, id)
  const where = and(eq(applications.personId, personId), applicationsVisibleTo(actor, now))
  const [rows, [total], canChange] = await Promise.all([
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        jobTitle: jobTranslations.title,
        companyKey: jobs.companyKey,
        status: applications.status,
        createdAt: applications.createdAt,
        stageChangedAt: applications.stageChangedAt,
        fullName: applications.fullName,
        email: applications.email,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(jobTranslations, trTitle)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(PEOPLE_LIMITS.applications),
    db.select({ n: count() }).from(applications).where(where),
    ownsPerson(db, personId, actor),
  ])
  return {
    applications: rows.map(({ stageChangedAt, createdAt, jobTitle, ...row }): PersonApplication => ({
      ...row,
      jobTitle: jobTitle ?? '—',
      createdAt: createdAt.toISOString(),
      daysInStage: daysSince(stageChangedAt, now),
    })),
    total: total?.n ?? 0,
    canChange,
  }
}

/**
 * Other people to merge with the person of `id`: those with an application whose name, e-mail or
 * phone holds `q` (folded, through the applicants' trigram index), in `actor`'s companies, each
 * once, the latest application first. The search reads at most 200 matching applications.
 */
export async function searchPeople(db: Db, { id, q }: { id: string; q: string }, actor: ScopedActor): Promise<PersonChoice[]> {
  await requireApplicationInScope(db, actor, id, 'write')
  const personId = await personOf(db, id)
  const matches = db
    .select({
      id: applications.id,
      personId: applications.personId,
      fullName: applications.fullName,
      email: applications.email,
      jobId: applications.jobId,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(and(ilike(applications.searchText, foldedPattern(q)), ne(applications.personId, personId), applicationsOfScope(actor)))
    .orderBy(desc(applications.createdAt))
    .limit(200)
    .as('matches')
  const latest = (
    await db
      .selectDistinctOn([matches.personId], {
        applicationId: matches.id,
        personId: matches.personId,
        fullName: matches.fullName,
        email: matches.email,
        jobId: matches.jobId,
        createdAt: matches.createdAt,
      })
      .from(matches)
      .orderBy(matches.personId, desc(matches.createdAt))
  )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, PEOPLE_LIMITS.choices)
  if (latest.length === 0) return []
  const [counts, titles] = await Promise.all([
    db
      .select({ personId: applications.personId, n: count() })
      .from(applications)
      .where(
        inArray(
          applications.personId,
          latest.map((row) => row.personId),
        ),
      )
      .groupBy(applications.personId),
    db
      .select({ jobId: jobTranslations.jobId, title: jobTranslations.title })
      .from(jobTranslations)
      .where(
        and(
          inArray(
            jobTranslations.jobId,
            latest.map((row) => row.jobId),
          ),
          eq(jobTranslations.lang, 'tr'),
        ),
      ),
  ])
  return latest.map((row) => ({
    applicationId: row.applicationId,
    fullName: row.fullName,
    email: row.email,
    jobTitle: titles.find((title) => title.jobId === row.jobId)?.title ?? '—',
    applications: counts.find((c) => c.personId === row.personId)?.n ?? 1,
  }))
}

/**
 * Merges the person of `otherId` into the person of `id`: every application of theirs becomes
 * this person's, in one transaction with its audit event. 403 unless every application of both
 * people is in `actor`'s companies; nothing changes when they are one person already.
 */
export async function mergePeople(
  db: Db,
  { id, otherId }: { id: string; otherId: string },
  actor: ScopedActor,
): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const personId = await personOf(tx, id, true)
    const otherPersonId = await personOf(tx, otherId, true)
    if (personId === otherPersonId) return { moved: 0 }
    await requireOwnedPeople(tx, [personId, otherPersonId], actor)
    const moved = await tx
      .update(applications)
      .set({ personId })
      .where(eq(applications.personId, otherPersonId))
      .returning({ id: applications.id })
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'person.merge',
      entity: 'application',
      entityId: id,
      summary: { merged: otherId, applications: moved.length },
    })
    return { moved: moved.length }
  })
}

/**
 * Takes application `id` out of its person into a person of its own (two people who share an
 * address, or one grouped by mistake), with its audit event. 403 unless the application is in
 * `actor`'s companies; nothing changes when it is alone already. A later application with the
 * same address joins the person of the latest application with that address.
 */
export async function keepApart(db: Db, { id }: { id: string }, actor: ScopedActor): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const personId = await personOf(tx, id, true)
    await requireApplicationInScope(tx, actor, id, 'write')
    const [others] = await tx
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.personId, personId), ne(applications.id, id)))
    if ((others?.n ?? 0) === 0) return { changed: false }
    await tx
      .update(applications)
      .set({ personId: sql`gen_random_uuid()` })
      .where(eq(applications.id, id))
    await recordAudit(tx, { actorId: actor.id, action: 'person.split', entity: 'application', entityId: id })
    return { changed: true }
  })
}

/**
 * Deletes everything held about the person of application `id` (docs/product.md §13.2, for each of
 * their applications: mails, notes, answers, consents, stage history, interviews, the CV and the
 * job alerts of each address) in one transaction with one audit event naming only the count; the
 * stored CVs after the commit. 403 unless every application of the person is in `actor`'s companies.
 */
export async function deletePerson(
  db: Db,
  { id }: { id: string },
  actor: ScopedActor,
  storage: FileStorage = getStorage(),
): Promise<{ deleted: number }> {
  const { keys, deleted } = await db.transaction(async (tx) => {
    const personId = await personOf(tx, id, true)
    const rows = await tx
      .select({ id: applications.id, email: applications.email, resumeFileId: applications.resumeFileId })
      .from(applications)
      .where(eq(applications.personId, personId))
      .for('update')
    await requireOwnedPeople(tx, [personId], actor)
    const keys: string[] = []
    for (const row of rows) {
      const key = await eraseApplicationRows(tx, row)
      if (key) keys.push(key)
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'person.delete',
      entity: 'application',
      entityId: id,
      summary: { applications: rows.length },
    })
    return { keys, deleted: rows.length }
  })
  for (const key of keys) {
    await storage.remove(key).catch((error: unknown) => getLogger().error({ err: error, key }, 'person.delete: stored CV not removed'))
  }
  // The jobs' public counts of applications change.
  invalidatePublicPages()
  return { deleted }
}
