import { expect, test } from '@playwright/test'
import { E2E_BASE_URL, expectNoAxeViolations, text, visit, waitForHydration } from './fixtures.ts'

/**
 * The site search (docs/product.md §18): from the header and on its page, with and without the
 * scripts, in each language only; its API's refusals.
 */

test('a visitor searches in Turkish from the header, with the word’s other forms, and narrows to jobs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await visit(page, '/tr')
  const header = page.getByRole('search', { name: text('tr', 'common', 'siteSearch.label') })
  await header.getByRole('searchbox').fill('yazılımcılar')
  await header.getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL(/\/tr\/search\?q=yaz%C4%B1l%C4%B1mc%C4%B1lar$/)

  const results = page.getByRole('list', { name: 'Arama sonuçları' })
  // "yazılımcılar" (developers) finds the internship titled "Yazılım …" (software), the word marked.
  const internship = results.getByRole('link', { name: 'Yazılım Geliştirme Stajyeri' })
  await expect(internship).toBeVisible()
  await expect(internship.locator('mark')).toHaveText('Yazılım')
  await expect(page.getByRole('status')).toContainText('“yazılımcılar” için')
  await expectNoAxeViolations(page, 'search results (tr)')

  await page
    .getByRole('navigation', { name: 'Sonuç türleri' })
    .getByRole('link', { name: /^Açık pozisyonlar/ })
    .click()
  await expect(page).toHaveURL(/type=job/)
  await expect(page.getByRole('link', { name: /^Açık pozisyonlar/ })).toHaveAttribute('aria-current', 'page')
  // The tab follows the URL at once; the list follows when the jobs have arrived.
  await expect
    .poll(async () => [...new Set(await results.locator('article > p:first-child > span').allTextContents())])
    .toEqual(['Açık pozisyon'])

  await internship.click()
  await expect(page).toHaveURL(/\/tr\/jobs\/[^/?]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yazılım Geliştirme Stajyeri')
})

test('the search page works without scripts, in English only, with an empty state', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/search')
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible()
  await page.getByLabel('Search for').fill('developers')
  await page.getByRole('search', { name: 'Search', exact: true }).getByRole('button').click()
  await expect(page).toHaveURL(/\/en\/search\?q=developers$/)
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('link', { name: 'Senior Full-Stack Developer (TypeScript)' })).toBeVisible()
  // Every result is an English page: none of the Turkish texts, no Turkish path.
  for (const href of await results.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/(en\/|api\/public\/documents\/)/)
  }
  await expect(results).not.toContainText('Geliştirici')

  // A Turkish word has no English result.
  await page.goto('/en/search?q=yaz%C4%B1l%C4%B1m')
  await expect(page.getByRole('heading', { name: 'Nothing found for “yazılım”' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open Positions' })).toHaveAttribute('href', '/en/jobs')
  await context.close()
})

test('the search box works by keyboard and pages through the results', async ({ page }) => {
  await visit(page, '/en/search')
  await waitForHydration(page)
  await page.getByLabel('Search for').focus()
  await page.keyboard.type('istanbul')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/q=istanbul$/)
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('listitem')).toHaveCount(10)
  const pages = page.getByRole('navigation', { name: 'Pages of search results' })
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/q=istanbul&page=2$/)
  await expect(pages).toContainText('Page 2 of')
  await expect(results.getByRole('listitem').first()).toBeVisible()
})

test('the search API refuses what it cannot read and never fails on odd words', async ({ request }) => {
  const get = (query: string) => request.get(`${E2E_BASE_URL}/api/public/search?${query}`)
  for (const bad of ['q=x', 'lang=de&q=x', 'lang=en&q=x&type=people', 'lang=en&q=x&page=abc', 'lang=en&q=x&page=0']) {
    expect((await get(bad)).status(), bad).toBe(400)
  }
  for (const odd of ['q=%00%27%22%26%7C%21%3A%2A', `q=${'ş'.repeat(500)}`, 'q=ve+ile', 'q=']) {
    const response = await get(`lang=tr&${odd}`)
    expect(response.status(), odd).toBe(200)
    expect((await response.json()).data.total).toBe(0)
  }
  const answer = (await (await get('lang=tr&q=y%C3%B6netim+kurulu')).json()).data
  expect(answer.results[0]).toMatchObject({ kind: 'page', href: '/board' })
})
