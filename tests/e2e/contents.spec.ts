import { expect, type Page, test } from '@playwright/test'
import { collectConsoleErrors, expectNoAxeViolations, type Lang, LANGS, text, visit } from './fixtures.ts'

// The content lists and articles (issue 8), on the demo seed: several pages per category in both
// languages, and press items in Turkish and English under different slugs.
const PRESS_TR = 'hoi-holding-baedeki-varligini-guclendiriyor'
const PRESS_EN = 'hoi-holding-strengthens-its-presence-in-the-uae'
const other = (lang: Lang): Lang => (lang === 'tr' ? 'en' : 'tr')
const pageOf = (lang: Lang, page: number, totalPages: number) =>
  text(lang, 'contents', 'list.pageOf', { page: String(page), totalPages: String(totalPages) })
const pager = (page: Page, lang: Lang) => page.getByRole('navigation', { name: text(lang, 'contents', 'list.pagination') })

for (const lang of LANGS) {
  test.describe(`contents (${lang})`, () => {
    test('a list pages forward and back with previous/next and says "page X of Y"', async ({ page }) => {
      const errors = collectConsoleErrors(page)
      await visit(page, `/${lang}/together`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'contents', 'categories.together'))
      const status = pager(page, lang).getByText(/\d+\s*\/\s*\d+|\d+ of \d+/)
      const totalPages = Number((await status.textContent())!.match(/(\d+)\D*$/)![1])
      expect(totalPages).toBeGreaterThanOrEqual(2)
      await expect(status).toHaveText(pageOf(lang, 1, totalPages))
      await expect(page.getByTestId('contents-count')).toBeVisible()
      // The latest-post highlight heads the first page.
      await expect(page.getByText(text(lang, 'contents', 'list.latest'), { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)
      const firstTitle = await page.getByRole('article').first().getByRole('heading').textContent()

      await pager(page, lang)
        .getByRole('link', { name: text(lang, 'contents', 'list.next') })
        .click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/together\\?page=2$`))
      await expect(status).toHaveText(pageOf(lang, 2, totalPages))
      await expect(page.getByText(text(lang, 'contents', 'list.latest'), { exact: true })).toHaveCount(0)
      await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstTitle!)

      await pager(page, lang)
        .getByRole('link', { name: text(lang, 'contents', 'list.previous') })
        .click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/together$`))
      await expect(status).toHaveText(pageOf(lang, 1, totalPages))
      expect(errors).toEqual([])
    })

    test('when the contents API fails during a navigation, the list shows its error state (docs/product.md §8)', async ({ page }) => {
      await visit(page, `/${lang}/together`)
      // The network, not the data, fails: the browser's request for page 2 is aborted.
      await page.route('**/api/public/contents?*', (route) => route.abort('failed'))
      await pager(page, lang)
        .getByRole('link', { name: text(lang, 'contents', 'list.next') })
        .click()
      const alert = page.getByRole('alert').filter({ hasText: text(lang, 'contents', 'list.errorTitle.together') })
      await expect(alert).toBeVisible()
      await expect(alert).toContainText(text(lang, 'contents', 'list.errorText.together'))
      await expectNoAxeViolations(page)
    })

    test('a page past the last shows the last page; a page that is not a number shows the first', async ({ page }) => {
      await visit(page, `/${lang}/values?page=999`)
      const status = pager(page, lang).getByText(/\d+\s*\/\s*\d+|\d+ of \d+/)
      const [, current, total] = (await status.textContent())!.match(/(\d+)\D+(\d+)/)!
      expect(current).toBe(total)
      await visit(page, `/${lang}/values?page=abc`)
      await expect(status).toHaveText(pageOf(lang, 1, Number(total)))
    })

    test('an article links to its other version, and the language switcher goes to that version’s own slug', async ({ page }) => {
      const errors = collectConsoleErrors(page)
      const [own, theirs] = lang === 'tr' ? [PRESS_TR, PRESS_EN] : [PRESS_EN, PRESS_TR]
      await visit(page, `/${lang}/press/${own}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The way back names the list as a reader would (issue 17): "All press releases", not "All of Press".
      await expect(page.getByRole('link', { name: lang === 'en' ? 'All press releases' : 'Tüm basın içerikleri' })).toHaveAttribute(
        'href',
        `/${lang}/press`,
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/press/${own}$`))
      await expect(page.locator(`link[rel="alternate"][hreflang="${other(lang)}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/${other(lang)}/press/${theirs}$`),
      )
      await expectNoAxeViolations(page)
      const switcher = page.getByRole('navigation', { name: text(lang, 'common', 'languageSwitcher.label') }).first()
      await switcher.locator(`a[hreflang="${other(lang)}"]`).click()
      await expect(page).toHaveURL(new RegExp(`/${other(lang)}/press/${theirs}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', other(lang))
      expect(errors).toEqual([])
    })

    test('the other language’s slug redirects to this language’s version; a missing slug leads to not-found', async ({ page }) => {
      const theirs = lang === 'tr' ? PRESS_EN : PRESS_TR
      const own = lang === 'tr' ? PRESS_TR : PRESS_EN
      await visit(page, `/${lang}/press/${theirs}`)
      await expect(page).toHaveURL(new RegExp(`/${lang}/press/${own}$`))
      await visit(page, `/${lang}/press/no-such-article-anywhere`)
      await expect(page).toHaveURL(new RegExp(`/${lang}/not-found$`))
    })

    test('press pages link their RSS feed, which is RSS 2.0 in the page language', async ({ page, request }) => {
      await visit(page, `/${lang}/press`)
      const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]')
      const href = await feed.getAttribute('href')
      expect(href).toMatch(new RegExp(`/api/feeds/press/${lang}$`))
      await expect(page.getByRole('link', { name: text(lang, 'contents', 'list.rss') })).toBeVisible()
      const response = await request.get(new URL(href!).pathname)
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
      const xml = await response.text()
      expect(xml).toContain('<rss version="2.0"')
      expect(xml).toContain(`/${lang}/press/`)
    })
  })
}

test('the contents API answers the shapes of docs/product.md §7 and refuses bad parameters with 400', async ({ request }) => {
  const list = await request.get('/api/public/contents?category=press&language=en&page=1')
  expect(list.status()).toBe(200)
  const body = (await list.json()) as { success: boolean; data: { contents: unknown[]; pagination: Record<string, number> } }
  expect(body.success).toBe(true)
  expect(Object.keys(body.data.pagination).sort()).toEqual(['limit', 'page', 'total', 'totalPages'])
  const one = await request.get(`/api/public/contents/tr/${PRESS_EN}`)
  const versions = (await one.json()) as { data: { requested: { slug: string }; alternates: Array<{ slug: string }> } }
  expect(versions.data.requested.slug).toBe(PRESS_TR)
  expect(versions.data.alternates.map((a) => a.slug)).toEqual([PRESS_EN])
  expect((await request.get('/api/public/contents/tr/no-such-article')).status()).toBe(404)
  expect((await request.get('/api/public/contents?category=blog&language=en')).status()).toBe(400)
  expect((await request.get('/api/internal/contents?category=press&language=en&limit=5000')).status()).toBe(400)
  const internal = await request.get('/api/internal/contents?category=values&limit=1000&page=1&sortOrder=desc&language=tr')
  expect(internal.status()).toBe(200)
})
