/**
 * Job alerts' limits and names (docs/product.md §14, decision 043), free of the schema library so
 * the board's form can use them without loading zod (decision 013). The schema uses the same numbers.
 */

/** The board's filters an alert keeps: the form's hidden fields and the columns of `job_alerts`. */
export const ALERT_FILTER_KEYS = ['q', 'category', 'workMode', 'employmentType', 'level', 'location', 'company'] as const
export type AlertFilterKey = (typeof ALERT_FILTER_KEYS)[number]
export type AlertFilters = Partial<Record<AlertFilterKey, string>>

/** The same bounds as the board's URL reader (jobs.search.ts): text search 100, location and company 80. */
export const ALERT_LIMITS = { q: 100, location: 80, company: 80, token: 32 } as const

/** The honeypot: people never see or fill it; a bot that fills it is answered as if it succeeded. */
export const ALERT_HONEYPOT = 'website'

/** Hours a confirmation link works; an alert not confirmed by then is purged. */
export const ALERT_CONFIRM_HOURS = 48

/** Unconfirmed alerts one address may have at once: beyond, a subscription sends no further mail (and says the same). */
export const ALERT_UNCONFIRMED_PER_EMAIL = 3

/** Hours between two daily digests of one alert, at least (the digest task runs every hour). */
export const ALERT_DIGEST_HOURS = 23

/** A link's token: 32 random bytes in base64url. */
export const ALERT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The answer of `POST /api/alerts/unsubscribe` (RFC 8058) must carry exactly this body field and value. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe'
export const ONE_CLICK_VALUE = 'One-Click'

/**
 * The filters of a board search, without the empty ones and without a value its list in `known`
 * does not have (a hand-made URL: the board filters nothing by it either), in the form's order.
 */
export function alertFiltersOf(
  search: Partial<Record<string, unknown>>,
  known: Partial<Record<AlertFilterKey, readonly string[]>> = {},
): AlertFilters {
  const filters: AlertFilters = {}
  for (const key of ALERT_FILTER_KEYS) {
    const value = search[key]
    if (typeof value !== 'string' || value.trim() === '') continue
    if (known[key] && !known[key].includes(value)) continue
    filters[key] = value
  }
  return filters
}
