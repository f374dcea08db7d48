import { randomBytes, randomUUID } from 'node:crypto'
import { createMiddleware, createStart } from '@tanstack/react-start'
import { getEnv } from '~/lib/env'
import { AppError, type ErrorCode } from '~/lib/errors'
import { envelopeMiddleware } from '~/lib/function-middleware'
import { detectLanguage, languageOfPath } from '~/lib/language'
import { type BodyGuard, bodyLimitFor, declaredLength, discardRequestBody, guardRequestBody, hasBody } from '~/lib/server/body-limit'
import { clientAddress, peerAddress } from '~/lib/server/client-address'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '~/lib/server/db-errors'
import { commonMessage, failureResponse } from '~/lib/server/failure'
import {
  acceptedRequestId,
  errorPage,
  INTERNAL_TEXT,
  isNoStorePath,
  isPagePostRoute,
  isPlausibleServerFnId,
  loadsScriptsAfterPaint,
  logPath,
  originPolicyOf,
  pathKind,
  SERVER_FN_BODY_TYPES,
  SERVER_FN_FORM_TYPES,
  serializedReplyKeys,
  serverFnIdOf,
  serverFnPayloadProblem,
  serverFnQueryProblem,
  wantsHtml,
} from '~/lib/server/http-edge'
import { getLogger } from '~/lib/server/logger'
import { findRedirect } from '~/lib/server/redirects'
import { getDb } from '~/lib/server/runtime'
import { withScriptsAfterPaint } from '~/lib/server/scripts-after-paint'
import { countUploadRefusal } from '~/lib/server/metrics'
import {
  CACHE_STATUS_HEADER,
  type CachedPage,
  cachedPageResponse,
  isCacheableResponse,
  pageCache,
  pageCacheKey,
  preparePage,
  type Rendered,
} from '~/lib/server/page-cache'
import { type RequestContext, requestLanguage } from '~/lib/server/request-context'
import { DEFAULT_BODY_LIMIT } from '~/lib/server/route-policy'
import { contentSecurityPolicy, isStateChanging, originAllowed, staticSecurityHeaders } from '~/lib/server/security-headers'
import { type SecurityEvent, securityLog } from '~/lib/server/security-log'

/** Sets headers, copying the response when its headers are immutable (Response.redirect). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [k, v] of Object.entries(headers)) response.headers.set(k, v)
    return response
  } catch {
    const copy = new Response(response.body, response)
    for (const [k, v] of Object.entries(headers)) copy.headers.set(k, v)
    return copy
  }
}

/**
 * Text answers that are gzipped on the fly: pages, JSON (the REST API, server functions), XML
 * (sitemaps, feeds) and CSV exports. Assets are precompressed at build time by Nitro, cached pages
 * when they are stored. Streamed NDJSON is left alone: gzip would hold its chunks back.
 */
const COMPRESSIBLE = /^(text\/(html|csv|plain|xml)|application\/(json|xml|rss\+xml|atom\+xml|problem\+json))\b/

function compressText(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (
    !response.body ||
    !COMPRESSIBLE.test(type) ||
    response.headers.has('content-encoding') ||
    !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('Content-Encoding', 'gzip')
  headers.delete('Content-Length')
  headers.append('Vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/**
 * The Cache-Control of a page rendered for one request (a signed-in visitor, a page the cache does
 * not keep): the browser may keep it and revalidate, no shared cache may (decision 011).
 */
const PRIVATE_PAGE = 'private, no-cache'

/** Paths whose handler logs its own failure line (with the reason), so the edge does not add one. */
const SELF_LOGGING = /^\/readyz$/

/** Start's errors for an id that names no function (`getServerFnById`, `handleServerAction`). */
const UNKNOWN_SERVER_FN = /^(?:Server function (?:info|module|module export) not|Invalid server action param)/

/**
 * Whether a page's answer says that nothing is there: the router's 404, or a loader's redirect to
 * the language's not-found page (an article or a job that is not public).
 */
function isMissingPage(response: Response, url: URL): boolean {
  if (response.status === 404) return true
  if (response.status < 300 || response.status >= 400) return false
  const location = response.headers.get('location')
  if (!location) return false
  return new URL(location, url).pathname === `/${languageOfPath(url.pathname)}/not-found`
}

const isSerialized = (response: Response) => response.headers.get('x-tss-serialized') === 'true'

/**
 * The HTTP edge (docs/product.md §7, §11), in front of every page, server function and server route:
 * request id, client address (TRUST_PROXY), language, origin check against APP_ORIGIN, method
 * rules, body-size limits before parsing, malformed server-function calls answered as 4xx, no
 * stack or driver text in any reply, `no-store` on personal data, the CSP nonce, anonymous public
 * pages from the rendered-page cache (decision 011), and one security-log line for every 4xx/5xx
 * it answers.
 */
const edgeMiddleware = createMiddleware().server(async ({ request, next }) => {
  const env = getEnv()
  const url = new URL(request.url)
  const { pathname } = url
  const method = request.method.toUpperCase()
  const kind = pathKind(pathname)
  const requestId = acceptedRequestId(request.headers.get('x-request-id')) ?? randomUUID()
  const lang = requestLanguage(request)
  const address = clientAddress(request, peerAddress(request), env.TRUST_PROXY)
  // getRequestIP() from '@tanstack/react-start/server' reads request.context.clientAddress first.
  const requestContextSlot = (request as Request & { context?: unknown }).context
  if (requestContextSlot && typeof requestContextSlot === 'object') Object.assign(requestContextSlot, { clientAddress: address })

  /** Filled in by the access check once it resolves the signed-in user (request-context.ts). */
  const actor: RequestContext['actor'] = {}
  /** Marked by the database client when a query of this request could not reach PostgreSQL. */
  const database: RequestContext['database'] = {}
  let logged = false
  const log = (event: SecurityEvent, status: number, reason: string, err?: unknown) => {
    logged = true
    const details = { requestId, ip: address, userId: actor.userId, status, method, path: logPath(pathname), reason }
    securityLog(event, err === undefined ? details : Object.assign(details, { err }))
  }
  const refuse = (code: ErrorCode, reason: string, options: { event?: SecurityEvent; headers?: Record<string, string> } = {}) => {
    const response = failureResponse(lang, code, { requestId, headers: options.headers })
    log(options.event ?? (response.status >= 500 ? 'server_error' : 'client_error'), response.status, reason)
    return response
  }
  /**
   * The reply while the database cannot be reached (docs/product.md §7.4): 503 with Retry-After,
   * the localized "temporarily unavailable" page or envelope, never stored (db-errors.ts).
   */
  const unavailable = (): Response => {
    log('server_error', 503, 'database_unavailable')
    const retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS
    if (kind === 'page' || wantsHtml(request, kind)) {
      return withHeaders(errorPage(lang, 503, requestId), { 'Retry-After': String(retryAfterSeconds) })
    }
    return failureResponse(lang, 'unavailable', { requestId, retryAfterSeconds })
  }
  const nonce = randomBytes(16).toString('base64')
  let guard: BodyGuard | undefined
  /** Set while a page render may still go into the page cache: it is compressed there, once. */
  let storing = false

  /** Headers and the one log line every reply gets, whoever built it. */
  const finish = (response: Response, options: { loggedElsewhere?: boolean } = {}): Response => {
    const headers: Record<string, string> = { 'X-Request-Id': requestId }
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
      // The router stamps this nonce on every script it renders, in dev as in production (docs/architecture.md "Known traps" 11).
      headers['Content-Security-Policy'] = contentSecurityPolicy({ nonce }, env, { dev: import.meta.env.DEV })
    }
    // A page that comes from the cache gets HIT or MISS where it is answered (answerFromCache).
    if (kind === 'page') headers[CACHE_STATUS_HEADER] = 'BYPASS'
    if (database.unavailable && response.status === 503 && !response.headers.has('retry-after')) {
      headers['Retry-After'] = String(DATABASE_RETRY_AFTER_SECONDS)
    }
    if (
      isNoStorePath(pathname) ||
      response.headers.has('set-cookie') ||
      (kind === 'asset' && response.status >= 400) ||
      (database.unavailable && response.status >= 500)
    ) {
      headers['Cache-Control'] = 'no-store'
    } else if (kind === 'page' && !storing && !response.headers.has('cache-control')) {
      headers['Cache-Control'] = PRIVATE_PAGE
    }
    // A body nobody read (a refusal, a redirect) or a refused one is dropped as it arrives rather
    // than left unread: Node closes the connection after replying to an unfinished request, and
    // unread data on a closing socket makes the kernel reset it, so the client could lose the
    // reply (body-limit.ts).
    const unread = !guard?.touched || guard.exceeded || guard.malformed !== undefined || response.status >= 400
    if (unread && hasBody(request) && !discardRequestBody(request, guard?.bytesRead)) headers.Connection = 'close'
    if (response.status >= 400 && !logged && !options.loggedElsewhere && !SELF_LOGGING.test(pathname)) {
      log(response.status >= 500 ? 'server_error' : 'client_error', response.status, `status_${response.status}`)
    }
    const decorated = withHeaders(response, headers)
    const page = kind === 'page' && !import.meta.env.DEV && loadsScriptsAfterPaint(pathname) ? withScriptsAfterPaint(decorated) : decorated
    return storing ? page : compressText(request, page)
  }

  // 1. Cross-site requests (docs/product.md §11): compared with APP_ORIGIN only. A foreign Origin
  // is named, with the one expected: most often the site was opened under another address
  // (http://127.0.0.1:3000 for http://localhost:3000), and the visitor and the log should say so.
  if (isStateChanging(method) && !originAllowed(request, env, originPolicyOf(pathname))) {
    const origin = request.headers.get('origin')
    if (origin === null) return finish(refuse('forbidden', 'origin', { event: 'origin_refused' }))
    const params = { origin: origin.slice(0, 200), expected: env.APP_ORIGIN }
    logged = true
    securityLog('origin_refused', { requestId, ip: address, status: 403, method, path: logPath(pathname), reason: 'origin', ...params })
    // A page form posted without scripts is answered with a page, a call with the envelope.
    return finish(
      kind === 'page'
        ? errorPage(lang, 403, requestId, commonMessage(lang, 'errors.wrong_origin', params))
        : failureResponse(lang, 'wrong_origin', { requestId, params }),
    )
  }

  // 2. Methods: server functions take GET and POST; pages, assets and probes GET and HEAD, except
  // the page form posts (`acceptsPost` in route-policy.ts). Server routes under /api/ decide themselves.
  if (kind === 'serverFn' && method !== 'GET' && method !== 'POST') {
    return finish(refuse('method_not_allowed', 'method', { headers: { Allow: 'GET, POST' } }))
  }
  if (kind !== 'serverFn' && kind !== 'api' && method !== 'GET' && method !== 'HEAD' && !(method === 'POST' && isPagePostRoute(pathname))) {
    return finish(refuse('method_not_allowed', 'method', { headers: { Allow: 'GET, HEAD' } }))
  }

  // 3. Nitro serves every file under /assets/ before Start runs: what reaches here does not exist.
  if (kind === 'asset') return finish(refuse('not_found', 'missing_asset'))

  // 4. Server-function calls that cannot be valid are refused before Start parses them.
  if (kind === 'serverFn') {
    if (!isPlausibleServerFnId(serverFnIdOf(pathname))) return finish(refuse('not_found', 'unknown_server_fn'))
    if (method === 'GET') {
      if (SERVER_FN_FORM_TYPES.test(request.headers.get('content-type') ?? ''))
        return finish(refuse('unsupported_media_type', 'content_type'))
      const problem = serverFnQueryProblem(url)
      if (problem) return finish(refuse('bad_request', problem))
    } else if (hasBody(request) && !SERVER_FN_BODY_TYPES.test(request.headers.get('content-type') ?? '')) {
      return finish(refuse('unsupported_media_type', 'content_type'))
    }
  }

  // 5. Body size, before anything reads it (docs/architecture.md "Known traps" 13): by Content-Length up front, and by
  // counting streamed bytes for chunked bodies. A refused body is never parsed or buffered; what
  // the client still sends is dropped as it arrives (body-limit.ts, DISCARD_LIMIT) so that the 413
  // reaches it, or the connection is closed when that would be too much.
  if (method !== 'GET' && method !== 'HEAD') {
    const limit = bodyLimitFor(method, pathname)
    const length = declaredLength(request)
    if (length !== undefined && Number.isNaN(length)) return finish(refuse('bad_request', 'content_length'))
    if (length !== undefined && length > limit) {
      // An upload route's refusal (a larger limit than the default) is one the metrics count; a
      // refusal later, while the body streams, is counted by the multipart reader.
      if (limit > DEFAULT_BODY_LIMIT) countUploadRefusal('too_large')
      return finish(refuse('payload_too_large', 'content_length'))
    }
    // Also without a body: an empty one must fail as bad JSON here, not inside srvx (a 500).
    guard = guardRequestBody(request, limit, kind === 'serverFn' ? { validateJson: serverFnPayloadProblem } : {})
  }
  const bodyFailure = () => {
    if (guard?.exceeded) return refuse('payload_too_large', 'body_stream')
    if (guard?.malformed) return refuse('bad_request', guard.malformed)
    return undefined
  }

  // 6. Pages carry their language in the path (docs/product.md §2.1).
  if (kind === 'page' && !languageOfPath(pathname)) {
    const target = detectLanguage({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') })
    return finish(new Response(null, { status: 302, headers: { Location: `/${target}`, Vary: 'Cookie, Accept-Language' } }))
  }

  /**
   * A server-function reply as Start built it. Failures inside a function arrive as the function
   * middleware's envelope (it logs them); what Start built itself is replaced by ours, so that no
   * Start error text (`expected POST method`, a serialized Error) reaches the client.
   */
  const reviewServerFnReply = async (response: Response): Promise<{ response: Response; loggedElsewhere?: boolean }> => {
    if (isSerialized(response) && response.status < 500) return { response, loggedElsewhere: true }
    if (response.status === 405) {
      await response.body?.cancel()
      return { response: refuse('method_not_allowed', 'method', { headers: { Allow: response.headers.get('allow') ?? 'GET, POST' } }) }
    }
    if (response.status < 500) return { response }
    if (isSerialized(response) && (response.headers.get('content-type') ?? '').startsWith('application/json')) {
      const text = await response.text()
      // The function middleware's own `internal` envelope: it is sanitized and logged already.
      if (serializedReplyKeys(text)?.includes('result') && !INTERNAL_TEXT.test(text)) {
        return { response: new Response(text, response), loggedElsewhere: true }
      }
    } else {
      await response.body?.cancel()
    }
    return { response: refuse('internal', 'server_fn_failed') }
  }

  /** Start renders the page or runs the function or route; the reply as the edge sends it on. */
  const render = async () => {
    const context: RequestContext = { nonce, requestId, lang, clientAddress: address, page: {}, actor, database }
    let result: Awaited<ReturnType<typeof next>> | undefined
    try {
      result = await next({ context })
    } catch (error) {
      if (request.signal.aborted) throw error
      const refused = bodyFailure()
      if (refused) return finish(refused)
      if (kind === 'serverFn') {
        // Start throws outside the function for an unknown id; anything else escaping a call is the
        // client's malformed request. The text stays in the debug log only.
        getLogger().debug({ err: error, requestId }, 'server-function request failed outside the function')
        const unknown = error instanceof Error && UNKNOWN_SERVER_FN.test(error.message)
        return finish(unknown ? refuse('not_found', 'unknown_server_fn') : refuse('bad_request', 'server_fn_rejected'))
      }
      if (database.unavailable || isDatabaseUnavailable(error)) return finish(unavailable())
      if (error instanceof AppError) {
        // An expected failure a server route threw instead of answering: its own status and envelope.
        const response = failureResponse(lang, error.code, { requestId, retryAfterSeconds: error.retryAfterSeconds })
        log(
          response.status >= 500 ? 'server_error' : 'client_error',
          response.status,
          error.code,
          response.status >= 500 ? error : undefined,
        )
        return finish(response)
      }
      const status = 500
      log('server_error', status, 'unhandled', error)
      return finish(wantsHtml(request, kind) ? errorPage(lang, status, requestId) : failureResponse(lang, 'internal', { requestId }))
    }

    const refused = bodyFailure()
    if (refused) return finish(refused)
    const response = (result as { response?: Response } | undefined)?.response
    if (!response) {
      // docs/architecture.md "Known traps" 14: a GET server function called without `x-tsr-serverfn` that returns null or
      // a boolean leaves no response at all.
      return finish(kind === 'serverFn' ? refuse('bad_request', 'no_result') : refuse('internal', 'no_response'))
    }

    // A redirect means the router took the path for a page; a 304 is a server route's answer to a conditional GET.
    const redirected = response.status >= 300 && response.status < 400 && response.status !== 304
    const routed = (response.headers.get('content-type') ?? '').startsWith('text/html') || redirected
    if (kind === 'api' && routed) {
      // No server route answers this method or path, so the router rendered (or redirected to) a
      // page: an API caller gets the envelope instead, 404 for a read and 405 for anything else.
      await response.body?.cancel()
      if (method === 'GET' || method === 'HEAD') return finish(refuse('not_found', 'unknown_api'))
      return finish(
        refuse('method_not_allowed', 'method', { headers: { Allow: pathname.endsWith('/applications') ? 'POST' : 'GET, HEAD' } }),
      )
    }
    // Rendered while the database could not be reached: whatever the page made of its failed reads
    // (an empty list, a section left out, a redirect to not-found) is answered as 503 instead, and a
    // route's 500 as well. A page form answered 503 itself (page-form.ts) keeps the form.
    if (database.unavailable && kind !== 'serverFn' && response.status !== 503 && (kind === 'page' || response.status >= 500)) {
      await response.body?.cancel()
      return finish(unavailable())
    }
    if (kind === 'serverFn') {
      const reply = await reviewServerFnReply(response)
      return { ...result, response: finish(reply.response, { loggedElsewhere: reply.loggedElsewhere }) }
    }
    // The router answers an error page as 500 and a `notFound` one as 404; a page that said why
    // (403 access denied, which the dashboard's area guard renders through `notFound`) keeps its status.
    const page =
      context.page.status && response.status >= 400
        ? new Response(response.body, { status: context.page.status, headers: response.headers })
        : response
    if (kind === 'page' && (method === 'GET' || method === 'HEAD') && isMissingPage(page, url)) {
      // An old path of a moved page (decision 055): looked up only where the page would answer 404.
      let target: string | undefined
      try {
        target = await findRedirect(await getDb(), pathname)
      } catch (error) {
        if (database.unavailable || isDatabaseUnavailable(error)) {
          await page.body?.cancel()
          return finish(unavailable())
        }
        getLogger().error({ err: error, requestId }, 'the redirect of a missing page could not be read')
      }
      if (target !== undefined) {
        await page.body?.cancel()
        return { ...result, response: finish(new Response(null, { status: 301, headers: { Location: `${target}${url.search}` } })) }
      }
    }
    return { ...result, response: finish(page) }
  }
  type Reply = Awaited<ReturnType<typeof render>>
  const responseOf = (reply: Reply): Response => (reply instanceof Response ? reply : reply.response)
  /** A page the cache did not keep after all: for this request only, compressed as any other. */
  const unshared = (response: Response) =>
    compressText(request, response.headers.has('cache-control') ? response : withHeaders(response, { 'Cache-Control': PRIVATE_PAGE }))
  const compressReply = (reply: Reply): Reply =>
    reply instanceof Response ? unshared(reply) : { ...reply, response: unshared(reply.response) }

  /** A cached page's reply. A hit renders nothing, so a cached 404 gets its security-log line here. */
  const answerFromCache = (page: CachedPage, cacheStatus: 'HIT' | 'MISS') => {
    if (page.status >= 400 && !logged) log('client_error', page.status, `status_${page.status}`)
    return cachedPageResponse(page, request, cacheStatus, requestId)
  }

  // 7. Anonymous public pages: from the rendered-page cache, else rendered once for everyone who
  // asks meanwhile and kept (page-cache.ts decides what may be; decision 011). Not in `vite dev`,
  // where code changes between requests.
  const cacheKey = kind === 'page' && !import.meta.env.DEV ? pageCacheKey(request, url) : undefined
  if (cacheKey === undefined) return render()

  const renderForCache = async (): Promise<Rendered<Reply>> => {
    storing = true
    let reply: Reply
    try {
      reply = await render()
    } finally {
      storing = false
    }
    const response = responseOf(reply)
    // The access check found a user although no session cookie came: never share what it rendered.
    // Nor what it rendered while the database was unreachable.
    if (!isCacheableResponse(response) || actor.userId || database.unavailable) return { bypass: compressReply(reply) }
    const html = await response.text()
    const page = await preparePage({
      key: cacheKey,
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      html,
      nonce,
      perRequest: [nonce, requestId],
      headers: (hashes) => ({ ...staticSecurityHeaders(env), 'Content-Security-Policy': contentSecurityPolicy({ hashes }, env) }),
    })
    if (page) return { page }
    // It carries something of this request's own: answered to this request only, with its nonce.
    return { bypass: unshared(new Response(html, response)) }
  }
  const served = await pageCache().serve(cacheKey, renderForCache)
  if ('bypass' in served) return served.bypass
  return answerFromCache(served.page, served.cacheStatus)
})

export const startInstance = createStart(() => ({
  requestMiddleware: [edgeMiddleware],
  // Every server function answers in the result envelope with a real status (decision 005).
  functionMiddleware: [envelopeMiddleware],
}))
