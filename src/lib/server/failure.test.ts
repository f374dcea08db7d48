import { describe, expect, it } from 'vitest'
import { failureBody } from './failure'

describe('failureBody', () => {
  it('says how many minutes to wait after a rate limit, in the plural form the number takes', () => {
    expect(failureBody('en', 'rate_limited', { retryAfterSeconds: 30 }).message).toBe('Too many attempts. Please try again in 1 minute.')
    expect(failureBody('en', 'rate_limited', { retryAfterSeconds: 600 }).message).toBe('Too many attempts. Please try again in 10 minutes.')
    expect(failureBody('tr', 'rate_limited', { retryAfterSeconds: 30 }).message).toBe(
      'Çok fazla deneme yapıldı. Lütfen 1 dakika sonra tekrar deneyin.',
    )
  })
})
