// `npm run memory`: what the embedded set-up holds in memory, measured on this machine
// (docs/performance.md, decision 039). Linux only: it reads /proc.
//
// 1. Builds when needed, starts .output/server/index.mjs on a fresh data folder (first boot:
//    initdb, migrations, demo seed) and samples its VmRSS and VmHWM every 100 ms from /proc
//    until /readyz answers, then while it idles (--idle seconds).
// 2. Asks the server for a breakdown (scripts/memory-probe.mjs, loaded with --import: after a
//    full GC, process.memoryUsage() and the size of PGlite's WebAssembly memory; /proc/PID/smaps
//    gives how much of that memory is resident).
// 3. Signs in as the first admin and sends --requests requests, four at a time, over public pages
//    and dashboard pages; idles again; RSS and the breakdown again. Stops the server (SIGTERM).
// 4. The same on the folder it left (second boot: no initdb, no seed).
// 5. PGlite's floor: scripts/memory-floor.mjs opens that folder with PGlite alone, with PGlite's
//    default settings and with the server's (src/db/pglite-options.ts), one query, idle.
// Prints a table; --json FILE writes every figure and the samples.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  HOST,
  UsageError,
  choosePort,
  ensureBuild,
  installSignalHandlers,
  requireNode24,
  root,
  runMain,
  serverEntry,
  spawnManaged,
  tempDir,
  loadavg,
  table,
} from './bench-server.mjs'

const HELP = `Usage: npm run memory -- [options]

  --requests N     requests of the light load after each boot (default 200)
  --idle S         seconds the server idles after it is ready, and after the load, before each
                   idle figure (default 30: V8 gives back heap it no longer uses after some idle seconds)
  --json FILE      also write every figure and the RSS samples as JSON
  --port N         server port (default: a free one)
`

const ADMIN_EMAIL = 'admin@hoi.example'
const ADMIN_PASSWORD = 'Memory-Measure-2026-pass'
const SAMPLE_MS = 100

/** Public pages (both languages) and dashboard pages of the light load; the dashboard ones signed in. */
const PUBLIC_PATHS = [
  '',
  '/jobs',
  '/jobs/international-patient-coordinator-istanbul',
  '/jobs/senior-full-stack-developer-typescript/apply',
  '/press',
  '/documents',
  '/contact',
  '/about',
  '/board',
  '/companies',
  '/brands',
  '/life-at-hoi',
  '/values',
  '/does-not-exist',
].flatMap((page) => [`/tr${page}`, `/en${page}`])
const DASHBOARD_PATHS = ['', '/jobs', '/applicants', '/contact', '/contents', '/documents', '/users', '/jobs/create'].map(
  (page) => `/en/dashboard${page}`,
)

function parseOptions() {
  let parsed
  try {
    parsed = parseArgs({
      options: {
        requests: { type: 'string', default: '200' },
        idle: { type: 'string', default: '30' },
        json: { type: 'string' },
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`)
  }
  const count = (name, value) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a whole number, got "${value}".`)
    return n
  }
  return {
    help: parsed.help,
    requests: count('requests', parsed.requests),
    idle: count('idle', parsed.idle),
    json: parsed.json,
    port: parsed.port,
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (bytes) => (bytes === undefined ? '–' : `${Math.round(bytes / 1e6).toLocaleString('en-US')} MB`)
const seconds = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`)

/** VmRSS and VmHWM of `pid` in bytes, sampled every 100 ms from /proc until `stop()`. */
function sampleMemory(pid) {
  const started = performance.now()
  /** @type {{ ms: number, rss: number, hwm: number }[]} */
  const samples = []
  const read = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
      const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024
      samples.push({ ms: Math.round(performance.now() - started), rss: kb('VmRSS'), hwm: kb('VmHWM') })
    } catch {
      // The process has exited.
    }
  }
  read()
  const timer = setInterval(read, SAMPLE_MS)
  return {
    samples,
    elapsed: () => performance.now() - started,
    last: () => samples.at(-1),
    stop: () => clearInterval(timer),
  }
}

/** Resident bytes of the anonymous mappings as large as a WebAssembly memory (V8 maps each on its own). */
function residentWasm(pid, sizes) {
  if (sizes.length === 0) return undefined
  const wanted = new Set(sizes)
  let resident = 0
  let size = 0
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line)
    if (range) size = Number(BigInt(`0x${range[2]}`) - BigInt(`0x${range[1]}`))
    else if (line.startsWith('Rss:') && wanted.has(size)) resident += Number(/(\d+)/.exec(line)?.[1] ?? 0) * 1024
  }
  return resident
}

/** Signals the probe in the server and reads the line it appends: a breakdown after a full GC. */
async function breakdown(server, probeFile) {
  const before = fs.existsSync(probeFile) ? fs.readFileSync(probeFile, 'utf8').split('\n').filter(Boolean).length : 0
  server.child.kill('SIGUSR2')
  for (let i = 0; i < 100; i++) {
    await sleep(50)
    const lines = fs.existsSync(probeFile) ? fs.readFileSync(probeFile, 'utf8').split('\n').filter(Boolean) : []
    if (lines.length > before) {
      const probe = JSON.parse(lines.at(-1))
      return { ...probe, wasmResident: residentWasm(server.child.pid, probe.wasm) }
    }
  }
  throw new Error('The memory probe in the server did not answer SIGUSR2.')
}

async function signIn(origin) {
  const response = await fetch(`${origin}/en/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, accept: 'text/html' },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).toString(),
  })
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.includes('hoi_session='))
  if (!cookie) throw new Error(`Signing in as ${ADMIN_EMAIL} failed (status ${response.status}).`)
  return cookie
}

/** `total` requests, four at a time, round-robin over the public and dashboard paths. */
async function lightLoad(origin, total) {
  if (total === 0) return { requests: 0, statuses: {} }
  const cookie = await signIn(origin)
  const paths = [...PUBLIC_PATHS.map((p) => ({ p })), ...DASHBOARD_PATHS.map((p) => ({ p, cookie }))]
  const statuses = {}
  let next = 0
  const worker = async () => {
    while (next < total) {
      const { p, cookie: session } = paths[next++ % paths.length]
      const response = await fetch(origin + p, { headers: { accept: 'text/html', ...(session ? { cookie: session } : {}) } })
      await response.arrayBuffer()
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  const failed = Object.entries(statuses).filter(([status]) => Number(status) >= 500)
  if (failed.length) throw new Error(`The light load got server errors: ${JSON.stringify(statuses)}`)
  return { requests: total, statuses }
}

/** One boot of the server on `dataDir`: start-up, idle, light load, stop; every figure of it. */
async function measureBoot(label, { dataDir, port, options, work }) {
  const origin = `http://${HOST}:${port}`
  const probeFile = path.join(work, `${label.replaceAll(' ', '-')}.probe.jsonl`)
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST,
    APP_ORIGIN: origin,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    HOI_MEMORY_PROBE: probeFile,
  }
  const probe = path.join(root, 'scripts', 'memory-probe.mjs')
  const server = spawnManaged(
    process.execPath,
    ['--expose-gc', '--import', probe, serverEntry],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    { name: 'the server', graceMs: 30_000 },
  )
  const memory = sampleMemory(server.child.pid)
  let exited
  void server.exited.then((status) => (exited = status))
  let readyMs
  for (;;) {
    if (exited) throw new Error(`The server exited (code ${exited.code ?? exited.signal}) before it was ready:\n${server.output().trim()}`)
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) })
      if (response.ok) {
        readyMs = memory.elapsed()
        break
      }
    } catch {
      // not listening yet
    }
    if (memory.elapsed() > 120_000) throw new Error(`The server was not ready within 120 s:\n${server.output().trim()}`)
    await sleep(SAMPLE_MS)
  }
  const atReady = memory.last()
  process.stdout.write(`${label}: ready after ${seconds(readyMs)}, start-up peak ${mb(atReady?.hwm)}; idling ${options.idle} s…\n`)
  await sleep(options.idle * 1000)
  const idle = memory.last()
  const idleBreakdown = await breakdown(server, probeFile)
  const load = await lightLoad(origin, options.requests)
  await sleep(options.idle * 1000)
  const afterLoad = memory.last()
  const loadBreakdown = await breakdown(server, probeFile)
  await server.stop()
  memory.stop()
  if (exited?.code) throw new Error(`The server exited with ${exited.code} on SIGTERM:\n${server.output().trim()}`)
  return {
    label,
    readyMs,
    startupPeak: atReady?.hwm,
    rssAtReady: atReady?.rss,
    idleRss: idle?.rss,
    idleBreakdown,
    load,
    afterLoadRss: afterLoad?.rss,
    peakOverall: afterLoad?.hwm,
    loadBreakdown,
    samples: memory.samples,
  }
}

/** PGlite alone on `pgliteDir` (scripts/memory-floor.mjs), sampled the same way. */
async function measureFloor(mode, pgliteDir) {
  const child = spawnManaged(
    process.execPath,
    [path.join(root, 'scripts', 'memory-floor.mjs'), pgliteDir, mode, '3000'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    { name: `PGlite alone (${mode})` },
  )
  const memory = sampleMemory(child.child.pid)
  let readyMs
  child.child.stdout.on('data', (chunk) => {
    if (readyMs === undefined && String(chunk).includes('ready')) readyMs = memory.elapsed()
  })
  const status = await child.exited
  memory.stop()
  const lines = child
    .output()
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
  if (status.code !== 0 || lines.length === 0) throw new Error(`PGlite alone (${mode}) failed:\n${child.output().trim()}`)
  const result = JSON.parse(lines.at(-1))
  // The last sample before the process closed PGlite: its idle RSS.
  const idle = memory.samples.at(-2) ?? memory.samples.at(-1)
  return { mode, readyMs, peak: memory.samples.at(-1)?.hwm, idleRss: idle?.rss, ...result }
}

async function main() {
  const options = parseOptions()
  if (options.help) {
    process.stdout.write(HELP)
    return 0
  }
  requireNode24('memory')
  if (!fs.existsSync('/proc/self/smaps')) throw new UsageError('npm run memory reads /proc: it runs on Linux only.')
  installSignalHandlers()
  ensureBuild()
  const port = await choosePort(options.port, '--port')
  const work = tempDir('hoi-memory-')
  const dataDir = path.join(work, 'data')
  const cpus = os.cpus()
  const loadBefore = loadavg()
  process.stdout.write(
    `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, load average ${loadBefore}\n` +
      `Light load: ${options.requests} requests over ${PUBLIC_PATHS.length} public and ${DASHBOARD_PATHS.length} dashboard pages.\n\n`,
  )

  const boots = []
  for (const label of ['first boot', 'second boot']) boots.push(await measureBoot(label, { dataDir, port, options, work }))
  const pgliteDir = path.join(dataDir, 'pglite')
  const floors = []
  for (const mode of ['defaults', 'project']) floors.push(await measureFloor(mode, pgliteDir))
  const loadAfter = loadavg()

  const bootRows = [
    ['', 'ready', 'start-up peak', 'idle RSS', `after ${options.requests} requests`, 'peak overall'],
    ...boots.map((b) => [b.label, seconds(b.readyMs), mb(b.startupPeak), mb(b.idleRss), mb(b.afterLoadRss), mb(b.peakOverall)]),
  ]
  const partRows = [
    ['after GC', 'RSS', 'WASM memory', 'of it resident', 'JS heap used', 'external', 'array buffers'],
    ...boots.flatMap((b) =>
      [
        ['idle', b.idleBreakdown],
        ['after load', b.loadBreakdown],
      ].map(([when, p]) => [
        `${b.label}, ${when}`,
        mb(p.rss),
        mb(p.wasm.reduce((a, n) => a + n, 0)),
        mb(p.wasmResident),
        mb(p.heapUsed),
        mb(p.external),
        mb(p.arrayBuffers),
      ]),
    ),
  ]
  const floorRows = [
    ['PGlite alone', 'shared_buffers', 'ready', 'peak', 'idle RSS', 'WASM memory', 'JS heap used'],
    ...floors.map((f) => [
      f.mode === 'defaults' ? "PGlite's defaults" : 'the server’s settings',
      f.shared_buffers,
      seconds(f.readyMs),
      mb(f.peak),
      mb(f.idleRss),
      mb(f.wasmBytes),
      mb(f.heapUsed),
    ]),
  ]
  const dataSize = fs.readdirSync(pgliteDir, { recursive: true }).reduce((sum, name) => {
    const stat = fs.statSync(path.join(pgliteDir, String(name)))
    return stat.isFile() ? sum + stat.size : sum
  }, 0)
  process.stdout.write(
    `\n${table(bootRows, 'lrrrrr')}\n\n${table(partRows, 'lrrrrrr')}\n\n${table(floorRows, 'llrrrrr')}\n\n` +
      `PGlite data folder: ${mb(dataSize)}. Load average after the run: ${loadAfter}.\n`,
  )
  if (options.json) {
    fs.writeFileSync(
      options.json,
      `${JSON.stringify({ node: process.version, cpus: cpus.length, loadBefore, loadAfter, options, dataSize, boots, floors }, null, 2)}\n`,
    )
  }
  return 0
}

await runMain(main)
