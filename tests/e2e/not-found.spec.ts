import { expect, test } from '@playwright/test'
import { LANGS, text, waitForHydration } from './fixtures.ts'

for (const lang of LANGS) {
  for (const path of [`/${lang}/does-not-exist`, `/${lang}/not-found`, `/${lang}/dashboard-x/a/b`]) {
    test(`${path} answers 404 with the ${lang} not-found page`, async ({ page }) => {
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))

      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'common', 'notFound.title'))
      await expect(page.getByRole('navigation', { name: text(lang, 'common', 'nav.label') }).first()).toBeAttached()
      const home = page.getByRole('link', { name: text(lang, 'common', 'notFound.backHome') })
      await expect(home).toHaveAttribute('href', `/${lang}`)
      await waitForHydration(page)
      // The server and the browser render the same text: no hydration error.
      expect(pageErrors).toEqual([])

      await home.click()
      await expect(page).toHaveURL(new RegExp(`/${lang}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'home', 'title'))
    })
  }
}
