import type { Env } from '../env'
import { languages } from '../enums'

/**
 * The route-policy table (decision 022): per path pattern, whether a page takes a form post, how
 * large a POST body may be, whether the rendered-page cache may share the page, whether the reply
 * must say `no-store`, and which per-address allowance counts its submissions. The edge
 * (src/start.ts through http-edge.ts), the body limit (body-limit.ts), the page cache
 * (page-cache.ts) and the rate limits (rate-limit.ts) read it; none keeps a list of its own.
 *
 * A new public form is one entry here: its page path with `acceptsPost`, `cache: 'shared'`, a
 * `rateLimit`, and a `bodyLimit` when it uploads a file.
 *
 * Pure and free of imports beyond types and enums: the Nitro plugin bundle (edge-guard.ts) loads
 * it too.
 */

/** Where Start serves server functions (TSS_SERVER_FN_BASE). */
export const SERVER_FN_BASE = '/_serverFn/'

/** The largest body of a server-function call, a JSON request or a page form post. */
export const DEFAULT_BODY_LIMIT = 64 * 1024

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const MB = 1024 * 1024

/**
 * The per-address allowances, counted in the database so that every instance shares them
 * (rate-limit.ts). The key of an address is `<name>:ip:<address>`; the page post and the API
 * route of one form count against the same key.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts (decision 006; auth.server.ts adds the per-account limits). */
  login: { perIp: (env: Env) => env.LOGIN_LIMIT_PER_IP, windowMs: 15 * MINUTE_MS },
  /** Contact messages (decision 020). */
  contact: { perIp: (env: Env) => env.CONTACT_LIMIT_PER_IP, windowMs: HOUR_MS },
  /** Job applications (decision 015). */
  application: { perIp: (env: Env) => env.APPLICATION_LIMIT_PER_IP, windowMs: HOUR_MS },
  /** The candidate's private application page: reads, downloads, withdraw, delete (decision 040). */
  candidate: { perIp: (env: Env) => env.CANDIDATE_LIMIT_PER_IP, windowMs: HOUR_MS },
  /** Requests for a new private link by e-mail (decision 040; the address has its own allowance). */
  candidateLink: { perIp: (env: Env) => env.CANDIDATE_LINK_LIMIT_PER_IP, windowMs: HOUR_MS },
  /** Job-alert subscriptions (decision 043): each sends a confirmation mail. */
  alert: { perIp: (env: Env) => env.ALERT_LIMIT_PER_IP, windowMs: HOUR_MS },
  /** The buttons of an alert's page (confirm, frequency, unsubscribe): generous, the link's token is the authority. */
  alertLink: { perIp: () => 60, windowMs: HOUR_MS },
} as const satisfies Record<string, { perIp: (env: Env) => number; windowMs: number }>

export type RateLimitName = keyof typeof RATE_LIMITS

/** The rate-limit key of one client address under a named allowance. */
export const rateLimitKey = (name: RateLimitName, ip: string) => `${name}:ip:${ip}`

/**
 * One row of the table. A pattern is a path of `/`-separated segments: a literal, `{lang}` (each
 * site language), `*` (one non-empty segment) or, last, `**` (anything, also nothing and further
 * slashes: `/a/**` is everything strictly below `/a`). A pattern ending in `/` is that path with
 * its trailing slash. The first segment must be a literal or `{lang}`.
 */
export interface RouteEntry {
  readonly paths: readonly string[]
  /**
   * A page that takes a form post: the form posts to its own path and works without scripts
   * (decision 013). Any other POST, PUT, PATCH or DELETE to a page answers 405. Pages only: a
   * server route under `/api/` answers its methods itself.
   */
  readonly acceptsPost?: true
  /** The largest body a POST to this path may carry, in bytes; unset is DEFAULT_BODY_LIMIT. */
  readonly bodyLimit?: number
  /**
   * `shared`: the rendered-page cache may keep the page and answer every anonymous visitor with it
   * (decision 011). `no-store`: personal data or a sign-in form; the reply says `no-store` and no
   * cache keeps it. Unset: never shared (a page is rendered for each request, `private, no-cache`).
   */
  readonly cache?: 'shared' | 'no-store'
  /** The per-address allowance that counts what is posted here (RATE_LIMITS). */
  readonly rateLimit?: RateLimitName
  /**
   * `browser`: a state-changing request must prove it comes from our pages (an `Origin` of
   * APP_ORIGIN or `Sec-Fetch-Site: same-origin`), as server functions must; unset is `open`
   * (security-headers.ts `OriginPolicy`).
   */
  readonly origin?: 'browser'
  /**
   * `at-once`: the page's scripts load as the page is parsed. Unset: a page asks for them after its
   * first contentful paint (scripts-after-paint.ts, decision 062).
   */
  readonly scripts?: 'at-once'
}

/** First match wins: a narrower pattern goes before a wider one with the same first segment. */
export const ROUTE_POLICY: readonly RouteEntry[] = [
  // Sign-in (decisions 003, 006): the form posts to the page itself; the page is never stored.
  { paths: ['/{lang}/login'], acceptsPost: true, cache: 'no-store', rateLimit: 'login' },
  { paths: ['/{lang}/login/'], cache: 'no-store' },
  // Below the sign-in page, and the error preview (fails on purpose): rendered for each request.
  { paths: ['/{lang}/login/**', '/{lang}/error-preview', '/{lang}/error-preview/**'] },
  // The dashboard carries personal data; staff act on it at once, so it hydrates at once.
  { paths: ['/{lang}/dashboard', '/{lang}/dashboard/**'], cache: 'no-store', scripts: 'at-once' },
  // The public forms: each page takes its own no-script post (decision 013).
  { paths: ['/{lang}/contact'], acceptsPost: true, cache: 'shared', rateLimit: 'contact' },
  // A CV of up to 10 MB plus the form fields (decision 015).
  { paths: ['/{lang}/jobs/*/apply'], acceptsPost: true, bodyLimit: 11 * MB, cache: 'shared', rateLimit: 'application' },
  // The candidate's private application page and the new-link form (decision 040): personal data, never stored.
  { paths: ['/{lang}/applications/deleted'], cache: 'no-store' },
  { paths: ['/{lang}/applications'], acceptsPost: true, cache: 'no-store', rateLimit: 'candidateLink' },
  { paths: ['/{lang}/applications/*'], acceptsPost: true, cache: 'no-store', rateLimit: 'candidate' },
  { paths: ['/{lang}/applications/', '/{lang}/applications/**'], cache: 'no-store' },
  // Job alerts (decision 043): the subscription posted from the board; an alert's own page
  // (confirm, frequency, unsubscribe) shows a masked address and is never stored.
  { paths: ['/{lang}/alerts'], acceptsPost: true, cache: 'shared', rateLimit: 'alert' },
  { paths: ['/{lang}/alerts/*'], acceptsPost: true, cache: 'no-store', rateLimit: 'alertLink' },
  // The site search (decision 054): rendered for each request, so that endless distinct queries
  // never push the site's pages out of the bounded rendered-page cache.
  { paths: ['/{lang}/search'] },
  // Previews of drafts and scheduled entries (decision 057): a session's or a share link's page,
  // never kept by any cache, not even the rendered-page cache for one anonymous visitor.
  { paths: ['/{lang}/preview', '/{lang}/preview/**'], cache: 'no-store' },
  // Every other public page.
  { paths: ['/{lang}', '/{lang}/**'], cache: 'shared' },

  // Server routes: the same forms posted by script, and the uploads.
  { paths: ['/api/public/contact'], rateLimit: 'contact' },
  // One-click unsubscribe (RFC 8058): posted by mail providers, without Origin (the `open` rule
  // lets that through; the token is the authority); never stored.
  { paths: ['/api/alerts/unsubscribe'], cache: 'no-store' },
  { paths: ['/api/public/jobs/*/applications'], bodyLimit: 11 * MB, rateLimit: 'application' },
  // The candidate's downloads (their data as JSON, their CV) through the private link's token.
  { paths: ['/api/public/applications/**'], cache: 'no-store', rateLimit: 'candidate' },
  // An article image (cover or body) of up to 5 MB with its form (decision 017).
  // Only the dashboard's own pages upload, so these take the server functions' strict origin rule.
  { paths: ['/api/dashboard/images'], bodyLimit: 6 * MB, origin: 'browser' },
  // A document of up to 20 MB with its bilingual title and description (decision 018).
  { paths: ['/api/dashboard/documents', '/api/dashboard/documents/*'], bodyLimit: 21 * MB, origin: 'browser' },
  // Internal data and server-function replies are never stored.
  { paths: ['/api/internal/**'], cache: 'no-store' },
  { paths: [`${SERVER_FN_BASE}**`], cache: 'no-store' },
  // Prometheus metrics (decision 035): a scrape is never kept by any cache.
  { paths: ['/metrics'], cache: 'no-store' },
]

/** What the edge applies to one path. */
export interface RoutePolicy {
  /** The pattern that matched; undefined for the default. */
  readonly pattern: string | undefined
  readonly acceptsPost: boolean
  /** The largest POST body, in bytes (other methods get DEFAULT_BODY_LIMIT). */
  readonly bodyLimit: number
  /** The rendered-page cache may share the page with anonymous visitors. */
  readonly cacheable: boolean
  /** The reply must carry `Cache-Control: no-store`. */
  readonly noStore: boolean
  readonly rateLimit: RateLimitName | undefined
  /** State-changing requests must come from our own pages (`browser`), or may come from anywhere not cross-site (`open`). */
  readonly origin: 'browser' | 'open'
  /** The page's scripts are asked for after its first contentful paint. */
  readonly scriptsAfterPaint: boolean
}

/** A path no entry names: no form post, the default body limit, never shared, no allowance. */
export const DEFAULT_ROUTE_POLICY: RoutePolicy = Object.freeze({
  pattern: undefined,
  acceptsPost: false,
  bodyLimit: DEFAULT_BODY_LIMIT,
  cacheable: false,
  noStore: false,
  rateLimit: undefined,
  origin: 'open',
  scriptsAfterPaint: true,
})

/**
 * One pattern for one language, as cheap a test as it allows: a literal path is compared, `L/**`
 * is a prefix test, and only a pattern with `*` runs a regex, after its literal prefix matched.
 */
interface CompiledRule {
  /** The literal start of the pattern, up to its first wildcard; the whole path when it has none. */
  readonly prefix: string
  /** How the rest is matched: nothing more (`exact`), anything (`below`), or the regex. */
  readonly rest: 'exact' | 'below' | RegExp
  readonly policy: RoutePolicy
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The rule of a pattern whose `{lang}` is already replaced; throws on a malformed pattern. */
function compileRule(pattern: string, policy: RoutePolicy): CompiledRule {
  if (!pattern.startsWith('/')) throw new Error(`route pattern must start with /: ${pattern}`)
  const segments = pattern.slice(1).split('/')
  for (const [index, segment] of segments.entries()) {
    if (segment === '**' && index !== segments.length - 1) throw new Error(`** must be the last segment: ${pattern}`)
    if ((segment === '*' || segment === '**') && index === 0) throw new Error(`the first segment must be a literal or {lang}: ${pattern}`)
    if (segment !== '*' && segment !== '**' && /[{}*]/.test(segment)) throw new Error(`unknown pattern segment "${segment}": ${pattern}`)
  }
  const wildcard = segments.findIndex((segment) => segment === '*' || segment === '**')
  if (wildcard === -1) return { prefix: pattern, rest: 'exact', policy }
  const prefix = `/${segments.slice(0, wildcard).join('/')}/`
  if (segments[wildcard] === '**') return { prefix, rest: 'below', policy }
  const parts = segments.map((segment) => (segment === '**' ? '.*' : segment === '*' ? '[^/]+' : escapeRegex(segment)))
  return { prefix, rest: new RegExp(`^/${parts.join('/')}$`), policy }
}

interface RuleIndex {
  /** Rules of one-segment paths (`/en`), by that segment. */
  readonly single: Map<string, readonly CompiledRule[]>
  /** Rules that can match a path with these first two segments (`en/jobs`), in table order. */
  readonly pair: Map<string, readonly CompiledRule[]>
  /** Rules that can match a path whose second segment no rule names, by first segment. */
  readonly anySecond: Map<string, readonly CompiledRule[]>
}

/**
 * The table compiled once, at load: a rule per pattern and language, indexed by the path's first
 * two segments, so that a lookup tests only the two or three rules that can match, in table order.
 */
function compile(table: readonly RouteEntry[]): RuleIndex {
  const rules: { first: string; second: string | undefined; rule: CompiledRule }[] = []
  for (const entry of table) {
    for (const pattern of entry.paths) {
      if (entry.acceptsPost && !pattern.startsWith('/{lang}')) throw new Error(`only a page takes a form post: ${pattern}`)
      const policy: RoutePolicy = Object.freeze({
        pattern,
        acceptsPost: entry.acceptsPost === true,
        bodyLimit: entry.bodyLimit ?? DEFAULT_BODY_LIMIT,
        cacheable: entry.cache === 'shared',
        noStore: entry.cache === 'no-store',
        rateLimit: entry.rateLimit,
        origin: entry.origin ?? 'open',
        scriptsAfterPaint: entry.scripts !== 'at-once',
      })
      const expanded = pattern.includes('{lang}') ? languages.map((lang) => pattern.replaceAll('{lang}', lang)) : [pattern]
      for (const path of expanded) {
        const [first = '', second] = path.slice(1).split('/')
        rules.push({ first, second, rule: compileRule(path, policy) })
      }
    }
  }
  const isWildcard = (segment: string | undefined) => segment === '*' || segment === '**'
  const group = (keyOf: (rule: (typeof rules)[number]) => string | undefined) => {
    const map = new Map<string, CompiledRule[]>()
    for (const item of rules) {
      const key = keyOf(item)
      if (key !== undefined) map.set(key, [...(map.get(key) ?? []), item.rule])
    }
    return map
  }
  const pairs = new Set(
    rules.filter((item) => item.second !== undefined && !isWildcard(item.second)).map((item) => `${item.first}/${item.second}`),
  )
  const pair = new Map<string, CompiledRule[]>()
  for (const key of pairs) {
    const first = key.slice(0, key.indexOf('/'))
    const second = key.slice(first.length + 1)
    pair.set(
      key,
      rules.filter((item) => item.first === first && (item.second === second || isWildcard(item.second))).map((item) => item.rule),
    )
  }
  return {
    single: group((item) => (item.second === undefined ? item.first : undefined)),
    pair,
    anySecond: group((item) => (isWildcard(item.second) ? item.first : undefined)),
  }
}

const INDEX = compile(ROUTE_POLICY)

/**
 * The policy of a URL path (`URL.pathname`: percent-encoded as sent, dot segments resolved).
 * Anything else, however long or odd, gets DEFAULT_ROUTE_POLICY or the entry it matches
 * literally; it never throws. A lookup takes one or two map reads and compares strings; only a
 * pattern with `*` runs a regex (no nested quantifiers): it is linear in the path's length.
 */
export function routePolicy(pathname: string): RoutePolicy {
  if (pathname.charCodeAt(0) !== 47 /* / */) return DEFAULT_ROUTE_POLICY
  const firstEnd = pathname.indexOf('/', 1)
  let rules: readonly CompiledRule[] | undefined
  if (firstEnd === -1) {
    rules = INDEX.single.get(pathname.slice(1))
  } else {
    const secondEnd = pathname.indexOf('/', firstEnd + 1)
    rules =
      INDEX.pair.get(pathname.slice(1, secondEnd === -1 ? pathname.length : secondEnd)) ?? INDEX.anySecond.get(pathname.slice(1, firstEnd))
  }
  if (!rules) return DEFAULT_ROUTE_POLICY
  for (const rule of rules) {
    const { prefix, rest } = rule
    if (rest === 'exact') {
      if (pathname === prefix) return rule.policy
    } else if (pathname.startsWith(prefix) && (rest === 'below' || rest.test(pathname))) {
      return rule.policy
    }
  }
  return DEFAULT_ROUTE_POLICY
}
