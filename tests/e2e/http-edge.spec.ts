import { type APIResponse, expect, test } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL, login, submitLoginForm } from './fixtures.ts'
import { captureLoginCall, internalTextIn, type RecordedCall, rawRequest, requestHead } from './http-helpers.ts'

/**
 * The HTTP edge of the built server (src/start.ts, docs/product.md §7, §11): body limits before parsing,
 * malformed server-function calls answered 4xx, the origin check against APP_ORIGIN, method and
 * caching rules, and the readiness probe.
 */

let loginCall: RecordedCall

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  loginCall = await captureLoginCall(page)
  await page.close()
})

const ORIGIN = { Origin: E2E_BASE_URL }

/** Replays the login call with another body and headers; no redirects followed. */
function replay(request: import('@playwright/test').APIRequestContext, body: string | Buffer, headers: Record<string, string> = ORIGIN) {
  return request.post(loginCall.url, { headers: { ...loginCall.headers, ...headers }, data: body, maxRedirects: 0 })
}

async function expectEnvelope(response: APIResponse, status: number, code: string) {
  expect(response.status(), await response.text()).toBe(status)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(response.headers()['cache-control']).toBe('no-store')
  const body = (await response.json()) as { success: boolean; error: { code: string; message: string; requestId?: string } }
  expect(body).toMatchObject({ success: false, error: { code } })
  expect(body.error.requestId).toBe(response.headers()['x-request-id'])
  expect(internalTextIn(await response.text())).toBeUndefined()
}

test.describe('body size', () => {
  test('a 1 MB login body is refused with 413 by its Content-Length', async ({ request }) => {
    const response = await replay(request, `{"t":{"t":1,"s":"${'a'.repeat(1024 * 1024)}"},"f":0,"m":[]}`)
    await expectEnvelope(response, 413, 'payload_too_large')
  })

  test('a chunked body is counted as it streams and refused with 413 at the limit', async () => {
    const chunk = Buffer.alloc(32 * 1024, 'a')
    const framed = (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
    // 4 MB announced by nothing: no Content-Length, only Transfer-Encoding: chunked.
    const chunks = [Buffer.from('{"t":{"t":1,"s":"'), ...Array.from({ length: 128 }, () => chunk)].map(framed)
    chunks.push(Buffer.from('0\r\n\r\n'))
    const head = requestHead('POST', loginCall.path, { ...loginCall.headers, ...ORIGIN, 'Transfer-Encoding': 'chunked' })
    const reply = await rawRequest(head, chunks)
    expect(reply.status, reply.body).toBe(413)
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, error: { code: 'payload_too_large' } })
  })

  test('a body within the limit still reaches the function', async ({ request }) => {
    const response = await replay(request, loginCall.body)
    expect(response.status()).toBeLessThan(500)
    expect(response.status()).not.toBe(413)
    expect(response.headers()['cache-control']).toBe('no-store')
  })
})

test.describe('malformed server-function calls answer 4xx, never 500', () => {
  test('bad JSON → 400', async ({ request }) => {
    await expectEnvelope(await replay(request, '{"t":'), 400, 'bad_request')
  })

  test('a bad seroval payload → 400', async ({ request }) => {
    await expectEnvelope(await replay(request, '{"t":{"t":99,"x":[1,2]},"f":0,"m":[]}'), 400, 'bad_request')
    await expectEnvelope(await replay(request, '[1,2,3]'), 400, 'bad_request')
  })

  test('__proto__, constructor and unknown ids → 404 JSON', async ({ request }) => {
    for (const id of [
      '__proto__',
      'constructor',
      'prototype',
      'hasOwnProperty',
      '0000000000000000000000000000000000000000000000000000000000000000',
      '%5F%5Fproto%5F%5F',
    ]) {
      const response = await request.post(`/_serverFn/${id}`, { headers: { ...loginCall.headers, ...ORIGIN }, data: loginCall.body })
      await expectEnvelope(response, 404, 'not_found')
    }
    const get = await request.get('/_serverFn/__proto__', { headers: { 'x-tsr-serverfn': 'true' } })
    await expectEnvelope(get, 404, 'not_found')
  })

  test('the wrong method → 405 with Allow', async ({ request }) => {
    const get = await request.get(loginCall.path, { headers: { 'x-tsr-serverfn': 'true' } })
    await expectEnvelope(get, 405, 'method_not_allowed')
    expect(get.headers()['allow']).toBe('POST')
    const put = await request.put(loginCall.path, { headers: { ...loginCall.headers, ...ORIGIN }, data: loginCall.body })
    await expectEnvelope(put, 405, 'method_not_allowed')
  })

  test('a body without a usable content type → 415', async ({ request }) => {
    await expectEnvelope(await replay(request, loginCall.body, { ...ORIGIN, 'content-type': 'text/plain' }), 415, 'unsupported_media_type')
    const head = requestHead('POST', loginCall.path, {
      ...ORIGIN,
      'Content-Length': String(loginCall.body.length),
      'x-tsr-serverfn': 'true',
    })
    const reply = await rawRequest(`${head}${loginCall.body}`)
    expect(reply.status).toBe(415)
  })

  test('broken form data → 400', async ({ request }) => {
    const response = await replay(request, '--x\r\nnot a part', { ...ORIGIN, 'content-type': 'multipart/form-data; boundary=zzz' })
    await expectEnvelope(response, 400, 'bad_request')
  })

  test('a GET function called without x-tsr-serverfn, or with a bad payload, is not a 500', async ({ page, request }) => {
    // The GET functions the app calls over HTTP: recorded while signing in, when the client
    // navigates to the dashboard and its guard asks who is signed in.
    const gets = new Set<string>()
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (r.method() === 'GET' && url.pathname.startsWith('/_serverFn/')) gets.add(url.pathname)
    })
    await login(page, 'en', ADMIN_EMAIL, ADMIN_PASSWORD)
    expect(gets.size, 'GET server functions called by the client').toBeGreaterThan(0)
    for (const path of gets) {
      // docs/architecture.md "Known traps" 14: without the header Start hands back the raw value, or nothing at all.
      for (const context of [request, page.request]) {
        const plain = await context.get(path)
        expect(plain.status(), `${path} without x-tsr-serverfn`).toBeLessThan(500)
        expect(internalTextIn(await plain.text())).toBeUndefined()
      }
      await expectEnvelope(await request.get(`${path}?payload=%7Bbad`, { headers: { 'x-tsr-serverfn': 'true' } }), 400, 'bad_request')
      await expectEnvelope(
        await request.get(`${path}?payload=%7B%22t%22%3A42%7D`, { headers: { 'x-tsr-serverfn': 'true' } }),
        400,
        'bad_request',
      )
    }
  })
})

test.describe('origin check against APP_ORIGIN', () => {
  test('a server-function POST with neither Origin nor Sec-Fetch-Site is refused with 403', async ({ request }) => {
    await expectEnvelope(await replay(request, loginCall.body, {}), 403, 'forbidden')
    await expectEnvelope(await replay(request, loginCall.body, { 'Sec-Fetch-Site': 'none' }), 403, 'forbidden')
  })

  test('Sec-Fetch-Site: same-origin alone passes the check', async ({ request }) => {
    const response = await replay(request, loginCall.body, { 'Sec-Fetch-Site': 'same-origin' })
    expect(response.status()).toBeLessThan(500)
    expect(response.status()).not.toBe(403)
    expect(await response.text()).not.toContain('"forbidden"')
  })

  test('a forged Host header does not make a foreign Origin ours', async () => {
    for (const host of ['evil.example', 'evil.example:80']) {
      const head = requestHead('POST', loginCall.path, {
        ...loginCall.headers,
        Host: host,
        Origin: `http://${host}`,
        'Content-Length': String(Buffer.byteLength(loginCall.body)),
      })
      const reply = await rawRequest(`${head}${loginCall.body}`)
      expect(reply.status, reply.body).toBe(403)
      expect(JSON.parse(reply.body)).toMatchObject({ success: false, error: { code: 'wrong_origin' } })
    }
  })

  test('a cross-site page form post is refused, a headerless one is not', async ({ request }) => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const foreign = await request.post('/en/login', {
      headers: { ...form, Origin: 'https://evil.example' },
      data: 'email=a&password=b',
      maxRedirects: 0,
    })
    expect(foreign.status()).toBe(403)
    expect(foreign.headers()['content-type']).toContain('text/html')
    await expectEnvelope(
      await request.post('/en/login', {
        headers: { ...form, 'Sec-Fetch-Site': 'cross-site' },
        data: 'email=a&password=b',
        maxRedirects: 0,
      }),
      403,
      'forbidden',
    )
    const headerless = await request.post('/en/login', { headers: form, data: 'email=a&password=b', maxRedirects: 0 })
    expect(headerless.status()).not.toBe(403)
  })
})

test.describe('a form posted from another address than APP_ORIGIN', () => {
  // The site opened at http://localhost:… while APP_ORIGIN is http://127.0.0.1:… (or the reverse).
  const elsewhere = E2E_BASE_URL.replace('127.0.0.1', 'localhost')

  test('the scriptless form names both addresses, in the page language', async ({ request }) => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', Origin: elsewhere }
    for (const [lang, text] of [
      ['en', `This form was sent from ${elsewhere}, but this site accepts forms only from ${E2E_BASE_URL}.`],
      ['tr', `Bu form ${elsewhere} adresinden gönderildi; bu site formları yalnızca ${E2E_BASE_URL} adresinden kabul ediyor.`],
    ] as const) {
      const response = await request.post(`/${lang}/contact`, { headers: form, data: 'first_name=Ada', maxRedirects: 0 })
      expect(response.status()).toBe(403)
      const html = await response.text()
      expect(html).toContain(text)
      expect(html).not.toContain(lang === 'en' ? 'You do not have permission' : 'yetkiniz yok')
    }
  })

  test('a visitor signing in on the other address reads what is wrong', async ({ page }) => {
    await page.goto(`${elsewhere}/en/login`)
    await submitLoginForm(page, 'en', 'someone@e2e.test', 'whatever-password-1')
    await expect(page.getByRole('alert')).toContainText(
      `this site accepts forms only from ${E2E_BASE_URL}. Open the site at ${E2E_BASE_URL}`,
    )
  })

  test('a server-function call gets the same sentence in its envelope', async ({ request }) => {
    const response = await replay(request, loginCall.body, { Origin: elsewhere, 'x-hoi-language': 'en' })
    await expectEnvelope(response, 403, 'wrong_origin')
    const body = (await response.json()) as { error: { message: string } }
    expect(body.error.message).toContain(`sent from ${elsewhere}, but this site accepts forms only from ${E2E_BASE_URL}`)
  })
})

test.describe('methods and caching', () => {
  test('a page answers 405 to POST, PUT, PATCH and DELETE with Allow: GET, HEAD', async ({ request }) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/en', '/tr/dashboard', '/en/dashboard/users', '/tr/not-a-page', '/en/login/extra']) {
        const response = await request.fetch(path, { method, headers: ORIGIN, data: 'x=1', maxRedirects: 0 })
        await expectEnvelope(response, 405, 'method_not_allowed')
        expect(response.headers()['allow']).toBe('GET, HEAD')
      }
    }
    // route-policy.ts (`acceptsPost`): the sign-in form post reaches the app.
    for (const lang of ['tr', 'en']) {
      const login = await request.post(`/${lang}/login`, {
        headers: { ...ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        data: 'email=a&password=b',
        maxRedirects: 0,
      })
      expect(login.status(), `POST /${lang}/login`).not.toBe(405)
      expect(login.status()).toBeLessThan(500)
    }
  })

  test('a missing asset is a 404 that no cache keeps; real assets stay immutable', async ({ request }) => {
    const missing = await request.get('/assets/does-not-exist-1234.js', { maxRedirects: 0 })
    expect(missing.status()).toBe(404)
    expect(missing.headers()['cache-control']).toBe('no-store')
    expect(missing.headers()['location']).toBeUndefined()

    const html = await (await request.get('/en')).text()
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0]
    expect(asset, 'a script asset in the page').toBeTruthy()
    const present = await request.get(asset!)
    expect(present.status()).toBe(200)
    expect(present.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('login and dashboard pages and server-function replies are no-store', async ({ page, request }) => {
    for (const lang of ['tr', 'en']) {
      const response = await request.get(`/${lang}/login`)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control'], `/${lang}/login`).toBe('no-store')
    }
    await login(page, 'en', ADMIN_EMAIL, ADMIN_PASSWORD)
    for (const path of ['/tr/dashboard', '/en/dashboard', '/tr/dashboard/users', '/en/dashboard/users']) {
      const response = await page.request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe('no-store')
    }
    const call = await replay(request, loginCall.body)
    expect(call.headers()['cache-control']).toBe('no-store')
  })
})

test('/readyz says ready and nothing more', async ({ request }) => {
  const response = await request.get('/readyz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ready' })
  expect(response.headers()['cache-control']).toBe('no-store')
})

test('every reply carries a request id; a plain client-supplied one is kept', async ({ request }) => {
  const own = await request.get('/readyz', { headers: { 'x-request-id': 'lb-1234abcd' } })
  expect(own.headers()['x-request-id']).toBe('lb-1234abcd')
  const forged = await request.get('/readyz', { headers: { 'x-request-id': 'x\u00e7 <script>' } })
  expect(forged.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

test('an API path answers in the envelope for a method it lacks, an unknown path, and a malformed slug', async ({ request }) => {
  const apply = '/api/public/jobs/senior-full-stack-developer-typescript/applications'
  for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
    const response = await request.fetch(apply, { method, headers: ORIGIN })
    expect(response.headers().allow).toBe('POST')
    await expectEnvelope(response, 405, 'method_not_allowed')
  }
  const list = await request.fetch('/api/public/jobs', { method: 'DELETE', headers: ORIGIN })
  expect(list.headers().allow).toBe('GET, HEAD')
  await expectEnvelope(list, 405, 'method_not_allowed')
  await expectEnvelope(await request.get('/api/public/no-such-thing'), 404, 'not_found')
  // A NUL byte or stray text in a slug is "no such job", never a database error.
  for (const slug of ['%00', 'a%00b', 'Not-A-Slug', 'x'.repeat(200)]) {
    const response = await request.get(`/api/public/jobs/${slug}`)
    expect(response.status(), slug).toBe(404)
    expect(internalTextIn(await response.text())).toBeUndefined()
  }
  expect((await request.get('/en/jobs/%00', { maxRedirects: 0 })).status()).toBeLessThan(500)
})

test('JSON, XML and RSS answers are gzipped for a client that accepts it, and plain for one that does not', async () => {
  for (const path of ['/api/public/jobs?limit=100', '/sitemap.xml', '/api/feeds/press/tr']) {
    const gzipped = await rawRequest(requestHead('GET', path, { 'Accept-Encoding': 'gzip' }))
    expect(gzipped.status, path).toBe(200)
    expect(gzipped.headers['content-encoding'], path).toBe('gzip')
    expect(gzipped.headers.vary, path).toMatch(/Accept-Encoding/i)
    const plain = await rawRequest(requestHead('GET', path, { 'Accept-Encoding': 'identity' }))
    expect(plain.headers['content-encoding'], path).toBeUndefined()
    expect(gzipped.body, path).toBe(plain.body)
  }
})
