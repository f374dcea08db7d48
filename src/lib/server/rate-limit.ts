import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { rateLimits } from '~/db/schema'
import type { Env } from '~/lib/env'
import { RATE_LIMITS, type RateLimitName, rateLimitKey } from './route-policy'

export interface RateLimitResult {
  allowed: boolean
  count: number
  retryAfterSeconds: number
}

const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000))

/**
 * Counts one hit against `key` in a fixed window, atomically, in the database so that every
 * instance shares the counter (decision 006).
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const resetAt = new Date(Date.now() + windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
  if (!row) throw new Error('rate limit upsert returned no row')
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: secondsUntil(row.resetAt) }
}

/**
 * Counts one hit of a client address against a named allowance of the route-policy table
 * (RATE_LIMITS in route-policy.ts: its key, its allowance from the environment, its window).
 */
export function hitAddressRateLimit(db: Db, name: RateLimitName, ip: string, env: Env): Promise<RateLimitResult> {
  const { perIp, windowMs } = RATE_LIMITS[name]
  return hitRateLimit(db, rateLimitKey(name, ip), perIp(env), windowMs)
}

/** Gives back one hit (an attempt that turned out not to count), never below zero. */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)))
}

/** The live count of `key` (0 when absent or expired). */
export async function rateLimitCount(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)))
  return row?.count ?? 0
}

/** Marks `key` as present for `ttlMs` (a remembered fact, such as a known sign-in address). */
export async function rememberKey(db: Db, key: string, ttlMs: number): Promise<void> {
  const resetAt = new Date(Date.now() + ttlMs)
  await db.insert(rateLimits).values({ key, count: 1, resetAt }).onConflictDoUpdate({ target: rateLimits.key, set: { resetAt } })
}

/**
 * Claims the next slot of a throttle: succeeds when the previous slot of `key` has passed, and
 * then holds the key for `delayMs`. Atomic, so parallel callers get one slot between them.
 */
export async function claimSlot(
  db: Db,
  key: string,
  delayMs: number,
): Promise<{ claimed: true } | { claimed: false; retryAfterSeconds: number }> {
  const until = new Date(Date.now() + delayMs)
  const [claimed] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: until })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${rateLimits.count} + 1`, resetAt: until },
      setWhere: sql`${rateLimits.resetAt} <= now()`,
    })
    .returning({ key: rateLimits.key })
  if (claimed) return { claimed: true }
  const [row] = await db.select({ resetAt: rateLimits.resetAt }).from(rateLimits).where(eq(rateLimits.key, key))
  return { claimed: false, retryAfterSeconds: row ? secondsUntil(row.resetAt) : 1 }
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}
