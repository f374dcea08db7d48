import { and, eq, exists, gte, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { applicationConsents, applications, auditEvents, jobs } from '~/db/schema'
import { companyScope } from '~/lib/access'
import { AppError } from '~/lib/errors'
import type { ScopedActor } from '~/lib/session'

/*
 * The company scope of decision 046 on the server, in one place: the SQL predicates every
 * dashboard read of jobs and applications adds for its actor, and the checks every read of one row
 * and every write make. The rule itself (who is limited, to what) is `companyScope` in
 * src/lib/access.ts. A later area about applications (interviews, reports) filters its rows with
 * `applicationsVisibleTo` / `jobsVisibleTo` and checks one row with `requireApplicationInScope`.
 */

/**
 * The actor's companies as part of a cache key: the same companies in any order give the same
 * key; null for an actor who sees every company (decision 053's kept counts and reports).
 */
export function scopeKey(actor: Pick<ScopedActor, 'role' | 'companies'>): string[] | null {
  const scope = companyScope(actor)
  return scope ? [...scope].sort() : null
}

/**
 * The application's talent-pool consent while it holds at `now` (docs/product.md §13.5): one row
 * at most, as an application has one consent per purpose.
 */
export const talentPoolHolding = (now: Date) =>
  and(
    eq(applicationConsents.applicationId, applications.id),
    eq(applicationConsents.purpose, 'talent_pool'),
    gte(applicationConsents.expiresAt, now),
  )

/** The jobs `actor` may see: those of the companies in scope; undefined (no condition) when unscoped. */
export function jobsVisibleTo(actor: Pick<ScopedActor, 'role' | 'companies'>): SQL | undefined {
  const scope = companyScope(actor)
  return scope ? inArray(jobs.companyKey, [...scope]) : undefined
}

/**
 * The applications whose job belongs to a company in `actor`'s scope (what a scoped recruiter
 * counts and may change); undefined when unscoped.
 */
export function applicationsOfScope(actor: Pick<ScopedActor, 'role' | 'companies'>): SQL | undefined {
  const scope = companyScope(actor)
  return scope
    ? inArray(applications.jobId, sql`(select ${jobs.id} from ${jobs} where ${inArray(jobs.companyKey, [...scope])})`)
    : undefined
}

/**
 * The applications `actor` may read: their job's company is in scope, or the candidate's
 * talent-pool consent (group-wide sharing) holds now; undefined (no condition) when unscoped.
 */
export function applicationsVisibleTo(actor: ScopedActor, now = new Date()): SQL | undefined {
  const inScope = applicationsOfScope(actor)
  if (!inScope) return undefined
  return or(inScope, exists(sql`(select 1 from ${applicationConsents} where ${talentPoolHolding(now)})`))
}

/**
 * The audit events a scoped recruiter sees on the home's activity list: those about their
 * companies' jobs and applications, and about no job or application at all; undefined when unscoped.
 */
export function auditOfScope(actor: Pick<ScopedActor, 'role' | 'companies'>): SQL | undefined {
  const scope = companyScope(actor)
  if (!scope) return undefined
  const companies = inArray(jobs.companyKey, [...scope])
  return sql`case ${auditEvents.entity}
    when 'job' then ${auditEvents.entityId} in (select ${jobs.id}::text from ${jobs} where ${companies})
    when 'application' then ${auditEvents.entityId} in (select ${applications.id}::text from ${applications} join ${jobs} on ${jobs.id} = ${applications.jobId} where ${companies})
    else true end`
}

/** A job of another company answers 403 `forbidden`; an unknown job is left to the caller (usually 404). */
export async function requireJobInScope(db: Db, actor: ScopedActor, jobId: string): Promise<void> {
  const scope = companyScope(actor)
  if (!scope) return
  const [job] = await db.select({ companyKey: jobs.companyKey }).from(jobs).where(eq(jobs.id, jobId))
  if (job && !scope.includes(job.companyKey)) throw new AppError('forbidden')
}

/** A new or edited job's company must be one of `actor`'s (403 `forbidden` otherwise). */
export function requireCompanyInScope(actor: ScopedActor, companyKey: string): void {
  const scope = companyScope(actor)
  if (scope && !scope.includes(companyKey)) throw new AppError('forbidden')
}

/**
 * One application outside `actor`'s scope answers 403 `forbidden`. `read`: a talent-pool
 * application whose consent holds is readable by every recruiter; `write`: changes (status, notes,
 * deletion) stay with the recruiters of its job's company (decision 046). An unknown application
 * is left to the caller (404).
 */
export async function requireApplicationInScope(db: Db, actor: ScopedActor, id: string, use: 'read' | 'write'): Promise<void> {
  const scope = companyScope(actor)
  if (!scope) return
  const visible = use === 'read' ? applicationsVisibleTo(actor) : applicationsOfScope(actor)
  const [row] = await db
    .select({ visible: sql<boolean>`coalesce(${visible}, true)` })
    .from(applications)
    .where(eq(applications.id, id))
  if (row && !row.visible) throw new AppError('forbidden')
}

/** Whether `actor` may change this application (its job's company in scope), for the page to offer its controls. */
export async function canChangeApplication(db: Db, actor: ScopedActor, id: string): Promise<boolean> {
  const scope = companyScope(actor)
  if (!scope) return true
  const [row] = await db
    .select({ companyKey: jobs.companyKey })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id))
  return !!row && scope.includes(row.companyKey)
}
