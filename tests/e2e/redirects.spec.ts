import { type APIRequestContext, expect, test } from '@playwright/test'
import { E2E_BASE_URL } from './fixtures.ts'

// A bare request context: no cookies and no Accept-Language unless a test sends them.
let http: APIRequestContext
test.beforeAll(async ({ playwright }) => {
  http = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
})
test.afterAll(async () => {
  await http.dispose()
})

async function redirectOf(path: string, headers: Record<string, string> = {}) {
  const response = await http.get(path, { headers, maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] }
}

test.describe('a path without a language segment', () => {
  test('/ goes to Turkish when nothing says otherwise', async () => {
    expect(await redirectOf('/')).toEqual({ status: 302, location: '/tr' })
  })

  test('/ follows the language cookie', async () => {
    expect(await redirectOf('/', { Cookie: 'language=en' })).toEqual({ status: 302, location: '/en' })
    expect(await redirectOf('/', { Cookie: 'language=tr', 'Accept-Language': 'en-GB' })).toEqual({ status: 302, location: '/tr' })
  })

  test('/ follows Accept-Language', async () => {
    expect(await redirectOf('/', { 'Accept-Language': 'en-GB' })).toEqual({ status: 302, location: '/en' })
    expect(await redirectOf('/', { 'Accept-Language': 'tr-TR,en;q=0.8' })).toEqual({ status: 302, location: '/tr' })
    expect(await redirectOf('/', { 'Accept-Language': 'de-DE' })).toEqual({ status: 302, location: '/tr' })
  })

  test('an unknown path goes to the home of the detected language', async () => {
    expect(await redirectOf('/kariyer')).toEqual({ status: 302, location: '/tr' })
    expect(await redirectOf('/kariyer', { 'Accept-Language': 'en-GB' })).toEqual({ status: 302, location: '/en' })
    expect(await redirectOf('/kariyer', { Cookie: 'language=en' })).toEqual({ status: 302, location: '/en' })
  })
})

test.describe('static files and health checks are exempt', () => {
  test('/robots.txt is served as text', async () => {
    const response = await http.get('/robots.txt', { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/plain')
    expect(await response.text()).toContain('User-agent')
  })

  test('/favicon.svg is served as an image', async () => {
    const response = await http.get('/favicon.svg', { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/svg+xml')
  })

  test('/favicon.ico is served as an icon, not redirected to a language home', async () => {
    const response = await http.get('/favicon.ico', { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    const body = await response.body()
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1])
    expect(body.readUInt16LE(4)).toBeGreaterThan(0)
  })

  test('/healthz and /readyz answer JSON', async () => {
    const health = await http.get('/healthz', { maxRedirects: 0 })
    expect(health.status()).toBe(200)
    expect(health.headers()['content-type']).toContain('application/json')
    expect(await health.json()).toMatchObject({ status: 'ok' })

    const ready = await http.get('/readyz', { maxRedirects: 0 })
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toMatchObject({ status: 'ready' })
  })
})
