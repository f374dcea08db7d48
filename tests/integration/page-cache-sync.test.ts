import { randomBytes } from 'node:crypto'
import net from 'node:net'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { invalidatePublicPages, pageCache } from '~/lib/server/page-cache'
import { PAGE_CACHE_CHANNEL, type PageCacheSync, startPageCacheSync } from '~/lib/server/page-cache-sync'

/**
 * The page-cache listener of decision 036 on a real PostgreSQL (only with TEST_DATABASE_URL): the
 * other instances are played by plain connections that LISTEN and NOTIFY on the channel.
 */
const adminUrl = process.env.TEST_DATABASE_URL

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe.skipIf(!adminUrl)('page cache across instances [postgres]', () => {
  // Notices are per database: a database of its own keeps other runs' notices out.
  const name = `hoi_test_${randomBytes(6).toString('hex')}`
  const url = new URL(adminUrl ?? 'postgres://unused')
  url.pathname = `/${name}`
  const admin = new pg.Client({ connectionString: adminUrl })
  /** Another instance: sends notices and records the ones it hears. */
  const other = new pg.Client({ connectionString: url.toString() })
  const heard: string[] = []
  let sync: PageCacheSync | undefined

  beforeAll(async () => {
    process.env.LOG_LEVEL ??= 'silent'
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await other.connect()
    other.on('notification', ({ payload }) => heard.push(payload ?? ''))
    await other.query(`LISTEN ${PAGE_CACHE_CHANNEL}`)
  })
  afterEach(async () => {
    await sync?.stop()
    sync = undefined
  })
  afterAll(async () => {
    await other.end()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  const start = () => startPageCacheSync({ url: url.toString(), backoff: { baseMs: 20, maxMs: 200 } })
  const listenerPid = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and application_name = 'hoi page cache'`,
      [name],
    )
    return rows.map((row) => row.pid)
  }

  it("empties the cache on another instance's notice, and tells the others of its own invalidations", async () => {
    sync = await start()
    expect(sync.connected).toBe(true)

    const generation = pageCache().generation
    await other.query('select pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, 'another-instance'])
    await until(() => pageCache().generation > generation)
    expect(sync.stats.received).toBe(1)

    heard.length = 0
    invalidatePublicPages()
    await until(() => heard.length > 0)
    expect(heard).toEqual([sync.instanceId])
    // Its own notice comes back to it and is ignored: the local cache was emptied already.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sync.stats.received).toBe(1)
  })

  it('a burst of invalidations sends one notice per round trip, and always one after the last', async () => {
    sync = await start()
    heard.length = 0
    for (let n = 0; n < 20; n++) invalidatePublicPages()
    await until(() => sync!.stats.sent > 0 && heard.length === sync!.stats.sent)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heard.length).toBe(sync.stats.sent)
    // The first goes at once; the other nineteen, asked for while it was on its way, make one more.
    expect(sync.stats.sent).toBe(2)
  })

  it('reconnects after the connection is cut, empties its cache then, and sends what it owed', async () => {
    sync = await start()
    const [pid] = await listenerPid()
    expect(pid).toBeDefined()
    const generation = pageCache().generation
    heard.length = 0

    await admin.query('select pg_terminate_backend($1)', [pid])
    await until(() => !sync!.connected)
    // Asked for while the connection is down: sent once it is back.
    invalidatePublicPages()
    await until(() => sync!.connected && sync!.stats.reconnects === 1)
    // Notices sent while it was away are lost, so the reconnection itself emptied the cache.
    expect(pageCache().generation).toBeGreaterThanOrEqual(generation + 2)
    await until(() => heard.includes(sync!.instanceId))
    expect(await listenerPid()).not.toContain(pid)

    // And it hears the others again.
    const before = pageCache().generation
    await other.query('select pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, 'another-instance'])
    await until(() => pageCache().generation > before)
  })

  it('a connection that goes silent without a reset is found by the heartbeat and replaced', async () => {
    const relay = await silenceableRelay(url.toString())
    try {
      sync = await startPageCacheSync({ url: relay.url, backoff: { baseMs: 20, maxMs: 200 }, heartbeat: { everyMs: 100, timeoutMs: 200 } })
      expect(sync.connected).toBe(true)
      relay.silence()
      await until(() => sync!.stats.reconnects === 1, 3000)
      // Listening again: it hears the others.
      const before = pageCache().generation
      await other.query('select pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, 'another-instance'])
      await until(() => pageCache().generation > before)
    } finally {
      await sync?.stop()
      sync = undefined
      await relay.close()
    }
  })

  it('stop() ends even when the connection has gone silent', async () => {
    const relay = await silenceableRelay(url.toString())
    try {
      const silent = await startPageCacheSync({ url: relay.url, heartbeat: { everyMs: 60_000, timeoutMs: 1000 } })
      relay.silence()
      const started = Date.now()
      await silent.stop()
      expect(Date.now() - started).toBeLessThan(2000)
      expect(silent.connected).toBe(false)
    } finally {
      await relay.close()
    }
  })

  it('stop() closes its connection and installs nothing after it', async () => {
    sync = await start()
    await sync.stop()
    await until(async () => (await listenerPid()).length === 0)
    heard.length = 0
    invalidatePublicPages()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heard).toEqual([])
  })
})

/**
 * A TCP relay in front of the PostgreSQL of `databaseUrl`: `silence()` stops passing bytes on the
 * connections it holds without closing them, as a network cut or a failover does; connections
 * made after it pass as before.
 */
async function silenceableRelay(databaseUrl: string) {
  const target = new URL(databaseUrl)
  const sockets: net.Socket[] = []
  const relay = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, server]) socket.on('error', () => socket.destroy())
    client.pipe(server).pipe(client)
    sockets.push(client, server)
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const url = new URL(databaseUrl)
  url.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`
  return {
    url: url.toString(),
    silence: () => {
      for (const socket of sockets) {
        socket.unpipe()
        socket.pause()
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => relay.close(resolve))
    },
  }
}
