import { expect, test } from '@playwright/test'
import { escapeRegExp, expectNoAxeViolations, LANGS, text, visit } from './fixtures.ts'

for (const lang of LANGS) {
  test(`a failing page shows the error view with a Show/Hide Error toggle (${lang})`, async ({ page }) => {
    const response = await visit(page, `/${lang}/error-preview`)
    expect(response?.status()).toBeGreaterThanOrEqual(500)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)

    const view = page.getByRole('alert')
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'common', 'error.title'))
    const show = text(lang, 'common', 'error.show')
    const hide = text(lang, 'common', 'error.hide')
    // One button whose label flips between the two words.
    const toggle = view.getByRole('button', { name: new RegExp(`^(${escapeRegExp(show)}|${escapeRegExp(hide)})$`) })
    await expect(toggle).toHaveText(show)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const details = view.locator('pre')
    await expect(details).toBeHidden()
    await expectNoAxeViolations(page, `/${lang}/error-preview`)

    await toggle.click()
    await expect(toggle).toHaveText(hide)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(details).toBeVisible()
    await expect(details).not.toBeEmpty()
    await expectNoAxeViolations(page, `/${lang}/error-preview with details shown`)

    await toggle.click()
    await expect(toggle).toHaveText(show)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(details).toBeHidden()
  })
}
