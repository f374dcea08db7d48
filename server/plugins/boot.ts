import diagnosticsChannel from 'node:diagnostics_channel'
import http from 'node:http'
import path from 'node:path'
import { definePlugin } from 'nitro'
import { exitOnUnsupportedNode } from '~/lib/server/node-version'
import { type Database, type Db, openDatabase } from '~/db/client'
import { seedDemoContent } from '~/db/seed'
import { purgeExpiredSessions } from '~/lib/server/sessions'
import { ensureFirstAdmin } from '~/features/users/users.admin.server'
import { prepareCorporateContent } from '~/features/site/site.api.server'
import { getEnv } from '~/lib/env'
import { guardNitroFetch } from '~/lib/server/edge-guard'
import { countDbQueryError, createMetrics, installMetrics, instrumentFetch } from '~/lib/server/metrics'
import { pageCache } from '~/lib/server/page-cache'
import { getLogger } from '~/lib/server/logger'
import { mailTasks } from '~/lib/server/mail'
import { purgeExpiredApplications } from '~/features/applications/applications.api.server'
import { purgeExpiredContactMessages } from '~/features/contact/contact.api.server'
import { alertTasks } from '~/features/alerts/alerts.api.server'
import { candidateTasks } from '~/features/candidate/candidate.api.server'
import { mediaTasks } from '~/features/media/media.api.server'
import { publishInvalidationTask, scheduledStepTask } from '~/lib/server/scheduled-publishing'
import { defineTask, startTaskWorker, taskCounts } from '~/lib/server/task-queue'
import { type PageCacheSync, startPageCacheSync } from '~/lib/server/page-cache-sync'
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
 * (mail, the personal-data retention purge, the orphan-file sweep, scheduled publishing; decision 021),
 * and on PostgreSQL the listener through which instances empty each other's page caches (decision 036).
 */
/** How often the personal-data retention purge runs (it also runs at start-up). */
const RETENTION_INTERVAL_MS = 6 * 3_600_000

/** How often the orphan sweep looks for files no row references (it also runs at start-up; decision 029). */
const ORPHAN_SWEEP_INTERVAL_MS = 6 * 3_600_000

export default definePlugin((nitroApp) => {
  const env = getEnv()
  const log = getLogger()
  let stopWorker: (() => Promise<void>) | undefined
  let stopBackups: (() => Promise<void>) | undefined
  let pageCacheSync: PageCacheSync | undefined
  let opened: Database | undefined

  // Prometheus metrics, only when METRICS_TOKEN is set (decision 035). The pool and the task
  // counts are read at each scrape, from the database once it is open.
  const metrics = env.METRICS_TOKEN
    ? installMetrics(
        createMetrics({
          pageCache,
          pool: () => opened?.pool?.(),
          tasks: async () => (opened ? taskCounts(opened.db) : undefined),
        }),
      )
    : undefined

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
      onQueryError: metrics ? countDbQueryError : undefined,
    })
    // Instances starting together on one PostgreSQL take turns: one migrates and creates the admin.
    const { admin, seeded } = await database.exclusive(async () => {
      await database.migrate()
      // The corporate pages' first entries when a section has none (decision 061), and their search text (decision 054).
      await prepareCorporateContent(database.db)
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
    // Instances on one PostgreSQL empty each other's page caches after a change (decision 036).
    if (database.kind === 'postgres' && env.DATABASE_URL) pageCacheSync = await startPageCacheSync({ url: env.DATABASE_URL })
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
    stopWorker = startTaskWorker(database.db, [
      ...mailTasks(env),
      retention,
      orphanSweep,
      publishInvalidationTask,
      scheduledStepTask,
      ...alertTasks(env),
      ...candidateTasks(env),
      ...mediaTasks(getStorage),
    ])
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
    opened = database
    return database
  })()

  ready.catch((error: Error) => {
    log.fatal({ err: error }, 'start-up failed')
    process.stderr.write(`\nStart-up failed: ${error.message}\n`)
    process.exit(1)
  })
  setRuntime(ready)

  /** Requests the shutdown cut off; the exit code is 1 when there were any. */
  let requestsCutOff = 0
  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      const started = Date.now()
      await stopWorker?.()
      await stopBackups?.()
      await pageCacheSync?.stop()
      const database = await ready.catch(() => undefined)
      await database?.close()
      log.info({ ms: Date.now() - started }, 'database closed')
      // Everything is flushed and closed; leftover timers must not hold the exit.
      process.exitCode = requestsCutOff ? 1 : 0
      setTimeout(() => process.exit(), 100).unref()
    })())

  // Graceful shutdown (decision 033). On the first SIGTERM/SIGINT the server stops listening (new
  // connections are refused), closes idle keep-alive connections and answers what is under way
  // with `Connection: close`; once no request is left, or after SHUTDOWN_TIMEOUT_MS (a second
  // SIGINT: at once), it cuts off the rest, closes the database and exits, with 1 if it cut any.
  const server = watchHttpServer()
  let shutdown: Promise<void> | undefined
  const onSignal = (signal: NodeJS.Signals) => {
    if (shutdown) {
      if (signal === 'SIGINT') server.stopWaiting()
      return
    }
    log.info({ signal, requests: server.underWay(), timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutting down: finishing the requests under way')
    if (!server.seen()) log.warn('the HTTP server was not seen listening: requests under way are not waited for')
    // After the other handlers of this signal (srvx's, below): it closes the server itself.
    shutdown = new Promise((resolve) => setImmediate(resolve))
      .then(() => server.drain(env.SHUTDOWN_TIMEOUT_MS))
      .then((cutOff) => {
        requestsCutOff = cutOff
        if (cutOff) log.warn({ requests: cutOff, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutdown cut off requests still under way')
        return close()
      })
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, onSignal)
  // srvx, Nitro's server, has a handler of its own (not when CI or TEST is set): it closes the same
  // server, waits for its connections up to SERVER_SHUTDOWN_TIMEOUT seconds (it reads that when the
  // server is created), cuts the rest off and then runs the close hooks. Told our timeout, its
  // "Stopping server gracefully (20s)" countdown matches; and during a shutdown of ours the close
  // hooks wait for it rather than close the database under requests still being answered.
  process.env.SERVER_SHUTDOWN_TIMEOUT = String(Math.max(1, Math.ceil(env.SHUTDOWN_TIMEOUT_MS / 1000)))
  nitroApp.hooks.hook('close', () => shutdown ?? close())

  // The HTTP edge's first check, before h3 and Start parse the request (src/lib/server/edge-guard.ts).
  guardNitroFetch(nitroApp, env)
  // Outside the guard, so that the pages it answers from the cache are timed too.
  if (metrics) instrumentFetch(nitroApp, metrics)

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

/** Node's built-in channel published when a server has started listening ({ server }). */
const LISTEN_CHANNEL = 'tracing:net.server.listen:asyncEnd'

/**
 * The HTTP server of Nitro's node preset, caught as it starts listening: Nitro gives plugins no
 * handle on it, and the plugins run before it is created. Counts the requests under way and
 * drains it on shutdown (decision 033).
 */
function watchHttpServer() {
  let server: http.Server | undefined
  const underWay = new Set<http.ServerResponse>()
  let draining = false
  let stopWaiting: (() => void) | undefined

  const onListen = (message: unknown) => {
    const candidate = (message as { server?: unknown }).server
    // The first plain HTTP server; the backup socket (a net.Server) and anything else are not it.
    if (server || !(candidate instanceof http.Server)) return
    server = candidate
    diagnosticsChannel.unsubscribe(LISTEN_CHANNEL, onListen)
    candidate.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
      underWay.add(response)
      // A request that arrives on a kept-alive connection while draining is still answered, but its
      // connection closes after the answer.
      if (draining && !response.headersSent) response.setHeader('Connection', 'close')
      response.once('close', () => {
        underWay.delete(response)
        if (!draining) return
        // The connection of an answer that began before the shutdown is kept alive: close it now
        // that it is idle (Node closes idle ones only when close() is called, then waits 5 s).
        candidate.closeIdleConnections()
        if (underWay.size === 0) stopWaiting?.()
      })
    })
  }
  diagnosticsChannel.subscribe(LISTEN_CHANNEL, onListen)

  return {
    seen: () => server !== undefined,
    underWay: () => underWay.size,
    /** Ends the wait of `drain` now (a second SIGINT). */
    stopWaiting: () => stopWaiting?.(),
    /**
     * Stops accepting connections and waits up to `timeoutMs` for the requests under way; then
     * closes every connection left. Resolves with the number of requests that were cut off.
     */
    async drain(timeoutMs: number): Promise<number> {
      if (!server) return 0
      draining = true
      // srvx's own handler may have closed it already; close() also closes idle connections.
      if (server.listening) server.close()
      server.closeIdleConnections()
      for (const response of underWay) if (!response.headersSent) response.setHeader('Connection', 'close')
      if (underWay.size > 0) {
        let timer: NodeJS.Timeout | undefined
        await new Promise<void>((resolve) => {
          stopWaiting = resolve
          timer = setTimeout(resolve, timeoutMs)
        })
        clearTimeout(timer)
      }
      const cutOff = underWay.size
      server.closeAllConnections()
      return cutOff
    },
  }
}
