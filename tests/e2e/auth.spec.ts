import { expect, type Page, test } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, LANGS, login, signOut, submitLoginForm, text, visit } from './fixtures.ts'

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name.endsWith('hoi_session'))
}

for (const lang of LANGS) {
  test(`sign in, see the dashboard and sign out (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/dashboard`)
    await expect(page).toHaveURL((url) => url.pathname === `/${lang}/login` && url.searchParams.get('redirect') === `/${lang}/dashboard`)
    await expect(page.getByRole('status')).toHaveText(text(lang, 'auth', 'signInRequired'))

    // A wrong password: the generic message, the form stays, no session.
    await submitLoginForm(page, lang, ADMIN_EMAIL, 'not-the-right-password')
    await expect(page.getByRole('alert')).toHaveText(text(lang, 'auth', 'invalidCredentials'))
    await expect(page).toHaveURL(new RegExp(`/${lang}/login`))
    expect(await sessionCookie(page)).toBeUndefined()
    await expect(page.getByLabel(text(lang, 'auth', 'password'), { exact: true })).toBeFocused()
    await expect(page.getByLabel(text(lang, 'auth', 'password'), { exact: true })).toHaveValue('')

    // An unknown e-mail fails with the same words.
    await submitLoginForm(page, lang, 'nobody@e2e.test', ADMIN_PASSWORD)
    await expect(page.getByRole('alert')).toHaveText(text(lang, 'auth', 'invalidCredentials'))

    await submitLoginForm(page, lang, ADMIN_EMAIL, ADMIN_PASSWORD)
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli')
    await expect(page.getByRole('heading', { name: text(lang, 'dashboard', 'home.welcome', { name: 'Administrator' }) })).toBeVisible()
    const cookie = await sessionCookie(page)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })

    await signOut(page, lang)
    await expect(page.getByRole('status')).toHaveText(text(lang, 'auth', 'loggedOut'))
    expect(await sessionCookie(page)).toBeUndefined()

    await page.goto(`/${lang}/dashboard`)
    await expect(page).toHaveURL((url) => url.pathname === `/${lang}/login` && url.searchParams.get('redirect') === `/${lang}/dashboard`)

    // The old token is dead on the server too, not only forgotten by the browser.
    await page.context().addCookies([{ ...cookie!, expires: -1 }])
    await page.goto(`/${lang}/dashboard`)
    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?`))
  })
}

test('an anonymous visitor to Users signs in and lands on Users', async ({ page }) => {
  await page.goto('/en/dashboard/users')
  await expect(page).toHaveURL((url) => url.pathname === '/en/login' && url.searchParams.get('redirect') === '/en/dashboard/users')
  await expect(page.getByRole('status')).toHaveText(text('en', 'auth', 'signInRequired'))

  await submitLoginForm(page, 'en', ADMIN_EMAIL, ADMIN_PASSWORD)
  await expect(page).toHaveURL(/\/en\/dashboard\/users$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kullanıcılar')
  await expect(page.getByRole('row').filter({ hasText: ADMIN_EMAIL })).toBeVisible()
})

test('a signed-in user who opens the login page goes to the dashboard', async ({ page }) => {
  await login(page, 'tr', ADMIN_EMAIL, ADMIN_PASSWORD)
  await visit(page, '/tr/login')
  await expect(page).toHaveURL(/\/tr\/dashboard$/)
})

test('the login form works with the keyboard alone', async ({ page }) => {
  await visit(page, '/en/login')
  // The e-mail field has focus on arrival; Tab reaches the password, Enter submits.
  await expect(page.getByLabel(text('en', 'auth', 'email'), { exact: true })).toBeFocused()
  await page.keyboard.type(ADMIN_EMAIL)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(text('en', 'auth', 'password'), { exact: true })).toBeFocused()
  await page.keyboard.type(ADMIN_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli')
})
