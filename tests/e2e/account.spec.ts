import { expect, type Locator, type Page, type Request, test } from '@playwright/test'
import { createUser, expectNoAxeViolations, type Lang, login, newRolePage, newUser, submitLoginForm, text, visit } from './fixtures.ts'

// Changing one's own password signs out every other session of that user: this journey uses a
// user of its own, never one of the stored role accounts.
const user = newUser('recruiter', 'account')
const NEW_PASSWORD = `${user.password}-changed`

test.beforeAll(async ({ browser }) => {
  const { context, page } = await newRolePage(browser, 'admin')
  await visit(page, '/en/dashboard/users')
  await createUser(page, 'en', user)
  await context.close()
})

function fields(page: Page, lang: Lang) {
  const field = (key: string) => page.getByLabel(text(lang, 'dashboard', `account.${key}`), { exact: true })
  return { current: field('current'), next: field('new'), confirm: field('confirm') }
}

/** Tabs until `target` has focus (the keyboard way to reach a field), at most `max` presses. */
async function tabTo(page: Page, target: Locator, max = 20) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** Fills the three fields from the focused first one with Tab, and submits with Enter. */
async function typeAndSubmit(page: Page, lang: Lang, values: [string, string, string]) {
  const { current, next, confirm } = fields(page, lang)
  await tabTo(page, current)
  for (const [index, locator] of [current, next, confirm].entries()) {
    await expect(locator).toBeFocused()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(values[index]!)
    if (index < 2) await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
}

test('change the password with the keyboard: field errors, success, and other sessions signed out', async ({ page, browser }) => {
  const serverPosts: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/_serverFn/')) serverPosts.push(request)
  })

  // Two browsers signed in as the same user.
  await login(page, 'tr', user.email, user.password)
  const other = await newRolePage(browser, undefined)
  await login(other.page, 'en', user.email, user.password)

  // The user menu leads to the account page ("Şifre Değiştir"), with the keyboard.
  const menu = page.getByRole('button', { name: text('tr', 'dashboard', 'shell.userMenu') })
  await menu.focus()
  await page.keyboard.press('Enter')
  const item = page.getByRole('menuitem', { name: 'Şifre Değiştir' })
  await expect(item).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tr\/dashboard\/account$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Şifre Değiştir')
  const tr = fields(page, 'tr')

  // Two different new passwords: the confirmation field says so, and nothing is sent.
  const postsBefore = serverPosts.length
  await typeAndSubmit(page, 'tr', [user.password, NEW_PASSWORD, `${NEW_PASSWORD}-typo`])
  await expect(tr.confirm).toHaveAttribute('aria-invalid', 'true')
  await expect(tr.confirm).toHaveAccessibleDescription(text('tr', 'common', 'validation.passwordMismatch'))
  expect(serverPosts.length).toBe(postsBefore)

  // A wrong current password: 400, the message on the current-password field, focus there.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(tr.current).toBeFocused()
  const wrongReply = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/_serverFn/'))
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('not-my-current-password')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(NEW_PASSWORD)
  await page.keyboard.press('Enter')
  expect((await wrongReply).status()).toBe(400)
  await expect(tr.current).toHaveAttribute('aria-invalid', 'true')
  await expect(tr.current).toHaveAccessibleDescription(text('tr', 'common', 'validation.wrongPassword'))
  await expect(tr.current).toBeFocused()
  await expect(tr.confirm).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page, '/tr/dashboard/account with a field error')

  // The same refusal in English: the server's field message follows the page language.
  await visit(page, '/en/dashboard/account')
  const en = fields(page, 'en')
  await typeAndSubmit(page, 'en', ['still-not-my-password', NEW_PASSWORD, NEW_PASSWORD])
  await expect(en.current).toHaveAccessibleDescription(text('en', 'common', 'validation.wrongPassword'))

  // The right current password: a success toast, the form empties.
  const okReply = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/_serverFn/'))
  await typeAndSubmit(page, 'en', [user.password, NEW_PASSWORD, NEW_PASSWORD])
  expect((await okReply).status()).toBe(200)
  await expect(page.getByText(text('en', 'dashboard', 'account.changed'))).toBeVisible()
  await expect(en.current).toHaveValue('')
  await expect(en.next).toHaveValue('')

  // This browser stays signed in.
  await page
    .getByRole('navigation', { name: text('en', 'dashboard', 'shell.navLabel') })
    .getByRole('link', { name: 'Yönetim Paneli' })
    .click()
  await expect(page).toHaveURL(/\/en\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli')

  // The other one is signed out: its next dashboard navigation lands on the sign-in page.
  await other.page.getByRole('button', { name: text('en', 'dashboard', 'shell.userMenu') }).click()
  await other.page.getByRole('menuitem', { name: 'Şifre Değiştir' }).click()
  await expect(other.page).toHaveURL((url) => url.pathname === '/en/login' && url.searchParams.get('redirect') === '/en/dashboard/account')

  // The old password no longer signs in; the new one does (and goes where the user was going).
  await submitLoginForm(other.page, 'en', user.email, user.password)
  await expect(other.page.getByRole('alert')).toHaveText(text('en', 'auth', 'invalidCredentials'))
  await submitLoginForm(other.page, 'en', user.email, NEW_PASSWORD)
  await expect(other.page).toHaveURL(/\/en\/dashboard\/account$/)
  await expect(other.page.getByRole('heading', { level: 1 })).toHaveText('Şifre Değiştir')
  await other.context.close()

  // And the first browser is still signed in after the other signed in again.
  await visit(page, '/en/dashboard/account')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Şifre Değiştir')
})
