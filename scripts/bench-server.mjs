// Shared by `npm run bench` and `npm run lighthouse`: the production build on a free port, on a
// fresh throwaway data folder, cleaned up on exit, failure and Ctrl-C. Not a server entry itself.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const serverEntry = path.join(root, '.output', 'server', 'index.mjs')
export const HOST = '127.0.0.1'

/** A failure the user can act on: printed as one line, without a stack. */
export class UsageError extends Error {}

/** The project's scripts run on its pinned Node 24 (decision 012); `npm run …` puts it first on PATH. */
export function requireNode24(script) {
  if (Number(process.versions.node.split('.')[0]) < 24) {
    throw new UsageError(`Node ${process.version} cannot run ${script}: use \`npm run ${script}\`, which runs the project's Node 24.`)
  }
}

// Cleanup ------------------------------------------------------------------------------------

/** @type {Set<() => Promise<void> | void>} */
const cleanups = new Set()
/** Children to SIGKILL and folders to remove synchronously if the process exits without cleanup. */
const lastResort = { children: new Set(), dirs: new Set() }
let cleaning

/** Runs every registered cleanup once (last registered first). */
export function cleanup() {
  cleaning ??= (async () => {
    for (const fn of [...cleanups].reverse()) {
      try {
        await fn()
      } catch (error) {
        process.stderr.write(`cleanup: ${error instanceof Error ? error.message : String(error)}\n`)
      }
    }
  })()
  return cleaning
}

/** Registers `fn` to run at cleanup; returns a function that unregisters it. */
export function onCleanup(fn) {
  cleanups.add(fn)
  return () => cleanups.delete(fn)
}

let interrupted = false
/** Ctrl-C / SIGTERM: `onInterrupt` (e.g. stop the load), then every cleanup, then exit 130/143. */
export function installSignalHandlers(onInterrupt = () => {}) {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      if (interrupted) return
      interrupted = true
      process.stderr.write(`\n${signal}: stopping the servers and removing the temporary data…\n`)
      onInterrupt()
      void cleanup().finally(() => process.exit(code))
    })
  }
  process.on('exit', () => {
    for (const child of lastResort.children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    for (const dir of lastResort.dirs) fs.rmSync(dir, { recursive: true, force: true })
  })
}

/** A temporary folder, removed at cleanup (after the servers that use it have stopped). */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  lastResort.dirs.add(dir)
  cleanups.add(() => {
    fs.rmSync(dir, { recursive: true, force: true })
    lastResort.dirs.delete(dir)
  })
  return dir
}

/** Spawns a child that is stopped (SIGTERM, then SIGKILL after `graceMs`) at cleanup. */
export function spawnManaged(command, args, options, { name, graceMs = 5000 } = {}) {
  const child = spawn(command, args, options)
  let output = ''
  const keep = (chunk) => {
    output = (output + chunk).slice(-16_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  child.on('error', (error) => keep(`\n${error.message}\n`))
  lastResort.children.add(child)
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => {
        process.stderr.write(`${name ?? command} did not stop within ${graceMs / 1000} s of SIGTERM; killing it\n`)
        child.kill('SIGKILL')
      }, graceMs)
      await exited
      clearTimeout(timer)
    }
    lastResort.children.delete(child)
  }
  cleanups.add(stop)
  return { child, exited, stop, output: () => output }
}

// Ports --------------------------------------------------------------------------------------

/** Resolves when `port` can be bound on HOST; otherwise a UsageError naming the port and `flag`. */
export function checkPortFree(port, flag) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error) =>
      reject(
        new UsageError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${HOST} is already in use: stop what uses it or pass another ${flag}.`
            : `Port ${port} on ${HOST} cannot be used (${error.code ?? error.message}): pass another ${flag}.`,
        ),
      ),
    )
    probe.listen({ port, host: HOST }, () => probe.close(() => resolve(port)))
  })
}

/** A port the OS reports free right now (a later bind may still race; the start-up then fails clearly). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen({ port: 0, host: HOST }, () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** `--port N` when given (checked), or a free port. */
export async function choosePort(value, flag) {
  if (value === undefined) return freePort()
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`${flag} must be a port number, got "${value}".`)
  return checkPortFree(port, flag)
}

// Build and server ---------------------------------------------------------------------------

/** Builds when the sources are newer than .output (scripts/ensure-build.mjs), then checks the entry. */
export function ensureBuild() {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-build.mjs')], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new UsageError(`The production build failed (scripts/ensure-build.mjs exited with ${result.status}).`)
  if (!fs.existsSync(serverEntry)) throw new UsageError('No build in .output/server/index.mjs: run `npm run build`.')
}

/** The version of the Node binary that runs `pid` (Linux /proc), or undefined elsewhere. */
export function nodeVersionOf(pid) {
  try {
    const executable = fs.readlinkSync(`/proc/${pid}/exe`)
    const version = spawnSync(executable, ['--version'], { encoding: 'utf8' }).stdout.trim()
    return version ? { version, executable } : undefined
  } catch {
    return undefined
  }
}

/**
 * Starts .output/server/index.mjs on this script's Node (the pinned 24) with a fresh data folder
 * and an environment of its own — nothing from the shell or .env, no DATABASE_URL (PGlite), as
 * tests/e2e/serve.mjs does — and waits until /readyz answers. `dataDir` starts it again on the
 * folder of an earlier start.
 */
export async function startServer({ port, readyTimeoutMs = 90_000, extraEnv = {}, dataDir = tempDir('hoi-bench-data-') }) {
  const origin = `http://${HOST}:${port}`
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST,
    APP_ORIGIN: origin,
    LOG_LEVEL: 'warn',
    // Never shown: set so that the server does not print a generated first-admin password.
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    ...extraEnv,
  }
  const server = spawnManaged(
    process.execPath,
    [serverEntry],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    { name: 'the server' },
  )
  const deadline = Date.now() + readyTimeoutMs
  let exited
  void server.exited.then((status) => (exited = status))
  for (;;) {
    if (exited) {
      throw new Error(`The server exited (code ${exited.code ?? exited.signal}) before it was ready:\n${server.output().trim()}`)
    }
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`The server was not ready within ${readyTimeoutMs / 1000} s:\n${server.output().trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    ...server,
    origin,
    port,
    dataDir,
    node: nodeVersionOf(server.child.pid) ?? { version: process.version, executable: process.execPath },
  }
}

/** Runs `main`, printing a UsageError as one line; always cleans up; exit code 1 on failure. */
export async function runMain(main) {
  let code = 1
  try {
    code = (await main()) ?? 0
  } catch (error) {
    if (error instanceof UsageError) process.stderr.write(`${error.message}\n`)
    else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    code = 1
  } finally {
    await cleanup()
  }
  process.exit(code)
}

// Reports ------------------------------------------------------------------------------------

/** The machine's load averages (1, 5, 15 min), for a report's header and footer. */
export const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
export const fmt = (n, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
/** autocannon measures latency in whole milliseconds: 0 means under one. */
export const ms = (n) => (n < 1 ? '<1' : fmt(n))
/** Rows as aligned columns; `align` has an 'r' for each right-aligned column. */
export function table(rows, align) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)))
  return rows
    .map((row) => row.map((cell, i) => (align[i] === 'r' ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join('  '))
    .join('\n')
}
