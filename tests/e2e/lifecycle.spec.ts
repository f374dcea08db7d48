import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// Boot, lock and shutdown of the production server, each on its own port and data folder.
const root = path.resolve(import.meta.dirname, '../..')
const nodeBin = path.join(root, 'node_modules/.bin/node')

function startServer(port: number, dataDir: string) {
  const child = spawn(nodeBin, ['.output/server/index.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

async function waitReady(port: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`)
      if (res.ok) return (await res.json()) as { status: string }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server on ${port} not ready`)
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
    test.setTimeout(90_000)
    first = startServer(3291, dataDir)
    const ready = await waitReady(3291)
    // Ready means the database answers and every committed migration is applied.
    expect(ready).toEqual({ status: 'ready' })
    expect(first.output()).toContain('First admin: admin@hoi.example')

    const health = await fetch('http://127.0.0.1:3291/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })

    const second = startServer(3292, dataDir)
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain('is in use by process')

    // The first server still answers: the refused second process did not touch its database.
    expect((await fetch('http://127.0.0.1:3291/readyz')).status).toBe(200)

    const started = Date.now()
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)

    // Restarted on the same folder, it opens the existing database and creates no second admin.
    const again = startServer(3291, dataDir)
    await waitReady(3291)
    expect(again.output()).not.toContain('First admin')
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)
  })
})
