import { describe, expect, it } from 'vitest'
import { RequestError } from './errors'
import { CALL_RETRIES, isTransient, QUERY_RETRIES, retryDelay, retryQuery, retryWrite } from './retry-policy'

const failure = (code: 'internal' | 'unavailable' | 'not_found' | 'forbidden' | 'invalid' | 'rate_limited') =>
  new RequestError({ code, message: code })

describe('retry policy (docs/product.md §7.5)', () => {
  it('waits 1 s, 2 s, 4 s … doubling, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000])
  })

  it('retries a failed query once', () => {
    expect(QUERY_RETRIES).toBe(1)
    expect(retryQuery(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(retryQuery(0, failure('internal'))).toBe(true)
    expect(retryQuery(1, failure('internal'))).toBe(false)
    expect(retryQuery(1, new TypeError('Failed to fetch'))).toBe(false)
  })

  it('does not retry a refusal, which would only be refused again', () => {
    for (const code of ['not_found', 'forbidden', 'invalid', 'rate_limited'] as const) {
      expect(isTransient(failure(code)), code).toBe(false)
      expect(retryQuery(0, failure(code)), code).toBe(false)
    }
    // The area guard's plain error carries its code in the message.
    expect(retryQuery(0, new Error('forbidden'))).toBe(false)
  })

  it('retries a write up to three times only when the server said it did nothing (503)', () => {
    expect(CALL_RETRIES).toBe(3)
    expect([0, 1, 2, 3].map((n) => retryWrite(n, failure('unavailable')))).toEqual([true, true, true, false])
    expect(retryWrite(0, failure('internal'))).toBe(false)
    expect(retryWrite(0, new TypeError('Failed to fetch'))).toBe(false)
  })
})
