import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { claimSlot, clearRateLimit, hitRateLimit, rateLimitCount, refundRateLimit } from '~/lib/server/rate-limit'
import { describeWithDatabases } from './setup-db'

const uniqueKey = () => `test:${randomUUID()}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeWithDatabases('rate limits', (t) => {
  it('count hits within a window and refuse those over the limit', async () => {
    const key = uniqueKey()
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.db, key, 3, 60_000))

    expect(results.map((r) => [r.count, r.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ])
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0)
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60)
  })

  it('start a new window once the old one has passed', async () => {
    const key = uniqueKey()
    // A window long enough that three hits fit in it on a loaded machine.
    await hitRateLimit(t.db, key, 2, 1000)
    await hitRateLimit(t.db, key, 2, 1000)
    expect((await hitRateLimit(t.db, key, 2, 1000)).allowed).toBe(false)

    await sleep(1100)

    expect(await hitRateLimit(t.db, key, 2, 1000)).toMatchObject({ count: 1, allowed: true })
  })

  it('count concurrent hits exactly', async () => {
    const key = uniqueKey()
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(t.db, key, 100, 60_000)))

    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect((await hitRateLimit(t.db, key, 100, 60_000)).count).toBe(21)
  })

  it('starts counting again after a counter is cleared', async () => {
    const key = uniqueKey()
    await hitRateLimit(t.db, key, 2, 60_000)
    await hitRateLimit(t.db, key, 2, 60_000)
    expect(await hitRateLimit(t.db, key, 2, 60_000)).toMatchObject({ allowed: false, count: 3 })

    await clearRateLimit(t.db, key)
    expect(await hitRateLimit(t.db, key, 2, 60_000)).toMatchObject({ allowed: true, count: 1 })
  })

  it('gives a throttle slot to one of many parallel callers, and the rest the wait', async () => {
    const key = uniqueKey()
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimSlot(t.db, key, 60_000)))
    expect(claims.filter((c) => c.claimed)).toHaveLength(1)
    for (const claim of claims.filter((c) => !c.claimed))
      expect(claim).toMatchObject({ claimed: false, retryAfterSeconds: expect.any(Number) })
  })

  it('refunds a hit without going below zero', async () => {
    const key = uniqueKey()
    await hitRateLimit(t.db, key, 5, 60_000)
    await refundRateLimit(t.db, key)
    await refundRateLimit(t.db, key)
    expect(await rateLimitCount(t.db, key)).toBe(0)
  })
})
