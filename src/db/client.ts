import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Pool } from 'pg'
import { getEnv } from '~/lib/env'
import { isDatabaseUnavailable } from '~/lib/server/db-errors'
import { PGLITE_TEMPLATE_FILE, pgliteOptions } from './pglite-options'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** The rows of a raw statement, typed by the caller: both drivers answer `db.execute` with `{ rows }`. */
export async function executeRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate: () => Promise<void>
  /** Runs `fn` while no other instance runs its own (boot: migrations, first admin, seed). */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
  /** PostgreSQL only: the pool's clients open, idle, and queries waiting for one (the metrics read it). */
  pool?: () => { total: number; idle: number; waiting: number }
  /**
   * PGlite only (decision 030): a copy of the data directory, taken after a checkpoint while no
   * transaction is open and no query runs; `alsoHeld` runs under the same hold (the backup links
   * the uploaded files there), so that the copy and what it did agree.
   */
  snapshot?: <T>(alsoHeld: () => Promise<T>) => Promise<{ data: Blob; held: T }>
}

/** Key of the session-level PostgreSQL advisory lock taken around boot work. */
const BOOT_LOCK_KEY = 7_240_517

/** Finds the committed migrations whether running from the source tree or from .output. */
export function findMigrationsFolder(): string {
  const configured = getEnv().MIGRATIONS_DIR
  if (configured) return configured
  const starts = [path.dirname(fileURLToPath(import.meta.url)), process.cwd()]
  for (const start of starts) {
    let dir = start
    for (;;) {
      const candidate = path.join(dir, 'drizzle')
      if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate
      const parent = path.dirname(dir)
      if (parent === dir) break
      dir = parent
    }
  }
  throw new Error('Migrations folder not found: set MIGRATIONS_DIR to the project drizzle/ folder')
}

/** The build's empty database (`PGLITE_TEMPLATE_FILE`) beside the server bundle, if there is one. */
function findPgliteTemplate(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  // The bundle that opens the database is .output/server/index.mjs or a chunk one folder below it.
  for (let depth = 0; depth < 2; depth++) {
    const candidate = path.join(dir, PGLITE_TEMPLATE_FILE)
    if (fs.existsSync(candidate)) return candidate
    dir = path.dirname(dir)
  }
  return undefined
}

export interface OpenOptions {
  /**
   * Called, in the async context of the query, when a query or a connection attempt fails because
   * PostgreSQL cannot be reached (src/lib/server/db-errors.ts); the server marks the request so that
   * it answers 503 (server/plugins/boot.ts).
   */
  onUnavailable?: (error: unknown) => void
  /** Called with every failed query, whatever the cause (the metrics count them; decision 035). */
  onQueryError?: (error: unknown) => void
}

/** How long a query waits for a connection before it fails (a database that does not answer). */
const CONNECT_TIMEOUT_MS = 5000

type Queryable = { query: (...args: never[]) => unknown }

/** Reports the connection failures of `target.query` to `report`; the caller still gets the rejection. */
function observeQueries(target: Queryable, report: (error: unknown) => void) {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown
  target.query = ((...args: unknown[]) => {
    const result = query(...args)
    if (result instanceof Promise) result.catch(report)
    return result
  }) as Queryable['query']
}

export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool: Pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  // A connection that dies while idle (server restart, failover) is dropped by the pool and
  // replaced on the next query; without a listener it would crash the process.
  pool.on('error', (error) => process.emitWarning(`idle PostgreSQL connection lost: ${error.message}`))
  const { onUnavailable, onQueryError } = options
  if (onUnavailable || onQueryError) {
    const report = (error: unknown) => {
      onQueryError?.(error)
      if (onUnavailable && isDatabaseUnavailable(error)) onUnavailable(error)
    }
    // Queries outside a transaction go through the pool, a transaction's through its client.
    observeQueries(pool, report)
    pool.on('connect', (client) => observeQueries(client, report))
    const connect = pool.connect.bind(pool) as () => Promise<unknown>
    pool.connect = ((...args: unknown[]) => {
      if (args.length > 0) return (connect as (...a: unknown[]) => unknown)(...args)
      const connecting = connect()
      connecting.catch(report)
      return connecting
    }) as Pool['connect']
  }
  const db = drizzle(pool, { schema, casing: 'snake_case' })
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => migrate(db, { migrationsFolder: findMigrationsFolder() }),
    exclusive: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [BOOT_LOCK_KEY])
        return await fn()
      } finally {
        await client.query('select pg_advisory_unlock($1)', [BOOT_LOCK_KEY]).catch(() => undefined)
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/**
 * PGlite has no lock of its own: two processes opening one directory corrupt it (docs/architecture.md "Known traps" 5).
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
function acquireLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'pglite.lock')
  const tryCreate = () => {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
  }
  try {
    tryCreate()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const pid = Number(fs.readFileSync(lockPath, 'utf8'))
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The embedded database in ${dataDir} is in use by process ${pid}. Stop that process first, or set DATABASE_URL.`)
    }
    fs.rmSync(lockPath, { force: true })
    tryCreate()
  }
  return () => fs.rmSync(lockPath, { force: true })
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Opens PGlite in `dir`; pass `memory://` for an in-memory database (tests). */
export async function openPglite(dir: string, options: Pick<OpenOptions, 'onQueryError'> = {}): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  let release = () => {}
  let client: PGlite
  const settings = await pgliteOptions()
  if (dir.startsWith('memory://')) {
    client = new PGlite(dir, settings)
  } else {
    fs.mkdirSync(dir, { recursive: true })
    release = acquireLock(path.dirname(dir))
    const template = fs.existsSync(path.join(dir, 'PG_VERSION')) ? undefined : findPgliteTemplate()
    client = new PGlite(dir, template ? { ...settings, loadDataDir: new Blob([fs.readFileSync(template)]) } : settings)
  }
  await client.waitReady
  const { onQueryError } = options
  if (onQueryError) {
    // Drizzle queries through `query`, a transaction's through the one its callback is given.
    observeQueries(client, onQueryError)
    const transaction = client.transaction.bind(client)
    client.transaction = ((run: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<unknown>) =>
      transaction((tx) => {
        observeQueries(tx, onQueryError)
        return run(tx)
      })) as PGlite['transaction']
  }
  const db = drizzle(client, { schema, casing: 'snake_case' })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: findMigrationsFolder() }),
    // One process per data directory (the lock file): nothing to exclude.
    exclusive: (fn) => fn(),
    // Inside a transaction of its own, no other one can be open (PGlite runs one at a time); client.exec
    // and client.query would wait for this one, so the checkpoint goes through the transaction.
    snapshot: (alsoHeld) =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT')
        const data = await client.dumpDataDir('none')
        return { data, held: await alsoHeld() }
      }),
    close: async () => {
      await client.close()
      release()
    },
  }
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string } & OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(path.join(opts.dataDir, 'pglite'), opts)
}
