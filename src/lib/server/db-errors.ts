/** PostgreSQL's unique_violation, from node-postgres or PGlite, bare or wrapped by Drizzle (`cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint
    e = e.cause as typeof e
  }
  return false
}

/** Socket errors of a database that cannot be reached: refused, reset, unknown host, no route, timed out. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection
 * exception), 57P01 admin shutdown (pg_terminate_backend, a restart), 57P02 crash shutdown,
 * 57P03 cannot connect now (starting up, recovering), 53300 too many connections.
 */
const UNAVAILABLE_STATE = /^(?:08[0-9A-Z]{3}|57P0[123]|53300)$/

/** node-postgres's own errors for a connection that died or never came (pg/lib/client.js, pg-pool). */
const DRIVER_MESSAGES =
  /^(?:Connection terminated(?: unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool)$/

/**
 * True when an error means the database cannot be reached right now rather than that the query
 * was wrong: the one place that classifies connection failures (docs/product.md §7.2). Looks
 * through Drizzle's wrapper (`cause`) and Node's AggregateError (`errors`, one per address tried).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error]
  for (let seen = 0; pending.length > 0 && seen < 8; seen++) {
    const e = pending.shift() as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | null | undefined
    if (!e || typeof e !== 'object') continue
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_STATE.test(e.code))) return true
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true
    if (e.cause) pending.push(e.cause)
    if (Array.isArray(e.errors)) pending.push(...e.errors)
  }
  return false
}

/** What a 503 during a database outage tells clients to wait before trying again, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 30
