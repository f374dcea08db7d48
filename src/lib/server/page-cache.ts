import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { getEnv } from '../env'
import { hasTrackingParams } from '../tracking'
import { keptReads } from './kept-reads'
import { countPageCache } from './metrics'
import { routePolicy } from './route-policy'
import { minimalCsp, staticSecurityHeaders } from './security-headers'

/**
 * The rendered-page cache (decision 011): anonymous public pages are rendered once and then
 * answered from memory for a few seconds, already compressed, with an ETag and a CSP that lists
 * the hashes of the page's inline scripts instead of a per-request nonce. Which paths may be
 * cached is the route-policy table's (route-policy.ts, decision 022); which requests and replies
 * may be, this module's. The request middleware (src/start.ts) renders and stores, and the Nitro
 * fetch guard (edge-guard.ts, installed by server/plugins/boot.ts) answers hits before h3 and
 * Start run.
 *
 * Two bundles use this module (the Nitro plugin and the Start server, which Nitro builds
 * separately): the store lives in a globalThis slot, so that both see one cache and one
 * invalidation.
 */

/** How long a rendered page is answered from memory, and how long a CDN may share it (`s-maxage`). */
export const PAGE_CACHE_TTL_SECONDS = 30

/** How long a CDN may keep answering with an expired copy while it fetches a fresh one. */
export const PAGE_CACHE_STALE_WHILE_REVALIDATE_SECONDS = 60

export interface PageCacheLimits {
  ttlMs: number
  /** Pages kept at most; the least recently used goes first. */
  maxEntries: number
  /** Bytes kept at most, all three encodings of every page counted. */
  maxBytes: number
}

export const PAGE_CACHE_LIMITS: PageCacheLimits = {
  ttlMs: PAGE_CACHE_TTL_SECONDS * 1000,
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
}

/**
 * The session cookie's two names: plain, and with `__Host-` when the site is served over https.
 * src/features/auth/auth.http.server.ts names the cookie from this list.
 */
export const SESSION_COOKIE_NAMES = ['hoi_session', '__Host-hoi_session'] as const

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:${SESSION_COOKIE_NAMES.map((name) => name.replace(/[-_]/g, '\\$&')).join('|')})=`)

/** Longer URLs are rendered but not kept: a flood of unique long query strings cannot fill the store. */
const MAX_KEY_LENGTH = 512

/** Start answers 406 to a page request that does not accept HTML (createStartHandler); so must a hit. */
const ACCEPTS_HTML = /(^|,)\s*(\*\/\*|text\/html)/

/**
 * The cache key of a request, or undefined when its reply must not come from the cache nor go
 * into it. The key is the path and the query string; the language is the path's first segment.
 * A request's own `Cache-Control: no-cache` or `Pragma` is not honoured: a reload would otherwise
 * force a render, and the copy is at most PAGE_CACHE_TTL_SECONDS old anyway (decision 011).
 */
export function pageCacheKey(request: Request, url: URL): string | undefined {
  const method = request.method
  if (method !== 'GET' && method !== 'HEAD') return undefined
  const { pathname } = url
  // Which paths may be shared is the route-policy table's (`cache: 'shared'`): public pages under
  // a language prefix, never the dashboard, the sign-in page or the error preview. The reply rules
  // below would refuse those too; the table keeps their requests out of the single-flight queue.
  if (!routePolicy(pathname).cacheable) return undefined
  const key = pathname + url.search
  if (key.length > MAX_KEY_LENGTH) return undefined
  // A job link's `source` and `utm_*` (docs/product.md §15.2, decision 041) are written into the
  // page's apply link and form: such a page is rendered for its request and never kept, so that
  // campaigns neither multiply the store nor hand one visitor's values to another.
  if (url.search !== '' && hasTrackingParams(url.searchParams)) return undefined
  const headers = request.headers
  const cookie = headers.get('cookie')
  if (cookie !== null && SESSION_COOKIE.test(cookie)) return undefined
  if (!ACCEPTS_HTML.test(headers.get('accept') || '*/*')) return undefined
  // A GET with a body is unusual enough to take the ordinary path, which drains and limits it.
  if (headers.has('transfer-encoding') || (headers.get('content-length') ?? '0') !== '0') return undefined
  return key
}

/** Whether a rendered reply may be stored and shared with every anonymous visitor. */
export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false
  if (!response.body || response.headers.has('set-cookie')) return false
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false
  if (response.headers.has('content-encoding')) return false
  return !/\b(?:no-store|private|no-cache)\b/i.test(response.headers.get('cache-control') ?? '')
}

/** `Cache-Control` of a cached page: the browser revalidates (ETag), a shared cache keeps it briefly. */
export const CACHED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_TTL_SECONDS}, stale-while-revalidate=${PAGE_CACHE_STALE_WHILE_REVALIDATE_SECONDS}`

type Encoding = 'br' | 'gzip' | 'identity'

interface Representation {
  /**
   * A Blob: a Response takes it without copying (about 10 µs a reply), where a Uint8Array of a
   * 30 kB page is copied into a new stream for every reply (about 80 µs).
   */
  body: Blob
  length: number
  etag: string
  /** Every header of a 200 reply but the per-request ones (X-Request-Id, X-Cache). */
  headers: Record<string, string>
  /** The same for a 304: no body, so no Content-* headers. */
  notModifiedHeaders: Record<string, string>
}

export interface CachedPage {
  key: string
  status: 200 | 404
  /** Bytes it holds in the store. */
  size: number
  /** `'sha256-…'` of each inline script, as the CSP lists them. */
  scriptHashes: string[]
  encodings: Record<Encoding, Representation>
  expiresAt: number
}

export type CacheStatus = 'HIT' | 'MISS' | 'BYPASS'

/** Header naming where a page came from; tests and people read it. */
export const CACHE_STATUS_HEADER = 'X-Cache'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Inline `<script>` elements as the HTML parser sees them: attributes, then the text up to `</script`. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script in the page, in order, without
 * repeats. The browser hashes the script's text after the HTML parser normalized line breaks
 * (CR LF and a lone CR become LF), so this does too. External scripts (`src=`) are covered by
 * `'self'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')
    hashes.add(`'sha256-${digest}'`)
  }
  return [...hashes]
}

/**
 * The rendered page without the nonce the router put in it: the `nonce` attribute it stamps on
 * its tags, and the `csp-nonce` meta tag from which the client router reads it back at hydration
 * (router-core `hydrate`). Without that tag the client renders the head without a nonce, as the
 * server-rendered HTML now is; a hash-based CSP covers the inline scripts.
 */
export function withoutNonce(html: string, nonce: string): string {
  return html.replaceAll(` nonce="${nonce}"`, '').replaceAll(`<meta property="csp-nonce" content="${nonce}"/>`, '')
}

export interface PreparePageInput {
  key: string
  status: number
  contentType: string
  html: string
  /** The nonce the page was rendered with; removed from its tags. */
  nonce: string
  /**
   * Values that belong to the request that rendered the page (nonce, request id): if one is still
   * in the page after the nonce attributes are gone, the page is not shared.
   */
  perRequest: readonly string[]
  /** Headers every reply of this page carries, given its script hashes (the CSP, security headers). */
  headers: (scriptHashes: string[]) => Record<string, string>
  /** What browsers and proxies may do with it; a page's `CACHED_PAGE_CACHE_CONTROL` when absent. */
  cacheControl?: string
}

/**
 * Turns a rendered page into a cache entry: nonce removed, script hashes and ETag computed, gzip
 * and brotli made once. Undefined when the page carries a per-request value and so cannot be shared.
 */
export async function preparePage(input: PreparePageInput): Promise<CachedPage | undefined> {
  if (input.status !== 200 && input.status !== 404) return undefined
  const html = withoutNonce(input.html, input.nonce)
  if (input.perRequest.some((value) => value !== '' && html.includes(value))) return undefined
  const scriptHashes = inlineScriptHashes(html)
  const identity = Buffer.from(html, 'utf8')
  // Every miss pays for this, and a miss is one unknown query string away: brotli 5 takes under
  // a millisecond for a 30 kB page and is 12% larger than brotli 11, which takes 50 ms (decision 011).
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ])
  // Strong validators differ per content coding (RFC 9110 §8.8.3), all derived from the identity body.
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
  const shared = {
    ...input.headers(scriptHashes),
    'Cache-Control': input.cacheControl ?? CACHED_PAGE_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
  }
  const representation = (bytes: Buffer, encoding: Encoding): Representation => {
    const body = new Blob([new Uint8Array(bytes)])
    const etag = encoding === 'identity' ? `"${digest}"` : `"${digest}-${encoding}"`
    const notModifiedHeaders = { ...shared, ETag: etag }
    const headers: Record<string, string> = {
      ...notModifiedHeaders,
      'Content-Type': input.contentType,
      'Content-Length': String(bytes.length),
    }
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    return { body, length: bytes.length, etag, headers, notModifiedHeaders }
  }
  return {
    key: input.key,
    status: input.status,
    size: identity.length + gzipped.length + brotli.length + input.key.length,
    scriptHashes,
    encodings: { identity: representation(identity, 'identity'), gzip: representation(gzipped, 'gzip'), br: representation(brotli, 'br') },
    expiresAt: 0,
  }
}

const encodingChoices = new Map<string, Encoding>()

/** The best encoding the client accepts: brotli, then gzip, else none (`;q=0` refuses one). */
export function acceptedEncoding(header: string | null): Encoding {
  if (!header) return 'identity'
  const known = encodingChoices.get(header)
  if (known) return known
  const accepted = new Set<string>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';')
    const refused = params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/i.test(param))
    if (!refused) accepted.add(name.trim().toLowerCase())
  }
  const choice: Encoding = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : 'identity'
  // Browsers send a handful of distinct values; the memo stays small whatever clients send.
  if (encodingChoices.size < 64) encodingChoices.set(header, choice)
  return choice
}

/** The representation an `If-None-Match` names (weak comparison, RFC 9110 §13.1.2), if any. */
function notModifiedRepresentation(page: CachedPage, header: string, current: Representation): Representation | undefined {
  if (header.trim() === '*') return current
  for (const tag of header.split(',')) {
    const etag = tag.trim().replace(/^W\//, '')
    if (etag === current.etag) return current
    for (const representation of Object.values(page.encodings)) if (representation.etag === etag) return representation
  }
  return undefined
}

/**
 * The reply to one request from a cached page: the encoding it accepts, 304 when its
 * If-None-Match names the page, no body to HEAD. Per request only the header object is copied.
 */
export function cachedPageResponse(page: CachedPage, request: Request, cacheStatus: 'HIT' | 'MISS', requestId: string): Response {
  const headers = request.headers
  const representation = page.encodings[acceptedEncoding(headers.get('accept-encoding'))]
  const ifNoneMatch = headers.get('if-none-match')
  const matched = ifNoneMatch === null ? undefined : notModifiedRepresentation(page, ifNoneMatch, representation)
  if (matched) {
    return new Response(null, {
      status: 304,
      headers: { ...matched.notModifiedHeaders, 'X-Request-Id': requestId, [CACHE_STATUS_HEADER]: cacheStatus },
    })
  }
  return new Response(request.method === 'HEAD' ? null : representation.body, {
    status: page.status,
    headers: { ...representation.headers, 'X-Request-Id': requestId, [CACHE_STATUS_HEADER]: cacheStatus },
  })
}

/**
 * The reply to a request for a page the cache holds, answered before h3 and Start run
 * (edge-guard.ts), or undefined to let the request take the ordinary path. It carries everything
 * the request middleware and the Nitro response hook would add (security headers, the page's CSP,
 * the request id). Only 200 pages: a cached 404 goes through the request middleware, which writes
 * its security-log line.
 */
export function cachedPageHit(request: Request, requestId: () => string): Response | undefined {
  const method = request.method
  if (method !== 'GET' && method !== 'HEAD') return undefined
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return undefined
  }
  const key = pageCacheKey(request, url) ?? documentCacheKey(request, url)
  const page = key === undefined ? undefined : pageCache().lookup(key)
  if (!page || page.status !== 200) return undefined
  countPageCache('hit')
  return cachedPageResponse(page, request, 'HIT', requestId())
}

/**
 * The key under which `cachedDocument` keeps the answer to this request: its path and its query
 * parameters sorted by name, the canonical form every caller names its documents by. A request
 * that names a kept document so is answered before the framework runs, as a page is; any other
 * (an unknown parameter, a value the handler would read otherwise) misses here and goes to its
 * handler, which answers it as always.
 */
export function documentCacheKey(request: Request, url: URL): string | undefined {
  if (url.pathname.length + url.search.length > MAX_KEY_LENGTH) return undefined
  const headers = request.headers
  if (headers.has('transfer-encoding') || (headers.get('content-length') ?? '0') !== '0') return undefined
  if (url.search === '') return `doc:${url.pathname}`
  const params = new URLSearchParams(url.search)
  params.sort()
  return `doc:${url.pathname}?${params}`
}

/** What the render callback of `PageCache.serve` produced: a page to share, or a reply of its own. */
export type Rendered<T> = { page: CachedPage } | { bypass: T }

/** How `PageCache.serve` answered: from a shared page (HIT, or MISS for the render that made it), or with the request's own reply. */
export type Served<T> = { page: CachedPage; cacheStatus: 'HIT' | 'MISS' } | { bypass: T }

/** An LRU store of rendered pages, bounded by entries and bytes, with one render per key at a time. */
export class PageCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  readonly #pages = new Map<string, CachedPage>()
  readonly #rendering = new Map<string, Promise<CachedPage | undefined>>()
  #bytes = 0
  /** Bumped by `invalidate()`: a render that began before it is not stored. */
  #generation = 0

  constructor(
    readonly limits: PageCacheLimits = PAGE_CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#pages.size
  }

  get bytes(): number {
    return this.#bytes
  }

  /** Counts invalidations: what was built from the data under an older generation is stale. */
  get generation(): number {
    return this.#generation
  }

  /** The fresh page under `key`, marked as just used; an expired one is dropped. */
  lookup(key: string): CachedPage | undefined {
    const page = this.#pages.get(key)
    if (!page) return undefined
    this.#pages.delete(key)
    if (page.expiresAt <= this.now()) {
      this.#bytes -= page.size
      return undefined
    }
    this.#pages.set(key, page)
    return page
  }

  /** Stores a page for the TTL, evicting the least recently used until both bounds hold. */
  store(page: CachedPage): boolean {
    if (page.size > this.limits.maxBytes) return false
    const previous = this.#pages.get(page.key)
    if (previous) {
      this.#pages.delete(page.key)
      this.#bytes -= previous.size
    }
    page.expiresAt = this.now() + this.limits.ttlMs
    this.#pages.set(page.key, page)
    this.#bytes += page.size
    for (const [key, oldest] of this.#pages) {
      if (this.#pages.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break
      this.#pages.delete(key)
      this.#bytes -= oldest.size
    }
    return true
  }

  /** Forgets every page, and every render under way: a request arriving after this sees new content. */
  invalidate(): void {
    this.#pages.clear()
    this.#rendering.clear()
    this.#bytes = 0
    this.#generation++
  }

  /**
   * Answers `key` from the store, or by waiting for the render of it already under way, or by
   * rendering it as the only render of that key (single flight). A render that cannot be shared
   * (an error, a cookie) is that request's own; requests that waited for it then render their own.
   */
  async serve<T>(key: string, render: () => Promise<Rendered<T>>): Promise<Served<T>> {
    const stored = this.lookup(key)
    if (stored) {
      countPageCache('hit')
      return { page: stored, cacheStatus: 'HIT' }
    }
    const pending = this.#rendering.get(key)
    if (pending) {
      const shared = await pending
      if (shared) {
        countPageCache('hit')
        return { page: shared, cacheStatus: 'HIT' }
      }
      return this.#renderAndStore(render, this.#generation)
    }
    const generation = this.#generation
    const rendered = this.#renderAndStore(render, generation)
    const page = rendered.then(
      (result) => ('page' in result ? result.page : undefined),
      () => undefined,
    )
    this.#rendering.set(key, page)
    try {
      return await rendered
    } finally {
      if (this.#rendering.get(key) === page) this.#rendering.delete(key)
    }
  }

  async #renderAndStore<T>(render: () => Promise<Rendered<T>>, generation: number): Promise<Served<T>> {
    const result = await render()
    countPageCache('page' in result ? 'miss' : 'bypass')
    if (!('page' in result)) return result
    // Rendered before an invalidation: answer this request with it, but share it with no one later.
    if (generation === this.#generation) this.store(result.page)
    return { page: result.page, cacheStatus: 'MISS' }
  }
}

const SLOT = Symbol.for('hoi.pageCache')
type Holder = { [SLOT]?: PageCache }

/** The process's page cache, shared by the Nitro plugin and the Start server bundles. */
export function pageCache(): PageCache {
  const holder = globalThis as Holder
  return (holder[SLOT] ??= new PageCache())
}

/**
 * A public document that is not a page (the sitemap, a feed, a public API answer) through the page
 * cache: built once per `key` until the TTL ends or a change empties the cache, kept with its gzip
 * and brotli forms and ETags, and answered like a cached page (304 to a matching If-None-Match).
 * `key` names the document: the path and query of the request it answers, parameters sorted by
 * name (`documentCacheKey`: a request naming it so is answered before the framework runs); it
 * never collides with a page's (`doc:` prefix).
 */
export async function cachedDocument(
  request: Request,
  document: { key: string; contentType: string; requestId: string | undefined; cacheControl?: string },
  build: () => Promise<string>,
): Promise<Response> {
  const { key, contentType, requestId, cacheControl } = document
  const documentKey = `doc:${key}`
  const served = await pageCache().serve(documentKey, async () => {
    const page = await preparePage({
      key: documentKey,
      status: 200,
      contentType,
      html: await build(),
      nonce: '',
      perRequest: [],
      // What the request middleware adds to any reply: a hit answered before it carries them too.
      headers: () => ({ ...staticSecurityHeaders(getEnv()), 'Content-Security-Policy': minimalCsp }),
      cacheControl,
    })
    return { page: page! }
  })
  if ('bypass' in served) throw new Error('unreachable: a document is always shared')
  return cachedPageResponse(served.page, request, served.cacheStatus, requestId ?? '')
}

/** `cachedDocument` of a public API's JSON answer: `read` gives the body, kept as its JSON text. */
export const cachedJson = (
  request: Request,
  document: { key: string; requestId: string | undefined; cacheControl: string },
  read: () => Promise<unknown>,
) => cachedDocument(request, { ...document, contentType: 'application/json' }, async () => JSON.stringify(await read()))

/**
 * `read(key)` kept per key until the public pages change (an invalidation, on any instance) or the
 * page cache's TTL passes: what many public pages and API answers would each read again from the
 * database (the sitemap's entries, the job board's place and company choices, a search's count).
 * A failed read is not kept; callers that wait for one read share it. Options: `keyOf`, what of
 * the argument tells reads apart (the argument itself by default); `maxKeys`, how many keys are
 * kept, the least recently read leaving first (for keys that come from visitors' input).
 */
export function keptUntilChange<A, V, K = A>(
  read: (argument: A) => Promise<V>,
  { keyOf = (argument: A) => argument as unknown as K, maxKeys = Infinity }: { keyOf?: (argument: A) => K; maxKeys?: number } = {},
): (argument: A) => Promise<V> {
  const kept = keptReads<K, V, { generation: number; until: number }>(maxKeys)
  return (argument) => {
    const generation = pageCache().generation
    return kept(
      keyOf(argument),
      (stamp) => stamp.generation === generation && stamp.until > Date.now(),
      () => ({ generation, until: Date.now() + PAGE_CACHE_TTL_SECONDS * 1000 }),
      () => read(argument),
    )
  }
}

const BROADCAST = Symbol.for('hoi.pageCacheBroadcast')
type BroadcastHolder = { [BROADCAST]?: () => void }

/**
 * Installs how `invalidatePublicPages()` tells the other instances (page-cache-sync.ts: a
 * PostgreSQL NOTIFY; decision 036), or removes it with undefined. On the embedded database there
 * is one instance and nothing to tell.
 */
export function setPageCacheBroadcast(broadcast: (() => void) | undefined): void {
  ;(globalThis as BroadcastHolder)[BROADCAST] = broadcast
}

/**
 * Drops every cached public page. Call it after a committed write that changes what a public page
 * shows (a published job, an edited article, a document): the next visitor gets a fresh render.
 * On PostgreSQL every other instance drops its copies too, within a moment (decision 036).
 */
export function invalidatePublicPages(): void {
  pageCache().invalidate()
  ;(globalThis as BroadcastHolder)[BROADCAST]?.()
}
