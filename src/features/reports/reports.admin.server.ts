import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { type Db, executeRows } from '~/db/client'
import { applicationChanges, applications, applicationStageEvents, jobs, jobTranslations } from '~/db/schema'
import { searchJobChoices } from '~/features/applications/applications.api.server'
import { applicationStatuses, type ApplicationStatus } from '~/lib/enums'
import { todayInSiteZone } from '~/lib/format'
import { keptUntilChangeOf } from '~/lib/server/change-generation'
import { applicationsOfScope, requireCompanyInScope, requireJobInScope, scopeKey } from '~/lib/server/company-scope'
import type { ScopedActor } from '~/lib/session'
import {
  addDays,
  dwellStages,
  type DwellStage,
  funnelStages,
  type FunnelStage,
  rate,
  reachedPerStage,
  REPORT_SOURCES_MAX,
  reportRange,
  siteDayStart,
} from './reports.rules'
import type { DaysFigure, Report, ReportFilters, ReportJobOption, ReportScope, SourceRow } from './reports.schemas'

/** The figures as the one statement below hands them back (json: the same numbers from both drivers). */
interface RawReport {
  applications: number
  /** [position of the furthest pipeline stage reached (1 = new), applications]. */
  furthest: Array<[number, number]>
  timeToHire: DaysFigure
  daysInStage: Array<DaysFigure & { stage: DwellStage }>
  sources: SourceRow[]
  otherSources: { sources: number; applications: number; hired: number } | null
  withdrawals: Array<{ stage: ApplicationStatus | null; count: number }>
}

const statusArray = (statuses: readonly string[]) =>
  sql.raw(`array[${statuses.map((status) => `'${status}'`).join(', ')}]::application_status[]`)

/**
 * docs/product.md §17, decision 051: the figures of the applications made from `from` to `to`
 * (days in Istanbul) to one job, one company's jobs or every job `actor` may see — never another
 * company's, and no talent-pool application of another company (`applicationsOfScope`, decision
 * 046). 403 for a company or a job outside the scope; null for a job that does not exist. The
 * figures are computed once per change of the applications (`keptReport`).
 */
export async function getReport(db: Db, filters: ReportFilters, actor: ScopedActor, now = new Date()): Promise<Report | null> {
  if (filters.company) requireCompanyInScope(actor, filters.company)
  let job: ReportScope['job'] = null
  if (filters.job) {
    await requireJobInScope(db, actor, filters.job)
    const [row] = await db
      .select({ id: jobs.id, slug: jobs.slug, companyKey: jobs.companyKey, title: jobTranslations.title })
      .from(jobs)
      .leftJoin(jobTranslations, and(eq(jobTranslations.jobId, jobs.id), eq(jobTranslations.lang, 'tr')))
      .where(eq(jobs.id, filters.job))
    if (!row) return null
    job = { ...row, title: row.title ?? '—' }
  }
  const { from, to } = reportRange(filters, todayInSiteZone(now))
  const key = JSON.stringify([scopeKey(actor), filters.company ?? null, job?.id ?? null, from, to])
  const raw = await keptReport(db, key, () => computeReport(db, { actor, jobId: job?.id, company: filters.company, from, to }))
  return toReport(raw, { company: filters.company ?? null, job, from, to })
}

/** The reports kept (decision 053): a key per scope, filters and range. */
const keptReport = keptUntilChangeOf<RawReport>(applicationChanges, 200)

interface ReportQuery {
  actor: ScopedActor
  jobId: string | undefined
  company: string | undefined
  from: string
  to: string
}

/**
 * One statement: the range's applications (from `applications_job_idx` for a job, from
 * `applications_report_idx` for a company or the group), their stage events (from
 * `application_stage_events_application_idx`) with the time each stage was left (`lead`), then
 * every figure aggregated in the database, so that only a few dozen numbers leave it.
 */
async function computeReport(db: Db, { actor, jobId, company, from, to }: ReportQuery): Promise<RawReport> {
  const where = and(
    applicationsOfScope(actor),
    jobId ? eq(applications.jobId, jobId) : undefined,
    company ? inArray(applications.jobId, sql`(select ${jobs.id} from ${jobs} where ${jobs.companyKey} = ${company})`) : undefined,
    gte(applications.createdAt, siteDayStart(from)),
    lt(applications.createdAt, siteDayStart(addDays(to, 1))),
  )
  const days = (interval: string) => sql.raw(`extract(epoch from ${interval})::float8 / 86400`)
  // The range's events are sorted and grouped in memory: PostgreSQL's default of 4 MB would spill
  // a year of the group's (about 200,000 rows) to disk (decision 051).
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`)
    // The range and its events are read from the indexes above, not from the tables: the planner
    // weighs a read of the whole table about the same when a range is as old as the data, and
    // picks it or not from one set of statistics to the next, which made one company's year cost
    // 90 ms instead of 50 (a hash of all 212,000 events); the indexes keep every read to the range
    // whatever the table holds (the group's year: 400 ms either way, on 100,000 applications).
    await tx.execute(sql`set local enable_seqscan = off`)
    return executeRows<{ report: RawReport }>(
      tx,
      sql`
    with apps as (
      select ${applications.id} as id, ${applications.createdAt} as created_at, ${applications.status} as status,
        ${applications.source} as source
      from ${applications}
      where ${where}
    ),
    events as (
      select e.application_id, e.from_status, e.to_status, e.at,
        lead(e.at) over stages as left_at,
        row_number() over stages as position,
        max(array_position(${statusArray(funnelStages)}, e.to_status)) over application as furthest,
        ${days("min(e.at) filter (where e.to_status = 'hired') over application - apps.created_at")} as to_hire
      from apps join ${applicationStageEvents} e on e.application_id = apps.id
      window stages as (partition by e.application_id order by e.at), application as (partition by e.application_id)
    ),
    per_application as (
      select coalesce(furthest, 1) as furthest, to_hire from events where position = 1
    ),
    dwell as (
      select to_status as stage, ${days('left_at - at')} as days
      from events where left_at is not null and to_status = any(${statusArray(dwellStages)})
    ),
    sources as (
      select source, count(*) as applications, count(*) filter (where status = 'hired') as hired,
        row_number() over (order by count(*) desc, source asc nulls last) as position
      from apps group by source
    )
    select json_build_object(
      'applications', (select count(*) from apps),
      'furthest', (select coalesce(json_agg(json_build_array(furthest, n)), '[]')
        from (select furthest, count(*) as n from per_application group by furthest) f),
      'timeToHire', (select json_build_object('count', count(to_hire), 'median', percentile_cont(0.5) within group (order by to_hire),
          'average', avg(to_hire)) from per_application),
      'daysInStage', (select coalesce(json_agg(json_build_object('stage', stage, 'count', n, 'median', median, 'average', average)), '[]')
        from (select stage, count(*) as n, percentile_cont(0.5) within group (order by days) as median, avg(days) as average
              from dwell group by stage) d),
      'sources', (select coalesce(json_agg(json_build_object('source', source, 'applications', applications, 'hired', hired)
          order by position), '[]') from sources where position <= ${REPORT_SOURCES_MAX}),
      'otherSources', (select case when count(*) > 0 then json_build_object('sources', count(*), 'applications', sum(applications),
          'hired', sum(hired)) end from sources where position > ${REPORT_SOURCES_MAX}),
      'withdrawals', (select coalesce(json_agg(json_build_object('stage', from_status, 'count', n)), '[]')
        from (select from_status, count(*) as n from events where to_status = 'withdrawn' group by from_status) w)
    ) as report`,
    )
  })
  const [{ report: raw } = { report: undefined }] = result
  if (!raw) throw new Error('the report statement answered no row')
  return raw
}

/** The statement's figures as the page shows them: every stage named, in the pipeline's order, with its rates. */
function toReport(raw: RawReport, scope: ReportScope): Report {
  const total = Number(raw.applications)
  const furthest = new Map<FunnelStage, number>(raw.furthest.map(([position, count]) => [funnelStages[position - 1]!, Number(count)]))
  const reached = reachedPerStage(total, furthest)
  const withdrawn = raw.withdrawals.reduce((sum, row) => sum + Number(row.count), 0)
  const stageOrder = (stage: ApplicationStatus | null) => (stage ? applicationStatuses.indexOf(stage) : applicationStatuses.length)
  return {
    scope,
    applications: total,
    funnel: funnelStages.map((stage, index) => {
      const next = funnelStages[index + 1]
      return {
        stage,
        reached: reached[stage],
        share: rate(reached[stage], total),
        passedOn: next ? rate(reached[next], reached[stage]) : null,
      }
    }),
    timeToHire: figure(raw.timeToHire),
    daysInStage: dwellStages.map((stage) => {
      const row = raw.daysInStage.find((candidate) => candidate.stage === stage)
      return { stage, ...figure(row ?? { count: 0, median: null, average: null }) }
    }),
    sources: raw.sources.map((row) => ({ source: row.source, applications: Number(row.applications), hired: Number(row.hired) })),
    otherSources: raw.otherSources && {
      sources: Number(raw.otherSources.sources),
      applications: Number(raw.otherSources.applications),
      hired: Number(raw.otherSources.hired),
    },
    withdrawals: {
      count: withdrawn,
      rate: rate(withdrawn, total),
      byStage: raw.withdrawals
        .map((row) => ({ stage: row.stage, count: Number(row.count) }))
        .sort((a, b) => stageOrder(a.stage) - stageOrder(b.stage)),
    },
  }
}

const figure = ({ count, median, average }: DaysFigure): DaysFigure => ({
  count: Number(count),
  median: median === null ? null : Number(median),
  average: average === null ? null : Number(average),
})

/** The job filter's choices (the applicants' own, decision 038): the jobs of `actor`'s companies whose title holds `q`. */
export const searchReportJobs = (db: Db, input: { q?: string }, actor: ScopedActor): Promise<ReportJobOption[]> =>
  searchJobChoices(db, input, actor)
