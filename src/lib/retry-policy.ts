import { errorCodeOf } from './errors'

/*
 * docs/product.md §7.5: when a failed call is tried again. A query (TanStack Query, the
 * dashboard's reads) retries once; every other failed call (a public page's read of the REST
 * API, a write the server did not carry out) up to three times; the delay doubles from 1 s and
 * never exceeds 30 s. Translation chunks keep their own rule (§9, src/i18n/i18n.ts).
 */

export const QUERY_RETRIES = 1
export const CALL_RETRIES = 3
export const RETRY_BASE_DELAY_MS = 1000
export const RETRY_MAX_DELAY_MS = 30_000

/** The wait before retry number `failureCount + 1` (0 after the first failure): 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelay = (failureCount: number) => Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS)

/**
 * A failure that may go away by itself: no answer at all (network), a server fault or a server
 * that is starting or unavailable. A refusal (400, 401, 403, 404, 409, 429 …) gives the same
 * answer again, so it is not retried.
 */
export function isTransient(error: unknown): boolean {
  const code = errorCodeOf(error)
  return code === undefined || code === 'internal' || code === 'unavailable'
}

/** TanStack Query's `retry` for queries: once, for a transient failure. */
export const retryQuery = (failureCount: number, error: unknown) => failureCount < QUERY_RETRIES && isTransient(error)

/**
 * TanStack Query's `retry` for writes: only when the server said it did nothing (503
 * `unavailable`: starting, or its database out of reach), up to three times. A write that failed
 * any other way may have happened, so it is shown, never repeated on its own.
 */
export const retryWrite = (failureCount: number, error: unknown) => failureCount < CALL_RETRIES && errorCodeOf(error) === 'unavailable'
