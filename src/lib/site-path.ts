import { languages } from './enums'

/*
 * A same-site page path as a redirect holds it (decision 055): `/tr` or `/en`, then segments,
 * without a query, fragment, scheme, host, backslash, whitespace, control character, empty segment
 * (`//`) or dot segment, at most SITE_PATH_MAX characters. Zod-free: the dashboard form and the
 * server check it with the schema of redirects.schemas.ts, the request edge looks up a request's
 * path with `sitePathOf`.
 */

export const SITE_PATH_MAX = 300

/** Why a typed path is not a site path, as a message key of the `redirectAdmin` namespace; undefined when it is one. */
export type SitePathProblem = 'language' | 'characters' | 'segments' | 'length'

// oxlint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0020\u007F-\u009F?#\\]/

export function sitePathProblem(path: string): SitePathProblem | undefined {
  if (path.length > SITE_PATH_MAX) return 'length'
  if (!languages.some((lang) => path === `/${lang}` || path.startsWith(`/${lang}/`))) return 'language'
  if (FORBIDDEN.test(path) || !path.isWellFormed()) return 'characters'
  const segments = path.slice(1).split('/')
  // A trailing slash is allowed (and dropped), an empty segment anywhere else is `//`.
  if (segments.slice(0, -1).some((segment) => segment === '' || segment === '.' || segment === '..')) return 'segments'
  if (segments.at(-1) === '.' || segments.at(-1) === '..') return 'segments'
  return undefined
}

/**
 * The form a path is stored and looked up in: without its trailing slash, and percent-encoded as a
 * browser sends it (`/tr/değerler` → `/tr/de%C4%9Ferler`), so that what an admin types matches
 * `URL.pathname` of the request.
 */
export function sitePathOf(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return new URL(trimmed, 'http://site.invalid').pathname
}
