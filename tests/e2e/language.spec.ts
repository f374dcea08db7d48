import { expect, type Page, test } from '@playwright/test'
import { type Lang, text, visit, waitForHydration } from './fixtures.ts'

// A Turkish browser: without the cookie, / would go to /tr.
test.use({ locale: 'tr-TR' })

const YEAR_S = 365 * 24 * 60 * 60

/** The EN/TR control in the header's language switcher. */
function switchTo(page: Page, from: Lang, to: Lang) {
  const switcher = page.getByRole('navigation', { name: text(from, 'common', 'languageSwitcher.label'), exact: true })
  const language = text(from, 'common', `languageName.${to}`)
  return switcher.getByRole('link', { name: text(from, 'common', 'languageSwitcher.switchTo', { language }) })
}

async function expectRemembered(page: Page, lang: Lang) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'language')
  expect(cookie, 'language cookie').toBeDefined()
  expect(cookie).toMatchObject({ value: lang, path: '/', sameSite: 'Lax' })
  const expectedExpiry = Date.now() / 1000 + YEAR_S
  expect(Math.abs((cookie?.expires ?? 0) - expectedExpiry)).toBeLessThan(3600)
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(lang)
}

test('switching to English on the home page keeps the path and remembers the choice', async ({ page }) => {
  await visit(page, '/')
  await expect(page).toHaveURL(/\/tr$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'home', 'title'))

  await switchTo(page, 'tr', 'en').click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'title'))
  await expect(page.getByRole('link', { name: text('en', 'common', 'skipToContent') })).toBeAttached()
  await expectRemembered(page, 'en')

  // The cookie now wins over the browser's Turkish Accept-Language.
  await page.goto('/')
  await expect(page).toHaveURL(/\/en$/)
})

test('switching on a deeper page keeps the rest of the path and the query', async ({ page }) => {
  await visit(page, '/tr/login?redirect=%2Ftr%2Fdashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'auth', 'title'))

  await switchTo(page, 'tr', 'en').click()
  await expect(page).toHaveURL((url) => url.pathname === '/en/login' && url.searchParams.get('redirect') === '/tr/dashboard')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'auth', 'title'))
  await expect(page.getByLabel(text('en', 'auth', 'password'), { exact: true })).toBeVisible()
  await expectRemembered(page, 'en')

  await waitForHydration(page)
  await switchTo(page, 'en', 'tr').click()
  await expect(page).toHaveURL((url) => url.pathname === '/tr/login' && url.searchParams.get('redirect') === '/tr/dashboard')
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await expectRemembered(page, 'tr')

  await page.goto('/kariyer')
  await expect(page).toHaveURL(/\/tr$/)
})

for (const [lang, other] of [
  ['en', 'tr'],
  ['tr', 'en'],
] as const) {
  test(`a ${lang} visitor downloads the ${lang} strings only, and no dashboard strings`, async ({ page }) => {
    const bodies: string[] = []
    page.on('response', async (response) => {
      const url = response.url()
      if (url.endsWith('.js') || response.request().resourceType() === 'document') bodies.push(await response.text())
    })
    await visit(page, `/${lang}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'home', 'title'))
    await page.waitForLoadState('networkidle')

    const everything = bodies.join('\n')
    expect(everything).toContain(text(lang, 'common', 'notFound.description'))
    expect(everything).not.toContain(text(other, 'common', 'notFound.description'))
    expect(everything).not.toContain(text(lang, 'dashboard', 'users.deactivateConfirm.description', { email: '' }).slice(12, 60))
  })
}
