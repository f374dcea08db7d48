import { expect, type Page, test } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoAxeViolations, LANGS, type Lang, login, text, visit } from './fixtures.ts'

for (const lang of LANGS) {
  test.describe(`accessibility (${lang})`, () => {
    test('public pages have no axe violations', async ({ page }) => {
      for (const path of [`/${lang}`, `/${lang}/does-not-exist`, `/${lang}/not-found`, `/${lang}/login`]) {
        await visit(page, path)
        await expectNoAxeViolations(page, path)
      }
    })

    test('the login form with an error has no axe violations', async ({ page }) => {
      await visit(page, `/${lang}/login`)
      await page.getByRole('button', { name: text(lang, 'auth', 'submit'), exact: true }).click()
      await expect(page.getByText(text(lang, 'common', 'validation.required')).first()).toBeVisible()
      await expectNoAxeViolations(page, `/${lang}/login with field errors`)
    })

    test('dashboard pages have no axe violations', async ({ page }) => {
      await login(page, lang, ADMIN_EMAIL, ADMIN_PASSWORD)
      await expectNoAxeViolations(page, `/${lang}/dashboard`)

      await visit(page, `/${lang}/dashboard/users`)
      await expect(page.getByRole('table')).toBeVisible()
      await expectNoAxeViolations(page, `/${lang}/dashboard/users`)

      await page.getByRole('button', { name: text(lang, 'dashboard', 'users.create') }).click()
      const dialog = page.getByRole('dialog', { name: text(lang, 'dashboard', 'users.form.title') })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page, `/${lang}/dashboard/users with the create dialog`)

      // Submitting the empty form shows the field errors, which must be announced properly too.
      await dialog.getByRole('button', { name: text(lang, 'dashboard', 'users.form.submit') }).click()
      await expect(dialog.getByText(text(lang, 'common', 'validation.required')).first()).toBeVisible()
      await expectNoAxeViolations(page, `/${lang}/dashboard/users create dialog with errors`)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      // Focus goes back to the button that opened the dialog.
      await expect(page.getByRole('button', { name: text(lang, 'dashboard', 'users.create') })).toBeFocused()

      // The open user menu keeps the page accessible (a non-modal menu hides nothing).
      await page.getByRole('button', { name: text(lang, 'dashboard', 'shell.userMenu') }).click()
      await expect(page.getByRole('menuitem', { name: text(lang, 'dashboard', 'shell.logout') })).toBeVisible()
      await expectNoAxeViolations(page, `/${lang}/dashboard/users with the user menu open`)
      await page.keyboard.press('Escape')
    })
  })

  test.describe(`the mobile menu at 390 px (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

    async function focusMenuTrigger(page: Page, l: Lang) {
      const trigger = page.getByRole('button', { name: text(l, 'common', 'nav.openMenu') })
      await expect(trigger).toBeVisible()
      for (let i = 0; i < 10 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
      await expect(trigger).toBeFocused()
      return trigger
    }

    test('opens with the keyboard, shows the three groups, closes with Escape', async ({ page }) => {
      await visit(page, `/${lang}`)
      const trigger = await focusMenuTrigger(page, lang)
      await page.keyboard.press('Enter')

      const menu = page.getByRole('dialog', { name: text(lang, 'common', 'nav.mobileTitle') })
      await expect(menu).toBeVisible()
      for (const group of ['corporate', 'career', 'contents']) {
        await expect(menu.getByRole('heading', { name: text(lang, 'common', `nav.groups.${group}`) })).toBeVisible()
      }
      await expect(menu.getByRole('link', { name: text(lang, 'common', 'nav.jobs') })).toHaveAttribute('href', `/${lang}/jobs`)
      await expectNoAxeViolations(page, `/${lang} mobile menu open`)

      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(trigger).toBeFocused()
    })

    test('public pages at 390 px have no axe violations', async ({ page }) => {
      for (const path of [`/${lang}`, `/${lang}/login`]) {
        await visit(page, path)
        await expectNoAxeViolations(page, `${path} at 390 px`)
      }
    })
  })
}
