import { type Env, isHttpsOrigin } from '../env'

/** Headers every response carries, HTML or not (docs/product.md §11). */
export function staticSecurityHeaders(env: Env): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  }
  if (isHttpsOrigin(env)) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  return headers
}

/**
 * Where inline scripts may come from: this request's nonce, which the router stamps on every
 * script it renders (docs/architecture.md "Known traps" 11), or, for a page answered from the rendered-page cache
 * (page-cache.ts, decision 011), the SHA-256 of each inline script of that page.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] }

/**
 * Scripts run only from our origin or when the nonce or a hash vouches for them; no inline script
 * otherwise, never `unsafe-inline`. The nonce is stamped in production and in `vite dev` alike,
 * so dev runs the same policy; `dev` only lets Vite's HMR client open its WebSocket (`ws:`), which
 * `connect-src 'self'` does not cover in every browser.
 */
export function contentSecurityPolicy(scripts: InlineScripts, env: Env, options: { dev?: boolean } = {}): string {
  const inline = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(' '),
    // React renders style attributes (Radix positioning); inline <style> carries no script risk.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    options.dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "frame-src 'self' https://www.openstreetmap.org",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttpsOrigin(env) && !options.dev ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** A fallback for responses that render no HTML (assets, JSON). */
export const minimalCsp = "default-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'"

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Methods that may change state and so must pass the origin check. */
export const isStateChanging = (method: string) => !SAFE_METHODS.has(method.toUpperCase())

/**
 * How strictly a state-changing request's origin is checked:
 * - `browser` (server functions, an RPC only our own pages call): the request must prove it comes
 *   from our pages, by an `Origin` equal to APP_ORIGIN or by `Sec-Fetch-Site: same-origin`.
 * - `open` (page form posts, public REST endpoints): a request with neither header (curl, a server,
 *   an old browser) may pass; a present foreign `Origin` or a cross-site fetch is still refused.
 */
export type OriginPolicy = 'browser' | 'open'

/**
 * Whether a request passes the cross-site check (docs/product.md §11). The Origin is compared with
 * APP_ORIGIN only, never with the Host header or the URL the request was addressed to: those are
 * the client's to choose (DNS rebinding, a spoofed Host).
 */
export function originAllowed(request: Request, env: Env, policy: OriginPolicy): boolean {
  if (!isStateChanging(request.method)) return true
  const site = request.headers.get('sec-fetch-site')
  if (site === 'cross-site' || site === 'same-site') return false
  const origin = request.headers.get('origin')
  if (origin !== null) return origin === env.APP_ORIGIN
  if (site === 'same-origin') return true
  return policy === 'open'
}
