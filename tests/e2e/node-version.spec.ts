import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_PORT } from './test-env.ts'

// Decision 012: the built server runs on the project's Node 24 however it is started, and refuses
// an older Node with one line instead of running slower. Ports beside the journeys' server.
const root = path.resolve(import.meta.dirname, '../..')
const projectNode = path.join(root, 'node_modules/.bin/node')
const entry = '.output/server/index.mjs'

/** PATH without node_modules/.bin, as a process manager or a login shell sees it. */
const machinePath = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((dir) => !dir.split(path.sep).join('/').endsWith('node_modules/.bin'))
  .join(path.delimiter)

/** `node --version` of the machine's own Node (`/usr/bin/env node`), or undefined when it has none. */
function machineNodeVersion(): string | undefined {
  const result = spawnSync('/usr/bin/env', ['node', '--version'], { env: { PATH: machinePath }, encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : undefined
}

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'node-version-Passw0rd-2026',
  }
  delete env.DATABASE_URL
  return env
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, options: { detached?: boolean } = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: options.detached })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (d) => (stdout += d))
  child.stderr?.on('data', (d) => (stderr += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, stdout: () => stdout, stderr: () => stderr }
}

async function waitReady(port: number, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server on ${port} not ready`)
}

/** True when something accepts TCP connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** The pids of `pid`'s descendants (Linux /proc). */
function descendants(pid: number): number[] {
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')
  const children = fs
    .readdirSync(`/proc/${pid}/task`, { withFileTypes: true })
    .flatMap((task) => read(`/proc/${pid}/task/${task.name}/children`).split(' '))
    .filter(Boolean)
    .map(Number)
  return children.flatMap((child) => [child, ...descendants(child)])
}

test.describe('Node version of the server', () => {
  const dirs: string[] = []
  const children: ChildProcess[] = []
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoi-node-version-'))
    dirs.push(dir)
    return dir
  }
  test.afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  test('the machine’s older Node refuses the built server with one line and exit code 1, before listening', async () => {
    const machine = machineNodeVersion()
    const machineIsOlder = machine !== undefined && Number(machine.slice(1).split('.')[0]) < 24
    // Where the machine's own Node is 24 or newer, the project's Node plays an older one.
    const version = machineIsOlder ? machine : 'v20.0.0'
    const pretendOlder = `data:text/javascript,Object.defineProperty(process,'versions',{value:{...process.versions,node:'20.0.0'}})`
    const port = E2E_PORT + 1
    const dir = dataDir()
    const server = machineIsOlder
      ? run('/usr/bin/env', ['node', entry], { ...serverEnv(port, dir), PATH: machinePath })
      : run(projectNode, ['--import', pretendOlder, entry], serverEnv(port, dir))
    children.push(server.child)

    expect(await server.exited).toBe(1)
    expect(server.stderr()).toBe(
      `Node ${version} cannot run this server (it needs Node 24): start it with \`npm start\`, or run \`node_modules/.bin/node .output/server/index.mjs\` (the project's Node 24).\n`,
    )
    expect(server.stdout()).toBe('')
    expect(await listening(port)).toBe(false)
    // Nothing was opened: no database, no lock file in the data folder.
    expect(fs.readdirSync(dir)).toEqual([])
  })

  test('the project’s Node 24 runs it with the documented process-manager command', async () => {
    test.setTimeout(90_000)
    expect(spawnSync(projectNode, ['--version'], { encoding: 'utf8' }).stdout).toMatch(/^v24\./)
    const port = E2E_PORT + 2
    const server = run(projectNode, [entry], serverEnv(port, dataDir()))
    children.push(server.child)
    await waitReady(port)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  test('`npm run serve` runs the server on the project’s Node 24', async () => {
    test.setTimeout(90_000)
    const port = E2E_PORT + 3
    // On the machine's PATH, as an operator types it: npm itself may run on an older Node.
    const npm = run('npm', ['run', 'serve'], { ...serverEnv(port, dataDir()), PATH: machinePath }, { detached: true })
    children.push(npm.child)
    try {
      await waitReady(port)
      const pid = descendants(npm.child.pid!).find((child) => {
        try {
          // The process running the script itself, not the shell npm runs it with (`sh -c "node scripts/start.mjs …"`).
          return fs
            .readFileSync(`/proc/${child}/cmdline`, 'utf8')
            .split('\0')
            .some((arg) => /(?:^|\/)scripts\/start\.mjs$/.test(arg))
        } catch {
          return false
        }
      })
      expect(pid, 'the scripts/start.mjs process under npm').toBeDefined()
      const executable = fs.readlinkSync(`/proc/${pid}/exe`)
      expect(spawnSync(executable, ['--version'], { encoding: 'utf8' }).stdout).toMatch(/^v24\./)
    } finally {
      // npm, its shell and the server form one process group.
      process.kill(-npm.child.pid!, 'SIGTERM')
    }
    await npm.exited
    await expect.poll(() => listening(port), { timeout: 5_000 }).toBe(false)
  })
})
