import { createHash, timingSafeEqual } from 'node:crypto'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { isDatabaseUnavailable } from './db-errors'
import { routeLabel } from './route-label'

/**
 * Prometheus metrics (decision 035): one prom-client registry of our own, created by the boot
 * plugin when METRICS_TOKEN is set and served at `GET /metrics` to a bearer of that token
 * (src/routes/metrics.ts). Off by default: then `metrics()` is undefined and every `count…` below
 * costs one property read.
 *
 * The Nitro plugin and the Start server are separate bundles (docs/architecture.md "Known
 * traps" 2): the registry lives in a globalThis slot, as the page cache does, so that both count
 * into it.
 */

/** Status of the tasks table, read at each scrape (task-queue.ts `taskCounts`). */
export interface TaskCounts {
  pending: number
  running: number
  failed: number
  /** Pending tasks whose time has come: the backlog the workers have not claimed yet. */
  due: number
}

/** node-postgres's pool counters: clients open, idle, and queries waiting for one. */
export interface PoolCounts {
  total: number
  idle: number
  waiting: number
}

/** What the scrape reads when it happens, rather than counting on the hot path. */
export interface MetricSources {
  pageCache?: () => { size: number; bytes: number }
  /** Undefined with the embedded database, which has no pool. */
  pool?: () => PoolCounts | undefined
  /** Undefined while the database is not open. */
  tasks?: () => Promise<TaskCounts | undefined>
}

export type PageCacheResult = 'hit' | 'miss' | 'bypass'
export type TaskOutcome = 'done' | 'retry' | 'failed' | 'lost'
export type UploadRefusal = 'too_large' | 'wrong_type' | 'too_many_files' | 'malformed' | 'timeout' | 'disk_full'

/** Every series name starts so; prom-client's process and Node metrics too. */
export const METRICS_PREFIX = 'hoi_'

/**
 * Request durations in seconds, up to the response's headers: a page from the cache takes well
 * under a millisecond, a render about ten (docs/architecture.md, "Rendered-page cache"), an upload
 * or an export seconds.
 */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export function createMetrics(sources: MetricSources = {}) {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX })
  return {
    registry,
    requestDuration: new Histogram({
      name: 'hoi_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: time until the response headers; _count is the request count',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    pageCache: new Counter({
      name: 'hoi_page_cache_requests_total',
      help: 'Requests the rendered-page cache could answer: hit (from memory), miss (rendered and stored), bypass (rendered, not shareable)',
      labelNames: ['result'] as const,
      registers,
    }),
    pageCacheEntries: new Gauge({
      name: 'hoi_page_cache_entries',
      help: 'Pages and documents in the rendered-page cache',
      registers,
      collect() {
        const cache = sources.pageCache?.()
        if (cache) this.set(cache.size)
      },
    }),
    pageCacheBytes: new Gauge({
      name: 'hoi_page_cache_bytes',
      help: 'Bytes the rendered-page cache holds, every encoding counted',
      registers,
      collect() {
        const cache = sources.pageCache?.()
        if (cache) this.set(cache.bytes)
      },
    }),
    dbPool: new Gauge({
      name: 'hoi_db_pool_clients',
      help: 'PostgreSQL pool: clients open (total), idle, and queries waiting for one (absent with the embedded database)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.reset()
        const pool = sources.pool?.()
        if (!pool) return
        this.set({ state: 'total' }, pool.total)
        this.set({ state: 'idle' }, pool.idle)
        this.set({ state: 'waiting' }, pool.waiting)
      },
    }),
    dbQueryErrors: new Counter({
      name: 'hoi_db_query_errors_total',
      help: 'Database queries that failed: unavailable (could not reach the database), constraint (SQLSTATE class 23), other',
      labelNames: ['reason'] as const,
      registers,
    }),
    tasks: new Gauge({
      name: 'hoi_tasks',
      help: 'Rows of the task queue by status; due is the pending ones whose time has come',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        // A scrape must answer while the database does not: the gauge is then left out.
        const counts = await sources.tasks?.().catch(() => undefined)
        this.reset()
        if (!counts) return
        for (const status of ['pending', 'running', 'failed', 'due'] as const) this.set({ status }, counts[status])
      },
    }),
    taskRuns: new Counter({
      name: 'hoi_task_runs_total',
      help: 'Task attempts by task and outcome: done, retry (failed, tried again later), failed (out of attempts), lost (lease taken over)',
      labelNames: ['task', 'outcome'] as const,
      registers,
    }),
    mailSent: new Counter({ name: 'hoi_mail_sent_total', help: 'E-mails sent (or written to the outbox folder)', registers }),
    mailFailures: new Counter({
      name: 'hoi_mail_send_failures_total',
      help: 'Failed sending attempts; final="true" when the message was given up',
      labelNames: ['final'] as const,
      registers,
    }),
    uploadBytes: new Counter({ name: 'hoi_upload_bytes_total', help: 'Bytes of uploaded files received', registers }),
    uploadRefusals: new Counter({
      name: 'hoi_upload_refusals_total',
      help: 'Uploads refused, by reason',
      labelNames: ['reason'] as const,
      registers,
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

const SLOT = Symbol.for('hoi.metrics')
type Holder = { [SLOT]?: Metrics }

/** Makes `instruments` the process's metrics (the boot plugin, when METRICS_TOKEN is set); undefined turns them off. */
export function installMetrics<M extends Metrics | undefined>(instruments: M): M {
  ;(globalThis as Holder)[SLOT] = instruments
  return instruments
}

/** The process's metrics, or undefined when they are off. */
export function metrics(): Metrics | undefined {
  return (globalThis as Holder)[SLOT]
}

export function countPageCache(result: PageCacheResult): void {
  metrics()?.pageCache.inc({ result })
}

/** Why a query failed, in the few words a dashboard needs (db-errors.ts classifies). */
export function queryErrorReason(error: unknown): 'unavailable' | 'constraint' | 'other' {
  if (isDatabaseUnavailable(error)) return 'unavailable'
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && e.code.startsWith('23')) return 'constraint'
    e = e.cause as typeof e
  }
  return 'other'
}

export function countDbQueryError(error: unknown): void {
  metrics()?.dbQueryErrors.inc({ reason: queryErrorReason(error) })
}

export function countTaskRun(task: string, outcome: TaskOutcome): void {
  metrics()?.taskRuns.inc({ task, outcome })
}

export function countMailSent(): void {
  metrics()?.mailSent.inc()
}

export function countMailFailure(final: boolean): void {
  metrics()?.mailFailures.inc({ final: String(final) })
}

export function countUploadBytes(bytes: number): void {
  metrics()?.uploadBytes.inc(bytes)
}

export function countUploadRefusal(reason: UploadRefusal): void {
  metrics()?.uploadRefusals.inc({ reason })
}

/** Nitro's node server keeps the request line's target on the request (srvx). */
type NodeBacked = Request & { runtime?: { node?: { req?: { url?: string } } } }

/**
 * The path of a request without parsing its URL: the request line's target as Node read it. Not
 * `request.url`, which srvx builds from the Host header and which throws for a Host that is not one
 * (`localhost:99999`, which the edge guard answers 400).
 */
function pathOf(request: Request): string {
  let url = (request as NodeBacked).runtime?.node?.req?.url
  if (url === undefined) {
    try {
      url = request.url
    } catch {
      return ''
    }
  }
  let start = 0
  if (url.charCodeAt(0) !== 47 /* / */) {
    // An absolute URL (`http://host/path`, as a test or a proxy-style request line gives it).
    const authority = url.indexOf('//')
    start = authority === -1 ? -1 : url.indexOf('/', authority + 2)
    if (start === -1) return ''
  }
  const query = url.indexOf('?', start)
  return query === -1 ? url.slice(start) : url.slice(start, query)
}

type Fetch = (request: Request) => Response | Promise<Response>

/**
 * Wraps the Nitro app's fetch, outside the edge guard, so that every request is timed and counted
 * by method, route pattern (route-label.ts) and status: cached pages answered by the guard too. A
 * request that fails without a response (the client went away) is not counted.
 */
export function instrumentFetch(app: { fetch: Fetch }, instruments: Metrics): void {
  const next = app.fetch
  const { requestDuration } = instruments
  app.fetch = (request) => {
    const started = performance.now()
    const observe = (response: Response) => {
      const method = METHODS.has(request.method) ? request.method : 'other'
      requestDuration.observe({ method, route: routeLabel(pathOf(request)), status: response.status }, (performance.now() - started) / 1000)
      return response
    }
    const result = next(request)
    return result instanceof Promise ? result.then(observe) : observe(result)
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether an Authorization header carries `Bearer <token>`; compared in constant time. */
export function bearerMatches(header: string | null, token: string): boolean {
  if (!header || header.length > 1024 || !/^bearer +/i.test(header)) return false
  const presented = header.replace(/^bearer +/i, '').trim()
  if (presented === '') return false
  // Digests have one length: timingSafeEqual neither throws nor tells the token's length.
  return timingSafeEqual(digest(presented), digest(token))
}
