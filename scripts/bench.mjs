// `npm run bench`: how close the public pages and the public documents (the public APIs' answers,
// the sitemap) come to a static file, measured on this machine in one run (docs/performance.md).
//
// 1. Builds when needed, starts .output/server/index.mjs on a free port with a fresh data folder.
// 2. Fetches each page once with Accept-Encoding: gzip and keeps its exact bytes and headers.
// 3. Serves those bytes from a minimal node:http static server in a separate process
//    (scripts/bench-static.mjs; --static-mode disk streams the file from disk per request like
//    express.static, memory answers from a Buffer).
// 4. Load-tests with autocannon, after a warm-up, at each connection count:
//      static   the static file
//      cached   the page as an anonymous visitor asks for it (gzip): served by the page cache
//      uncached the same request with `Cookie: hoi_session=…`, which the page cache never
//               answers (an unknown session renders as anonymous): a full server render; not
//               for a document, which the cache keeps whoever asks
// 5. Prints req/s, p50 and p99 per case, and cached/static per connection count; exits with 1 when
//    a ratio is below --min-ratio (0.5) unless --no-fail.
//
// The load generator, the server and the static server share the machine's cores: compare the
// figures of one run with each other, not with another machine's.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
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
  spawnManaged,
  startServer,
  tempDir,
  fmt,
  loadavg,
  ms,
  table,
} from './bench-server.mjs'

const HELP = `Usage: npm run bench -- [options]

  --path P             page or public document to measure, repeatable or comma-separated
                       (default /en, /api/public/jobs?limit=100, /api/public/contents?page=1&
                       category=press&language=en, /sitemap.xml)
  --connections N,M    concurrent connections (default 10,50)
  --duration S         seconds measured per case (default 10)
  --warmup S           seconds of load before each measurement, not counted (default 3)
  --static-mode M      disk (default): stat + stream from disk per request, as express.static does;
                       memory: the bytes from a Buffer (an upper bound for any Node server)
  --min-ratio R        cached/static req/s below this fails the run (default 0.5)
  --no-fail            report only; exit 0 whatever the ratio
  --metrics            run the server with METRICS_TOKEN set, to measure what counting costs
  --json FILE          also write the results as JSON
  --port N             server port (default: a free one)
  --static-port N      static server port (default: a free one)
`

/** The session cookie that the page cache never answers (src/start.ts); unknown tokens render as anonymous. */
const BYPASS_COOKIE = 'hoi_session=bench-bypass'
/** Reply headers that belong to one request or one connection, not to the page. */
const PER_REQUEST_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'set-cookie',
  'x-request-id',
  'etag',
  'last-modified',
  'age',
])
/** A page, and the public documents the page cache keeps besides pages (decision 011): the APIs and the sitemap. */
const DEFAULT_PATHS = ['/en', '/api/public/jobs?limit=100', '/api/public/contents?page=1&category=press&language=en', '/sitemap.xml']
const CASES = [
  { id: 'static', label: 'static file' },
  { id: 'cached', label: 'cached page' },
  { id: 'uncached', label: 'uncached SSR' },
]

function parseOptions() {
  let parsed
  try {
    parsed = parseArgs({
      options: {
        path: { type: 'string', multiple: true },
        connections: { type: 'string', default: '10,50' },
        duration: { type: 'string', default: '10' },
        warmup: { type: 'string', default: '3' },
        'static-mode': { type: 'string', default: 'disk' },
        'min-ratio': { type: 'string', default: '0.5' },
        'no-fail': { type: 'boolean', default: false },
        metrics: { type: 'boolean', default: false },
        json: { type: 'string' },
        port: { type: 'string' },
        'static-port': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`)
  }
  const positive = (name, value, integer) => {
    const n = Number(value)
    if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
      throw new UsageError(`--${name} must be a positive number, got "${value}".`)
    return n
  }
  const paths = (parsed.path ?? DEFAULT_PATHS).flatMap((p) => p.split(',')).map((p) => p.trim())
  for (const p of paths) if (!p.startsWith('/')) throw new UsageError(`--path must start with /, got "${p}".`)
  if (!['disk', 'memory'].includes(parsed['static-mode'])) throw new UsageError('--static-mode must be disk or memory.')
  return {
    help: parsed.help,
    paths: [...new Set(paths)],
    connections: parsed.connections.split(',').map((c) => positive('connections', c.trim(), true)),
    duration: positive('duration', parsed.duration, true),
    warmup: parsed.warmup === '0' ? 0 : positive('warmup', parsed.warmup, true),
    staticMode: parsed['static-mode'],
    minRatio: positive('min-ratio', parsed['min-ratio'], false),
    fail: !parsed['no-fail'],
    metrics: parsed.metrics,
    json: parsed.json,
    port: parsed.port,
    staticPort: parsed['static-port'],
  }
}

async function loadAutocannon() {
  const require = createRequire(path.join(root, 'package.json'))
  try {
    const { version } = require('autocannon/package.json')
    const { default: autocannon } = await import(require.resolve('autocannon'))
    return { autocannon, version }
  } catch {
    throw new UsageError('autocannon is missing from node_modules (a devDependency): run `npm install`.')
  }
}

/** GET with node:http, which (unlike fetch) hands back the body exactly as sent: still gzipped. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 30_000 }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)))
    request.on('error', reject)
  })
}

const PAGE_HEADERS = { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'gzip' }

/** The page as the server sends it to an anonymous visitor: exact gzip bytes and its page headers. */
async function capturePage(origin, pagePath) {
  const reply = await rawGet(`${origin}${pagePath}`, PAGE_HEADERS)
  if (reply.status !== 200) throw new UsageError(`GET ${pagePath} answered ${reply.status}, not 200: pass a page that exists (--path).`)
  if (reply.headers['content-encoding'] !== 'gzip') throw new UsageError(`GET ${pagePath} came back without Content-Encoding: gzip.`)
  const headers = {}
  for (const [name, value] of Object.entries(reply.headers)) {
    if (!PER_REQUEST_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  // A public API answer or the sitemap is a document: kept in the cache whoever asks (cachedDocument).
  const document = !String(reply.headers['content-type'] ?? '').startsWith('text/html')
  return { body: reply.body, headers, document }
}

/** Starts scripts/bench-static.mjs and waits for its "listening" line. */
async function startStatic({ manifestFile, port, mode }) {
  const server = spawnManaged(
    process.execPath,
    [path.join(root, 'scripts', 'bench-static.mjs'), '--manifest', manifestFile, '--port', String(port), '--host', HOST, '--mode', mode],
    { cwd: root, env: {}, stdio: ['pipe', 'pipe', 'pipe'] },
    { name: 'the static server', graceMs: 3000 },
  )
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The static server did not start within 10 s:\n${server.output()}`)), 10_000)
    server.child.stdout.on('data', () => {
      if (server.output().includes('listening')) {
        clearTimeout(timer)
        resolve()
      }
    })
    void server.exited.then(({ code }) => {
      clearTimeout(timer)
      reject(new Error(`The static server exited with ${code}:\n${server.output().trim()}`))
    })
  })
  return server
}

let current
let stopping = false
/** One autocannon run; resolves with its result. */
function load(autocannon, { url, headers, connections, duration }) {
  return new Promise((resolve, reject) => {
    if (stopping) return reject(new UsageError('Interrupted.'))
    current = autocannon({ url, headers, connections, duration, timeout: 10 }, (error, result) => {
      current = undefined
      if (error) reject(error)
      else resolve(result)
    })
  })
}

async function main() {
  const options = parseOptions()
  if (options.help) {
    process.stdout.write(HELP)
    return 0
  }
  requireNode24('bench')
  installSignalHandlers(() => {
    stopping = true
    current?.stop()
  })
  const { autocannon, version: autocannonVersion } = await loadAutocannon()

  ensureBuild()
  const port = await choosePort(options.port, '--port')
  const staticPort = await choosePort(options.staticPort, '--static-port')
  if (port === staticPort) throw new UsageError('--port and --static-port must differ.')
  const work = tempDir('hoi-bench-static-')

  process.stdout.write(`Starting the server on ${HOST}:${port} (fresh data folder${options.metrics ? ', metrics on' : ''})…\n`)
  // Prometheus metrics on (decision 035): every request is then timed and counted.
  const server = await startServer({ port, extraEnv: options.metrics ? { METRICS_TOKEN: randomBytes(32).toString('hex') } : {} })

  const pages = []
  for (const pagePath of options.paths) {
    const page = await capturePage(server.origin, pagePath)
    const file = path.join(work, `page-${pages.length}.html.gz`)
    fs.writeFileSync(file, page.body)
    pages.push({ path: pagePath, file, ...page })
    if (page.document) continue
    const bypass = await rawGet(`${server.origin}${pagePath}`, { ...PAGE_HEADERS, Cookie: BYPASS_COOKIE })
    if (bypass.status !== 200) throw new Error(`GET ${pagePath} with ${BYPASS_COOKIE} answered ${bypass.status}, not 200.`)
  }
  const manifestFile = path.join(work, 'manifest.json')
  fs.writeFileSync(manifestFile, JSON.stringify(pages.map(({ path: p, file, headers }) => ({ path: p, file, headers }))))
  const staticServer = await startStatic({ manifestFile, port: staticPort, mode: options.staticMode })
  const staticOrigin = `http://${HOST}:${staticPort}`
  for (const page of pages) {
    const copy = await rawGet(`${staticOrigin}${page.path}`, PAGE_HEADERS)
    if (copy.status !== 200 || !copy.body.equals(page.body))
      throw new Error(`The static server does not serve the captured bytes of ${page.path}.`)
  }

  const startedAt = new Date().toISOString()
  const cpus = os.cpus()
  const staticNode = { version: process.version }
  const header = [
    `HOI Holding benchmark — ${startedAt}`,
    `server:   Node ${server.node.version} (${server.node.executable}), .output/server/index.mjs, NODE_ENV=production, PGlite, ${server.origin}`,
    `static:   node:http in its own process (Node ${staticNode.version}), ${options.staticMode === 'disk' ? 'stat + stream from disk per request (as express.static)' : 'bytes from memory'}, ${staticOrigin}`,
    `load:     autocannon ${autocannonVersion} in this process; ${options.warmup} s warm-up, then ${options.duration} s per case; connections ${options.connections.join(', ')}`,
    `machine:  ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${os.platform()} ${os.release()}, load average ${loadavg()} before the run.`,
    `          The load generator and both servers share these cores (and with whatever else runs here):`,
    `          compare the figures of one run with each other, not across machines.`,
    `uncached: Cookie: ${BYPASS_COOKIE} (the page cache never answers a request carrying hoi_session)`,
  ]
  process.stdout.write(`\n${header.join('\n')}\n\n`)

  const results = []
  for (const page of pages) {
    for (const connections of options.connections) {
      for (const { id, label } of CASES) {
        // A document has no uncached form: a session cookie does not change it (bench:data times its build).
        if (page.document && id === 'uncached') continue
        const target =
          id === 'static'
            ? { url: `${staticOrigin}${page.path}`, headers: PAGE_HEADERS }
            : {
                url: `${server.origin}${page.path}`,
                headers: id === 'uncached' ? { ...PAGE_HEADERS, Cookie: BYPASS_COOKIE } : PAGE_HEADERS,
              }
        process.stdout.write(`  ${page.path}  ${String(connections).padStart(3)} connections  ${label.padEnd(13)} `)
        if (options.warmup > 0) await load(autocannon, { ...target, connections, duration: options.warmup })
        const r = await load(autocannon, { ...target, connections, duration: options.duration })
        const result = {
          path: page.path,
          connections,
          case: id,
          requestsPerSecond: r.requests.average,
          requests: r.requests.total,
          latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
          throughputBytesPerSecond: r.throughput.average,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
        }
        results.push(result)
        process.stdout.write(`${fmt(result.requestsPerSecond)} req/s\n`)
      }
    }
  }

  const find = (p, c, id) => results.find((r) => r.path === p && r.connections === c && r.case === id)
  const rows = [['page', 'conns', 'case', 'req/s', 'p50 ms', 'p99 ms', 'MB/s', 'non-2xx', 'errors']]
  for (const r of results) {
    rows.push([
      r.path,
      r.connections,
      CASES.find((c) => c.id === r.case).label,
      fmt(r.requestsPerSecond),
      ms(r.latencyMs.p50),
      ms(r.latencyMs.p99),
      fmt(r.throughputBytesPerSecond / 1e6, 1),
      r.non2xx,
      r.errors + r.timeouts,
    ])
  }
  const ratios = []
  const ratioRows = [['page', 'conns', 'cached/static', 'uncached/static', `≥ ${options.minRatio}`]]
  for (const page of pages) {
    for (const connections of options.connections) {
      const base = find(page.path, connections, 'static').requestsPerSecond
      const cached = find(page.path, connections, 'cached').requestsPerSecond / base
      const uncached = page.document ? undefined : find(page.path, connections, 'uncached').requestsPerSecond / base
      ratios.push({
        path: page.path,
        connections,
        cachedToStatic: cached,
        uncachedToStatic: uncached ?? null,
        pass: cached >= options.minRatio,
      })
      ratioRows.push([
        page.path,
        connections,
        fmt(cached, 2),
        uncached === undefined ? '—' : fmt(uncached, 2),
        cached >= options.minRatio ? 'yes' : 'NO',
      ])
    }
  }
  const sizes = pages.map((p) => `${p.path} ${fmt(p.body.length)} bytes gzip`).join(', ')
  process.stdout.write(
    `\n${table(rows, 'lrlrrrrrr')}\n\n${table(ratioRows, 'lrrrl')}\n\nPage size: ${sizes}. Load average after the run: ${loadavg()}.\n`,
  )

  const failedRequests = results.filter((r) => r.non2xx + r.errors + r.timeouts > 0)
  if (failedRequests.length) {
    process.stdout.write(`Warning: ${failedRequests.length} case(s) had non-2xx answers, errors or timeouts; their figures are suspect.\n`)
  }
  const pass = ratios.every((r) => r.pass) && failedRequests.length === 0

  if (options.json) {
    const report = {
      date: startedAt,
      machine: {
        cpus: cpus.length,
        model: cpus[0]?.model.trim(),
        platform: `${os.platform()} ${os.release()}`,
        loadavgAfter: os.loadavg(),
        sharedWithLoadGenerator: true,
      },
      server: { node: server.node.version, executable: server.node.executable, origin: server.origin },
      staticServer: { node: staticNode.version, mode: options.staticMode },
      loadGenerator: { name: 'autocannon', version: autocannonVersion, node: process.version },
      options: {
        paths: options.paths,
        connections: options.connections,
        durationSeconds: options.duration,
        warmupSeconds: options.warmup,
        minRatio: options.minRatio,
      },
      pages: pages.map((p) => ({ path: p.path, gzipBytes: p.body.length, headers: p.headers })),
      results,
      ratios,
      pass,
    }
    fs.writeFileSync(path.resolve(options.json), `${JSON.stringify(report, null, 2)}\n`)
    process.stdout.write(`Results written to ${options.json}.\n`)
  }

  await staticServer.stop()
  await server.stop()
  if (pass) {
    process.stdout.write(`\nPASS: cached/static ≥ ${options.minRatio} at every connection count.\n`)
    return 0
  }
  const verdict = failedRequests.length ? 'FAIL: requests failed during the load' : `FAIL: cached/static below ${options.minRatio}`
  process.stdout.write(`\n${verdict}${options.fail ? '' : ' (reported only: --no-fail)'}.\n`)
  return options.fail ? 1 : 0
}

await runMain(main)
