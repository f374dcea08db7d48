import { randomUUID } from 'node:crypto'
import type { Env } from '../env'
import { detectLanguage } from '../language'
import { discardRequestBody, hasBody } from './body-limit'
import { peerAddress } from './client-address'
import { failureResponse } from './failure'
import { cachedPageHit } from './page-cache'
import { SERVER_FN_BASE } from './route-policy'
import { minimalCsp, staticSecurityHeaders } from './security-headers'
import { securityLog } from './security-log'

/**
 * The first check of the HTTP edge, in front of h3 and Start: what they cannot parse would end in
 * a bare 500 (srvx "Unhandled error in fetch handler", Start's "Invalid server action param")
 * before the request middleware in src/start.ts ever runs. Installed by the Nitro boot plugin.
 */

export { SERVER_FN_BASE }

/** The function id of a server-function path (`/_serverFn/<id>[/…]`). */
export const serverFnIdOf = (pathname: string) => pathname.slice(SERVER_FN_BASE.length).split('/')[0] ?? ''

/**
 * Whether a server-function id can name a function at all: build ids are hex digests, dev ids are
 * base64url. Anything else (`__proto__`, `constructor`, percent-encodings, an empty id) is refused
 * before Start looks it up in its manifest, a plain object.
 */
export function isPlausibleServerFnId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,1024}$/.test(id) && !(id in Object.prototype)
}

/** A client-supplied request id is kept when it is short and plain (a proxy's id), else replaced. */
export function acceptedRequestId(header: string | null): string | undefined {
  return header && /^[A-Za-z0-9._:-]{8,64}$/.test(header) ? header : undefined
}

/** Why a request must be refused before h3 and Start see it, or undefined. */
export function preStartProblem(request: Request): { code: 'bad_request' | 'not_found'; reason: string } | undefined {
  let pathname: string
  try {
    // srvx builds the URL from the Host header; a Host that is not one (`localhost:99999`) throws.
    pathname = new URL(request.url).pathname
  } catch {
    return { code: 'bad_request', reason: 'url' }
  }
  if (pathname.startsWith(SERVER_FN_BASE) && !isPlausibleServerFnId(serverFnIdOf(pathname))) {
    return { code: 'not_found', reason: 'unknown_server_fn' }
  }
  return undefined
}

type Fetch = (request: Request) => Response | Promise<Response>

/**
 * Wraps the Nitro app's fetch: refuses what cannot be parsed, answers a page the rendered-page
 * cache holds (page-cache.ts decides which; decision 011) without h3 and Start, and answers any
 * escaped error as a bare 500 envelope.
 */
export function guardNitroFetch(app: { fetch: Fetch }, env: Env): void {
  const next = app.fetch
  const headers = { ...staticSecurityHeaders(env), 'Content-Security-Policy': minimalCsp }
  const rawPath = (request: Request) => {
    const url = (request as Request & { runtime?: { node?: { req?: { url?: string } } } }).runtime?.node?.req?.url ?? ''
    const path = url.split('?')[0] ?? ''
    return path.length > 200 ? `${path.slice(0, 200)}…` : path
  }
  const reply = (request: Request, code: 'bad_request' | 'not_found' | 'internal', reason: string, err?: unknown) => {
    const requestId = randomUUID()
    const lang = detectLanguage({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') })
    // As in the request middleware: drop the unread body so that the reply is not lost to a reset.
    const close = hasBody(request) && !discardRequestBody(request)
    const response = failureResponse(lang, code, { requestId, headers: close ? { ...headers, Connection: 'close' } : headers })
    const details = { requestId, ip: peerAddress(request), status: response.status, method: request.method, path: rawPath(request), reason }
    securityLog(code === 'internal' ? 'server_error' : 'client_error', err === undefined ? details : Object.assign(details, { err }))
    return response
  }
  app.fetch = (request) => {
    const problem = preStartProblem(request)
    if (problem) return reply(request, problem.code, problem.reason)
    // A hit costs a lookup and a copied header object: the reply is built, compressed and hashed already.
    const hit = cachedPageHit(request, () => acceptedRequestId(request.headers.get('x-request-id')) ?? randomUUID())
    if (hit) return hit
    const fail = (error: unknown) => {
      if (request.signal.aborted) throw error
      return reply(request, 'internal', 'unhandled', error)
    }
    try {
      const result = next(request)
      return result instanceof Promise ? result.catch(fail) : result
    } catch (error) {
      return fail(error)
    }
  }
}
