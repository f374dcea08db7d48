import { expect, type Request, type Response, test } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, collectConsoleErrors, E2E_BASE_URL, LANGS, login, submitLoginForm, visit } from './fixtures.ts'
import { cspDirectives, scriptHashSource } from './http-helpers.ts'

/**
 * How a page's inline scripts are vouched for: `nonce`, this response's nonce on every script
 * (pages rendered for this request); `hashes`, the SHA-256 of each inline script and no nonce
 * anywhere (anonymous public pages, from the rendered-page cache, decision 011).
 */
type ScriptPolicy = 'nonce' | 'hashes'

/** The headers and the served HTML of one page, as docs/product.md §11 asks. */
async function expectHardenedPage(response: Response | null, label: string, scripts: ScriptPolicy) {
  expect(response, label).not.toBeNull()
  const headers = response!.headers()
  expect(headers['content-type'], label).toContain('text/html')
  expect(headers['x-content-type-options'], label).toBe('nosniff')

  const csp = headers['content-security-policy']
  expect(csp, `${label}: Content-Security-Policy`).toBeTruthy()
  const policy = cspDirectives(csp!)
  const scriptSrc = policy.get('script-src') ?? []
  expect(scriptSrc[0], `${label}: script-src`).toBe("'self'")
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'")
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'")
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"])
  expect(policy.get('object-src'), label).toEqual(["'none'"])

  const html = await response!.text()
  const tags = html.match(/<script\b[^>]*>/gi) ?? []
  expect(tags.length, `${label}: scripts in the HTML`).toBeGreaterThan(0)
  if (scripts === 'nonce') {
    expect(headers['x-cache'], `${label}: rendered for this request`).toBe('BYPASS')
    expect(scriptSrc.length, `${label}: one nonce and nothing else (${csp})`).toBe(2)
    const nonce = /^'nonce-(.+)'$/.exec(scriptSrc[1] ?? '')?.[1]
    expect(nonce, `${label}: a nonce in script-src (${csp})`).toBeTruthy()
    const withoutNonce = tags.filter((tag) => !tag.includes(`nonce="${nonce}"`))
    expect(withoutNonce, `${label}: every <script> carries this response's nonce`).toEqual([])
  } else {
    expect(['HIT', 'MISS'], `${label}: from the page cache`).toContain(headers['x-cache'])
    const hashes = scriptSrc.slice(1)
    expect(hashes.length, `${label}: hashes in script-src (${csp})`).toBeGreaterThan(0)
    for (const source of hashes) expect(source, `${label}: only hashes besides 'self'`).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/)
    expect(html, `${label}: no nonce in a shared page`).not.toMatch(/\bnonce=|csp-nonce/)
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    for (const [, , script] of inline) expect(hashes, `${label}: the hash of every inline script`).toContain(scriptHashSource(script!))
  }
}

test('every page is served with a strict CSP (a nonce, or script hashes for a cached page) and no CSP errors in the console', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page)
  for (const lang of LANGS) {
    // Anonymous public pages come from the rendered-page cache; the sign-in page never does.
    for (const path of [`/${lang}`, `/${lang}/does-not-exist`, `/${lang}/not-found`]) {
      await expectHardenedPage(await visit(page, path), path, 'hashes')
    }
    await expectHardenedPage(await visit(page, `/${lang}/login`), `/${lang}/login`, 'nonce')
  }

  await login(page, 'tr', ADMIN_EMAIL, ADMIN_PASSWORD)
  for (const path of ['/tr/dashboard', '/tr/dashboard/users', '/en/dashboard', '/en/dashboard/users']) {
    await expectHardenedPage(await visit(page, path), path, 'nonce')
  }
  // Signed in, a public page is rendered for this request, with its nonce.
  await expectHardenedPage(await visit(page, '/en'), '/en signed in', 'nonce')
  await visit(page, '/en/dashboard/users')
  // Client-side navigation too: nothing the router loads later may trip the policy.
  await page.getByRole('link', { name: 'Yönetim Paneli' }).first().click()
  await expect(page).toHaveURL(/\/en\/dashboard$/)

  const cspErrors = consoleErrors.filter((message) => /content security policy|nonce/i.test(message))
  expect(cspErrors).toEqual([])
})

test('a cross-origin POST to a server function is refused with 403', async ({ page, playwright }) => {
  let loginCall: Request | undefined
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/_serverFn/')) loginCall ??= request
  })
  await visit(page, '/tr/login')
  // An address of its own: failed attempts on a shared one would add up to a lockout (429).
  await submitLoginForm(page, 'tr', `security-${Date.now().toString(36)}@e2e.test`, 'whatever-password-1')
  await expect(page.getByRole('alert')).toBeVisible()
  expect(loginCall, 'the login server call').toBeDefined()

  const headers = await loginCall!.allHeaders()
  const replayHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name === 'content-type' || name === 'accept' || name.startsWith('x-tsr')),
  )
  const http = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const send = (extra: Record<string, string>) =>
    http.post(loginCall!.url(), { headers: { ...replayHeaders, ...extra }, data: loginCall!.postData() ?? '', maxRedirects: 0 })

  const evil = await send({ Origin: 'https://evil.example' })
  expect(evil.status()).toBe(403)
  expect(await evil.json()).toMatchObject({ success: false, error: { code: 'wrong_origin' } })

  const crossSite = await send({ 'Sec-Fetch-Site': 'cross-site' })
  expect(crossSite.status()).toBe(403)

  // The same call from the app's own origin passes the check and fails as a wrong login: as data, with its status.
  const sameOrigin = await send({ Origin: E2E_BASE_URL })
  expect(sameOrigin.status()).toBe(401)
  await http.dispose()
})

test('the dashboard uploads refuse a POST that does not prove it comes from the site (403), like server functions', async ({ page }) => {
  await login(page, 'tr', ADMIN_EMAIL, ADMIN_PASSWORD)
  const upload = (path: string, headers: Record<string, string>) =>
    page.request.post(path, { headers, multipart: { other: 'x' }, maxRedirects: 0 })
  for (const path of ['/api/dashboard/images', '/api/dashboard/documents', `/api/dashboard/documents/${crypto.randomUUID()}`]) {
    // Signed in, but neither Origin nor Sec-Fetch-Site: same-origin (a script elsewhere, a tool replaying the cookie).
    const bare = await upload(path, {})
    expect(bare.status(), `${path} without Origin`).toBe(403)
    expect(await bare.json()).toMatchObject({ success: false, error: { code: 'forbidden' } })
    // From the dashboard itself the request reaches the route, which reads the form (no file: 400 or 404 for an unknown document).
    const own = await upload(path, { Origin: E2E_BASE_URL })
    expect([400, 404], `${path} from the site`).toContain(own.status())
    const sameOrigin = await upload(path, { 'Sec-Fetch-Site': 'same-origin' })
    expect([400, 404], `${path} same-origin`).toContain(sameOrigin.status())
  }
})

for (const lang of LANGS) {
  test(`/${lang} links its canonical URL and the hreflang alternates`, async ({ page }) => {
    await page.goto(`/${lang}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/${lang}`)
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]))
    expect(Object.fromEntries(alternates)).toEqual({
      tr: `${E2E_BASE_URL}/tr`,
      en: `${E2E_BASE_URL}/en`,
      'x-default': `${E2E_BASE_URL}/tr`,
    })
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  })
}
