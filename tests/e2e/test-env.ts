/**
 * Constants shared by the Playwright config, the e2e journeys and the screenshot script.
 * No imports here: the config and plain scripts load this file without the test runner.
 */
/** Another port lets a second copy of the tree run its journeys at the same time. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`

/** The first admin, created by the server on its empty e2e database. */
export const ADMIN_EMAIL = 'admin@e2e.test'
export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd-2026'

/** Turns on GET /metrics in the e2e server (metrics.spec.ts; decision 035). */
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef'

export const CHROMIUM_PATH = '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
