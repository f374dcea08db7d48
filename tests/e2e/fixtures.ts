import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContextOptions, expect, type Locator, type Page, type Route } from '@playwright/test'
import axe, { type AxeResults, type RunOptions } from 'axe-core'
import type { Role } from './pages.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from './test-env.ts'

export * from './test-env.ts'
export type { Role } from './pages.ts'

export type Lang = 'tr' | 'en'
export const LANGS: readonly Lang[] = ['tr', 'en']

type Messages = { [key: string]: string | Messages }

/** The app's own locale strings, so the journeys assert exactly what a visitor reads. */
export function messages(
  lang: Lang,
  namespace:
    | 'common'
    | 'auth'
    | 'dashboard'
    | 'home'
    | 'jobs'
    | 'apply'
    | 'jobAdmin'
    | 'applicants'
    | 'contents'
    | 'documents'
    | 'contentAdmin'
    | 'documentAdmin'
    | 'contact'
    | 'legal'
    | 'inbox'
    | 'corporate'
    | 'candidate'
    | 'alerts'
    | 'templateAdmin'
    | 'interviews'
    | 'people'
    | 'scorecards'
    | 'reports'
    | 'redirectAdmin'
    | 'media'
    | 'previews'
    | 'siteAdmin',
): Messages {
  return JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}/${namespace}.json`, import.meta.url), 'utf8')) as Messages
}

/** A string from the locale files by dotted key, with {{placeholders}} filled in. */
export function text(lang: Lang, namespace: Parameters<typeof messages>[1], key: string, values: Record<string, string> = {}): string {
  let node: string | Messages | undefined = messages(lang, namespace)
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') throw new Error(`No string ${lang}/${namespace}:${key}`)
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`)
}

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Waits until React has hydrated the server-rendered page: before that, buttons and the
 * language switcher's click handler do nothing.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
}

/** Navigates, waits for hydration and returns the document response. */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url)
  await waitForHydration(page)
  return response
}

/** Fills and submits the login form on the current page. */
export async function submitLoginForm(page: Page, lang: Lang, email: string, password: string) {
  await waitForHydration(page)
  await page.getByLabel(text(lang, 'auth', 'email'), { exact: true }).fill(email)
  await page.getByLabel(text(lang, 'auth', 'password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: text(lang, 'auth', 'submit'), exact: true }).click()
}

/** Signs in through the login page and waits for the dashboard. */
export async function login(page: Page, lang: Lang, email: string, password: string) {
  await visit(page, `/${lang}/login`)
  await submitLoginForm(page, lang, email, password)
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard(?:[/?#]|$)`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForHydration(page)
}

/** Signs out through the user menu in the dashboard header. */
export async function signOut(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text(lang, 'dashboard', 'shell.userMenu') }).click()
  await page.getByRole('menuitem', { name: text(lang, 'dashboard', 'shell.logout') }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?reason=logout$`))
}

// WCAG 2.2 AA: wcag22aa brings `target-size` (2.5.8, targets of at least 24 px or spaced apart).
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
// Experimental in axe, so off unless named: a control's accessible name contains its visible text (2.5.3).
const AXE_EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } }

/**
 * Runs axe on the page as it is now; fails with a readable list of every violation. `disable`
 * turns rules off for one page, saying why where it is called. Axe is put into a document once
 * and run there: `@axe-core/playwright` injected it again on every run and finished each run in a
 * new blank page (for results across frames; the site has no frames), 2–2.7 s a run on the CI
 * machine against 0.3–0.4 s for the run alone.
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), { disable = [] }: { disable?: string[] } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // Colours halfway through a transition (a toast sliding in) are not the page's colours: the
  // finite animations end first (at most 2 s; a spinner's infinite one is left running).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  const options: RunOptions = {
    // Only violations are reported: axe skips collecting the passes, which makes every run faster.
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: { ...AXE_EXTRA_RULES, ...Object.fromEntries(disable.map((rule) => [rule, { enabled: false }])) },
  }
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    options,
  )
  const report = results.violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `      - ${node.target.join(' ')}\n        ${(node.failureSummary ?? '').replace(/\n/g, '\n        ')}`)
        .join('\n')
      return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`
    })
    .join('\n')
  expect(results.violations, `axe violations on ${label}:\n${report}`).toEqual([])
}

/**
 * The HTML errors the Nu Html Checker reported on these pages, checked in the page as it is now
 * (no checker runs offline): duplicate ids, ARIA table roles on a real table's rows and cells,
 * lists and description lists with foreign children, interactive elements inside each other.
 */
export async function expectNoKnownHtmlErrors(page: Page, label = page.url()) {
  const problems = await page.evaluate(() => {
    const found: string[] = []
    const seen = new Map<string, number>()
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1)
    for (const [id, n] of seen) if (n > 1) found.push(`id "${id}" is used ${n} times`)
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${element.className}>`.trim()
    for (const element of document.querySelectorAll('table tr[role], table th[role], table td[role], table thead[role], table tbody[role]'))
      found.push(`role="${element.getAttribute('role')}" on ${describe(element)} inside a table`)
    for (const element of document.querySelectorAll(':is(ul, ol) > :not(li, script, template)'))
      found.push(`${describe(element)} is a child of a list`)
    for (const element of document.querySelectorAll('dl > :not(dt, dd, div, script, template)'))
      found.push(`${describe(element)} is a child of a dl`)
    for (const element of document.querySelectorAll(':is(a[href], button) :is(a[href], button, input, select, textarea)'))
      found.push(`${describe(element)} is inside another interactive element`)
    return found
  })
  expect(problems, `HTML errors on ${label}`).toEqual([])
}

/** The two widths the journeys check a page at: desktop and phone. */
export const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const

/**
 * The element has the focus and the visitor can see it: inside the viewport and not under the
 * sticky site header (the element at its top-middle point is inside it).
 */
export async function expectFocusedInView(locator: Locator) {
  await expect(locator).toBeFocused()
  await expect(locator).toBeInViewport()
  const visible = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 8))
    return hit !== null && element.contains(hit)
  })
  expect(visible, 'the focused element is not covered').toBe(true)
}

/**
 * Submits a public form once for each way a submission fails as a whole (a fault of ours, a
 * refused connection, a rate limit of one minute), answering `api` in its place, and expects the
 * form's failure region with the sentence the visitor should read to have the focus, in view.
 */
export async function expectWholeFailuresInView(
  page: Page,
  options: { api: string; submit: Locator; region: (message: string) => Locator; fault: string; limited: string },
) {
  const failures = [
    {
      answer: (route: Route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"error":{"code":"internal","message":"x"}}',
        }),
      message: options.fault,
    },
    { answer: (route: Route) => route.abort('connectionrefused'), message: options.fault },
    {
      answer: (route: Route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: { code: 'rate_limited', message: options.limited, retryAfterSeconds: 60 } }),
        }),
      message: options.limited,
    },
  ]
  for (const failure of failures) {
    await page.route(options.api, failure.answer)
    await options.submit.click()
    await expectFocusedInView(options.region(failure.message))
    await page.unroute(options.api)
    // Back at the button, as after typing, before the next attempt.
    await options.submit.scrollIntoViewIfNeeded()
  }
}

/** Console errors the page logs while the test runs (read the array at the end). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`))
  return errors
}

export interface NewUser {
  name: string
  email: string
  password: string
  role: Role
}

/**
 * One signed-in account per role, created once per run by the setup project (auth.setup.ts)
 * and kept signed in through its storage state. Journeys must not sign these accounts out
 * everywhere, change their passwords or deactivate them: they use their own users for that.
 */
export const ROLE_ACCOUNTS: Record<Role, NewUser> = {
  admin: { name: 'Administrator', email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'admin' },
  editor: { name: 'E2E Editor', email: 'editor@e2e.test', password: 'e2e-Editor-Passw0rd-2026', role: 'editor' },
  recruiter: { name: 'E2E Recruiter', email: 'recruiter@e2e.test', password: 'e2e-Recruiter-Passw0rd-2026', role: 'recruiter' },
}

/** Where the setup project saves a role's storage state (test-results/ is git-ignored). */
export function authFile(role: Role): string {
  return fileURLToPath(new URL(`../../test-results/.auth/${role}.json`, import.meta.url))
}

/** `test.use(asRole('editor'))`: the tests of that block start signed in as that role. */
export function asRole(role: Role): { storageState: string } {
  return { storageState: authFile(role) }
}

/** A page in a fresh context signed in as the role, for journeys that need two people at once. */
export async function newRolePage(browser: Browser, role: Role | undefined, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    ...(role ? { storageState: authFile(role) } : {}),
    ...options,
  })
  return { context, page: await context.newPage() }
}

/** A unique user for one journey; the database is fresh per run, the suffix keeps journeys apart. */
export function newUser(role: NewUser['role'], tag: string): NewUser {
  const id = `${tag}-${Date.now().toString(36)}`
  return { name: `E2E ${tag}`, email: `${id}@e2e.test`, password: `pw-${id}-long-enough`, role }
}

/** Creates a user through the Users page's dialog (mouse and typing). The page must be on /{lang}/dashboard/users. */
export async function createUser(page: Page, lang: Lang, user: NewUser) {
  await page.getByRole('button', { name: text(lang, 'dashboard', 'users.create') }).click()
  const dialog = page.getByRole('dialog', { name: text(lang, 'dashboard', 'users.form.title') })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(text(lang, 'dashboard', 'users.form.name'), { exact: true }).fill(user.name)
  await dialog.getByLabel(text(lang, 'dashboard', 'users.form.email'), { exact: true }).fill(user.email)
  await dialog.getByLabel(text(lang, 'dashboard', 'users.form.role'), { exact: true }).selectOption(user.role)
  await dialog.getByLabel(text(lang, 'dashboard', 'users.form.password'), { exact: true }).fill(user.password)
  await dialog.getByRole('button', { name: text(lang, 'dashboard', 'users.form.submit') }).click()
  await expect(dialog).toBeHidden()
  await closeToast(page, text(lang, 'dashboard', 'users.form.created', { email: user.email }))
}

/**
 * Waits for the toast with this text and closes it with its close button, as a user would: a
 * pointer resting on a toast keeps it open, and the next step may need its corner of the page.
 */
export async function closeToast(page: Page, message: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: message })
  await expect(toast).toBeVisible()
  await toast.locator('[data-close-button]').click()
  await expect(toast).toHaveCount(0)
}

/**
 * Creates a user through the Users page with the keyboard only: the "Add user" button, Tab
 * between the fields, Enter to submit. The page must be on /{lang}/dashboard/users.
 */
export async function createUserWithKeyboard(page: Page, lang: Lang, user: NewUser) {
  const addButton = page.getByRole('button', { name: text(lang, 'dashboard', 'users.create') })
  await addButton.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: text(lang, 'dashboard', 'users.form.title') })
  await expect(dialog).toBeVisible()

  const name = dialog.getByLabel(text(lang, 'dashboard', 'users.form.name'), { exact: true })
  // Focus starts on the dialog's first control (its close button); Tab reaches the name field.
  for (let i = 0; i < 5 && !(await name.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(name).toBeFocused()
  await page.keyboard.type(user.name)
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel(text(lang, 'dashboard', 'users.form.email'), { exact: true })).toBeFocused()
  await page.keyboard.type(user.email)
  await page.keyboard.press('Tab')
  const role = dialog.getByLabel(text(lang, 'dashboard', 'users.form.role'), { exact: true })
  await expect(role).toBeFocused()
  await role.selectOption(user.role)
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel(text(lang, 'dashboard', 'users.form.password'), { exact: true })).toBeFocused()
  await page.keyboard.type(user.password)
  await page.keyboard.press('Enter')

  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: user.email })).toContainText(text(lang, 'dashboard', `roles.${user.role}`))
}
