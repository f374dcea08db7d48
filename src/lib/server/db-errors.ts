/** PostgreSQL's unique_violation, from node-postgres or PGlite, bare or wrapped by Drizzle (`cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint
    e = e.cause as typeof e
  }
  return false
}
