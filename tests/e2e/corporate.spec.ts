import { expect, type Page, test } from '@playwright/test'
import { collectConsoleErrors, expectNoAxeViolations, type Lang, LANGS, text, visit } from './fixtures.ts'

// The corporate pages (issue 9 items 1–3 and 6): the home, about, board, chart, companies,
// brands and life at HOI, in both languages, read from src/content through the route loaders.

const c = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'corporate', key, values)
const home = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'home', key, values)

const routes = [
  { path: '', h1: (lang: Lang) => home(lang, 'title') },
  { path: '/about', h1: (lang: Lang) => c(lang, 'about.title') },
  { path: '/board', h1: (lang: Lang) => c(lang, 'board.title') },
  { path: '/chart', h1: (lang: Lang) => c(lang, 'chart.title') },
  { path: '/companies', h1: (lang: Lang) => c(lang, 'companies.title') },
  { path: '/brands', h1: (lang: Lang) => c(lang, 'brands.title') },
  { path: '/life-at-hoi', h1: (lang: Lang) => c(lang, 'life.title') },
] as const

const main = (page: Page) => page.getByRole('main')

for (const lang of LANGS) {
  test.describe(`corporate pages (${lang})`, () => {
    test('every page answers 200 with its heading, its head tags and no console error', async ({ page }) => {
      const errors = collectConsoleErrors(page)
      for (const route of routes) {
        const path = `/${lang}${route.path}`
        const response = await visit(page, path)
        expect(response?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(route.h1(lang))
        const title = await page.title()
        expect(title.length, `${path} title`).toBeLessThanOrEqual(60)
        expect(title.length, `${path} title`).toBeGreaterThan(5)
        const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
        expect(description.length, `${path} description`).toBeGreaterThan(50)
        expect(description.length, `${path} description`).toBeLessThanOrEqual(160)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}${route.path}$`))
        for (const other of LANGS)
          await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
            'href',
            new RegExp(`/${other}${route.path}$`),
          )
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
      }
      expect(errors).toEqual([])
    })

    test('the home: Organization data, nine figures, life cards, media center and the foundation to come', async ({ page }) => {
      await visit(page, `/${lang}`)
      // The Organization data (the home also carries its WebSite data in a script of its own).
      const ld =
        (await page.locator('script[type="application/ld+json"]').allTextContents())
          .map((text) => JSON.parse(text) as Record<string, unknown>)
          .find((data) => data['@type'] === 'Organization') ?? {}
      expect(ld['@type']).toBe('Organization')
      expect(ld.name).toBe('HOI Holding')
      expect(ld.sameAs).toEqual(expect.arrayContaining(['https://www.linkedin.com/company/hoi-holding']))
      expect(ld.address).toHaveLength(2)
      expect(ld.address).toEqual([
        expect.objectContaining({ streetAddress: expect.stringContaining('185'), addressCountry: 'TR' }),
        expect.objectContaining({ streetAddress: expect.stringContaining('Bay Square'), addressCountry: 'AE' }),
      ])
      expect(ld.contactPoint).toEqual([
        expect.objectContaining({ telephone: '+902122844000', email: 'info@hoiholding.com' }),
        expect.objectContaining({ telephone: '+97145521800', email: 'dubai@hoiholding.com' }),
      ])
      // The logo it names is served.
      // The logo is an ImageObject (a PNG, as search engines ask) that the site serves.
      expect((await page.request.get((ld.logo as { url: string }).url)).status()).toBe(200)
      const stats = page.getByRole('region', { name: home(lang, 'statsTitle') })
      await expect(stats.locator('dd')).toHaveCount(9)
      await expect(stats.locator('[data-stat="companies"] dd')).toHaveText('11')
      await expect(stats.locator('[data-stat="brands"] dd')).toHaveText('8')
      await expect(stats.locator('[data-stat="client_countries"] dd')).toHaveText('20+')
      await expect(page.getByRole('region', { name: home(lang, 'lifeTitle') }).getByRole('listitem')).toHaveCount(6)
      // The demo seed publishes contents: the media center shows them in tabs.
      const media = page.getByRole('region', { name: home(lang, 'media.title') })
      await expect(media.getByRole('tab').first()).toBeVisible()
      await expect(media.locator('[role="tabpanel"]')).toHaveCount(await media.getByRole('tab').count())
      const related = page.getByRole('region', { name: home(lang, 'relatedTitle') })
      await expect(related.getByRole('link')).toHaveCount(5)
      await expect(related.getByText(home(lang, 'comingSoon'))).toBeVisible()
      await expect(related.getByRole('link', { name: new RegExp(home(lang, 'related.foundation.title')) })).toHaveCount(0)
      await expectNoAxeViolations(page)
    })

    test('the hero slider pauses, and turns with its buttons from the keyboard', async ({ page }) => {
      await visit(page, `/${lang}`)
      const slider = page.getByRole('region', { name: home(lang, 'slider.label') })
      await expect(slider).toHaveAttribute('aria-roledescription', home(lang, 'slider.roledescription'))
      const slide = (index: number) =>
        slider.getByRole('group', { name: home(lang, 'slider.position', { index: String(index), total: '4' }) })
      await expect(slide(1)).toBeVisible()
      const pause = slider.getByRole('button', { name: home(lang, 'slider.pause') })
      await expect(pause).toBeEnabled()
      await pause.click()
      await expect(slider.getByRole('button', { name: home(lang, 'slider.play') })).toBeVisible()
      // Paused: the slides are announced as they change.
      await expect(slider.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')

      await slider.getByRole('button', { name: home(lang, 'slider.next') }).focus()
      await page.keyboard.press('Enter')
      await expect(slide(2)).toBeVisible()
      await expect(slide(1)).toBeHidden()
      await page.keyboard.press('Space')
      await expect(slide(3)).toBeVisible()
      // Back with the previous button: 2, 1, then round to the last.
      await page.keyboard.press('Shift+Tab')
      await expect(slider.getByRole('button', { name: home(lang, 'slider.previous') })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(slide(2)).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(slide(1)).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(slide(4)).toBeVisible()
      await expect(slider.getByRole('group')).toHaveCount(1)
    })

    test('with reduced motion the slider does not turn by itself', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await visit(page, `/${lang}`)
      const slider = page.getByRole('region', { name: home(lang, 'slider.label') })
      await expect(slider.getByRole('button', { name: home(lang, 'slider.play') })).toBeEnabled()
      await expect(slider.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    })

    test('the values tabs follow the arrow keys, Home and End', async ({ page }) => {
      await visit(page, `/${lang}`)
      const tablist = page.getByRole('tablist', { name: home(lang, 'valuesTabsLabel') })
      const tabs = tablist.getByRole('tab')
      await expect(tabs).toHaveCount(5)
      const selected = tablist.getByRole('tab', { selected: true })
      await expect(selected).toHaveCount(1)
      await tabs.first().focus()
      await page.keyboard.press('ArrowRight')
      await expect(tabs.nth(1)).toBeFocused()
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0')
      await expect(tabs.first()).toHaveAttribute('tabindex', '-1')
      const panel = page.locator(`#${await tabs.nth(1).getAttribute('aria-controls')}`)
      await expect(panel).toBeVisible()
      await expect(panel.getByRole('heading')).toHaveText((await tabs.nth(1).textContent()) ?? '')
      await page.keyboard.press('End')
      await expect(tabs.nth(4)).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect(tabs.first()).toBeFocused()
      await page.keyboard.press('ArrowLeft')
      await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Home')
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      // Tab leaves the strip for the open panel.
      await page.keyboard.press('Tab')
      await expect(page.getByRole('tabpanel').filter({ visible: true }).first()).toBeFocused()
    })

    test('a board member opens in a modal by keyboard alone, and focus comes back', async ({ page }) => {
      const errors = collectConsoleErrors(page)
      await visit(page, `/${lang}/board`)
      const list = page.getByRole('list', { name: c(lang, 'board.listLabel') })
      const members = list.getByRole('listitem')
      expect(await members.count()).toBeGreaterThanOrEqual(5)
      const name = (await members.first().getByRole('heading').textContent()) ?? ''
      const opener = members.first().getByRole('button')
      // Tab from the introduction to the first member's button.
      await page.getByText(c(lang, 'board.intro')).click()
      for (let i = 0; i < 10 && !(await opener.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
      await expect(opener).toBeFocused()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading', { name })).toBeVisible()
      expect(((await dialog.textContent()) ?? '').length).toBeGreaterThan(300)
      const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement))
      expect(await focusInside()).toBe(true)
      for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Tab']) {
        await page.keyboard.press(key)
        expect(await focusInside(), key).toBe(true)
      }
      await expectNoAxeViolations(page, `${lang} board dialog`)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()

      // The close button does the same.
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: c(lang, 'board.close') }).press('Enter')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
      expect(errors).toEqual([])
    })

    test('the chart is a tree of the holding, its five sectors and the eleven companies', async ({ page }) => {
      await visit(page, `/${lang}/chart`)
      const tree = page.getByRole('list', { name: c(lang, 'chart.treeLabel') })
      await expect(tree.getByText('HOI Holding', { exact: true })).toBeVisible()
      const sectors = tree.locator(':scope > li > ul > li')
      await expect(sectors).toHaveCount(5)
      await expect(tree.locator(':scope > li > ul > li > ul > li')).toHaveCount(11)
      // A company links to its card on the companies page.
      await tree.getByRole('link').first().click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/companies\\?category=health#hoi-health$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c(lang, 'companies.title'))
    })
  })
}

test.describe('companies filter', () => {
  const filter = (page: Page, lang: Lang = 'en') => page.getByRole('navigation', { name: c(lang, 'companies.filterLabel') })
  const cards = (page: Page) => main(page).getByRole('article')

  test('shows the eleven companies, filters by category in the URL, and shows all for an unknown one', async ({ page }) => {
    await visit(page, '/en/companies')
    await expect(cards(page)).toHaveCount(11)
    await expect(filter(page).locator('[aria-current="page"]')).toHaveText(c('en', 'companies.all'))
    await filter(page)
      .getByRole('link', { name: c('en', 'categories.tourism'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/en\/companies\?category=tourism$/)
    await expect(cards(page)).toHaveCount(3)
    await expect(filter(page).locator('[aria-current="page"]')).toHaveText(c('en', 'categories.tourism'))
    await expect(main(page).getByRole('status')).toHaveText(c('en', 'companies.count.other', { count: '3' }))

    await visit(page, '/en/companies?category=bogus')
    await expect(cards(page)).toHaveCount(11)
    await expect(filter(page).locator('[aria-current="page"]')).toHaveText(c('en', 'companies.all'))
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/tr/companies')
    await filter(page, 'tr')
      .getByRole('link', { name: c('tr', 'categories.technology'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/tr\/companies\?category=technology$/)
    await expect(cards(page)).toHaveCount(3)
    await context.close()
  })
})

test.describe('brand filters', () => {
  const form = (page: Page, lang: Lang = 'en') => page.getByRole('search', { name: c(lang, 'brands.filtersLabel') })
  const brandNames = (page: Page) => main(page).getByRole('article').getByRole('heading')

  test('are restored from the URL, combine, and keep the URL in step', async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await visit(page, '/en/brands?category=technology&scope=regional')
    await expect(form(page).getByLabel(c('en', 'brands.category'))).toHaveValue('technology')
    await expect(form(page).getByLabel(c('en', 'brands.scope'))).toHaveValue('regional')
    await expect(form(page).getByLabel(c('en', 'brands.position'))).toHaveValue('')
    await expect(brandNames(page)).toHaveText(['Lumen Studio', 'Stackwise Consulting'])

    await form(page).getByLabel(c('en', 'brands.position')).selectOption('premium')
    await expect(page).toHaveURL(/\/en\/brands\?category=technology&position=premium&scope=regional$/)
    await expect(brandNames(page)).toHaveText(['Stackwise Consulting'])
    // One brand, in the singular (issue 17).
    await expect(main(page).getByRole('status')).toHaveText('Showing 1 brand')

    await form(page).getByLabel(c('en', 'brands.category')).selectOption('')
    await expect(page).toHaveURL(/\/en\/brands\?position=premium&scope=regional$/)
    await expect(brandNames(page)).toHaveText(['Stackwise Consulting'])

    await page.goBack()
    await expect(form(page).getByLabel(c('en', 'brands.category'))).toHaveValue('technology')
    await expect(brandNames(page)).toHaveText(['Stackwise Consulting'])
    expect(errors).toEqual([])
  })

  test('keep the focus on the changed select, apply a keyboard choice only as it is committed, and announce the count (issue 17)', async ({
    page,
  }) => {
    for (const lang of LANGS) {
      await visit(page, `/${lang}/brands`)
      const status = main(page).getByRole('status')
      // The live region exists before the change and stays the same element through it.
      await status.evaluate((element) => element.setAttribute('data-before', ''))
      await expect(status).toHaveText(c(lang, 'brands.count.other', { count: '8' }))
      const category = form(page, lang).getByLabel(c(lang, 'brands.category'))
      await category.focus()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      await expect(category).toHaveValue('technology')
      await page.waitForTimeout(500)
      await expect(page).toHaveURL(new RegExp(`/${lang}/brands$`))
      await expect(brandNames(page)).toHaveCount(8)
      await page.keyboard.press('Tab')
      await expect(page).toHaveURL(new RegExp(`/${lang}/brands\\?category=technology$`))
      await expect(form(page, lang).getByLabel(c(lang, 'brands.position'))).toBeFocused()
      const shown = await brandNames(page).count()
      expect(shown).toBeLessThan(8)
      await expect(main(page).locator('[role="status"][data-before]')).toHaveText(
        c(lang, `brands.count.${lang === 'en' && shown === 1 ? 'one' : 'other'}`, { count: String(shown) }),
      )
      // A choice made at once applies on change, with the focus kept.
      const scope = form(page, lang).getByLabel(c(lang, 'brands.scope'))
      await scope.focus()
      await scope.selectOption('regional')
      await expect(page).toHaveURL(new RegExp(`/${lang}/brands\\?category=technology&scope=regional$`))
      await expect(scope).toBeFocused()
      await expect(brandNames(page)).toHaveText(['Lumen Studio', 'Stackwise Consulting'])
    }
  })

  test('show an empty state for a combination no brand has, with a way to clear the filters', async ({ page }) => {
    await visit(page, '/en/brands?category=health&position=budget')
    await expect(brandNames(page)).toHaveCount(0)
    await expect(main(page).getByRole('heading', { name: c('en', 'brands.emptyTitle') })).toBeVisible()
    await main(page)
      .getByRole('link', { name: c('en', 'brands.clear') })
      .click()
    await expect(page).toHaveURL(/\/en\/brands$/)
    await expect(brandNames(page)).toHaveCount(8)
    await expect(form(page).getByLabel(c('en', 'brands.category'))).toHaveValue('')
  })

  test('work without JavaScript, as a GET form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/tr/brands')
    await expect(brandNames(page)).toHaveCount(8)
    await form(page, 'tr').getByLabel(c('tr', 'brands.category')).selectOption('tourism')
    await form(page, 'tr').getByLabel(c('tr', 'brands.position')).selectOption('luxury')
    await form(page, 'tr')
      .getByRole('button', { name: c('tr', 'brands.apply') })
      .click()
    await expect(page).toHaveURL(/\/tr\/brands\?category=tourism&position=luxury&scope=$/)
    await expect(brandNames(page)).toHaveText(['Voya Travel', 'Drive Emirates'])
    await context.close()
  })
})

test('the sitemap lists the corporate pages in both languages', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/about', '/board', '/chart', '/companies', '/brands', '/life-at-hoi'])
    for (const lang of LANGS) expect(xml).toContain(`<loc>${baseURL}/${lang}${path}</loc>`)
})

test('the corporate pages are served from the rendered-page cache', async ({ request }) => {
  for (const path of ['/tr/about', '/en/brands?category=tourism', '/tr/board']) {
    await request.get(path)
    const again = await request.get(path)
    expect(again.status(), path).toBe(200)
    expect(again.headers()['x-cache'], path).toBe('HIT')
  }
})

test('the media center loads on a client navigation; when the contents call fails it shows the answer saved in the last five minutes, else it is left out', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page)
  const mediaCenter = page.getByRole('region', { name: home('en', 'media.title') })
  const goHome = async () => {
    await visit(page, '/en/about')
    await page.getByRole('banner').getByRole('link', { name: 'HOI Holding' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home('en', 'title'))
  }
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/internal/contents')) calls.push(request.url())
  })
  await goHome()
  await expect(mediaCenter.getByRole('tab').first()).toBeVisible()
  // The browser read the three categories through docs/product.md §7's call.
  expect(calls.map((url) => new URL(url).searchParams.get('category')).sort()).toEqual(['press', 'together', 'values'])
  expect(calls.every((url) => /limit=1000&page=1&sortOrder=desc&language=en/.test(url))).toBe(true)

  await page.route('**/api/internal/contents?*', (route) => route.abort('failed'))
  // The answers read a moment ago are younger than five minutes: they stand in (docs/product.md §7.5).
  await goHome()
  await expect(mediaCenter.getByRole('tab').first()).toBeVisible()
  // With nothing saved, the failed call leaves the media center out.
  await page.evaluate(() => localStorage.clear())
  await goHome()
  await expect(page.getByRole('region', { name: home('en', 'statsTitle') })).toBeVisible()
  await expect(mediaCenter).toHaveCount(0)
  expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([])
})
