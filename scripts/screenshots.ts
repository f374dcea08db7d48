/**
 * Full-page screenshots of the main screens, in both languages, at phone and desktop width.
 * Runs against a server that is already up:
 *
 *   SCREENSHOT_BASE_URL=http://127.0.0.1:3210 npx tsx scripts/screenshots.ts
 *
 * Credentials: SCREENSHOT_EMAIL / SCREENSHOT_PASSWORD, else the e2e admin (tests/e2e/test-env.ts).
 * Writes screenshots/<page>-<lang>-<width>.png (the folder is git-ignored).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { ADMIN_EMAIL, ADMIN_PASSWORD, CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL } from '../tests/e2e/test-env.ts'

const baseURL = (process.env.SCREENSHOT_BASE_URL ?? E2E_BASE_URL).replace(/\/+$/, '')
const email = process.env.SCREENSHOT_EMAIL ?? ADMIN_EMAIL
const password = process.env.SCREENSHOT_PASSWORD ?? ADMIN_PASSWORD
const outDir = path.resolve(import.meta.dirname, '..', 'screenshots')

const languages = ['tr', 'en'] as const
const widths = [390, 1280] as const
const publicPages = [
  { name: 'home', path: '' },
  { name: 'not-found', path: '/not-found' },
  { name: 'login', path: '/login' },
]
const dashboardPages = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'users', path: '/dashboard/users' },
]

/** Waits until React has hydrated the page and web fonts have loaded. */
async function settle(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForLoadState('networkidle')
}

async function shoot(page: Page, url: string, file: string) {
  const response = await page.goto(url)
  await settle(page)
  const target = path.join(outDir, file)
  await page.screenshot({ path: target, fullPage: true })
  console.log(`${String(response?.status() ?? '---')}  ${url}  →  screenshots/${file}`)
}

async function signIn(page: Page) {
  await page.goto(`${baseURL}/tr/login`)
  await settle(page)
  await page.locator('input[type="email"]').fill(email)
  await page.locator('input[type="password"]').fill(password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL(/\/tr\/dashboard$/, { timeout: 15_000 }).catch(() => {
    throw new Error(`Could not sign in as ${email} at ${baseURL}; set SCREENSHOT_EMAIL and SCREENSHOT_PASSWORD`)
  })
}

async function run(browser: Browser) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 640 ? 844 : 900 },
      deviceScaleFactor: 1,
      isMobile: width < 640,
      hasTouch: width < 640,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const lang of languages) {
      for (const { name, path: p } of publicPages) await shoot(page, `${baseURL}/${lang}${p}`, `${name}-${lang}-${width}.png`)
    }
    await signIn(page)
    for (const lang of languages) {
      for (const { name, path: p } of dashboardPages) await shoot(page, `${baseURL}/${lang}${p}`, `${name}-${lang}-${width}.png`)
    }
    await context.close()
  }
}

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  await run(browser)
} finally {
  await browser.close()
}
