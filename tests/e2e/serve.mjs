// Starts the built production server for the e2e run on a fresh embedded database.
// Playwright's webServer runs this; the admin credentials come from its `env` (test-env.ts).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const entry = path.join(root, '.output', 'server', 'index.mjs')
// Under data/, which git ignores. Removed on every start: each run begins with an empty database.
const dataDir = path.join(root, 'data', 'e2e')

if (!existsSync(entry)) {
  console.error('serve: .output/server/index.mjs is missing; run `node scripts/ensure-build.mjs` first')
  process.exit(1)
}
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

const port = process.env.E2E_PORT ?? '3210'
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  APP_ORIGIN: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Playwright waits 5 s after its SIGTERM: the server drains for less (decision 033).
  SHUTDOWN_TIMEOUT_MS: '3000',
  // Turns on /{lang}/error-preview, a page that fails on purpose to show the route error view.
  ENABLE_ERROR_PREVIEW: 'true',
  // Every journey signs in from 127.0.0.1; the per-IP limit itself is covered by the integration tests.
  LOGIN_LIMIT_PER_IP: '1000',
  // Likewise the journeys' applications; the per-IP application limit has its integration test.
  APPLICATION_LIMIT_PER_IP: '1000',
  CONTACT_LIMIT_PER_IP: '1000',
  // The candidates' private pages and new-link requests (decision 040); their limits have integration tests.
  CANDIDATE_LIMIT_PER_IP: '1000',
  CANDIDATE_LINK_LIMIT_PER_IP: '1000',
  ALERT_LIMIT_PER_IP: '1000',
}
// The journeys run against the embedded default (PGlite), even when CI provides PostgreSQL.
delete env.DATABASE_URL
delete env.TEST_DATABASE_URL

const server = spawn(process.execPath, [entry], { cwd: root, env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
