import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'

// Boot, lock and shutdown of the production server, each on its own port and data folder.
const root = path.resolve(import.meta.dirname, '../..')
const nodeBin = path.join(root, 'node_modules/.bin/node')

function startServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(nodeBin, ['.output/server/index.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

async function waitReady(port: number, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`)
      if (res.ok) return (await res.json()) as { status: string }
      last = `${res.status} ${await res.text()}`
    } catch (error) {
      // not listening yet
      last = String(error)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server on ${port} not ready (${last}):\n${output()}`)
}

test.describe('server lifecycle', () => {
  const dataDir = path.join(root, 'data', 'e2e-lifecycle')
  let first: { child: ChildProcess; exited: Promise<number | null>; output: () => string } | undefined

  test.beforeAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  test.afterAll(() => {
    first?.child.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('migrates a fresh data folder, refuses a second process, and exits within 3 s of SIGTERM', async () => {
    test.setTimeout(150_000)
    // Free ports, not fixed ones: another copy of the tree may run this spec at the same time.
    const [port, secondPort] = [await freePort(), await freePort()]
    first = startServer(port, dataDir)
    const ready = await waitReady(port, first.output)
    // Ready means the database answers and every committed migration is applied.
    expect(ready).toEqual({ status: 'ready' })
    expect(first.output()).toContain('First admin: admin@hoi.example')

    const health = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })

    // A form posted from another address than APP_ORIGIN: the log names both.
    const foreign = await fetch(`http://127.0.0.1:${port}/en/contact`, {
      method: 'POST',
      headers: { Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'first_name=Ada',
    })
    expect(foreign.status).toBe(403)
    await expect.poll(() => first!.output()).toContain(`"origin":"http://127.0.0.1:${port}","expected":"http://localhost:${port}"`)

    const second = startServer(secondPort, dataDir)
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain('is in use by process')

    // The first server still answers: the refused second process did not touch its database.
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200)

    const started = Date.now()
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)

    // Restarted on the same folder, it opens the existing database and creates no second admin.
    const again = startServer(port, dataDir)
    await waitReady(port, again.output)
    expect(again.output()).not.toContain('First admin')
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)
  })
})

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A TCP proxy in front of the machine's PostgreSQL that the test can cut: `cut()` closes every
 * connection and stops listening (new connections are refused), `restore()` listens again.
 */
function postgresProxy(port: number) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  const restore = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(5432, '127.0.0.1')
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', resolve)
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server?.close(() => resolve())
    })
  return { restore, cut }
}

test.describe('PostgreSQL outage', () => {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' })
  const database = `hoi_e2e_outage_${process.pid}`
  const dataDir = path.join(root, 'data', 'e2e-outage')
  let server: ReturnType<typeof startServer> | undefined

  test.beforeAll(async () => {
    await admin.connect()
    await admin.query(`drop database if exists ${database}`)
    await admin.query(`create database ${database}`)
  })
  test.afterAll(async () => {
    server?.child.kill('SIGKILL')
    await server?.exited
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('answers 503 with Retry-After and a localized message while the database is unreachable, caches nothing, and recovers', async () => {
    test.setTimeout(120_000)
    const proxyPort = await freePort()
    const port = await freePort()
    const proxy = postgresProxy(proxyPort)
    await proxy.restore()
    server = startServer(port, dataDir, {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${proxyPort}/${database}`,
      SEED_DEMO: 'true',
      CONTACT_LIMIT_PER_IP: '1000',
    })
    await waitReady(port, server.output)
    const base = `http://127.0.0.1:${port}`

    await proxy.cut()

    // A page whose list read fails (rendered empty before, and cached so for everyone).
    const page = await fetch(`${base}/en/jobs?during=outage`)
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('30')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toContain('temporarily unavailable')
    const turkish = await fetch(`${base}/tr/jobs?during=outage`)
    expect(turkish.status).toBe(503)
    expect(await turkish.text()).toContain('geçici olarak kullanılamıyor')

    // The REST API: the envelope with the `unavailable` code.
    const api = await fetch(`${base}/api/public/jobs`, { headers: { 'Accept-Language': 'en' } })
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('30')
    const envelope = (await api.json()) as { success: boolean; error: { code: string; message: string } }
    expect(envelope).toMatchObject({ success: false, error: { code: 'unavailable' } })
    expect(envelope.error.message).not.toMatch(/ECONNREFUSED|connect|5432/)

    // A form post without scripts, and the same form's REST endpoint.
    const form = new URLSearchParams({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      subject: 'other',
      message: 'Is anybody there at all?',
      consent: 'on',
    })
    const posted = await fetch(`${base}/en/contact`, { method: 'POST', body: form, redirect: 'manual' })
    expect(posted.status).toBe(503)
    expect(posted.headers.get('retry-after')).toBe('30')
    expect(await posted.text()).toContain('temporarily unavailable')
    const contact = await fetch(`${base}/api/public/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...Object.fromEntries(form), consent: true, lang: 'en' }),
    })
    expect(contact.status).toBe(503)
    expect(((await contact.json()) as { error: { code: string } }).error.code).toBe('unavailable')

    // Back by itself once the database answers again, and the outage's render was never stored.
    await proxy.restore()
    await expect.poll(async () => (await fetch(`${base}/en/jobs?during=outage`)).status, { timeout: 20_000, intervals: [500] }).toBe(200)
    const recovered = await fetch(`${base}/en/jobs?during=outage`)
    expect(recovered.headers.get('x-cache')).toBe('HIT')
    expect(await recovered.text()).toContain('/en/jobs/')
    expect((await fetch(`${base}/api/public/jobs`)).status).toBe(200)
    await proxy.cut()
  })
})
