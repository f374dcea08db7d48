import { describe, expect, it } from 'vitest'
import type { Env } from '../env'
import { contentSecurityPolicy, isForeignStateChange, staticSecurityHeaders } from './security-headers'

const env = { APP_ORIGIN: 'http://localhost:3000' } as Env
const https = { APP_ORIGIN: 'https://hoi.example' } as Env

const req = (method: string, headers: Record<string, string>) =>
  new Request('http://localhost:3000/_serverFn/x', { method, headers })

describe('isForeignStateChange', () => {
  it('lets safe methods through whatever their origin', () => {
    expect(isForeignStateChange(req('GET', { origin: 'https://evil.example' }), env)).toBe(false)
  })
  it('refuses a POST from another origin', () => {
    expect(isForeignStateChange(req('POST', { origin: 'https://evil.example' }), env)).toBe(true)
    expect(isForeignStateChange(req('POST', { 'sec-fetch-site': 'cross-site' }), env)).toBe(true)
  })
  it('accepts a POST from the app origin or without browser headers', () => {
    expect(isForeignStateChange(req('POST', { origin: 'http://localhost:3000' }), env)).toBe(false)
    expect(isForeignStateChange(req('POST', {}), env)).toBe(false)
  })
})

describe('headers', () => {
  it('never allows inline scripts without the nonce', () => {
    const csp = contentSecurityPolicy('abc', env)
    expect(csp).toContain("script-src 'self' 'nonce-abc'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
  })
  it('adds HSTS only for an https origin', () => {
    expect(staticSecurityHeaders(env)['Strict-Transport-Security']).toBeUndefined()
    expect(staticSecurityHeaders(https)['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  })
})
