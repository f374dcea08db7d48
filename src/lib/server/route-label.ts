import type { FileRouteTypes } from '~/routeTree.gen'
import { languages } from '../enums'

/**
 * The `route` label of the request metrics (metrics.ts, decision 035): the file route a path
 * belongs to (`/$lang/jobs/$slug`), never the raw path, so that the number of series stays
 * bounded whatever clients ask for. Pure and free of runtime imports: the Nitro plugin bundle,
 * which cannot load the route tree, labels every request, cached page hits included.
 */

type FullPath = FileRouteTypes['fullPaths']

/**
 * Every file route's full path, as the generated route tree names them. The type check below
 * fails when a route is added or removed without this list following.
 */
const FILE_ROUTES = [
  '/$lang',
  '/$lang/',
  '/healthz',
  '/readyz',
  '/metrics',
  '/robots.txt',
  '/sitemap.xml',
  '/$lang/dashboard',
  '/$lang/dashboard/',
  '/$lang/login',
  '/$lang/not-found',
  '/$lang/about',
  '/$lang/board',
  '/$lang/brands',
  '/$lang/chart',
  '/$lang/companies',
  '/$lang/contact',
  '/$lang/documents',
  '/$lang/search',
  '/$lang/error-preview',
  '/$lang/life-at-hoi',
  '/$lang/privacy',
  '/$lang/alerts/',
  '/$lang/alerts/$token',
  '/$lang/preview/$kind/$id',
  '/$lang/jobs/',
  '/$lang/jobs/$slug/',
  '/$lang/jobs/$slug/applied',
  '/$lang/applications/',
  '/$lang/applications/deleted',
  '/$lang/applications/$token',
  '/$lang/jobs/$slug/apply',
  '/$lang/press/',
  '/$lang/press/$slug',
  '/$lang/together/',
  '/$lang/together/$slug',
  '/$lang/values/',
  '/$lang/values/$slug',
  '/$lang/dashboard/account',
  '/$lang/dashboard/users',
  '/$lang/dashboard/redirects',
  '/$lang/dashboard/media',
  '/$lang/dashboard/applicants/',
  '/$lang/dashboard/applicants/$id',
  '/$lang/dashboard/contact/',
  '/$lang/dashboard/contact/$id',
  '/$lang/dashboard/contents/',
  '/$lang/dashboard/contents/create',
  '/$lang/dashboard/contents/edit/$id',
  '/$lang/dashboard/contents/history/$id',
  '/$lang/dashboard/documents/',
  '/$lang/dashboard/documents/create',
  '/$lang/dashboard/documents/edit/$id',
  '/$lang/dashboard/documents/history/$id',
  '/$lang/dashboard/site/',
  '/$lang/dashboard/site/create',
  '/$lang/dashboard/site/edit/$id',
  '/$lang/dashboard/site/history/$id',
  '/$lang/dashboard/jobs/',
  '/$lang/dashboard/jobs/create',
  '/$lang/dashboard/jobs/edit/$id',
  '/$lang/dashboard/jobs/history/$id',
  '/$lang/dashboard/jobs/$id/pipeline',
  '/$lang/dashboard/templates/',
  '/$lang/dashboard/templates/create',
  '/$lang/dashboard/templates/edit/$id',
  '/$lang/dashboard/reports/',
  '/api/sitemap',
  '/api/sitemaps/$name',
  '/api/feeds/press/$lang',
  '/api/feeds/jobs/$file',
  '/api/dashboard/images',
  '/api/dashboard/applications/export',
  '/api/dashboard/applications/resumes',
  '/api/dashboard/applications/$id/resume',
  '/api/dashboard/reports/export',
  '/api/dashboard/documents/',
  '/api/dashboard/documents/$id',
  '/api/internal/contents/',
  '/api/public/contact',
  '/api/public/applications/$token/data',
  '/api/public/applications/$token/resume',
  '/api/alerts/unsubscribe',
  '/api/public/contents/',
  '/api/public/contents/$lang/$slug',
  '/api/public/documents/',
  '/api/public/search',
  '/api/public/documents/$id/file',
  '/api/public/images/$id',
  '/api/public/media/$id/$file',
  '/api/public/jobs/',
  '/api/public/jobs/$slug/',
  '/api/public/jobs/$slug/applications',
] as const satisfies readonly FullPath[]

/** Names the first route of the tree this list lacks; `never` when it lacks none. */
type Missing = Exclude<FullPath, (typeof FILE_ROUTES)[number]>
const complete: [Missing] extends [never] ? true : Missing = true
void complete

/** Paths that are not file routes but are answered: the root redirect, server functions, built assets. */
const OTHER_PATTERNS = ['/', '/_serverFn/$id', '/assets/$file']

/** The label of every path no pattern matches. */
export const OTHER_ROUTE = 'other'

/** A pattern without its index route's trailing slash (`/$lang/jobs/` is `/$lang/jobs`). */
const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)

/** What a `$lang` segment matches: the site's languages, as the `$lang` route accepts (`/favicon.ico` is no page). */
const LANGUAGE_SEGMENT: ReadonlySet<string> = new Set(languages)

interface Pattern {
  label: string
  /** The segments: a literal, `null` for a parameter (`$slug`: any one segment), or `$lang`'s languages. */
  segments: (string | null | ReadonlySet<string>)[]
}

const segmentOf = (segment: string) => (segment === '$lang' ? LANGUAGE_SEGMENT : segment.startsWith('$') ? null : segment)
const matches = (pattern: Pattern['segments'][number], segment: string) =>
  pattern === null || (typeof pattern === 'string' ? pattern === segment : pattern.has(segment))

/**
 * The patterns grouped by segment count, each group ordered so that a literal segment wins over a
 * parameter at the first position where two differ, as the router ranks them
 * (`/$lang/dashboard/jobs` before `/$lang/press/$slug`).
 */
const BY_LENGTH = (() => {
  const patterns = new Map<string, Pattern>()
  for (const path of [...FILE_ROUTES, ...OTHER_PATTERNS]) {
    const label = withoutTrailingSlash(path)
    const segments = label === '/' ? [] : label.slice(1).split('/')
    patterns.set(label, { label, segments: segments.map(segmentOf) })
  }
  // A literal ranks first, then the languages, then any segment.
  const rank = (pattern: Pattern) =>
    pattern.segments.map((segment) => (segment === null ? '2' : typeof segment === 'string' ? '0' : '1')).join('')
  const groups = new Map<number, Pattern[]>()
  for (const pattern of [...patterns.values()].sort((a, b) => rank(a).localeCompare(rank(b)))) {
    const group = groups.get(pattern.segments.length) ?? []
    group.push(pattern)
    groups.set(pattern.segments.length, group)
  }
  return groups
})()

/** Every label `routeLabel` can answer: the patterns and OTHER_ROUTE. */
export const ROUTE_LABELS: readonly string[] = [...[...BY_LENGTH.values()].flat().map((pattern) => pattern.label), OTHER_ROUTE]

function match(pathname: string): string {
  const path = withoutTrailingSlash(pathname)
  const segments = path === '/' ? [] : path.slice(1).split('/')
  const candidates = BY_LENGTH.get(segments.length)
  if (!candidates) return OTHER_ROUTE
  for (const pattern of candidates) {
    if (pattern.segments.every((segment, index) => matches(segment, segments[index]!))) return pattern.label
  }
  return OTHER_ROUTE
}

/** Labels already worked out, by path; bounded so that a flood of unique paths only misses it. */
const known = new Map<string, string>()
const KNOWN_MAX = 2000

/**
 * The route pattern a URL path (`URL.pathname`) belongs to, or `other`. A parameter matches any one
 * segment, so `/en/jobs/no-such-job` is labelled `/$lang/jobs/$slug` though it answers 404: the
 * status label tells them apart.
 */
export function routeLabel(pathname: string): string {
  const cached = known.get(pathname)
  if (cached !== undefined) return cached
  const label = pathname.charCodeAt(0) === 47 /* / */ && pathname.length <= 1024 ? match(pathname) : OTHER_ROUTE
  if (known.size < KNOWN_MAX) known.set(pathname, label)
  return label
}
