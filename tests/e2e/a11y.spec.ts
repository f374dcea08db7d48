import { expect, type Page, test } from '@playwright/test'
import {
  asRole,
  collectConsoleErrors,
  expectNoAxeViolations,
  expectNoKnownHtmlErrors,
  LANGS,
  type Lang,
  newRolePage,
  text,
  visit,
} from './fixtures.ts'
import { dashboardPages, publicPages } from './pages.ts'

/**
 * Every page of the shared list (pages.ts), in both languages, at 1280 and at 390 px: each page
 * is loaded once at 1280 px, checked, narrowed to 390 px (the phone layout: cards, drawer) and
 * checked again.
 */
const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 390, height: 844 }

async function expectAccessibleAtBothWidths(page: Page, label: string) {
  await page.setViewportSize(WIDE)
  await expectNoAxeViolations(page, `${label} at 1280 px`)
  await page.setViewportSize(NARROW)
  await expectNoAxeViolations(page, `${label} at 390 px`)
}

/**
 * Description ≤ 160 characters, canonical, hreflang alternates for both languages, OpenGraph with
 * a share image and the Twitter card (docs/product.md §9).
 */
async function expectPageHead(page: Page, lang: Lang, path: string) {
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
  expect(description.length, `${path} description`).toBeGreaterThan(0)
  expect(description.length, `${path} description`).toBeLessThanOrEqual(160)
  await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new RegExp(`^https?://[^/]+/${lang}(/|$)`))
  for (const hreflang of ['tr', 'en', 'x-default']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`), `${path} hreflang ${hreflang}`).toHaveCount(1)
  }
  for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'og:image']) {
    await expect(page.locator(`meta[property="${property}"]`), `${path} ${property}`).toHaveCount(1)
  }
  await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', 'summary_large_image')
  const image = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
  const served = await page.request.get(image)
  expect(served.status(), `${path} og:image ${image}`).toBe(200)
  expect(served.headers()['content-type'], `${path} og:image`).toMatch(/^image\//)
}

// One test per page and language: a page's failure names it, and no test grows with the page list.
for (const lang of LANGS) {
  for (const entry of publicPages) {
    test(`public page ${entry.name}: its heading and head, no console error, no axe violations at 1280 and 390 px (${lang})`, async ({
      page,
    }) => {
      const path = entry.path(lang)
      const errors = collectConsoleErrors(page)
      await page.setViewportSize(WIDE)
      const response = await visit(page, path)
      expect(response?.status(), path).toBe(entry.status)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 }), path).not.toBeEmpty()
      expect((await page.title()).length, `${path} title`).toBeGreaterThan(0)
      expect((await page.title()).length, `${path} title`).toBeLessThanOrEqual(60)
      if (entry.status === 200) await expectPageHead(page, lang, path)
      await expectAccessibleAtBothWidths(page, path)
      await expectNoKnownHtmlErrors(page, path)
      // A not-found document is reported by the browser itself ("status of 404"); nothing else may be.
      expect(errors.filter((error) => !(entry.status === 404 && /status of 404/.test(error)))).toEqual([])
    })
  }

  for (const entry of dashboardPages) {
    test(`dashboard page ${entry.path(lang)} has no axe violations at 1280 and 390 px`, async ({ browser }) => {
      const path = entry.path(lang)
      const role = entry.roles[0]!
      const { context, page } = await newRolePage(browser, role)
      try {
        const response = await visit(page, path)
        expect(response?.status(), `${path} as ${role}`).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)
        await expectAccessibleAtBothWidths(page, `${path} as ${role}`)
        await expectNoKnownHtmlErrors(page, `${path} as ${role}`)
      } finally {
        await context.close()
      }
    })
  }
}

for (const lang of LANGS) {
  test.describe(`accessibility of interactive states (${lang})`, () => {
    test('the login form with an error has no axe violations', async ({ page }) => {
      await visit(page, `/${lang}/login`)
      await page.getByRole('button', { name: text(lang, 'auth', 'submit'), exact: true }).click()
      await expect(page.getByText(text(lang, 'common', 'validation.required')).first()).toBeVisible()
      await expectNoAxeViolations(page, `/${lang}/login with field errors`)
    })

    test.describe('as the admin', () => {
      test.use(asRole('admin'))

      test('the create-user dialog and the user menu have no axe violations', async ({ page }) => {
        await visit(page, `/${lang}/dashboard/users`)
        await expect(page.getByRole('table')).toBeVisible()

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

        // The open user menu keeps the page accessible (a non-modal menu hides nothing), and
        // offers the own-account page next to signing out.
        await page.getByRole('button', { name: text(lang, 'dashboard', 'shell.userMenu') }).click()
        await expect(page.getByRole('menuitem', { name: text(lang, 'dashboard', 'shell.logout') })).toBeVisible()
        await expect(page.getByRole('menuitem', { name: 'Şifre Değiştir' })).toHaveAttribute('href', `/${lang}/dashboard/account`)
        await expectNoAxeViolations(page, `/${lang}/dashboard/users with the user menu open`)
        await page.keyboard.press('Escape')
      })
    })
  })

  test(`the desktop menu opens with the keyboard, one group at a time, and closes with Escape (${lang})`, async ({ page }) => {
    await visit(page, `/${lang}`)
    const nav = page.getByRole('navigation', { name: text(lang, 'common', 'nav.label') })
    const corporate = nav.locator('summary', { hasText: text(lang, 'common', 'nav.groups.corporate') })
    const career = nav.locator('summary', { hasText: text(lang, 'common', 'nav.groups.career') })
    await corporate.focus()
    await page.keyboard.press('Enter')
    const about = nav.getByRole('link', { name: new RegExp(`^${text(lang, 'common', 'nav.about')}`) })
    await expect(about).toBeVisible()
    await expect(about).toHaveAttribute('href', `/${lang}/about`)
    await expectNoAxeViolations(page, `/${lang} desktop menu open`)

    // Opening another group closes the first (<details name>).
    await career.focus()
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: new RegExp(`^${text(lang, 'common', 'nav.jobs')}`) })).toBeVisible()
    await expect(about).toBeHidden()

    await page.keyboard.press('Escape')
    await expect(nav.locator('details[open]')).toHaveCount(0)
    await expect(career).toBeFocused()
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
  })
}
