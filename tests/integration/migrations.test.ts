import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { users } from '~/db/schema'
import { migrationsApplied } from '~/db/health'
import { describeWithDatabases, rowsOf } from './setup-db'

/** The tables of docs/architecture.md "Data model". */
const designTables = [
  'users',
  'sessions',
  'jobs',
  'job_translations',
  'applications',
  'application_notes',
  'files',
  'documents',
  'document_translations',
  'contents',
  'contact_messages',
  'mail_outbox',
  'rate_limits',
  'audit_events',
]

async function publicTables(db: Db) {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  return rowsOf<{ table_name: string }>(result).map((r) => r.table_name)
}

describeWithDatabases('migrations', (t) => {
  it('create every table of the data model', async () => {
    expect(await publicTables(t.db)).toEqual(expect.arrayContaining(designTables))
    const { applied, expected } = await migrationsApplied(t.db)
    expect(applied).toBeGreaterThan(0)
    expect(applied).toBe(expected)
  })

  it('can run again without changing anything or losing data', async () => {
    await t.db.insert(users).values({ email: 'kept@test.example', name: 'Kept', role: 'editor', passwordHash: 'x' })
    const before = await migrationsApplied(t.db)

    await t.database.migrate()

    expect(await migrationsApplied(t.db)).toEqual(before)
    expect(await publicTables(t.db)).toEqual(expect.arrayContaining(designTables))
    const kept = await t.db
      .select()
      .from(users)
      .where(sql`${users.email} = 'kept@test.example'`)
    expect(kept).toHaveLength(1)
  })

  it('keep e-mail addresses unique regardless of case', async () => {
    await t.db.insert(users).values({ email: 'a@x.com', name: 'A', role: 'editor', passwordHash: 'x' })
    const duplicate = t.db.insert(users).values({ email: 'A@x.com', name: 'A again', role: 'editor', passwordHash: 'x' })
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } })
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'a@x.com'`)
    expect(rows).toHaveLength(1)
  })
})
