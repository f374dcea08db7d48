// The query plans of every dashboard list, the dashboard home and the public job board, as the server runs them, on a
// database of one's choosing (docs/performance.md). `npm run bench:data` runs it on its large data
// set; by hand:
//
//   npx tsx scripts/explain-lists.ts --database-url postgres://…/db   (or --data-dir DIR: the
//   embedded database of a stopped server's DATA_DIR)
//
// Each list function runs with a query logger; every query it sent is then run again under
// `EXPLAIN (ANALYZE, BUFFERS)` with the same parameters. A task that writes (the retention purge)
// runs once in a transaction that is rolled back, with its time printed, and the queries of
// interest it sent are explained in a rolled-back transaction too, with the time each trigger took
// (a delete's foreign-key checks of the tables that reference the row are triggers no plan shows).
// Prints each plan and its time, and exits with 1 when a plan reads a large table (over
// --large-rows rows, default 20,000: twice what a list counts) with a sequential scan. Sequential
// scans of smaller tables (over --note-rows, default 5,000: the jobs and articles at the issue's
// sizes) are listed as notes: there the planner reads the table whole when most of its rows match,
// which counting them needs anyway; so are the foreign keys of such tables that no index starts
// with (deleting a row they reference reads the table whole).
import path from 'node:path'
import { parseArgs } from 'node:util'
import { TransactionRollbackError, type Logger } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { pgliteOptions } from '~/db/pglite-options'
import * as schema from '~/db/schema'
import {
  answerFilterOptions,
  getJobSources,
  getPipeline,
  listApplicants,
  searchJobChoices,
} from '~/features/applications/applications.admin.server'
import { purgeExpiredApplications } from '~/features/applications/applications.api.server'
import { listContactMessages } from '~/features/contact/contact.admin.server'
import { listContentsForAdmin } from '~/features/contents/contents.admin.server'
import { getOverview } from '~/features/dashboard/dashboard.admin.server'
import { listDocuments } from '~/features/documents/documents.admin.server'
import { listJobs } from '~/features/jobs/jobs.admin.server'
import { getPerson, searchPeople } from '~/features/people/people.admin.server'
import { readPublicJobList } from '~/features/jobs/jobs.server'
import { getReport } from '~/features/reports/reports.admin.server'
import { addDays } from '~/features/reports/reports.rules'
import { listUsers } from '~/features/users/users.admin.server'
import { todayInSiteZone } from '~/lib/format'
import type { FileStorage } from '~/lib/server/storage'

type Rows = Array<Record<string, unknown>>
type Run = (text: string, params: unknown[]) => Promise<Rows>
/** Runs the queries in order in one transaction, then rolls it back. */
type RunRolledBack = (queries: Sent[]) => Promise<Rows[]>

/** What is measured: a name, what runs the queries, and for a task that writes, which of its queries to explain. */
type Measured = [name: string, run: () => Promise<unknown>, writes?: { explain: (queries: Sent[]) => Sent[] }]
type Sent = { text: string; params: unknown[] }

/** The CVs' storage of a rolled-back purge: nothing is removed. */
const keepingStorage = { driver: 'local', remove: async () => {} } as unknown as FileStorage

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    'large-rows': { type: 'string', default: '20000' },
    'note-rows': { type: 'string', default: '5000' },
    only: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
})

/** The queries a list function sent, in order. */
const sent: Sent[] = []
const logger: Logger = { logQuery: (text, params) => sent.push({ text, params }) }

async function open(): Promise<{ db: Db; run: Run; runRolledBack: RunRolledBack; close: () => Promise<void> }> {
  const url = args['database-url'] ?? process.env.DATABASE_URL
  if (url) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new Pool({ connectionString: url, max: 4 })
    return {
      db: drizzle(pool, { schema, casing: 'snake_case', logger }) as unknown as Db,
      run: async (text, params) => (await pool.query(text, params)).rows,
      runRolledBack: async (queries) => {
        const client = await pool.connect()
        try {
          await client.query('begin')
          const results: Rows[] = []
          for (const { text, params } of queries) results.push((await client.query(text, params)).rows)
          return results
        } finally {
          await client.query('rollback')
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  const dataDir = args['data-dir']
  if (!dataDir) throw new Error('Give --database-url (or DATABASE_URL) or --data-dir')
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const client = new PGlite(path.join(dataDir, 'pglite'), await pgliteOptions())
  await client.waitReady
  return {
    db: drizzle(client, { schema, casing: 'snake_case', logger }) as unknown as Db,
    run: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    runRolledBack: async (queries) => {
      await client.query('begin')
      try {
        const results: Rows[] = []
        for (const { text, params } of queries) results.push((await client.query<Record<string, unknown>>(text, params)).rows)
        return results
      } finally {
        await client.query('rollback')
      }
    },
    close: () => client.close(),
  }
}

/** Runs `task` in a transaction that is rolled back; returns its result and how long it took. */
async function rolledBack<T>(db: Db, task: (tx: Db) => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now()
  let result: T | undefined
  try {
    await db.transaction(async (tx) => {
      result = await task(tx as unknown as Db)
      tx.rollback()
    })
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error
  }
  return { result: result as T, ms: performance.now() - started }
}

/** The first query of `queries` that starts with each of `starts`, in that order. */
const firstOf = (queries: Sent[], ...starts: string[]) =>
  starts.flatMap((start) => queries.find((query) => query.text.startsWith(start)) ?? [])

async function main() {
  const { db, run, runRolledBack, close } = await open()
  const one = async (text: string) => (await run(text, []))[0]?.value as string | undefined
  const word = (text: string | undefined) => text ?? 'a'
  // The same values as bench-data-sql.mjs's PARAMETER_QUERIES.
  const busyJob = await one('select job_id as value from applications group by job_id order by count(*) desc, job_id limit 1')
  const [answer] = await run(
    `select q.id || ':' || coalesce(q.choices->1->>'key', 'no') as value from job_questions q where q.job_id = $1
       and q.kind in ('single_choice', 'yes_no') order by q.kind = 'single_choice' desc, q.position limit 1`,
    [busyJob],
  )
  const busyAnswer = answer?.value as string | undefined
  // The purge's retention: half the age of the oldest application, so that half the data set is
  // past it (the default 365 days is past none of it: it spans a year at scale 1).
  const retentionDays = Math.max(
    1,
    Math.round(Number(await one(`select extract(epoch from now() - min(created_at)) / 86400 / 2 as value from applications`)) || 1),
  )
  const applicant = word(await one(`select split_part(full_name, ' ', 2) as value from applications order by created_at desc limit 1`))
  const jobTitle = word(
    await one(`select split_part(title, ' ', 2) as value from job_translations where lang = 'tr' order by title limit 1`),
  )
  const article = word(
    await one(`select split_part(title, ' ', 1) as value from contents where language = 'tr' order by created_at desc limit 1`),
  )
  const sender = word(await one('select last_name as value from contact_messages order by created_at desc limit 1'))
  const personApplication = String(
    await one(`select id as value from applications where person_id =
      (select person_id from applications group by person_id order by count(*) desc, person_id limit 1) order by created_at desc limit 1`),
  )

  // An admin's reads: every company (decision 046).
  const EVERY_COMPANY = { id: '00000000-0000-4000-8000-000000000000', role: 'admin', companies: null } as const
  const TWO_COMPANIES = { id: '00000000-0000-4000-8000-000000000000', role: 'recruiter', companies: ['hoi-tech', 'hoi-health'] } as const
  const today = todayInSiteZone()
  const reportYear = { from: addDays(today, -364), to: today }
  const lists: Measured[] = [
    ['applicants', () => listApplicants(db, {}, EVERY_COMPANY)],
    ['applicants ?job', () => listApplicants(db, { job: busyJob }, EVERY_COMPANY)],
    ['applicants ?knockout=flagged', () => listApplicants(db, { knockout: 'flagged' }, EVERY_COMPANY)],
    ['applicants ?job&knockout=flagged', () => listApplicants(db, { job: busyJob, knockout: 'flagged' }, EVERY_COMPANY)],
    ['applicants ?job&knockout=clear', () => listApplicants(db, { job: busyJob, knockout: 'clear' }, EVERY_COMPANY)],
    ['applicants ?job&answer', () => listApplicants(db, { job: busyJob, answer: busyAnswer }, EVERY_COMPANY)],
    ['applicants answer choices', () => answerFilterOptions(db, { id: busyJob ?? '' }, EVERY_COMPANY)],
    ['applicants job sources', () => getJobSources(db, { id: busyJob ?? '' }, EVERY_COMPANY)],
    ['pipeline board of the busy job', () => getPipeline(db, { id: busyJob ?? '' }, EVERY_COMPANY)],
    ['person of an applicant with three applications', () => getPerson(db, { id: personApplication }, EVERY_COMPANY)],
    [`people to merge with ?q=${applicant}`, () => searchPeople(db, { id: personApplication, q: applicant }, EVERY_COMPANY)],
    // The reports (decision 051): a year of the whole group, of one company, of the busy job; a scoped recruiter's year.
    ['report: the group, a year', () => getReport(db, reportYear, EVERY_COMPANY)],
    ['report: one company, a year', () => getReport(db, { ...reportYear, company: 'hoi-tech' }, EVERY_COMPANY)],
    ['report: the busy job, a year', () => getReport(db, { ...reportYear, job: busyJob }, EVERY_COMPANY)],
    ['report: a recruiter of two companies, a year', () => getReport(db, reportYear, TWO_COMPANIES)],
    ['applicants ?status=new', () => listApplicants(db, { status: 'new' }, EVERY_COMPANY)],
    [`applicants ?q=${applicant}`, () => listApplicants(db, { q: applicant }, EVERY_COMPANY)],
    ['applicants ?q=zqxjv', () => listApplicants(db, { q: 'zqxjv' }, EVERY_COMPANY)],
    ['applicants ?page=500', () => listApplicants(db, { page: 500 }, EVERY_COMPANY)],
    [`applicant job choices ?q=${jobTitle}`, () => searchJobChoices(db, { q: jobTitle }, EVERY_COMPANY)],
    ['applicant job choices', () => searchJobChoices(db, {}, EVERY_COMPANY)],
    ['jobs', () => listJobs(db, {}, EVERY_COMPANY)],
    [`jobs ?q=${jobTitle}`, () => listJobs(db, { q: jobTitle }, EVERY_COMPANY)],
    ['jobs ?sort=applications', () => listJobs(db, { sort: 'applications' }, EVERY_COMPANY)],
    ['jobs ?sort=title', () => listJobs(db, { sort: 'title' }, EVERY_COMPANY)],
    ['jobs ?sort=deadline', () => listJobs(db, { sort: 'deadline' }, EVERY_COMPANY)],
    ['jobs ?deadline=open&status=active', () => listJobs(db, { deadline: 'open', status: 'active' }, EVERY_COMPANY)],
    ['jobs ?page=200', () => listJobs(db, { page: 200 }, EVERY_COMPANY)],
    ['contents', () => listContentsForAdmin(db, {})],
    [`contents ?q=${article}`, () => listContentsForAdmin(db, { q: article })],
    ['contents ?category=press&language=en', () => listContentsForAdmin(db, { category: 'press', language: 'en' })],
    ['contents ?page=200', () => listContentsForAdmin(db, { page: 200 })],
    ['inbox', () => listContactMessages(db, {})],
    ['inbox ?status=new', () => listContactMessages(db, { status: 'new' })],
    [`inbox ?q=${sender}`, () => listContactMessages(db, { q: sender })],
    ['inbox ?page=1000', () => listContactMessages(db, { page: 1000 })],
    ['documents', () => listDocuments(db, {})],
    ['users', () => listUsers(db, {})],
    ['dashboard home', () => getOverview(db, EVERY_COMPANY)],
    // The public job board (and the job list API): a page of 24 with the filters' choices.
    ['board', () => readPublicJobList(db, { filters: {}, language: 'en', page: 1, limit: 24 })],
    [`board ?q=${jobTitle}`, () => readPublicJobList(db, { filters: { q: jobTitle }, language: 'en', page: 1, limit: 24 })],
    ['board ?page=5', () => readPublicJobList(db, { filters: {}, language: 'en', page: 5, limit: 24 })],
    // The retention purge, one run (a batch of 200) rolled back: its selection, then one
    // application's deletes (their cascades and foreign-key checks) and the sent mails' delete.
    [
      `retention purge (${retentionDays} days)`,
      async () => {
        const { result, ms } = await rolledBack(db, (tx) => purgeExpiredApplications(tx, { retentionDays, storage: keepingStorage }))
        console.log(`  one run, rolled back: ${result.applications} applications, ${result.mails} mails in ${ms.toFixed(0)} ms`)
      },
      {
        explain: (queries) =>
          firstOf(
            queries,
            'select "id" from "applications"',
            'delete from "applications"',
            'delete from "files"',
            'delete from "mail_outbox"',
          ),
      },
    ],
  ]
  const only = args.only?.split(',')
  const tablesOver = async (rows: string | undefined) =>
    new Set(
      (
        await run(`select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > $1`, [
          Number(rows),
        ])
      ).map((row) => row.relname as string),
    )
  const large = await tablesOver(args['large-rows'])
  const noted = await tablesOver(args['note-rows'])
  console.log(`Large tables (over ${args['large-rows']} rows): ${[...large].sort().join(', ') || 'none'}`)
  console.log(
    `Noted tables (over ${args['note-rows']} rows): ${
      [...noted]
        .filter((t) => !large.has(t))
        .sort()
        .join(', ') || 'none'
    }\n`,
  )
  const problems: string[] = []
  const notes: string[] = []
  for (const [name, list, writes] of lists) {
    if (only && !only.some((o) => name.includes(o))) continue
    console.log(`=== ${name}`)
    sent.length = 0
    await list()
    // A read that sets its own work_mem (the reports, decision 051) is explained under that setting, in a
    // rolled-back transaction; the transaction's own statements are not explained.
    const settings = sent.filter(({ text }) => /^set local /i.test(text))
    const queries = (writes ? writes.explain([...sent]) : [...sent]).filter(
      ({ text }) => !/^(begin|commit|rollback|set local )/i.test(text),
    )
    console.log(
      `  ${writes ? `${sent.length} queries sent, ` : ''}${queries.length} ${queries.length === 1 ? 'query' : 'queries'} explained`,
    )
    const explain = (text: string) => `explain (analyze, buffers, costs off) ${text}`
    // A task's writes are explained in order in one transaction (a CV's file row goes once its application has).
    const explainedQueries = queries.map(({ text, params }) => ({ text: explain(text), params }))
    const explained = writes
      ? await runRolledBack(explainedQueries)
      : settings.length > 0
        ? (await runRolledBack([...settings, ...explainedQueries])).slice(settings.length)
        : undefined
    for (const [index, { text, params }] of queries.entries()) {
      const rows = explained?.[index] ?? (await run(explain(text), params))
      const plan = rows.map((row) => String(row['QUERY PLAN']))
      const triggers = plan.filter((line) => line.startsWith('Trigger')).map((line) => line.replace(/^Trigger (for constraint )?/, ''))
      const scanned = plan.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? [])
      const seq = [...new Set(scanned.filter((table) => large.has(table)))]
      const small = [...new Set(scanned.filter((table) => noted.has(table) && !large.has(table)))]
      const time = plan.find((line) => line.startsWith('Execution Time'))
      if (seq.length > 0) problems.push(`${name}: sequential scan of ${seq.join(', ')}`)
      if (small.length > 0) notes.push(`${name}: sequential scan of ${small.join(', ')} (${time?.replace('Execution Time: ', '')})`)
      if (args.quiet) {
        const marks = `${seq.length ? `  ✗ Seq Scan on ${seq.join(', ')}` : ''}${small.length ? `  (Seq Scan on ${small.join(', ')})` : ''}`
        console.log(`  ${time ?? ''}${marks}  ${text.slice(0, 90)}…${triggers.length ? `\n      triggers: ${triggers.join('; ')}` : ''}`)
      } else {
        console.log(`\n${text}\n${plan.map((line) => `  ${line}`).join('\n')}`)
      }
    }
    console.log('')
  }
  // A delete of a referenced row checks the referencing table (a foreign key's trigger, which no
  // plan above shows): without an index that starts with the referencing columns, it reads it whole.
  const unindexed = await run(
    `select c.conrelid::regclass::text as "table", c.confrelid::regclass::text as refs,
       (select string_agg(attname, ', ') from pg_attribute where attrelid = c.conrelid and attnum = any (c.conkey)) as columns
     from pg_constraint c
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace
       and not exists (select 1 from pg_index i where i.indrelid = c.conrelid
                       and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] = c.conkey)
     order by 1, 3`,
    [],
  )
  for (const row of unindexed) {
    if (!noted.has(row.table as string)) continue
    notes.push(
      `deleting a ${row.refs as string} row reads ${row.table as string} whole: no index starts with its foreign key (${row.columns as string})`,
    )
  }
  await close()
  if (notes.length > 0)
    console.log(`Notes, sequential scans of smaller tables and unindexed foreign keys:\n${notes.map((n) => `  ${n}`).join('\n')}\n`)
  if (problems.length > 0) {
    console.log(`${problems.length} plan(s) read a large table sequentially:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    process.exitCode = 1
  } else {
    console.log('No plan reads a large table sequentially.')
  }
}

await main()
