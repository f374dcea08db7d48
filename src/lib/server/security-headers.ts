import { type Env, isHttpsOrigin } from '../env'

/** Headers every response carries, HTML or not (DESIGN §7). */
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

/** Scripts run only from our origin or with this request's nonce; no inline script without it. */
export function contentSecurityPolicy(nonce: string, env: Env): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React renders style attributes (Radix positioning); inline <style> carries no script risk.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https://www.openstreetmap.org",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttpsOrigin(env) ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** A fallback for responses that render no HTML (assets, JSON). */
export const minimalCsp = "default-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'"

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A state-changing request from another site is refused. The Origin must be APP_ORIGIN or the
 * origin the request itself was addressed to; without Origin, Sec-Fetch-Site decides.
 */
export function isForeignStateChange(request: Request, env: Env): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  const origin = request.headers.get('origin')
  if (origin) {
    if (origin === env.APP_ORIGIN) return false
    return origin !== new URL(request.url).origin
  }
  const site = request.headers.get('sec-fetch-site')
  return site === 'cross-site' || site === 'same-site'
}
