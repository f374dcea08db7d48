import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { rateLimits } from '~/db/schema'

export interface RateLimitResult {
  allowed: boolean
  count: number
  retryAfterSeconds: number
}

/**
 * Counts one hit against `key` in a fixed window, atomically, in the database so that every
 * instance shares the counter (DESIGN §3).
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
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000))
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds }
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
}
