import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { type Database, type Db, openPglite, openPostgres } from '~/db/client'

/**
 * Integration tests run on real databases: always an in-memory PGlite, and also PostgreSQL when
 * TEST_DATABASE_URL points to a server (a throw-away database is created there and dropped after).
 */
export interface TestTarget {
  name: 'pglite' | 'postgres'
  open: () => Promise<Database>
}

export function testTargets(): TestTarget[] {
  const targets: TestTarget[] = [{ name: 'pglite', open: () => openPglite('memory://') }]
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) targets.push({ name: 'postgres', open: () => openTemporaryPostgres(adminUrl) })
  return targets
}

async function withAdminClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

async function openTemporaryPostgres(adminUrl: string): Promise<Database> {
  // Only [a-z0-9_]: the name is interpolated into DDL, which takes no parameters.
  const name = `hoi_test_${randomBytes(6).toString('hex')}`
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  let database: Database
  try {
    database = await openPostgres(url.toString())
  } catch (error) {
    await withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    throw error
  }
  return {
    ...database,
    close: async () => {
      await database.close()
      await withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

/** Opens a fresh database for `target` and applies the committed migrations. */
export async function openTestDatabase(target: TestTarget): Promise<Database> {
  const database = await target.open()
  try {
    await database.migrate()
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

/** The database of the running suite; valid inside tests and hooks (it opens in beforeAll). */
export interface TestDatabase {
  readonly db: Db
  readonly database: Database
  readonly target: TestTarget['name']
}

/**
 * Declares `title` once per target ("title [pglite]", "title [postgres]"). Each gets one fresh,
 * migrated database shared by its tests, so tests use their own e-mails and keys rather than
 * relying on empty tables.
 */
export function describeWithDatabases(title: string, body: (t: TestDatabase) => void) {
  describe.each(testTargets())(`${title} [$name]`, (target) => {
    let database: Database | undefined
    const handle: TestDatabase = {
      get database() {
        if (!database) throw new Error('The test database is opened in beforeAll; use it inside tests and hooks')
        return database
      },
      get db() {
        return handle.database.db
      },
      target: target.name,
    }
    beforeAll(async () => {
      database = await openTestDatabase(target)
    })
    afterAll(async () => {
      await database?.close()
    })
    body(handle)
  })
}

/** Rows of a raw `db.execute()` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/** A unique e-mail per test, so tests sharing one database never collide. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@test.example`

/** A unique client address per test: login limits count per IP. */
export const uniqueIp = () => `10.${[...randomBytes(3)].join('.')}`
