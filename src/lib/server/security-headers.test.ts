import { describe, expect, it } from 'vitest'
import type { Env } from '../env'
import { contentSecurityPolicy, originAllowed, staticSecurityHeaders } from './security-headers'

const env = { APP_ORIGIN: 'http://localhost:3000' } as Env
const https = { APP_ORIGIN: 'https://hoi.example' } as Env

const req = (method: string, headers: Record<string, string>, url = 'http://localhost:3000/_serverFn/x') =>
  new Request(url, { method, headers })

describe('originAllowed', () => {
  it('lets safe methods through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(originAllowed(req(method, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), env, 'browser')).toBe(true)
    }
  })

  it('accepts the app origin, or a same-origin fetch without an Origin header', () => {
    for (const policy of ['browser', 'open'] as const) {
      expect(originAllowed(req('POST', { origin: 'http://localhost:3000' }), env, policy)).toBe(true)
      expect(originAllowed(req('POST', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }), env, policy)).toBe(true)
      expect(originAllowed(req('POST', { 'sec-fetch-site': 'same-origin' }), env, policy)).toBe(true)
    }
  })

  it('refuses another origin or a cross-site fetch, whatever the policy', () => {
    for (const policy of ['browser', 'open'] as const) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        expect(originAllowed(req(method, { origin: 'https://evil.example' }), env, policy)).toBe(false)
        expect(originAllowed(req(method, { 'sec-fetch-site': 'cross-site' }), env, policy)).toBe(false)
        expect(originAllowed(req(method, { 'sec-fetch-site': 'same-site' }), env, policy)).toBe(false)
      }
      expect(originAllowed(req('POST', { origin: 'null' }), env, policy)).toBe(false)
      // A matching Origin does not outweigh the browser saying the fetch is cross-site.
      expect(originAllowed(req('POST', { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }), env, policy)).toBe(false)
    }
  })

  it('compares with APP_ORIGIN, never with the Host header or the request URL', () => {
    // The request was addressed to evil.example (its Host header) and says it came from there.
    const spoofed = req('POST', { origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' }, 'http://evil.example/_serverFn/x')
    expect(originAllowed(spoofed, env, 'browser')).toBe(false)
    expect(originAllowed(spoofed, env, 'open')).toBe(false)
    // Behind TLS termination the app origin is https even though the request URL is http.
    expect(originAllowed(req('POST', { origin: 'https://hoi.example' }, 'http://10.0.0.5:3000/_serverFn/x'), https, 'browser')).toBe(true)
    expect(originAllowed(req('POST', { origin: 'http://hoi.example' }, 'http://10.0.0.5:3000/_serverFn/x'), https, 'browser')).toBe(false)
  })

  it('asks a server-function call for proof of origin, but lets an open endpoint take a headerless client', () => {
    expect(originAllowed(req('POST', {}), env, 'browser')).toBe(false)
    expect(originAllowed(req('POST', { 'sec-fetch-site': 'none' }), env, 'browser')).toBe(false)
    expect(originAllowed(req('POST', {}), env, 'open')).toBe(true)
  })
})

describe('headers', () => {
  it('never allows inline scripts without the nonce', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc' }, env)
    expect(csp).toContain("script-src 'self' 'nonce-abc';")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("connect-src 'self';")
  })
  it('keeps the nonce policy in dev and only opens the HMR WebSocket', () => {
    const dev = contentSecurityPolicy({ nonce: 'abc' }, https, { dev: true })
    expect(dev).toContain("script-src 'self' 'nonce-abc'")
    expect(dev).not.toMatch(/unsafe-inline[^;]*;[^;]*script|script-src[^;]*unsafe/)
    expect(dev).toContain("connect-src 'self' ws: wss:")
    expect(dev).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ nonce: 'abc' }, https)).toContain('upgrade-insecure-requests')
  })
  it('lists the hashes of a cached page instead of a nonce, and nothing else inline', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"]
    const csp = contentSecurityPolicy({ hashes }, env)
    expect(csp).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB';")
    expect(csp).not.toMatch(/nonce-|unsafe-inline[^;]*;[^;]*script|script-src[^;]*unsafe/)
    // A page without inline scripts runs only our own files.
    expect(contentSecurityPolicy({ hashes: [] }, env)).toContain("script-src 'self';")
    // Everything but script-src is the same policy as a nonce page's.
    const others = (policy: string) => policy.split('; ').filter((directive) => !directive.startsWith('script-src'))
    expect(others(csp)).toEqual(others(contentSecurityPolicy({ nonce: 'abc' }, env)))
  })
  it('adds HSTS only for an https origin', () => {
    expect(staticSecurityHeaders(env)['Strict-Transport-Security']).toBeUndefined()
    expect(staticSecurityHeaders(https)['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  })
})
