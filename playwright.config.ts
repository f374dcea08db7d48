import { defineConfig, devices } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_PORT, METRICS_TOKEN } from './tests/e2e/test-env.ts'

/**
 * Browser journeys against the production build (`node scripts/ensure-build.mjs` first).
 * The machine's Chromium is used; no browser is downloaded. One worker: a 2-core machine,
 * and the journeys share one server and database. The `setup` project runs first, once per run,
 * even when only some spec files are named on the command line.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Signs each role in once and saves its storage state under test-results/.auth/ (auth.setup.ts);
    // journeys start signed in with `test.use(asRole('editor'))` instead of signing in by hand.
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'] },
  ],
  webServer: {
    // Same Node as the runner (24, from the `node` dev dependency); a fresh data/e2e every run.
    command: `"${process.execPath}" tests/e2e/serve.mjs`,
    url: `${E2E_BASE_URL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT), ADMIN_EMAIL, ADMIN_PASSWORD, METRICS_TOKEN },
  },
})
