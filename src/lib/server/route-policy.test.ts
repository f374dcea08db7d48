import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { bodyLimitFor } from './body-limit'
import { isNoStorePath, isPagePostRoute } from './http-edge'
import { pageCacheKey } from './page-cache'
import {
  DEFAULT_BODY_LIMIT,
  DEFAULT_ROUTE_POLICY,
  RATE_LIMITS,
  type RateLimitName,
  ROUTE_POLICY,
  type RoutePolicy,
  rateLimitKey,
  routePolicy,
} from './route-policy'

const MB = 1024 * 1024

type Expected = Partial<Omit<RoutePolicy, 'pattern'>>
const policyOf = (path: string): Expected => {
  const { pattern: _pattern, ...policy } = routePolicy(path)
  return policy
}
const expectPolicy = (path: string, expected: Expected) => expect(policyOf(path), path).toEqual({ ...policyOf('/nowhere'), ...expected })

describe('routePolicy', () => {
  it('lets the public forms post to their pages, each counted by its allowance', () => {
    for (const lang of ['tr', 'en']) {
      expectPolicy(`/${lang}/login`, { acceptsPost: true, noStore: true, rateLimit: 'login' })
      expectPolicy(`/${lang}/contact`, { acceptsPost: true, cacheable: true, rateLimit: 'contact' })
      expectPolicy(`/${lang}/jobs/nurse-istanbul/apply`, {
        acceptsPost: true,
        cacheable: true,
        bodyLimit: 11 * MB,
        rateLimit: 'application',
      })
      // The candidate's private page and the new-link form (decision 040): personal data, never stored.
      expectPolicy(`/${lang}/applications`, { acceptsPost: true, noStore: true, rateLimit: 'candidateLink' })
      expectPolicy(`/${lang}/applications/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde`, {
        acceptsPost: true,
        noStore: true,
        rateLimit: 'candidate',
      })
      expectPolicy(`/${lang}/applications/deleted`, { noStore: true })
      expectPolicy(`/${lang}/applications/x/y`, { noStore: true })
      // Previews of drafts (decision 057): never shared, never stored.
      expectPolicy(`/${lang}/preview/articles/${crypto.randomUUID()}`, { noStore: true })
      expectPolicy(`/${lang}/preview/jobs/${crypto.randomUUID()}`, { noStore: true })
      expectPolicy(`/${lang}/alerts`, { acceptsPost: true, cacheable: true, rateLimit: 'alert' })
      expectPolicy(`/${lang}/alerts/${'a'.repeat(43)}`, { acceptsPost: true, noStore: true, rateLimit: 'alertLink' })
    }
  })

  it('shares every other public page, and never the sign-in page, the dashboard or the error preview', () => {
    for (const path of [
      '/tr',
      '/en',
      '/en/',
      '/tr/about',
      '/en/jobs',
      '/en/jobs/nurse',
      '/en/jobs/nurse/applied',
      '/tr/press/x',
      '/en/not-found',
    ]) {
      expectPolicy(path, { cacheable: true })
    }
    // Look-alikes of the pages below are ordinary pages.
    for (const path of ['/en/login-help', '/en/dashboard-x', '/tr/error-previews', '/en/contact/', '/en/jobs/x/apply/']) {
      expectPolicy(path, { cacheable: true })
    }
    for (const path of ['/en/dashboard', '/tr/dashboard/', '/en/dashboard/users', '/en/dashboard//x', '/en/dashboard/jobs/edit/1']) {
      expectPolicy(path, { noStore: true, scriptsAfterPaint: false })
    }
    // The sign-in page with a trailing slash: stored by no one, but not a form post.
    expectPolicy('/en/login/', { noStore: true })
    for (const path of ['/en/login/extra', '/tr/login//', '/en/error-preview', '/tr/error-preview/', '/en/error-preview/x']) {
      expectPolicy(path, {})
    }
  })

  it('gives the server routes their upload limits and allowances, and server functions and internal data no-store', () => {
    expectPolicy('/api/public/jobs/nurse/applications', { bodyLimit: 11 * MB, rateLimit: 'application' })
    expectPolicy('/api/public/contact', { rateLimit: 'contact' })
    expectPolicy('/api/public/applications/abc/data', { noStore: true, rateLimit: 'candidate' })
    // The dashboard uploads come only from the dashboard's pages: the strict origin rule.
    expectPolicy('/api/dashboard/images', { bodyLimit: 6 * MB, origin: 'browser' })
    expectPolicy('/api/dashboard/documents', { bodyLimit: 21 * MB, origin: 'browser' })
    expectPolicy('/api/dashboard/documents/0b6f2a4c-1b7e-4a53-9a51-2f0e8d7f5c11', { bodyLimit: 21 * MB, origin: 'browser' })
    for (const path of ['/_serverFn/abc', '/_serverFn/', '/_serverFn//x', '/api/internal/contents', '/api/internal/']) {
      expectPolicy(path, { noStore: true })
    }
  })

  it('answers the safe default for a path no entry names', () => {
    for (const path of [
      '/',
      '/de',
      '/english',
      '/EN/login',
      '/_serverFn',
      '/api/internal',
      '/api/public/jobs',
      '/api/public/jobs/a/b/applications',
      '/api/public/jobs//applications',
      '/api/dashboard/documents/',
      '/api/dashboard/documents/a/b',
      '/api/dashboard/images/x',
      '/assets/app.js',
      '/readyz',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      expect(routePolicy(path), path).toBe(DEFAULT_ROUTE_POLICY)
    }
    expect(DEFAULT_ROUTE_POLICY).toEqual({
      pattern: undefined,
      acceptsPost: false,
      bodyLimit: DEFAULT_BODY_LIMIT,
      cacheable: false,
      noStore: false,
      rateLimit: undefined,
      origin: 'open',
      scriptsAfterPaint: true,
    })
    expect(Object.isFrozen(DEFAULT_ROUTE_POLICY)).toBe(true)
    expect(Object.isFrozen(routePolicy('/en/login'))).toBe(true)
  })

  it('never throws on garbage and matches it only literally', () => {
    const garbage = [
      '',
      'en/login',
      '//',
      '//en/login',
      '/en//login',
      '/en/../login',
      '/en/%2e%2e/dashboard',
      '/%65n/login',
      '/en/login%2F',
      '/en/jobs/%2F/apply',
      '/en/jobs//apply',
      '/__proto__',
      '/constructor',
      '/hasOwnProperty/x',
      '/{lang}/login',
      '/*/login',
      '/en/İş/💥',
      '/en/\u0000',
      '/' + 'a/'.repeat(50_000),
      '/en/' + '%41'.repeat(30_000),
      '/en/jobs/' + 'x'.repeat(100_000) + '/apply',
      '/api/dashboard/documents/' + '/'.repeat(100_000),
    ]
    for (const path of garbage) expect(() => routePolicy(path), path.slice(0, 40)).not.toThrow()
    for (const path of ['', 'en/login', '//', '//en/login', '/%65n/login', '/__proto__', '/constructor', '/{lang}/login', '/*/login']) {
      expect(routePolicy(path), path).toBe(DEFAULT_ROUTE_POLICY)
    }
    // A slug is any one segment, however odd; the handler decides whether the job exists.
    expect(routePolicy('/en/jobs/%2F/apply').acceptsPost).toBe(true)
    expect(routePolicy('/en/jobs/' + 'x'.repeat(100_000) + '/apply').bodyLimit).toBe(11 * MB)
    expect(routePolicy('/en/jobs//apply').acceptsPost).toBe(false)
    expect(routePolicy('/en/login%2F').acceptsPost).toBe(false)
  })
})

describe('the table', () => {
  const entries = ROUTE_POLICY.flatMap((entry) => entry.paths.map((path) => ({ path, entry })))

  it('takes form posts on pages only, each with an allowance', () => {
    for (const { path, entry } of entries.filter(({ entry }) => entry.acceptsPost)) {
      expect(path, path).toMatch(/^\/\{lang\}\//)
      expect(entry.rateLimit, path).toBeDefined()
    }
  })

  it('shares only pages under a language', () => {
    for (const { path } of entries.filter(({ entry }) => entry.cache === 'shared')) expect(path, path).toMatch(/^\/\{lang\}(?:\/|$)/)
  })

  it('counts a form posted by script against the same allowance as its page post', () => {
    expect(routePolicy('/api/public/contact').rateLimit).toBe(routePolicy('/en/contact').rateLimit)
    expect(routePolicy('/api/public/jobs/x/applications').rateLimit).toBe(routePolicy('/en/jobs/x/apply').rateLimit)
    expect(routePolicy('/api/public/jobs/x/applications').bodyLimit).toBe(routePolicy('/en/jobs/x/apply').bodyLimit)
  })

  it('names every allowance some route uses', () => {
    const used = new Set(ROUTE_POLICY.map((entry) => entry.rateLimit).filter(Boolean))
    expect([...used].sort()).toEqual(Object.keys(RATE_LIMITS).sort())
  })
})

describe('readers of the table', () => {
  it('the edge, the body limit and the page cache answer what the table says', () => {
    const keyOf = (path: string) => {
      const request = new Request(`http://localhost${path}`)
      return pageCacheKey(request, new URL(request.url))
    }
    for (const path of [
      '/en',
      '/en/contact',
      '/en/login',
      '/en/login/',
      '/en/login/x',
      '/tr/dashboard/users',
      '/en/error-preview',
      '/de',
      '/',
    ]) {
      const policy = routePolicy(path)
      expect(isPagePostRoute(path), path).toBe(policy.acceptsPost)
      expect(isNoStorePath(path), path).toBe(policy.noStore)
      expect(keyOf(path) !== undefined, path).toBe(policy.cacheable)
      expect(bodyLimitFor('POST', path), path).toBe(policy.bodyLimit)
    }
    expect(bodyLimitFor('PUT', '/api/dashboard/documents/x')).toBe(DEFAULT_BODY_LIMIT)
  })

  it('keys an address under an allowance and reads the allowance from the environment', () => {
    expect(rateLimitKey('contact', '203.0.113.7')).toBe('contact:ip:203.0.113.7')
    expect(rateLimitKey('application', '::1')).toBe('application:ip:::1')
    expect(rateLimitKey('login', '10.0.0.1')).toBe('login:ip:10.0.0.1')
    const env = parseEnv({
      LOGIN_LIMIT_PER_IP: '7',
      CONTACT_LIMIT_PER_IP: '3',
      APPLICATION_LIMIT_PER_IP: '4',
      CANDIDATE_LIMIT_PER_IP: '5',
      CANDIDATE_LINK_LIMIT_PER_IP: '6',
      ALERT_LIMIT_PER_IP: '8',
    })
    const allowances = Object.fromEntries(
      (Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => [name, [RATE_LIMITS[name].perIp(env), RATE_LIMITS[name].windowMs]]),
    )
    expect(allowances).toEqual({
      login: [7, 15 * 60_000],
      contact: [3, 60 * 60_000],
      application: [4, 60 * 60_000],
      candidate: [5, 60 * 60_000],
      candidateLink: [6, 60 * 60_000],
      alert: [8, 60 * 60_000],
      alertLink: [60, 60 * 60_000],
    })
  })
})
