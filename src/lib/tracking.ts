/*
 * Where an applicant came from (docs/product.md §15.2, decision 041): a job link's `source` and
 * `utm_*` parameters, read from the URL of the job page and the apply page, carried in the apply
 * form's hidden fields and stored on the application. Client-safe and schema-free: the job and
 * apply pages read them from the router's raw search in their components (not in `validateSearch`,
 * which ships with every page, docs/architecture.md "Known traps" 16), the page cache recognizes
 * them, the server normalizes them again.
 */

/** The utm parameters kept, by their name without `utm_`. */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type UtmValues = Partial<Record<UtmKey, string>>

/** The URL and form parameters: `source` and the five `utm_*`. */
export const TRACKING_PARAMS = ['source', ...UTM_KEYS.map((key) => `utm_${key}` as const)] as const
export type TrackingParam = (typeof TRACKING_PARAMS)[number]
export type Tracking = Partial<Record<TrackingParam, string>>

/** A source is at most this long, in `[a-z0-9._-]`. */
export const SOURCE_MAX_LENGTH = 64
/** A utm value is kept up to this many characters. */
export const UTM_VALUE_MAX_LENGTH = 200

/**
 * A source as stored and counted: lower case, any run of other characters as one hyphen, no
 * hyphen or dot at either end, at most 64 characters; undefined when nothing is left.
 * "LinkedIn" → "linkedin", "Kariyer Net" → "kariyer-net".
 */
export function normalizeSource(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const source = value
    .slice(0, SOURCE_MAX_LENGTH * 4)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .slice(0, SOURCE_MAX_LENGTH)
    .replace(/^[-.]+|[-.]+$/g, '')
  return source === '' ? undefined : source
}

/** A utm value as kept: control characters dropped, trimmed, at most 200 characters; undefined when empty. */
export function normalizeUtmValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value
    .slice(0, UTM_VALUE_MAX_LENGTH * 4)
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, UTM_VALUE_MAX_LENGTH)
  // A lone surrogate left by the cut is no character; the database would refuse it.
  const whole = text.isWellFormed() ? text : text.toWellFormed().replace(/\uFFFD$/, '')
  return whole.trim() === '' ? undefined : whole.trim()
}

/**
 * The tracking parameters of a URL's search or a posted form, normalized; the others ignored.
 * The first value counts when a parameter repeats (a form posts one; a router may give an array).
 */
export function readTracking(input: Record<string, unknown>): Tracking {
  const tracking: Tracking = {}
  for (const name of TRACKING_PARAMS) {
    const raw = input[name]
    const first: unknown = Array.isArray(raw) ? raw[0] : raw
    // The router reads `?utm_term=2026` as a number.
    const given = typeof first === 'number' || typeof first === 'boolean' ? String(first) : first
    const value = name === 'source' ? normalizeSource(given) : normalizeUtmValue(given)
    if (value !== undefined) tracking[name] = value
  }
  return tracking
}

/** What an application stores: the source (`source`, else `utm_source`, normalized) and the utm values, or nulls. */
export function applicationTracking(tracking: Tracking): { source: string | null; utm: UtmValues | null } {
  const utm: UtmValues = {}
  for (const key of UTM_KEYS) {
    const value = tracking[`utm_${key}`]
    if (value !== undefined) utm[key] = value
  }
  const source = tracking.source ?? normalizeSource(tracking.utm_source) ?? null
  return { source, utm: Object.keys(utm).length > 0 ? utm : null }
}

/** `?source=…&utm_…` for a link that carries the tracking on, or '' when there is none. */
export function trackingQuery(tracking: Tracking): string {
  const query = new URLSearchParams()
  for (const name of TRACKING_PARAMS) {
    const value = tracking[name]
    if (value !== undefined) query.set(name, value)
  }
  const text = query.toString()
  return text === '' ? '' : `?${text}`
}

/** Whether a URL's query names any tracking parameter (the page cache renders those pages for their request only). */
export const hasTrackingParams = (params: URLSearchParams) => TRACKING_PARAMS.some((name) => params.has(name))

/** The channels the dashboard offers a job link for, each by the `source` it carries (docs/product.md §15.2). */
export const SHARE_CHANNELS = ['linkedin', 'kariyer-net', 'referral', 'email'] as const
export type ShareChannel = (typeof SHARE_CHANNELS)[number]
