// `npm start`: reads .env when present, validates the environment, builds when the sources are
// newer than the build, then serves the production build (migrations, first admin and demo
// content run at boot). `npm run serve` passes --serve-only: no .env, no build.
// A start-up failure prints one line and exits with 1; a stack trace helps nobody starting a site.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serveOnly = process.argv.includes('--serve-only')

/** @param {unknown} error */
function fail(error) {
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`${message.replace(/\s*\n\s*/g, ' ')}\n`)
  process.exit(1)
}

if (Number(process.versions.node.split('.')[0]) < 24) {
  fail(`Node ${process.version} cannot run this project: start it with \`npm start\`, which uses the project's Node 24.`)
}

// `npm start` runs this file through `sh -c`, and npm passes SIGINT/SIGTERM on to that shell,
// not to this process: the shell dies of it and this process, the server, was left running with
// the embedded database locked. Under npm, a parent that goes away is taken as that signal, and the
// server shuts down as on SIGTERM (server/plugins/boot.ts, decision 033). Run directly (a process
// manager), it receives the signals itself.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(watch)
    process.kill(process.pid, 'SIGTERM')
  }, 200)
  watch.unref()
}

process.chdir(root)
try {
  if (!serveOnly && fs.existsSync('.env')) process.loadEnvFile('.env')
} catch (error) {
  fail(`.env could not be read: ${error instanceof Error ? error.message : String(error)}`)
}
process.env.NODE_ENV ??= 'production'
process.env.MIGRATIONS_DIR ??= path.join(root, 'drizzle')

// The same validation the server runs at boot, before a build that takes seconds. tsx compiles
// src/lib/env.ts for this one import only; the server bundle below loads without it.
/** @type {import('../src/lib/env.ts').Env} */
let env
try {
  const { tsImport } = await import('tsx/esm/api')
  const { parseEnv } = await tsImport('../src/lib/env.ts', import.meta.url)
  env = parseEnv(process.env)
} catch (error) {
  fail(error)
}

if (!serveOnly) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const entry = path.join(root, '.output/server/index.mjs')
if (!fs.existsSync(entry)) fail('No build in .output: run `npm run build` first, or `npm start`, which builds when needed.')

// A taken port would otherwise surface as the HTTP server's stack trace, after boot has already
// opened and migrated the database. Probed as the server binds: HOST unset means every interface.
const host = process.env.HOST || undefined
const portProblem = await new Promise((resolve) => {
  const probe = net.createServer()
  probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
    resolve(error.code === 'EADDRINUSE' ? 'is already in use' : error.code === 'EACCES' ? 'needs more privileges' : error.message),
  )
  probe.listen({ port: env.PORT, host }, () => probe.close(() => resolve(undefined)))
})
if (portProblem) fail(`Port ${env.PORT}${host ? ` on ${host}` : ''} ${portProblem}: stop what uses it or set PORT.`)

console.log(`Starting HOI Holding on http://localhost:${env.PORT} (data in ${env.DATA_DIR})`)
// Forms and sign-in are accepted from APP_ORIGIN only (docs/product.md §11): say which address that is.
console.log(`Forms are accepted from ${env.APP_ORIGIN} (APP_ORIGIN): open the site at that address.`)
try {
  await import(pathToFileURL(entry).href)
} catch (error) {
  // Failures while the server module loads (its boot plugin validates the environment again).
  fail(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`)
}
