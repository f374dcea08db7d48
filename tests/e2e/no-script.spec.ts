import { expect, type Page, test } from '@playwright/test'
import { type Lang, ROLE_ACCOUNTS, text } from './fixtures.ts'

// The login form before (or without) its scripts: a real POST to /{lang}/login, answered with a
// redirect to the dashboard or with the login page again, carrying the failure in the page's
// language and the e-mail typed (decision 013). The editor account signs in here; each wrong attempt is followed by a success, which
// clears the account's failures from this address (decision 006).
test.use({ javaScriptEnabled: false })

const { email, password } = ROLE_ACCOUNTS.editor
const WRONG = 'no-script-wrong-password'
const SOFT = { timeout: 2000 }

/** Every URL the browser asks for, to prove no secret ever travels in one. */
function recordUrls(page: Page) {
  const urls: string[] = []
  page.context().on('request', (request) => urls.push(request.url()))
  return urls
}

function expectNoSecretIn(urls: string[]) {
  expect(urls.length).toBeGreaterThan(0)
  for (const url of urls) {
    const decoded = decodeURIComponent(url)
    for (const secret of [password, WRONG, email]) expect(decoded, `a URL carries "${secret}"`).not.toContain(secret)
  }
}

/** Fills and posts the form; the reply has `status` (303 on success, the failure's status otherwise). */
async function submit(page: Page, lang: Lang, values: { email: string; password: string }, status: number) {
  await page.getByLabel(text(lang, 'auth', 'email'), { exact: true }).fill(values.email)
  await page.getByLabel(text(lang, 'auth', 'password'), { exact: true }).fill(values.password)
  const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/${lang}/login`)
  await page.getByRole('button', { name: text(lang, 'auth', 'submit'), exact: true }).click()
  const response = await (await post).response()
  expect(response?.status()).toBe(status)
  expect(response?.headers()['cache-control']).toContain('no-store')
  if (status !== 303) expect(response?.headers()['content-type']).toContain('text/html')
}

test('without scripts, the login form posts, shows field errors and the localized failure, and signs in (tr)', async ({ page }) => {
  const urls = recordUrls(page)
  await page.goto('/tr/login')
  const form = page.locator('form').filter({ has: page.getByLabel(text('tr', 'auth', 'password'), { exact: true }) })
  await expect(form).toHaveAttribute('method', 'post')
  await expect(form).toHaveAttribute('action', '/tr/login')

  // Empty fields: back on the login page with both field errors. (Soft: when they are missing,
  // the rest of the journey still runs and reports.)
  await submit(page, 'tr', { email: '', password: '' }, 400)
  await expect(page).toHaveURL((url) => url.pathname === '/tr/login' && url.search === '')
  const emailField = page.getByLabel(text('tr', 'auth', 'email'), { exact: true })
  const passwordField = page.getByLabel(text('tr', 'auth', 'password'), { exact: true })
  await expect.soft(emailField, 'the e-mail field error').toHaveAccessibleDescription(text('tr', 'common', 'validation.required'), SOFT)
  await expect
    .soft(passwordField, 'the password field error')
    .toHaveAccessibleDescription(text('tr', 'common', 'validation.required'), SOFT)
  await expect.soft(emailField).toHaveAttribute('aria-invalid', 'true', SOFT)

  // Wrong credentials: back on the login page with the Turkish message.
  await submit(page, 'tr', { email, password: WRONG }, 401)
  await expect(page).toHaveURL((url) => url.pathname === '/tr/login' && url.search === '')
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await expect(page.getByRole('alert')).toHaveText(text('tr', 'auth', 'invalidCredentials'))
  // The e-mail comes back as typed; the password never does.
  await expect(emailField).toHaveValue(email)
  await expect(passwordField).toHaveValue('')
  await expect(passwordField).toBeFocused()

  // The right ones: the dashboard, rendered by the server.
  await submit(page, 'tr', { email, password }, 303)
  await expect(page).toHaveURL(/\/tr\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli')

  expectNoSecretIn(urls)
})

test('without scripts, a failed attempt keeps the way back, and signing in goes there (en)', async ({ page }) => {
  const urls = recordUrls(page)
  await page.goto(`/en/login?redirect=${encodeURIComponent('/en/dashboard/account')}`)

  await submit(page, 'en', { email, password: WRONG }, 401)
  await expect(page).toHaveURL((url) => url.pathname === '/en/login' && url.searchParams.get('redirect') === '/en/dashboard/account')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('alert')).toHaveText(text('en', 'auth', 'invalidCredentials'))

  await submit(page, 'en', { email: 'not-an-email', password: '' }, 400)
  await expect(page).toHaveURL((url) => url.pathname === '/en/login' && url.searchParams.get('redirect') === '/en/dashboard/account')
  const emailField = page.getByLabel(text('en', 'auth', 'email'), { exact: true })
  const passwordField = page.getByLabel(text('en', 'auth', 'password'), { exact: true })
  await expect.soft(emailField, 'the e-mail field error').toHaveAccessibleDescription(text('en', 'common', 'validation.email'), SOFT)
  await expect
    .soft(passwordField, 'the password field error')
    .toHaveAccessibleDescription(text('en', 'common', 'validation.required'), SOFT)

  await submit(page, 'en', { email, password }, 303)
  await expect(page).toHaveURL(/\/en\/dashboard\/account$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Şifre Değiştir')

  expectNoSecretIn(urls)
})

test('without scripts, the site menus open: the desktop groups and the phone menu (en)', async ({ browser }) => {
  const desk = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
  await desk.goto('/en')
  const nav = desk.getByRole('navigation', { name: text('en', 'common', 'nav.label') })
  await nav.locator('summary', { hasText: text('en', 'common', 'nav.groups.career') }).click()
  await expect(nav.getByRole('link', { name: new RegExp(`^${text('en', 'common', 'nav.jobs')}`) })).toBeVisible()
  await desk.close()

  const phone = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  await phone.goto('/en')
  await phone.getByRole('button', { name: text('en', 'common', 'nav.openMenu') }).click()
  const menu = phone.getByRole('dialog', { name: text('en', 'common', 'nav.mobileTitle') })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: text('en', 'common', 'nav.contact') })).toHaveAttribute('href', '/en/contact')
  await menu.getByRole('button', { name: text('en', 'common', 'nav.closeMenu') }).click()
  await expect(menu).toBeHidden()
  await phone.close()
})
