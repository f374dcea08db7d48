import { expect, test } from '@playwright/test'
import { METRICS_TOKEN } from './test-env.ts'

/**
 * GET /metrics (decision 035) on the built server, which the e2e run starts with METRICS_TOKEN:
 * refused without the token, and with it the Prometheus text that counted the page just served.
 */
test('GET /metrics answers a bearer of the token with the requests and page-cache hits it counted', async ({ request }) => {
  // A query string of its own: the first request renders the page, the second is a cache hit.
  const path = `/en/about?metrics-e2e=${Date.now().toString(36)}`
  expect((await request.get(path)).headers()['x-cache']).toBe('MISS')
  expect((await request.get(path)).headers()['x-cache']).toBe('HIT')

  const attempts: Record<string, string>[] = [
    {},
    { Authorization: 'Bearer wrong-token' },
    { Authorization: 'Bearer ' },
    { Authorization: `Basic ${METRICS_TOKEN}` },
  ]
  for (const headers of attempts) {
    const refused = await request.get('/metrics', { headers })
    expect(refused.status()).toBe(401)
    expect(await refused.text()).not.toContain('hoi_')
  }
  expect((await request.post('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status()).toBe(405)

  const reply = await request.get('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  expect(reply.status()).toBe(200)
  expect(reply.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  expect(reply.headers()['cache-control']).toBe('no-store')
  const text = await reply.text()
  const sample = (series: string) => Number(text.match(new RegExp(`^${series.replace(/[{}$/]/g, '\\$&')} (\\S+)$`, 'm'))?.[1])
  expect(sample('hoi_http_request_duration_seconds_count{method="GET",route="/$lang/about",status="200"}')).toBeGreaterThanOrEqual(2)
  expect(sample('hoi_page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1)
  expect(sample('hoi_page_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1)
  expect(sample('hoi_process_resident_memory_bytes')).toBeGreaterThan(0)
  // The raw path and its query string never become a label.
  expect(text).not.toContain('metrics-e2e')
})
