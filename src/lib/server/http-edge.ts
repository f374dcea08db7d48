import { defaultSerovalDeserializerPlugins } from '@tanstack/router-core/ssr/server'
import { fromJSON } from 'seroval'
import type { Language } from '../enums'
import { routePolicy, SERVER_FN_BASE } from './route-policy'
import { commonMessage } from './failure'

/**
 * Rules of the HTTP edge, used by the request middleware in src/start.ts. Pure helpers: no
 * request state, no logging.
 */

export { acceptedRequestId, isPlausibleServerFnId, SERVER_FN_BASE, serverFnIdOf } from './edge-guard'

/** What a path is, for the edge's method, origin, body and caching rules. */
export type PathKind = 'serverFn' | 'api' | 'asset' | 'system' | 'page'

const SYSTEM_PATHS = /^\/(?:healthz|readyz|metrics|robots\.txt|sitemap\.xml|favicon\.ico)$/

export function pathKind(pathname: string): PathKind {
  if (pathname.startsWith(SERVER_FN_BASE)) return 'serverFn'
  if (pathname.startsWith('/api/')) return 'api'
  if (pathname.startsWith('/assets/')) return 'asset'
  if (SYSTEM_PATHS.test(pathname)) return 'system'
  return 'page'
}

/**
 * Whether a page takes a form post (its `acceptsPost` in route-policy.ts). Every other non-GET
 * request to a page answers 405 before the framework sees it.
 */
export const isPagePostRoute = (pathname: string) => routePolicy(pathname).acceptsPost

/**
 * How strictly a state-changing request to this path is checked against APP_ORIGIN: server
 * functions and the dashboard uploads (`origin: 'browser'` in route-policy.ts) must come from our pages.
 */
export const originPolicyOf = (pathname: string): 'browser' | 'open' =>
  pathKind(pathname) === 'serverFn' ? 'browser' : routePolicy(pathname).origin

/**
 * True when a reply to this path must carry `Cache-Control: no-store`: server functions, internal
 * data, the dashboard and the sign-in page (`cache: 'no-store'` in route-policy.ts).
 */
export const isNoStorePath = (pathname: string) => routePolicy(pathname).noStore

/** Whether a page asks for its scripts after its first contentful paint: all but the dashboard's (decision 062). */
export const loadsScriptsAfterPaint = (pathname: string) => routePolicy(pathname).scriptsAfterPaint

/** Content types a server-function POST body may have (Start reads JSON or form data). */
export const SERVER_FN_BODY_TYPES = /^\s*(?:application\/json|multipart\/form-data|application\/x-www-form-urlencoded)\s*(?:;|$)/i

/**
 * Content types Start takes for a form body wherever they appear in the header, on a GET too:
 * there it fails (a 500) looking for form data a GET cannot carry. No GET call of ours sends one.
 */
export const SERVER_FN_FORM_TYPES = /multipart\/form-data|application\/x-www-form-urlencoded/i

/**
 * Checks a server-function payload the way Start will deserialize it (seroval `fromJSON` with the
 * router's deserializer plugins), so that a malformed payload is refused as a client error here
 * instead of failing inside Start, which logs a stack trace and answers 500. Returns a reason.
 */
export function serverFnPayloadProblem(value: unknown): string | undefined {
  if (hasIllFormedString(value)) return 'unicode'
  try {
    fromJSON(value as Parameters<typeof fromJSON>[0], { plugins: defaultSerovalDeserializerPlugins })
    return undefined
  } catch {
    return 'seroval'
  }
}

/**
 * True when a string anywhere in a parsed JSON value is not well-formed UTF-16 (a lone surrogate,
 * which JSON's `\udXXX` escapes can carry). No client of ours sends one, and PostgreSQL cannot
 * store it: it would fail in the driver instead of as a validation error.
 */
export function hasIllFormedString(root: unknown): boolean {
  const pending: unknown[] = [root]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (!value.isWellFormed()) return true
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item)
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!key.isWellFormed()) return true
        pending.push(item)
      }
    }
  }
  return false
}

/** A GET server function's `payload` query parameter, checked like a POST body. */
export function serverFnQueryProblem(url: URL): string | undefined {
  const payload = url.searchParams.get('payload')
  if (payload === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return 'json'
  }
  return serverFnPayloadProblem(value)
}

/**
 * The top-level keys of a reply Start serialized (`{ result }` from a function, `{ error }` from a
 * failure outside it), or undefined when the text is not one.
 */
export function serializedReplyKeys(text: string): string[] | undefined {
  try {
    const node = JSON.parse(text) as { p?: { k?: unknown } } | null
    const keys = node?.p?.k
    return Array.isArray(keys) && keys.every((key) => typeof key === 'string') ? keys : undefined
  } catch {
    return undefined
  }
}

/**
 * Text that must never leave the server: driver and SQL errors, validation dumps, password hashes,
 * file paths, stack frames. Checked on server-function failure replies as a last line of defence.
 */
export const INTERNAL_TEXT = /Failed query|\bparams: |\n\s+at \S|ZodError|\$argon2|node_modules|\.(?:m?js|ts):\d+:\d+/

/** The path as it goes into a log line: no query string, bounded length. */
export const logPath = (pathname: string) => {
  // A candidate's private link is a credential (decision 040): its token never reaches a log line.
  const path = pathname.replace(/(\/applications\/)[^/]{20,}/, '$1[token]')
  return path.length > 200 ? `${path.slice(0, 200)}…` : path
}

/** True when the client asked for a page rather than data. */
export function wantsHtml(request: Request, kind: PathKind): boolean {
  if (kind !== 'page' && kind !== 'system') return false
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const accept = request.headers.get('accept')
  return !accept || /text\/html|\*\/\*/.test(accept)
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * A minimal localized error page for a failure the app could not render itself: no script, no
 * error text, only the request id to quote to support. `text` replaces the status's own message.
 */
export function errorPage(lang: Language, status: number, requestId: string, text?: string): Response {
  const title = commonMessage(lang, 'error.title')
  const message = text ?? commonMessage(lang, status === 503 ? 'errors.unavailable' : 'errors.internal')
  const reference = commonMessage(lang, 'errors.reference', { requestId })
  const home = commonMessage(lang, 'notFound.backHome')
  const brand = commonMessage(lang, 'brand')
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${title} | ${brand}`)}</title></head>
<body>
<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><small>${escapeHtml(reference)}</small></p>
<p><a href="/${lang}">${escapeHtml(home)}</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Request-Id': requestId },
  })
}
