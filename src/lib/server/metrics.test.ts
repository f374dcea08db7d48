import { afterEach, describe, expect, it } from 'vitest'
import {
  bearerMatches,
  countUploadRefusal,
  createMetrics,
  installMetrics,
  instrumentFetch,
  type Metrics,
  metrics,
  queryErrorReason,
} from './metrics'
import { metricsReply } from './metrics-reply'
import { PageCache, preparePage } from './page-cache'

const TOKEN = 'k'.repeat(16) + '0123456789abcdef-._~+/'

const scrape = (request: Request, instruments: Metrics | undefined, token: string | undefined) =>
  metricsReply(request, { token, metrics: instruments, lang: 'en', requestId: 'req-1' })
const get = (headers: Record<string, string> = {}) => new Request('http://localhost/metrics', { headers })

/** The samples of one metric, as `{ labels, value }`. */
const samples = async (metric: { get: () => Promise<{ values: { labels: object; value: number; metricName?: string }[] }> }) =>
  (await metric.get()).values

afterEach(() => {
  installMetrics(undefined)
})

describe('the metrics registry', () => {
  it('holds our metrics and the process metrics under the hoi_ prefix, in a registry of its own', async () => {
    const instruments = createMetrics()
    const text = await instruments.registry.metrics()
    for (const name of [
      'hoi_http_request_duration_seconds',
      'hoi_page_cache_requests_total',
      'hoi_page_cache_entries',
      'hoi_page_cache_bytes',
      'hoi_db_pool_clients',
      'hoi_db_query_errors_total',
      'hoi_tasks',
      'hoi_task_runs_total',
      'hoi_mail_sent_total',
      'hoi_mail_send_failures_total',
      'hoi_upload_bytes_total',
      'hoi_upload_refusals_total',
      'hoi_process_resident_memory_bytes',
      'hoi_process_cpu_seconds_total',
      'hoi_nodejs_heap_size_used_bytes',
      'hoi_nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `)
    }
    // Two registries side by side (a test, a second server bundle) do not clash.
    expect(() => createMetrics()).not.toThrow()
  })

  it('reads the page cache, the pool and the tasks when scraped; a failed read leaves the gauge out', async () => {
    const instruments = createMetrics({
      pageCache: () => ({ size: 3, bytes: 4096 }),
      pool: () => ({ total: 4, idle: 1, waiting: 2 }),
      tasks: () => Promise.reject(new Error('database down')),
    })
    const text = await instruments.registry.metrics()
    expect(text).toContain('hoi_page_cache_entries 3')
    expect(text).toContain('hoi_page_cache_bytes 4096')
    expect(text).toContain('hoi_db_pool_clients{state="waiting"} 2')
    expect(text).not.toMatch(/^hoi_tasks\{/m)
  })

  it('counts nothing and costs nothing while off', () => {
    expect(metrics()).toBeUndefined()
    expect(() => countUploadRefusal('too_large')).not.toThrow()
  })

  it('classifies failed queries', () => {
    expect(queryErrorReason(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('unavailable')
    expect(queryErrorReason(new Error('Failed query', { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) }))).toBe(
      'constraint',
    )
    expect(queryErrorReason(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe('other')
    expect(queryErrorReason('not even an error')).toBe('other')
  })
})

describe('GET /metrics', () => {
  it('is not found while metrics are off', async () => {
    for (const reply of [
      await scrape(get(), createMetrics(), undefined),
      await scrape(get({ authorization: `Bearer ${TOKEN}` }), undefined, TOKEN),
    ]) {
      expect(reply.status).toBe(404)
      expect(reply.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('answers 401 without the right bearer token, whatever is sent', async () => {
    const instruments = createMetrics()
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer ${TOKEN} extra`,
      `Bearer ${'x'.repeat(100_000)}`,
      'Bearer \u00ff\u00fe',
    ]) {
      const reply = await scrape(get(authorization === undefined ? {} : { authorization }), instruments, TOKEN)
      expect(reply.status, authorization?.slice(0, 40)).toBe(401)
      expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      expect(reply.headers.get('cache-control')).toBe('no-store')
      expect(await reply.text()).not.toContain('hoi_')
    }
  })

  it('answers the registry in the Prometheus text format to a bearer of the token', async () => {
    const instruments = createMetrics()
    for (const authorization of [`Bearer ${TOKEN}`, `bearer  ${TOKEN}`]) {
      const reply = await scrape(get({ authorization }), instruments, TOKEN)
      expect(reply.status).toBe(200)
      expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(reply.headers.get('cache-control')).toBe('no-store')
      expect(await reply.text()).toContain('# TYPE hoi_process_resident_memory_bytes gauge')
    }
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
  })
})

describe('request metrics', () => {
  it('times every request by method, route pattern and status, answered at once or later', async () => {
    const instruments = createMetrics()
    const app = {
      fetch: (request: Request): Response | Promise<Response> =>
        request.headers.has('x-later') ? Promise.resolve(new Response('x', { status: 503 })) : new Response('x', { status: 200 }),
    }
    instrumentFetch(app, instruments)
    await app.fetch(new Request('http://localhost/en/about?x=1'))
    await app.fetch(new Request('http://localhost/en/about', { method: 'HEAD' }))
    await app.fetch(new Request('http://localhost/tr/about'))
    await app.fetch(new Request('http://localhost/no/such/page', { headers: { 'x-later': '1' } }))
    await app.fetch(new Request('http://localhost/en', { method: 'PROPFIND' }))
    // What Node read on the request line, as Nitro's server passes it on; and a request whose URL
    // cannot be built (a Host such as `localhost:99999`): counted, never thrown.
    await app.fetch(Object.assign(new Request('http://localhost/ignored'), { runtime: { node: { req: { url: '/tr/about?q=1' } } } }))
    const unbuildable = new Request('http://localhost/')
    Object.defineProperty(unbuildable, 'url', {
      get() {
        throw new TypeError('Invalid URL')
      },
    })
    await app.fetch(unbuildable)
    const counts = (await samples(instruments.requestDuration)).filter((sample) => sample.metricName?.endsWith('_count'))
    expect(counts.map(({ labels, value }) => ({ ...labels, value }))).toEqual(
      expect.arrayContaining([
        { method: 'GET', route: '/$lang/about', status: 200, value: 3 },
        { method: 'HEAD', route: '/$lang/about', status: 200, value: 1 },
        { method: 'GET', route: 'other', status: 503, value: 1 },
        { method: 'other', route: '/$lang', status: 200, value: 1 },
        { method: 'GET', route: 'other', status: 200, value: 1 },
      ]),
    )
    expect(counts).toHaveLength(5)
  })

  it('counts page-cache hits, misses and renders it could not share', async () => {
    const instruments = installMetrics(createMetrics())
    const cache = new PageCache()
    const page = await preparePage({
      key: '/en',
      status: 200,
      contentType: 'text/html',
      html: '<p>hi</p>',
      nonce: 'n',
      perRequest: [],
      headers: () => ({}),
    })
    await cache.serve('/en', async () => ({ page: page! }))
    await cache.serve('/en', async () => ({ page: page! }))
    await cache.serve('/en/about', async () => ({ bypass: 'own reply' }))
    const counted = Object.fromEntries(
      (await samples(instruments.pageCache)).map(({ labels, value }) => [(labels as { result: string }).result, value]),
    )
    expect(counted).toEqual({ miss: 1, hit: 1, bypass: 1 })
  })
})
