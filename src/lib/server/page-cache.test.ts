import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { isNoStorePath } from './http-edge'
import {
  acceptedEncoding,
  CACHED_PAGE_CACHE_CONTROL,
  type CachedPage,
  cachedDocument,
  cachedPageHit,
  documentCacheKey,
  cachedPageResponse,
  inlineScriptHashes,
  invalidatePublicPages,
  isCacheableResponse,
  PAGE_CACHE_STALE_WHILE_REVALIDATE_SECONDS,
  PAGE_CACHE_TTL_SECONDS,
  PageCache,
  pageCache,
  pageCacheKey,
  preparePage,
  type Rendered,
  SESSION_COOKIE_NAMES,
  withoutNonce,
} from './page-cache'

const ORIGIN = 'http://localhost:3000'
const NONCE = 'n0nce+/AbC=='

const keyOf = (path: string, init: RequestInit = {}) => {
  const request = new Request(`${ORIGIN}${path}`, init)
  return pageCacheKey(request, new URL(request.url))
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** A page as the router renders it: nonce on every tag, the csp-nonce meta, inline and external scripts. */
const renderedHtml = (body = 'Hello', nonce = NONCE) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8" nonce="${nonce}"/>` +
  `<link rel="stylesheet" href="/assets/app.css" nonce="${nonce}"/><meta property="csp-nonce" content="${nonce}"/></head>` +
  `<body><main>${body}</main><script nonce="${nonce}">self.$_TSR={a:1};document.currentScript.remove()</script>` +
  `<script type="module" async="" src="/assets/index.js" nonce="${nonce}"></script>` +
  `<script nonce="${nonce}" data-tsr-stream-part="">($R=>$R[0])($R["tsr"])</script></body></html>`

const prepare = (key: string, options: { status?: number; html?: string; perRequest?: string[] } = {}) =>
  preparePage({
    key,
    status: options.status ?? 200,
    contentType: 'text/html; charset=utf-8',
    html: options.html ?? renderedHtml(key),
    nonce: NONCE,
    perRequest: options.perRequest ?? [NONCE, 'request-id-123'],
    headers: (hashes) => ({ 'Content-Security-Policy': `script-src 'self' ${hashes.join(' ')}`, 'X-Content-Type-Options': 'nosniff' }),
  }) as Promise<CachedPage>

/** A page of a chosen size for the bounds tests, without compressing anything. */
const fakePage = (key: string, size = 100): CachedPage => ({
  key,
  status: 200,
  size,
  scriptHashes: [],
  encodings: {} as never,
  expiresAt: 0,
})

/** The bytes a representation of a cached page holds. */
const bytesOf = async (page: CachedPage, encoding: 'identity' | 'gzip' | 'br') =>
  Buffer.from(await page.encodings[encoding].body.arrayBuffer())

const clock = () => {
  let now = 1_000_000
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('pageCacheKey', () => {
  it('keys an anonymous GET or HEAD of a public page by its path and query string', () => {
    expect(keyOf('/en')).toBe('/en')
    expect(keyOf('/tr/')).toBe('/tr/')
    expect(keyOf('/en/not-found')).toBe('/en/not-found')
    expect(keyOf('/en?page=2&sort=new')).toBe('/en?page=2&sort=new')
    expect(keyOf('/tr?page=2')).not.toBe(keyOf('/en?page=2'))
    expect(keyOf('/en', { method: 'HEAD' })).toBe('/en')
    // Cookies other than the session (the language choice, analytics) do not make a visitor personal.
    expect(keyOf('/en', { headers: { cookie: 'language=tr; other_hoi_session_x=1' } })).toBe('/en')
    // A reload's no-cache is not honoured (decision 011).
    expect(keyOf('/en', { headers: { 'cache-control': 'no-cache', pragma: 'no-cache' } })).toBe('/en')
    expect(keyOf('/en', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })).toBe('/en')
  })

  it('never keys a page whose link carries a source or utm values (decision 041): it is rendered for that request alone', () => {
    for (const query of ['?source=linkedin', '?utm_campaign=x', '?page=2&utm_source=newsletter', '?UTM_x=1&source='])
      expect(keyOf(`/tr/jobs/a-job${query}`), query).toBeUndefined()
    // Other parameters are keyed as before.
    expect(keyOf('/tr/jobs/a-job?ref=1')).toBe('/tr/jobs/a-job?ref=1')
    expect(keyOf('/tr/jobs/a-job?utm=1')).toBe('/tr/jobs/a-job?utm=1')
  })

  it('never keys a signed-in request, whichever name the session cookie has', () => {
    for (const name of SESSION_COOKIE_NAMES) {
      expect(keyOf('/en', { headers: { cookie: `${name}=abc` } })).toBeUndefined()
      expect(keyOf('/en', { headers: { cookie: `language=en; ${name}=abc; x=1` } })).toBeUndefined()
      // Even an empty or stale token: the request says it is someone's.
      expect(keyOf('/en', { headers: { cookie: `${name}=` } })).toBeUndefined()
    }
  })

  it('never keys other methods, the dashboard, sign-in, the error preview, server functions, the API or files', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(keyOf('/en', { method })).toBeUndefined()
    for (const path of [
      '/en/dashboard',
      '/tr/dashboard/',
      '/en/dashboard/users?page=2',
      '/en/login',
      '/en/login?reason=logout',
      '/tr/error-preview',
      '/_serverFn/abc',
      '/api/public/jobs',
      '/assets/app.js',
      '/readyz',
      '/robots.txt',
      '/',
      '/de',
      '/english',
    ]) {
      expect(keyOf(path), path).toBeUndefined()
    }
  })

  it('keys no page that the edge marks no-store', () => {
    for (const path of ['/en/dashboard', '/tr/dashboard/users', '/en/login', '/tr/login/']) {
      expect(isNoStorePath(path), path).toBe(true)
      expect(keyOf(path), path).toBeUndefined()
    }
  })

  it('leaves to the ordinary path a request that does not want HTML, carries a body or has a very long URL', () => {
    expect(keyOf('/en', { headers: { accept: 'application/json' } })).toBeUndefined()
    expect(keyOf('/en', { headers: { 'content-length': '5' } })).toBeUndefined()
    expect(keyOf('/en', { headers: { 'transfer-encoding': 'chunked' } })).toBeUndefined()
    expect(keyOf(`/en?q=${'x'.repeat(600)}`)).toBeUndefined()
  })
})

describe('isCacheableResponse', () => {
  const html = (status: number, headers: Record<string, string> = {}) =>
    new Response('<html></html>', { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })

  it('shares 200 and 404 HTML pages', () => {
    expect(isCacheableResponse(html(200))).toBe(true)
    expect(isCacheableResponse(html(404))).toBe(true)
  })

  it('refuses other statuses, cookies, private or no-store replies, other types and empty bodies', () => {
    for (const status of [201, 204, 301, 302, 303, 304, 400, 401, 403, 429, 500, 503]) {
      const response = status === 204 || status === 304 ? new Response(null, { status }) : html(status)
      expect(isCacheableResponse(response), String(status)).toBe(false)
    }
    expect(isCacheableResponse(html(200, { 'set-cookie': 'a=b' }))).toBe(false)
    expect(isCacheableResponse(html(200, { 'cache-control': 'no-store' }))).toBe(false)
    expect(isCacheableResponse(html(200, { 'cache-control': 'private, max-age=60' }))).toBe(false)
    expect(isCacheableResponse(html(200, { 'cache-control': 'no-cache' }))).toBe(false)
    expect(isCacheableResponse(html(200, { 'content-encoding': 'gzip' }))).toBe(false)
    expect(isCacheableResponse(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false)
    expect(isCacheableResponse(new Response(null, { headers: { 'content-type': 'text/html' } }))).toBe(false)
  })
})

describe('CSP hashes', () => {
  it('hashes the exact text of every inline script, skips external ones and repeats', () => {
    const first = 'self.$_TSR={a:1};document.currentScript.remove()'
    const second = '($R=>$R[0])($R["tsr"])'
    const html = `<script>${first}</script><script type="module" src="/a.js"></script><SCRIPT data-x="">${second}</SCRIPT ><script>${first}</script>`
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256(second)])
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
    // An empty inline script is still one the browser checks.
    expect(inlineScriptHashes('<script></script>')).toEqual([sha256('')])
  })

  it('hashes line breaks as the HTML parser hands them to the browser (CR LF and CR become LF)', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();\rc()</script>')).toEqual([sha256('a();\nb();\nc()')])
  })

  it('removes the nonce attributes and the csp-nonce meta tag, and nothing else', () => {
    const html = withoutNonce(renderedHtml('nonce="kept" in text'), NONCE)
    expect(html).not.toContain(NONCE)
    expect(html).not.toContain('csp-nonce')
    expect(html).toContain('<main>nonce="kept" in text</main>')
    expect(html).toContain('<script type="module" async="" src="/assets/index.js"></script>')
    expect(html).toContain('<meta charSet="utf-8"/>')
  })
})

describe('preparePage', () => {
  it('stores the page without its nonce, with its script hashes, an ETag per encoding and the bodies compressed once', async () => {
    const page = await prepare('/en')
    const identity = (await bytesOf(page, 'identity')).toString('utf8')
    expect(identity).toBe(withoutNonce(renderedHtml('/en'), NONCE))
    expect(page.scriptHashes).toEqual(inlineScriptHashes(identity))
    expect(page.scriptHashes).toHaveLength(2)
    expect(gunzipSync(await bytesOf(page, 'gzip')).toString('utf8')).toBe(identity)
    expect(brotliDecompressSync(await bytesOf(page, 'br')).toString('utf8')).toBe(identity)

    const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
    expect(page.encodings.identity.etag).toBe(`"${digest}"`)
    expect(page.encodings.gzip.etag).toBe(`"${digest}-gzip"`)
    expect(page.encodings.br.etag).toBe(`"${digest}-br"`)

    const headers = page.encodings.br.headers
    expect(headers['Cache-Control']).toBe(CACHED_PAGE_CACHE_CONTROL)
    expect(headers['Cache-Control']).toBe(
      `public, max-age=0, s-maxage=${PAGE_CACHE_TTL_SECONDS}, stale-while-revalidate=${PAGE_CACHE_STALE_WHILE_REVALIDATE_SECONDS}`,
    )
    expect(headers.Vary).toBe('Accept-Encoding')
    expect(headers['Content-Encoding']).toBe('br')
    expect(headers['Content-Length']).toBe(String((await bytesOf(page, 'br')).length))
    expect(headers['Content-Security-Policy']).toBe(`script-src 'self' ${page.scriptHashes.join(' ')}`)
    expect(page.encodings.identity.headers['Content-Encoding']).toBeUndefined()
    const { identity: plain, gzip, br } = page.encodings
    expect(page.size).toBe(plain.length + gzip.length + br.length + '/en'.length)
  })

  it('refuses a page that still carries a value of the request that rendered it, or an unshareable status', async () => {
    expect(await prepare('/en', { html: renderedHtml('request request-id-123') })).toBeUndefined()
    // The nonce somewhere else than in the attributes (a script that copied it).
    expect(await prepare('/en', { html: `${renderedHtml()}<script>var n="${NONCE}"</script>` })).toBeUndefined()
    expect(await prepare('/en', { status: 500 })).toBeUndefined()
    expect(await prepare('/en', { status: 404 })).toMatchObject({ status: 404 })
  })
})

describe('cachedPageResponse', () => {
  it('answers the best encoding the client accepts', async () => {
    const page = await prepare('/en')
    const get = (acceptEncoding?: string) =>
      cachedPageResponse(
        page,
        new Request(`${ORIGIN}/en`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }),
        'HIT',
        'rid',
      )
    expect(get('gzip, deflate, br').headers.get('content-encoding')).toBe('br')
    expect(get('gzip, deflate').headers.get('content-encoding')).toBe('gzip')
    expect(get('br;q=0, gzip').headers.get('content-encoding')).toBe('gzip')
    expect(get().headers.get('content-encoding')).toBeNull()
    const identity = get('identity')
    expect(identity.status).toBe(200)
    expect(identity.headers.get('x-cache')).toBe('HIT')
    expect(identity.headers.get('x-request-id')).toBe('rid')
    expect(await identity.text()).toBe((await bytesOf(page, 'identity')).toString('utf8'))
    expect(acceptedEncoding('*')).toBe('gzip')
    expect(acceptedEncoding('gzip;q=0, br;q=0.0')).toBe('identity')
  })

  it('answers 304 without a body when If-None-Match names the page, and HEAD without a body', async () => {
    const page = await prepare('/en')
    const request = (headers: Record<string, string>, method = 'GET') => new Request(`${ORIGIN}/en`, { method, headers })
    const { etag } = page.encodings.gzip
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = cachedPageResponse(page, request({ 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch }), 'HIT', 'rid')
      expect(response.status, ifNoneMatch).toBe(304)
      expect(response.body).toBeNull()
      expect(response.headers.get('etag')).toBe(etag)
      expect(response.headers.get('cache-control')).toBe(CACHED_PAGE_CACHE_CONTROL)
      expect(response.headers.get('content-length')).toBeNull()
    }
    // The ETag a client holds is answered as it is, whatever encoding it would get now.
    const held = cachedPageResponse(page, request({ 'accept-encoding': 'br', 'if-none-match': etag }), 'HIT', 'rid')
    expect(held.status).toBe(304)
    expect(held.headers.get('etag')).toBe(etag)
    expect(cachedPageResponse(page, request({ 'if-none-match': '"stale"' }), 'HIT', 'rid').status).toBe(200)

    const head = cachedPageResponse(page, request({ 'accept-encoding': 'gzip' }, 'HEAD'), 'HIT', 'rid')
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
    expect(head.headers.get('content-length')).toBe(String(page.encodings.gzip.length))
  })

  it('answers a cached 404 with its status', async () => {
    const page = await prepare('/en/missing', { status: 404 })
    expect(cachedPageResponse(page, new Request(`${ORIGIN}/en/missing`), 'HIT', 'rid').status).toBe(404)
  })
})

describe('PageCache bounds', () => {
  it('keeps at most maxEntries pages, dropping the least recently used', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 3, maxBytes: 1_000_000 })
    for (const key of ['/a', '/b', '/c']) cache.store(fakePage(key))
    expect(cache.lookup('/a')).toBeDefined() // /a is now the most recently used
    cache.store(fakePage('/d'))
    expect(cache.size).toBe(3)
    expect(cache.lookup('/b')).toBeUndefined()
    for (const key of ['/a', '/c', '/d']) expect(cache.lookup(key), key).toBeDefined()
  })

  it('keeps at most maxBytes, dropping the least recently used, and never a page larger than the store', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 1000 })
    cache.store(fakePage('/a', 400))
    cache.store(fakePage('/b', 400))
    expect(cache.bytes).toBe(800)
    cache.store(fakePage('/c', 400))
    expect(cache.bytes).toBe(800)
    expect(cache.lookup('/a')).toBeUndefined()
    expect(cache.store(fakePage('/huge', 1001))).toBe(false)
    expect(cache.lookup('/huge')).toBeUndefined()
    // Replacing a page counts its bytes once.
    cache.store(fakePage('/b', 100))
    expect(cache.bytes).toBe(500)
    expect(cache.size).toBe(2)
  })

  it('forgets a page when its TTL ends', () => {
    const time = clock()
    const cache = new PageCache({ ttlMs: 30_000, maxEntries: 10, maxBytes: 10_000 }, time.now)
    cache.store(fakePage('/en', 100))
    time.advance(29_999)
    expect(cache.lookup('/en')).toBeDefined()
    time.advance(1)
    expect(cache.lookup('/en')).toBeUndefined()
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
  })
})

describe('PageCache.serve', () => {
  /** A render that waits for the test to release it, counting its calls. */
  const controlledRender = (result: () => Rendered<string>) => {
    let calls = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const render = async () => {
      calls++
      await gate
      return result()
    }
    return { render, release, calls: () => calls }
  }

  it('renders once for concurrent misses of one key; the others wait and share it', async () => {
    const cache = new PageCache()
    const page = fakePage('/en')
    const { render, release, calls } = controlledRender(() => ({ page }))
    const served = Array.from({ length: 20 }, () => cache.serve('/en', render))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(calls()).toBe(1)
    release()
    const results = await Promise.all(served)
    expect(calls()).toBe(1)
    const statuses = results.map((r) => ('page' in r ? r.cacheStatus : 'BYPASS'))
    expect(statuses.filter((status) => status === 'MISS')).toHaveLength(1)
    expect(statuses.filter((status) => status === 'HIT')).toHaveLength(19)
    expect(results.every((r) => 'page' in r && r.page === page)).toBe(true)
    // Later requests are hits without a render.
    expect(await cache.serve('/en', render)).toMatchObject({ cacheStatus: 'HIT' })
    expect(calls()).toBe(1)
  })

  it('renders different keys separately', async () => {
    const cache = new PageCache()
    let calls = 0
    const render = async (key: string) => {
      calls++
      return { page: fakePage(key) }
    }
    await Promise.all([cache.serve('/en', () => render('/en')), cache.serve('/tr', () => render('/tr'))])
    expect(calls).toBe(2)
  })

  it('lets each waiter render its own page when the shared render could not be shared', async () => {
    const cache = new PageCache()
    let calls = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const render = async (): Promise<Rendered<string>> => {
      calls++
      if (calls === 1) {
        await gate
        return { bypass: 'error page' }
      }
      return { page: fakePage('/en') }
    }
    const first = cache.serve('/en', render)
    const waiters = [cache.serve('/en', render), cache.serve('/en', render)]
    release()
    expect(await first).toEqual({ bypass: 'error page' })
    const results = await Promise.all(waiters)
    expect(calls).toBe(3)
    expect(results.every((r) => 'page' in r && r.cacheStatus === 'MISS')).toBe(true)
  })

  it('lets waiters render when the shared render throws, and throws to its own request only', async () => {
    const cache = new PageCache()
    let calls = 0
    const render = async (): Promise<Rendered<string>> => {
      calls++
      if (calls === 1) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        throw new Error('render failed')
      }
      return { page: fakePage('/en') }
    }
    const first = cache.serve('/en', render)
    const waiter = cache.serve('/en', render)
    await expect(first).rejects.toThrow('render failed')
    expect(await waiter).toMatchObject({ cacheStatus: 'MISS' })
  })

  it('keeps nothing after invalidation, not even a render that was under way', async () => {
    const cache = new PageCache()
    cache.store(fakePage('/tr'))
    const { render, release, calls } = controlledRender(() => ({ page: fakePage('/en') }))
    const before = cache.serve('/en', render)
    cache.invalidate()
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
    expect(cache.lookup('/tr')).toBeUndefined()
    // A request after the invalidation does not wait for the older render: it renders anew.
    const after = cache.serve('/en', render)
    expect(calls()).toBe(2)
    release()
    expect(await before).toMatchObject({ cacheStatus: 'MISS' })
    expect(await after).toMatchObject({ cacheStatus: 'MISS' })
    // Only the render that began after the invalidation was kept.
    expect(cache.size).toBe(1)
  })
})

describe('the process cache', () => {
  it('is one store for every bundle, emptied by invalidatePublicPages()', async () => {
    expect(pageCache()).toBe(pageCache())
    const page = await prepare('/en/shared')
    pageCache().store(page)
    expect(pageCache().lookup('/en/shared')).toBe(page)
    invalidatePublicPages()
    expect(pageCache().lookup('/en/shared')).toBeUndefined()
  })

  it('answers a hit before Start only for a fresh 200 page of an anonymous request', async () => {
    invalidatePublicPages()
    const id = () => 'rid-1234'
    expect(cachedPageHit(new Request(`${ORIGIN}/en/hit`), id)).toBeUndefined()
    pageCache().store(await prepare('/en/hit'))
    pageCache().store(await prepare('/en/gone', { status: 404 }))
    const hit = cachedPageHit(new Request(`${ORIGIN}/en/hit`, { headers: { 'accept-encoding': 'gzip' } }), id)
    expect(hit?.status).toBe(200)
    expect(hit?.headers.get('x-cache')).toBe('HIT')
    expect(hit?.headers.get('x-request-id')).toBe('rid-1234')
    expect(hit?.headers.get('x-content-type-options')).toBe('nosniff')
    expect(cachedPageHit(new Request(`${ORIGIN}/en/hit`, { headers: { cookie: 'hoi_session=x' } }), id)).toBeUndefined()
    expect(cachedPageHit(new Request(`${ORIGIN}/en/hit`, { method: 'POST' }), id)).toBeUndefined()
    expect(cachedPageHit(new Request(`${ORIGIN}/en/gone`), id)).toBeUndefined()
    invalidatePublicPages()
    expect(cachedPageHit(new Request(`${ORIGIN}/en/hit`), id)).toBeUndefined()
  })
})

describe('cachedDocument', () => {
  const get = (headers: Record<string, string> = {}) => new Request('http://localhost/sitemap.xml', { headers })
  const doc = { key: `/doc-${Math.random()}`, contentType: 'application/xml; charset=utf-8', requestId: 'r1' }

  it('builds a document once, answers its encodings and ETags from the cache, and builds it again after a change', async () => {
    let builds = 0
    const build = async () => `<x>${++builds}</x>`
    const first = await cachedDocument(get({ 'Accept-Encoding': 'gzip' }), doc, build)
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toBe('<x>1</x>')
    const second = await cachedDocument(get(), doc, build)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.text()).toBe('<x>1</x>')
    expect((await cachedDocument(get({ 'If-None-Match': second.headers.get('etag')! }), doc, build)).status).toBe(304)
    invalidatePublicPages()
    expect(await (await cachedDocument(get(), doc, build)).text()).toBe('<x>2</x>')
    expect(builds).toBe(2)
  })

  it('answers a kept document before Start for its path with the parameters in any order, signed in or not', async () => {
    invalidatePublicPages()
    const key = '/api/public/things?category=press&language=en&page=1'
    const ask = (query: string, headers: Record<string, string> = {}) =>
      cachedPageHit(new Request(`${ORIGIN}/api/public/things?${query}`, { headers }), () => 'rid-doc')
    expect(ask('page=1&category=press&language=en')).toBeUndefined()
    await cachedDocument(
      new Request(`${ORIGIN}${key}`),
      { key, contentType: 'application/json', requestId: 'r1' },
      async () => '{"ok":true}',
    )
    for (const query of ['page=1&category=press&language=en', 'category=press&language=en&page=1', 'language=en&page=1&category=press']) {
      const hit = ask(query, { cookie: 'hoi_session=x' })
      expect(hit?.headers.get('x-cache')).toBe('HIT')
      expect(await hit?.text()).toBe('{"ok":true}')
    }
    expect(ask('page=1&category=press&language=en', { 'accept-encoding': 'gzip' })?.headers.get('x-content-type-options')).toBe('nosniff')
    // Another spelling goes to the handler, which answers it as always.
    expect(ask('page=1&category=press&language=en&x=1')).toBeUndefined()
    expect(ask('page=01&category=press&language=en')).toBeUndefined()
    expect(documentCacheKey(new Request(`${ORIGIN}/a?b=2&a=1`), new URL(`${ORIGIN}/a?b=2&a=1`))).toBe('doc:/a?a=1&b=2')
  })
})
