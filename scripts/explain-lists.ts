// The query plans of every dashboard list, the dashboard home and the public job board, as the server runs them, on a
// database of one's choosing (docs/performance.md). `npm run bench:data` runs it on its large data
// set; by hand:
//
//   npx tsx scripts/explain-lists.ts --database-url postgres://…/db   (or --data-dir DIR: the
//   embedded database of a stopped server's DATA_DIR)
//
// Each list function runs with a query logger; every query it sent is then run again under
// `EXPLAIN (ANALYZE, BUFFERS)` with the same parameters. Prints each plan and its time, and exits
// with 1 when a plan reads a large table (over --large-rows rows, default 20,000: twice what a
// list counts) with a sequential scan. Sequential scans of smaller tables (over --note-rows, default
// 5,000: the jobs and articles at the issue's sizes) are listed as notes: there the planner reads
// the table whole when most of its rows match, which counting them needs anyway.
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Logger } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { pgliteOptions } from '~/db/pglite-options'
import * as schema from '~/db/schema'
import { listApplicants, searchJobChoices } from '~/features/applications/applications.admin.server'
import { listContactMessages } from '~/features/contact/contact.admin.server'
import { listContentsForAdmin } from '~/features/contents/contents.admin.server'
import { getOverview } from '~/features/dashboard/dashboard.admin.server'
import { listDocuments } from '~/features/documents/documents.admin.server'
import { listJobs } from '~/features/jobs/jobs.admin.server'
import { readPublicJobList } from '~/features/jobs/jobs.server'
import { listUsers } from '~/features/users/users.admin.server'

type Run = (text: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>

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
const sent: Array<{ text: string; params: unknown[] }> = []
const logger: Logger = { logQuery: (text, params) => sent.push({ text, params }) }

async function open(): Promise<{ db: Db; run: Run; close: () => Promise<void> }> {
  const url = args['database-url'] ?? process.env.DATABASE_URL
  if (url) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new Pool({ connectionString: url, max: 4 })
    return {
      db: drizzle(pool, { schema, casing: 'snake_case', logger }) as unknown as Db,
      run: async (text, params) => (await pool.query(text, params)).rows,
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
    close: () => client.close(),
  }
}

async function main() {
  const { db, run, close } = await open()
  const one = async (text: string) => (await run(text, []))[0]?.value as string | undefined
  const word = (text: string | undefined) => text ?? 'a'
  const busyJob = await one('select job_id as value from applications group by job_id order by count(*) desc limit 1')
  const applicant = word(await one(`select split_part(full_name, ' ', 2) as value from applications order by created_at desc limit 1`))
  const jobTitle = word(
    await one(`select split_part(title, ' ', 2) as value from job_translations where lang = 'tr' order by title limit 1`),
  )
  const article = word(
    await one(`select split_part(title, ' ', 1) as value from contents where language = 'tr' order by created_at desc limit 1`),
  )
  const sender = word(await one('select last_name as value from contact_messages order by created_at desc limit 1'))

  const lists: Array<[string, () => Promise<unknown>]> = [
    ['applicants', () => listApplicants(db, {})],
    ['applicants ?job', () => listApplicants(db, { job: busyJob })],
    ['applicants ?status=new', () => listApplicants(db, { status: 'new' })],
    [`applicants ?q=${applicant}`, () => listApplicants(db, { q: applicant })],
    ['applicants ?q=zqxjv', () => listApplicants(db, { q: 'zqxjv' })],
    ['applicants ?page=500', () => listApplicants(db, { page: 500 })],
    [`applicant job choices ?q=${jobTitle}`, () => searchJobChoices(db, { q: jobTitle })],
    ['applicant job choices', () => searchJobChoices(db, {})],
    ['jobs', () => listJobs(db, {})],
    [`jobs ?q=${jobTitle}`, () => listJobs(db, { q: jobTitle })],
    ['jobs ?sort=applications', () => listJobs(db, { sort: 'applications' })],
    ['jobs ?sort=title', () => listJobs(db, { sort: 'title' })],
    ['jobs ?sort=deadline', () => listJobs(db, { sort: 'deadline' })],
    ['jobs ?deadline=open&status=active', () => listJobs(db, { deadline: 'open', status: 'active' })],
    ['jobs ?page=200', () => listJobs(db, { page: 200 })],
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
    ['dashboard home', () => getOverview(db, 'admin')],
    // The public job board (and the job list API): a page of 24 with the filters' choices.
    ['board', () => readPublicJobList(db, { filters: {}, language: 'en', page: 1, limit: 24 })],
    [`board ?q=${jobTitle}`, () => readPublicJobList(db, { filters: { q: jobTitle }, language: 'en', page: 1, limit: 24 })],
    ['board ?page=5', () => readPublicJobList(db, { filters: {}, language: 'en', page: 5, limit: 24 })],
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
  for (const [name, list] of lists) {
    if (only && !only.some((o) => name.includes(o))) continue
    sent.length = 0
    await list()
    const queries = [...sent]
    console.log(`=== ${name}: ${queries.length} ${queries.length === 1 ? 'query' : 'queries'}`)
    for (const { text, params } of queries) {
      const rows = await run(`explain (analyze, buffers, costs off) ${text}`, params)
      const plan = rows.map((row) => String(row['QUERY PLAN']))
      const scanned = plan.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? [])
      const seq = [...new Set(scanned.filter((table) => large.has(table)))]
      const small = [...new Set(scanned.filter((table) => noted.has(table) && !large.has(table)))]
      const time = plan.find((line) => line.startsWith('Execution Time'))
      if (seq.length > 0) problems.push(`${name}: sequential scan of ${seq.join(', ')}`)
      if (small.length > 0) notes.push(`${name}: sequential scan of ${small.join(', ')} (${time?.replace('Execution Time: ', '')})`)
      if (args.quiet) {
        const marks = `${seq.length ? `  ✗ Seq Scan on ${seq.join(', ')}` : ''}${small.length ? `  (Seq Scan on ${small.join(', ')})` : ''}`
        console.log(`  ${time ?? ''}${marks}  ${text.slice(0, 90)}…`)
      } else {
        console.log(`\n${text}\n${plan.map((line) => `  ${line}`).join('\n')}`)
      }
    }
    console.log('')
  }
  await close()
  if (notes.length > 0) console.log(`Notes, sequential scans of smaller tables:\n${notes.map((n) => `  ${n}`).join('\n')}\n`)
  if (problems.length > 0) {
    console.log(`${problems.length} plan(s) read a large table sequentially:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    process.exitCode = 1
  } else {
    console.log('No plan reads a large table sequentially.')
  }
}

await main()
