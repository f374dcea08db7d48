// `node scripts/bulk-memory.mjs --database-url postgres://…`: the applicants' bulk downloads of
// 10,000 applications keep the production server's memory flat (decision 049).
//
// 1. Builds when needed; creates a fresh PostgreSQL database on the given server (dropped at the
//    end), boots the production server on it without the demo data (migrations, first admin),
//    stops it and adds --count applications with the bench data's generator
//    (scripts/bench-data-sql.mjs), then writes a CV of --cv-kb random kilobytes for each into the
//    local storage (DATA_DIR/uploads).
// 2. Starts the server again, signs in, and downloads every application's CV as one ZIP, then the
//    CSV of the same selection, while sampling the server's resident memory (VmRSS of
//    /proc/<pid>/status) every 50 ms; prints the RSS before, the peak during each download, the
//    bytes and the time, and checks the ZIP with Python's zipfile (entry count, CRCs).
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { generateStatements } from './bench-data-sql.mjs'
import { ensureBuild, installSignalHandlers, onCleanup, requireNode24, runMain, startServer, tempDir, choosePort } from './bench-server.mjs'

const ADMIN_EMAIL = 'bulk-memory@hoi.example'

function options() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: process.env.DATABASE_URL },
      count: { type: 'string', default: '10000' },
      'cv-kb': { type: 'string', default: '100' },
      port: { type: 'string' },
      'max-old-space': { type: 'string' },
    },
  })
  if (!values['database-url']) throw new Error('--database-url (PostgreSQL) is required')
  const maxOldSpace = values['max-old-space'] === undefined ? undefined : Number(values['max-old-space'])
  if (maxOldSpace !== undefined && !(Number.isInteger(maxOldSpace) && maxOldSpace >= 16))
    throw new Error('--max-old-space is a whole number of MB, 16 or more')
  return {
    databaseUrl: values['database-url'],
    count: Number(values.count),
    cvBytes: Number(values['cv-kb']) * 1024,
    port: values.port,
    maxOldSpace,
  }
}

async function sql(url, text) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows
  } finally {
    await client.end()
  }
}

async function freshDatabase(baseUrl) {
  const name = `hoi_bulk_memory_${process.pid}`
  await sql(baseUrl, `drop database if exists ${name} with (force)`)
  await sql(baseUrl, `create database ${name}`)
  onCleanup(() => sql(baseUrl, `drop database if exists ${name} with (force)`))
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function signIn(origin, password) {
  const response = await fetch(`${origin}/en/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password }),
  })
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('hoi_session='))
  if (!cookie) throw new Error(`Signing in failed: ${response.status}`)
  return cookie
}

const rssOf = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
  } catch {
    return 0 // the server is gone; the download reports why
  }
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Downloads `url` into `file` (or nowhere) while sampling the server's RSS; the figures. */
async function download(pid, url, cookie, file) {
  const before = rssOf(pid)
  let peak = before
  const samples = []
  const timer = setInterval(() => {
    const rss = rssOf(pid)
    samples.push(rss)
    peak = Math.max(peak, rss)
  }, 50)
  const started = Date.now()
  const response = await fetch(url, { headers: { cookie } })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  const out = file ? fs.createWriteStream(file) : undefined
  let bytes = 0
  for await (const chunk of response.body) {
    bytes += chunk.length
    if (out && !out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve))
  }
  if (out) await new Promise((resolve) => out.end(resolve))
  clearInterval(timer)
  peak = Math.max(peak, rssOf(pid))
  // The RSS at each tenth of the download's time: flat memory levels off instead of climbing with the bytes sent.
  const tenths = Array.from(
    { length: 10 },
    (_, i) => samples[Math.min(samples.length - 1, Math.floor(((i + 1) * samples.length) / 10) - 1)] ?? 0,
  )
  return { before, peak, after: rssOf(pid), bytes, seconds: (Date.now() - started) / 1000, tenths }
}

async function main() {
  requireNode24('bulk-memory')
  installSignalHandlers()
  const opts = options()
  ensureBuild()
  const password = randomBytes(18).toString('base64url')
  const url = await freshDatabase(opts.databaseUrl)
  const dataDir = tempDir('hoi-bulk-memory-')
  const port = await choosePort(opts.port, '--port')
  const extraEnv = { DATABASE_URL: url, ADMIN_EMAIL, ADMIN_PASSWORD: password, SEED_DEMO: 'false' }
  const first = await startServer({ port, dataDir, extraEnv })
  await first.stop()

  const sizes = {
    jobs: Math.max(1, Math.round(opts.count / 10)),
    applications: opts.count,
    articlesPerLanguage: 1,
    contactMessages: 1,
    auditEvents: 1,
  }
  for (const statement of generateStatements(sizes)) await sql(url, statement)
  // The generator's keys name no stored file; real ones look like newStorageKey's (`resume/2026/11/<uuid>`).
  await sql(url, `update files set storage_key = 'resume/2026/11/' || gen_random_uuid() where storage_key like 'bench-resume-%'`)
  const keys = await sql(url, `select f.storage_key as key from applications a join files f on f.id = a.resume_file_id`)
  const uploads = path.join(dataDir, 'uploads')
  for (const { key } of keys) {
    const target = path.join(uploads, ...key.split('/'))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(opts.cvBytes - 9)]))
  }
  process.stdout.write(`${keys.length.toLocaleString('en-US')} applications, CVs of ${opts.cvBytes / 1024} KB each\n`)

  // --max-old-space caps the server's heap for the downloads: what they keep alive must fit under
  // it (a collection is forced as the cap nears), where the RSS alone also counts garbage not yet collected.
  const heapCap = opts.maxOldSpace ? { NODE_OPTIONS: `--max-old-space-size=${opts.maxOldSpace}` } : {}
  if (opts.maxOldSpace) process.stdout.write(`The server's heap is capped at ${opts.maxOldSpace} MB (--max-old-space-size)\n`)
  const server = await startServer({ port, dataDir, extraEnv: { ...extraEnv, ...heapCap } })
  const cookie = await signIn(server.origin, password)
  const pid = server.child.pid
  try {
    await measureDownloads(server, cookie, pid, dataDir)
  } catch (error) {
    process.stderr.write(`The server said:\n${server.output().trim()}\n`)
    throw error
  }
  await server.stop()
}

async function measureDownloads(server, cookie, pid, dataDir) {
  // Warm-up: the routes' chunks loaded and the pool open before the baseline.
  await download(pid, `${server.origin}/api/dashboard/applications/export?status=hired&lang=en`, cookie)
  await download(pid, `${server.origin}/api/dashboard/applications/resumes?status=hired&q=zqxjv&lang=en`, cookie).catch(() => undefined)

  const zipFile = path.join(dataDir, 'cvs.zip')
  const zip = await download(pid, `${server.origin}/api/dashboard/applications/resumes?lang=en`, cookie, zipFile)
  const entries = execFileSync('python3', [
    '-c',
    'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(len(z.namelist()))',
    zipFile,
  ])
    .toString()
    .trim()
  fs.rmSync(zipFile)
  const csv = await download(pid, `${server.origin}/api/dashboard/applications/export?lang=en`, cookie)
  const line = (name, r) =>
    `${name}: ${mb(r.bytes)} in ${r.seconds.toFixed(1)} s; server RSS ${mb(r.before)} before, peak ${mb(r.peak)} (+${mb(r.peak - r.before)}), ${mb(r.after)} after; by tenths of the time: ${r.tenths.map((v) => (v / 1024 / 1024).toFixed(0)).join(' ')} MB`
  process.stdout.write(`${line('ZIP', zip)}; ${entries} entries, CRCs checked by Python's zipfile\n${line('CSV', csv)}\n`)
}

await runMain(main)
