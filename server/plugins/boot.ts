import path from 'node:path'
import { definePlugin } from 'nitro'
import { exitOnUnsupportedNode } from '~/lib/server/node-version'
import { type Db, openDatabase } from '~/db/client'
import { seedDemoContent } from '~/db/seed'
import { purgeExpiredSessions } from '~/lib/server/sessions'
import { ensureFirstAdmin } from '~/features/users/users.admin.server'
import { getEnv } from '~/lib/env'
import { guardNitroFetch } from '~/lib/server/edge-guard'
import { getLogger } from '~/lib/server/logger'
import { mailTasks } from '~/lib/server/mail'
import { purgeExpiredApplications } from '~/features/applications/applications.api.server'
import { purgeExpiredContactMessages } from '~/features/contact/contact.api.server'
import { publishInvalidationTask } from '~/lib/server/scheduled-publishing'
import { defineTask, startTaskWorker } from '~/lib/server/task-queue'
import { getStorage } from '~/lib/server/storage'
import { sweepOrphanFiles } from '~/lib/server/orphan-sweep'
import { backupSocketPath, createBackup, serveBackupRequests } from '~/lib/server/backup'
import { setRuntime } from '~/lib/server/runtime'
import { markDatabaseUnavailable } from '~/lib/server/request-context'
import { minimalCsp, staticSecurityHeaders } from '~/lib/server/security-headers'
import { securityLog } from '~/lib/server/security-log'

// Runs while the server bundle loads, before it listens or opens the database: on a Node older than
// 24 it prints one line naming the command to use and exits with 1 (decision 012).
exitOnUnsupportedNode()

declare module '~/lib/server/task-queue' {
  interface TaskPayloads {
    'retention.purge': Record<string, never>
    'storage.sweep': Record<string, never>
  }
}

/**
 * Runs once when the server starts (decision 001): opens the database, applies migrations,
 * creates the first admin and demo content on an empty database, and starts the task worker
 * (mail, the personal-data retention purge, the orphan-file sweep, scheduled publishing; decision 021).
 */
/** How long Nitro's graceful close may take after SIGTERM before the database is closed anyway. */
const SHUTDOWN_GRACE_MS = 2000

/** How often the personal-data retention purge runs (it also runs at start-up). */
const RETENTION_INTERVAL_MS = 6 * 3_600_000

/** How often the orphan sweep looks for files no row references (it also runs at start-up; decision 029). */
const ORPHAN_SWEEP_INTERVAL_MS = 6 * 3_600_000

export default definePlugin((nitroApp) => {
  const env = getEnv()
  const log = getLogger()
  let stopWorker: (() => Promise<void>) | undefined
  let stopBackups: (() => Promise<void>) | undefined

  /** Deletes applications and contact messages past their retention periods (decision 015). */
  const purgeExpiredPersonalData = async (db: Db) => {
    const applications = await purgeExpiredApplications(db, { retentionDays: env.APPLICATION_RETENTION_DAYS })
    const contactMessages = await purgeExpiredContactMessages(db, { retentionDays: env.CONTACT_RETENTION_DAYS })
    if (applications.applications || applications.mails || contactMessages) {
      log.info({ ...applications, contactMessages }, 'purged personal data past its retention period')
    }
  }

  const ready = (async () => {
    const started = Date.now()
    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      // A request that meets an unreachable database answers 503 and is never cached (src/start.ts).
      onUnavailable: markDatabaseUnavailable,
    })
    // Instances starting together on one PostgreSQL take turns: one migrates and creates the admin.
    const { admin, seeded } = await database.exclusive(async () => {
      await database.migrate()
      return {
        admin: await ensureFirstAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
        seeded: env.SEED_DEMO ? await seedDemoContent(database.db, getStorage()) : null,
      }
    })
    if (admin.created) {
      log.info({ email: admin.email }, 'created the first admin')
      if (admin.generatedPassword) {
        // Printed once, outside the JSON log, so that it is easy to read and not shipped to log storage.
        process.stdout.write(
          `\n  First admin: ${admin.email}\n  Password:    ${admin.generatedPassword}\n  (shown once; change it after signing in, under Şifre Değiştir in the user menu)\n\n`,
        )
      }
    }
    if (seeded) log.info(seeded, 'seeded demo content')
    await purgeExpiredSessions(database.db)
    const retention = defineTask('retention.purge', {
      every: RETENTION_INTERVAL_MS,
      run: (_payload, { db }) => purgeExpiredPersonalData(db),
    })
    const orphanSweep = defineTask('storage.sweep', {
      every: ORPHAN_SWEEP_INTERVAL_MS,
      run: async (_payload, { db }) => {
        const removed = await sweepOrphanFiles(db, getStorage(), { graceMs: env.FILE_ORPHAN_GRACE_HOURS * 3_600_000 })
        if (removed.stored || removed.temporary) log.info(removed, 'removed files no row references')
      },
    })
    stopWorker = startTaskWorker(database.db, [...mailTasks(env), retention, orphanSweep, publishInvalidationTask])
    if (database.snapshot) {
      // `npm run backup` asks this process, which holds the embedded database (decision 030).
      const uploadsDir = env.S3_BUCKET ? undefined : path.join(env.DATA_DIR, 'uploads')
      stopBackups = await serveBackupRequests(backupSocketPath(env.DATA_DIR), async (archive) => {
        const result = await createBackup(database, { uploadsDir, archive })
        log.info(result, 'backup written')
        return result
      }).catch((error: unknown) => {
        log.error({ err: error }, 'backup socket not opened: npm run backup will not reach this server')
        return undefined
      })
    }
    log.info({ database: database.kind, ms: Date.now() - started }, 'database ready')
    return database
  })()

  ready.catch((error: Error) => {
    log.fatal({ err: error }, 'start-up failed')
    process.stderr.write(`\nStart-up failed: ${error.message}\n`)
    process.exit(1)
  })
  setRuntime(ready)

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      const started = Date.now()
      await stopWorker?.()
      await stopBackups?.()
      const database = await ready.catch(() => undefined)
      await database?.close()
      log.info({ ms: Date.now() - started }, 'database closed')
      // Everything is flushed and closed; leftover timers must not hold the exit (exit within 3 s: decision 001).
      setTimeout(() => process.exit(0), 100).unref()
    })())
  nitroApp.hooks.hook('close', close)
  // Nitro's server (srvx) closes gracefully on SIGTERM/SIGINT and then runs the close hooks, but
  // it installs no signal handler at all when CI or TEST is set: then close at once. Otherwise give
  // its graceful close 2 s, then close anyway, so the process is gone within 3 s.
  const srvxHandlesSignals = !(env.CI || env.TEST)
  // srvx announces and waits its own graceful timeout (5 s unless told): tell it ours, so its
  // "Stopping server gracefully (2s)" matches what happens. It reads this when it starts listening.
  process.env.SERVER_SHUTDOWN_TIMEOUT = String(SHUTDOWN_GRACE_MS / 1000)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (srvxHandlesSignals) setTimeout(() => void close(), SHUTDOWN_GRACE_MS).unref()
      else void close()
    })
  }

  // The HTTP edge's first check, before h3 and Start parse the request (src/lib/server/edge-guard.ts).
  guardNitroFetch(nitroApp, env)

  const headers = staticSecurityHeaders(env)
  nitroApp.hooks.hook('response', (response, event) => {
    let path = ''
    try {
      path = new URL(event.req.url).pathname
    } catch {
      // Unparsable URLs are refused before h3 (edge-guard.ts); nothing to learn here.
    }
    try {
      for (const [k, v] of Object.entries(headers)) response.headers.set(k, v)
      if (!response.headers.has('content-security-policy')) response.headers.set('Content-Security-Policy', minimalCsp)
      // The /assets/** route rule marks replies immutable; a missing file must not be cached so.
      if (response.status >= 400 && path.startsWith('/assets/')) response.headers.set('Cache-Control', 'no-store')
    } catch {
      // Immutable headers (a redirect built by the platform): nothing to add.
    }
    // Every 4xx/5xx gets one security-log line. The request middleware (src/start.ts) writes it for
    // the replies it saw (they carry X-Request-Id); this covers what Nitro answered on its own.
    if (response.status >= 400 && !response.headers.has('x-request-id')) {
      const ip = (event.req as Request & { ip?: string }).ip
      securityLog(response.status >= 500 ? 'server_error' : 'client_error', {
        status: response.status,
        method: event.req.method,
        path: path.length > 200 ? `${path.slice(0, 200)}…` : path,
        ip,
        reason: `status_${response.status}`,
      })
    }
  })
})
