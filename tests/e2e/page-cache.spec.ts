import { type APIRequestContext, type APIResponse, expect, type Page, test } from '@playwright/test'
import { asRole, collectConsoleErrors, E2E_BASE_URL, text, waitForHydration } from './fixtures.ts'
import { cspDirectives, scriptHashSource } from './http-helpers.ts'

/**
 * The rendered-page cache (decision 011, src/lib/server/page-cache.ts): anonymous public pages are
 * answered from memory with a CDN-shareable Cache-Control, an ETag and a CSP of script hashes;
 * signed-in requests, the dashboard and form posts never are.
 */

/** A query string of its own, so a test starts with a miss whatever other journeys loaded. */
const fresh = (path: string) => `${path}?cache-test=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

/** What a shared page must be: public for a CDN, validated by ETag, scripts allowed by hash only. */
async function expectSharedPage(response: APIResponse, label: string) {
  const headers = response.headers()
  expect(headers['cache-control'], label).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
  expect(headers.vary, label).toBe('Accept-Encoding')
  expect(headers.etag, label).toMatch(/^"[\w-]+"$/)
  expect(headers['set-cookie'], label).toBeUndefined()

  const scriptSrc = cspDirectives(headers['content-security-policy'] ?? '').get('script-src') ?? []
  expect(scriptSrc[0], label).toBe("'self'")
  expect(scriptSrc.length, `${label}: hashes in script-src`).toBeGreaterThan(1)
  for (const source of scriptSrc.slice(1)) expect(source, label).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/)

  const html = await response.text()
  expect(html, `${label}: no nonce left in the page`).not.toMatch(/\bnonce=|csp-nonce/)
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc=/.test(attributes!))
  expect(inline.length, `${label}: inline scripts`).toBeGreaterThan(0)
  for (const [, , script] of inline) expect(scriptSrc, `${label}: the hash of every inline script`).toContain(scriptHashSource(script!))
  return html
}

/** What a page that is not shared must be: no HIT, nothing a shared cache may keep, the nonce. */
async function expectUnsharedPage(response: APIResponse, label: string) {
  const headers = response.headers()
  expect(headers['x-cache'], label).not.toBe('HIT')
  expect(headers['x-cache'], label).not.toBe('MISS')
  expect(headers['cache-control'] ?? '', label).not.toMatch(/public|s-maxage/)
  if (response.status() !== 303) expect(headers['cache-control'] ?? '', label).toMatch(/^(no-store|private, no-cache)$/)
  expect(headers.etag, label).toBeUndefined()
  if ((headers['content-type'] ?? '').startsWith('text/html')) {
    expect(headers['content-security-policy'], label).toMatch(/script-src 'self' 'nonce-[^']+';/)
  }
}

const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers }, maxRedirects: 0 })

test.describe('anonymous public pages', () => {
  test('the second GET is a hit with the same body; both are shared pages', async ({ request }) => {
    const path = fresh('/en')
    const first = await get(request, path)
    expect(first.status()).toBe(200)
    expect(first.headers()['x-cache']).toBe('MISS')
    const second = await get(request, path)
    expect(second.headers()['x-cache']).toBe('HIT')
    expect(second.headers().etag).toBe(first.headers().etag)
    expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy'])
    expect(await expectSharedPage(second, 'hit')).toBe(await expectSharedPage(first, 'miss'))
    // Each reply still has its own request id.
    expect(second.headers()['x-request-id']).not.toBe(first.headers()['x-request-id'])

    // /en itself too, in both languages.
    for (const lang of ['en', 'tr']) {
      await get(request, `/${lang}`)
      const hit = await get(request, `/${lang}`)
      expect(hit.headers()['x-cache'], `/${lang}`).toBe('HIT')
      expect(await expectSharedPage(hit, `/${lang}`)).toContain(`<html lang="${lang}"`)
    }
  })

  test('concurrent misses of one page render it once; the others wait for that render', async ({ request }) => {
    const path = fresh('/en')
    const replies = await Promise.all(Array.from({ length: 12 }, () => get(request, path)))
    const statuses = replies.map((reply) => reply.headers()['x-cache'])
    expect(
      statuses.filter((status) => status === 'MISS'),
      statuses.join(' '),
    ).toHaveLength(1)
    expect(
      statuses.filter((status) => status === 'HIT'),
      statuses.join(' '),
    ).toHaveLength(11)
    expect(new Set(await Promise.all(replies.map((reply) => reply.text()))).size).toBe(1)
  })

  test('If-None-Match with the ETag answers 304 without a body, with the same validators', async ({ request }) => {
    const path = fresh('/en')
    const page = await get(request, path)
    const { etag } = page.headers()
    const notModified = await get(request, path, { 'If-None-Match': etag! })
    expect(notModified.status()).toBe(304)
    expect((await notModified.body()).length).toBe(0)
    expect(notModified.headers().etag).toBe(etag)
    expect(notModified.headers()['cache-control']).toBe(page.headers()['cache-control'])
    expect(notModified.headers()['x-cache']).toBe('HIT')
    expect((await get(request, path, { 'If-None-Match': '"something-else"' })).status()).toBe(200)
  })

  test('each encoding is stored once and has its own ETag; HEAD answers the headers only', async ({ request }) => {
    const path = fresh('/en')
    const identity = await get(request, path, { 'Accept-Encoding': 'identity' })
    const gzip = await get(request, path, { 'Accept-Encoding': 'gzip' })
    const brotli = await get(request, path, { 'Accept-Encoding': 'br' })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expect(brotli.headers()['content-encoding']).toBe('br')
    expect(identity.headers()['content-encoding']).toBeUndefined()
    expect(await gzip.text()).toBe(await identity.text())
    expect(await brotli.text()).toBe(await identity.text())
    expect(new Set([identity, gzip, brotli].map((r) => r.headers().etag)).size).toBe(3)

    const head = await request.head(path, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(head.status()).toBe(200)
    expect(head.headers()['x-cache']).toBe('HIT')
    expect(head.headers().etag).toBe(gzip.headers().etag)
    expect((await head.body()).length).toBe(0)
  })

  test('a not-found page is shared with its 404; the error preview never is', async ({ request }) => {
    const path = fresh('/en/no-such-page')
    expect((await get(request, path)).status()).toBe(404)
    const again = await get(request, path)
    expect(again.status()).toBe(404)
    expect(again.headers()['x-cache']).toBe('HIT')
    await expectSharedPage(again, 'not found')

    for (let i = 0; i < 2; i++) {
      const preview = await get(request, '/en/error-preview')
      expect(preview.status()).toBe(500)
      await expectUnsharedPage(preview, 'error preview')
    }
  })

  test('a no-cache reload is still answered from the cache', async ({ request }) => {
    const path = fresh('/en')
    await get(request, path)
    const reload = await get(request, path, { 'Cache-Control': 'no-cache', Pragma: 'no-cache' })
    expect(reload.headers()['x-cache']).toBe('HIT')
  })
})

test.describe('never shared', () => {
  test('a request with a session cookie is never a hit, even for a cached page', async ({ request }) => {
    const path = fresh('/en')
    await get(request, path)
    expect((await get(request, path)).headers()['x-cache']).toBe('HIT')
    for (const cookie of ['hoi_session=not-a-real-token', '__Host-hoi_session=not-a-real-token', 'language=en; hoi_session=x']) {
      const response = await get(request, path, { Cookie: cookie })
      expect(response.status(), cookie).toBe(200)
      expect(response.headers()['x-cache'], cookie).toBe('BYPASS')
      await expectUnsharedPage(response, cookie)
    }
  })

  test('the sign-in page is never cached, and keeps the nonce', async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const response = await get(request, '/en/login')
      expect(response.headers()['x-cache']).toBe('BYPASS')
      expect(response.headers()['cache-control']).toBe('no-store')
      await expectUnsharedPage(response, '/en/login')
    }
  })

  test('a sign-in form post is never cached', async ({ request }) => {
    const form = { email: `cache-${Date.now().toString(36)}@e2e.test`, password: 'not-the-password-1' }
    for (let i = 0; i < 2; i++) {
      const post = await request.post('/en/login', { form, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 })
      // The login page again, with the failure: rendered for this post alone.
      expect(post.status()).toBe(401)
      expect(post.headers()['content-type']).toContain('text/html')
      expect(post.headers()['cache-control']).toBe('no-store')
      await expectUnsharedPage(post, 'POST /en/login')
    }
  })

  test.describe('signed in', () => {
    test.use(asRole('editor'))

    test('public pages and the dashboard are never hits for a signed-in visitor', async ({ page }) => {
      const request = page.request
      for (const path of ['/en', '/tr', fresh('/en')]) {
        for (let i = 0; i < 2; i++) {
          const response = await get(request, path)
          expect(response.status(), path).toBe(200)
          expect(response.headers()['x-cache'], path).toBe('BYPASS')
          await expectUnsharedPage(response, path)
        }
      }
      for (const path of ['/en/dashboard', '/tr/dashboard', '/en/dashboard/account']) {
        for (let i = 0; i < 2; i++) {
          const response = await get(request, path)
          expect(response.status(), path).toBe(200)
          expect(response.headers()['cache-control'], path).toBe('no-store')
          await expectUnsharedPage(response, path)
        }
      }
    })
  })

  test('the dashboard is never a hit for an anonymous visitor either', async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const response = await get(request, '/en/dashboard')
      expect(response.status()).toBe(307)
      expect(response.headers()['x-cache']).toBe('BYPASS')
      expect(response.headers()['cache-control']).toBe('no-store')
    }
  })
})

test.describe('in the browser', () => {
  /** CSP violations the page reports, from the first script on. */
  async function recordViolations(page: Page) {
    await page.addInitScript(() => {
      const violations: string[] = []
      ;(window as unknown as { __cspViolations: string[] }).__cspViolations = violations
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
  }
  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

  test('a cached home page hydrates on the miss and on the hit, with no CSP violation', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page)
    await recordViolations(page)
    const path = fresh('/en')
    for (const expected of ['MISS', 'HIT']) {
      const response = await page.goto(path)
      expect(response?.headers()['x-cache']).toBe(expected)
      expect(response?.headers()['content-security-policy']).toContain("'sha256-")
      await waitForHydration(page)
      expect(await violations(page), expected).toEqual([])

      // A React event handler runs: the language switcher remembers the choice before it leaves.
      await page.evaluate(() => window.localStorage.removeItem('language'))
      const switcher = page.getByRole('navigation', { name: text('en', 'common', 'languageSwitcher.label'), exact: true })
      const toTurkish = switcher.getByRole('link', {
        name: text('en', 'common', 'languageSwitcher.switchTo', { language: text('en', 'common', 'languageName.tr') }),
      })
      await toTurkish.click()
      await expect(page).toHaveURL(/\/tr\?cache-test=/)
      expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('tr')
      expect(await violations(page), `${expected}, then /tr`).toEqual([])
    }

    // Client-side navigation from a hit: the brand link routes to /en without a document load.
    await page.goto(path)
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
    await page
      .getByRole('link', { name: /HOI Holding/ })
      .first()
      .click()
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en`)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
    expect(await violations(page)).toEqual([])

    expect(consoleErrors.filter((message) => /content security policy|nonce|hydrat/i.test(message))).toEqual([])
  })
})
