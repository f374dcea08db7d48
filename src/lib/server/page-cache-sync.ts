import { randomUUID } from 'node:crypto'
import type { Socket } from 'node:net'
import type { Client } from 'pg'
import { getLogger } from './logger'
import { pageCache, setPageCacheBroadcast } from './page-cache'

/**
 * Instances on one PostgreSQL drop each other's cached pages (decision 036). Each holds one
 * connection of its own, outside the pool, that `LISTEN`s on `PAGE_CACHE_CHANNEL`;
 * `invalidatePublicPages()`, called after a committed write, empties the local cache and sends
 * `NOTIFY` on the same connection with this instance's id, and every other instance empties its
 * cache when the notice arrives (its own notice comes back too and is ignored).
 *
 * When the connection drops, or goes silent (a heartbeat query goes unanswered), it is opened
 * again with a growing delay; once it is back the cache is emptied (notices sent meanwhile were
 * lost), and a notice this instance could not send meanwhile is sent then. The embedded database
 * has one instance and does not use this.
 */
export const PAGE_CACHE_CHANNEL = 'hoi_page_cache'

export interface PageCacheSyncOptions {
  /** The PostgreSQL connection string (DATABASE_URL). */
  url: string
  /** This instance's id, sent with its notices; random when unset. */
  instanceId?: string
  /** Delay before reconnecting: min(baseMs · 2^(n-1), maxMs) before attempt n. */
  backoff?: { baseMs: number; maxMs: number }
  /** How long a connection attempt may take. */
  connectTimeoutMs?: number
  /**
   * How often an idle connection is checked with a query, and how long the answer may take: a
   * connection that went silent (a failover or a network cut that sent no reset) is closed and
   * opened again instead of leaving the instance deaf.
   */
  heartbeat?: { everyMs: number; timeoutMs: number }
}

export interface PageCacheSync {
  readonly instanceId: string
  /** Whether the listening connection is open now. */
  readonly connected: boolean
  /** Notices received from other instances, notices sent, and reconnections (each emptied the cache). */
  readonly stats: { received: number; sent: number; reconnects: number }
  /** Tells the other instances to empty their caches (what `invalidatePublicPages()` calls). */
  broadcast: () => void
  /** Closes the connection; nothing is sent or received after it. */
  stop: () => Promise<void>
}

/** The client's TCP socket (node-postgres keeps it as `connection.stream`). */
const socketOf = (client: Client) => (client as unknown as { connection: { stream: Socket } }).connection.stream

const SLOT = Symbol.for('hoi.pageCacheSync')
type Holder = { [SLOT]?: PageCacheSync }

/**
 * Starts listening and installs the broadcast of `invalidatePublicPages()`. Resolves after the
 * first connection attempt, so that an instance that reports ready hears the others; if that
 * attempt fails, it keeps trying in the background.
 */
export async function startPageCacheSync(options: PageCacheSyncOptions): Promise<PageCacheSync> {
  // A second start in one process (a dev server reloading the plugin) replaces the first.
  await (globalThis as Holder)[SLOT]?.stop()
  const { Client } = await import('pg')
  const log = getLogger()
  const instanceId = options.instanceId ?? randomUUID()
  const { baseMs, maxMs } = options.backoff ?? { baseMs: 250, maxMs: 10_000 }
  const heartbeat = options.heartbeat ?? { everyMs: 30_000, timeoutMs: 5000 }
  const stats = { received: 0, sent: 0, reconnects: 0 }

  let client: Client | undefined
  let stopped = false
  let everConnected = false
  let failures = 0
  let retryTimer: NodeJS.Timeout | undefined
  /** A notice asked for and not yet sent on an open connection. */
  let noticeOwed = false
  let sending: Promise<void> | undefined
  let heartbeatTimer: NodeJS.Timeout | undefined

  /** Sends the owed notice; notices asked for while one is on its way make one more after it. */
  const flush = () => {
    if (sending || stopped) return
    sending = (async () => {
      while (noticeOwed && client && !stopped) {
        noticeOwed = false
        try {
          await client.query('select pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, instanceId])
          stats.sent++
        } catch (error) {
          // The connection is going away: its 'error' or 'end' reconnects, and the notice goes then.
          noticeOwed = true
          log.warn({ err: error }, 'page cache notice not sent; it goes when the connection is back')
          break
        }
      }
    })().finally(() => (sending = undefined))
  }

  const scheduleConnect = () => {
    if (stopped || retryTimer) return
    failures++
    const delay = Math.min(baseMs * 2 ** (failures - 1), maxMs)
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, delay)
    retryTimer.unref()
  }

  const connect = async (): Promise<void> => {
    const candidate = new Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      keepAlive: true,
      application_name: 'hoi page cache',
    })
    let gone = false
    const lost = (error?: Error) => {
      if (gone) return
      gone = true
      if (client === candidate) {
        client = undefined
        if (!stopped) log.warn({ err: error }, 'page cache listener lost its connection; reconnecting')
      }
      void candidate.end().catch(() => undefined)
      scheduleConnect()
    }
    // Without an 'error' listener a dropped connection would crash the process.
    candidate.on('error', lost)
    candidate.on('end', () => lost())
    candidate.on('notification', ({ channel, payload }) => {
      if (channel !== PAGE_CACHE_CHANNEL || payload === instanceId) return
      stats.received++
      pageCache().invalidate()
    })
    try {
      await candidate.connect()
      await candidate.query(`LISTEN ${PAGE_CACHE_CHANNEL}`)
    } catch (error) {
      if (!everConnected && failures === 0) log.warn({ err: error }, 'page cache listener could not connect; retrying')
      lost(error as Error)
      return
    }
    if (stopped || gone) {
      await candidate.end().catch(() => undefined)
      return
    }
    // The connection must not hold the process open on its own (shutdown closes it anyway).
    const socket = socketOf(candidate)
    socket.unref?.()
    client = candidate
    failures = 0
    if (everConnected) {
      // Notices sent while this instance was not listening are lost: whatever they announced may
      // be in the cache still.
      stats.reconnects++
      pageCache().invalidate()
      log.info('page cache listener reconnected; page cache emptied')
    }
    everConnected = true
    flush()
    clearInterval(heartbeatTimer)
    heartbeatTimer = setInterval(() => {
      if (client !== candidate) return clearInterval(heartbeatTimer)
      let timer: NodeJS.Timeout | undefined
      const silent = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${heartbeat.timeoutMs} ms`)), heartbeat.timeoutMs)
      })
      Promise.race([candidate.query('select 1'), silent])
        .catch((error: Error) => {
          // Its 'error' or 'end' listener then reconnects.
          if (client === candidate) socket.destroy(error)
        })
        .finally(() => clearTimeout(timer))
    }, heartbeat.everyMs)
    heartbeatTimer.unref()
  }

  const sync: PageCacheSync = {
    instanceId,
    get connected() {
      return client !== undefined
    },
    stats,
    broadcast: () => {
      noticeOwed = true
      flush()
    },
    stop: async () => {
      if (stopped) return
      // The last notices (a write answered just before the shutdown) go before the connection closes.
      await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, 500).unref())])
      stopped = true
      clearTimeout(retryTimer)
      clearInterval(heartbeatTimer)
      if ((globalThis as Holder)[SLOT] === sync) {
        setPageCacheBroadcast(undefined)
        delete (globalThis as Holder)[SLOT]
      }
      const open = client
      client = undefined
      if (!open) return
      // A connection that went silent would never finish a polite end: it is cut after a second.
      let timer: NodeJS.Timeout | undefined
      await Promise.race([open.end().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, 1000)))])
      clearTimeout(timer)
      socketOf(open).destroy()
    },
  }
  ;(globalThis as Holder)[SLOT] = sync
  setPageCacheBroadcast(sync.broadcast)
  await connect()
  return sync
}
