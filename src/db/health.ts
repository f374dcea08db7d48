import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { findMigrationsFolder } from './client'

/** True when every committed migration is recorded as applied. */
export async function migrationsApplied(db: Db): Promise<{ applied: number; expected: number }> {
  const journal = JSON.parse(fs.readFileSync(path.join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[]
  return { applied: rows[0]?.n ?? 0, expected: journal.entries.length }
}
