import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  asRole,
  closeToast,
  E2E_BASE_URL,
  escapeRegExp,
  expectNoAxeViolations,
  type Lang,
  LANGS,
  newRolePage,
  text,
  visit,
  waitForHydration,
} from './fixtures.ts'

// Redirects (decision 055, docs/product.md §17): a published article's old URL answers 301 to its
// new one, and the admins' list adds and deletes redirects by hand.

const tag = `e2e${Date.now().toString(36)}`
const words = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'redirectAdmin', key, values)
const contentWords = (key: string, values: Record<string, string> = {}) => text('tr', 'contentAdmin', key, values)

// A bare request context: no session cookie, as a visitor or a search engine asks.
let http: APIRequestContext
test.beforeAll(async ({ playwright }) => {
  http = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
})
test.afterAll(async () => {
  await http.dispose()
})

async function answerOf(path: string) {
  const response = await http.get(path, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] }
}

/** Writes a published Turkish press article through the dashboard; its edit page stays open. */
async function publishArticle(page: Page, title: string) {
  await visit(page, '/tr/dashboard/contents/create')
  await page.getByLabel(contentWords('form.title'), { exact: true }).fill(title)
  await page.getByLabel(contentWords('form.excerpt'), { exact: true }).fill('Yeni fabrikamız üretime başladı.')
  await page.getByRole('textbox', { name: contentWords('form.body'), exact: true }).click()
  await page.keyboard.type('Fabrika bugün açıldı.')
  await page.getByLabel(contentWords('form.category'), { exact: true }).selectOption('press')
  await page.getByLabel(contentWords('form.status'), { exact: true }).selectOption('active')
  await page.getByRole('button', { name: contentWords('form.submitCreate') }).click()
  await closeToast(page, contentWords('form.created', { title }))
  await expect(page).toHaveURL(/\/tr\/dashboard\/contents\/edit\/[0-9a-f-]{36}$/)
}

test.describe('an article whose slug changes, as an editor', () => {
  test.use(asRole('editor'))

  test('answers its old URL with 301 to the new one, on a first load and on a navigation from a page that still links the old one', async ({
    page,
    browser,
  }) => {
    const title = `Yeni Fabrika Açıldı ${tag}`
    const [oldSlug, newSlug] = [`yeni-fabrika-acildi-${tag}`, `fabrika-uretimde-${tag}`]
    await publishArticle(page, title)
    expect(await answerOf(`/tr/press/${oldSlug}`)).toEqual({ status: 200, location: undefined })

    // A visitor has the press list open, with the article's link under its old slug.
    const { page: visitor } = await newRolePage(browser, undefined)
    await visit(visitor, '/tr/press')
    const staleLink = visitor.getByRole('link', { name: title }).first()
    await expect(staleLink).toHaveAttribute('href', `/tr/press/${oldSlug}`)

    const slug = page.getByLabel(contentWords('form.slug'), { exact: true })
    await slug.fill(newSlug)
    await page.getByRole('button', { name: contentWords('form.submitEdit') }).click()
    await closeToast(page, contentWords('form.saved', { title }))

    expect(await answerOf(`/tr/press/${oldSlug}`)).toEqual({ status: 301, location: `/tr/press/${newSlug}` })
    // The query string travels on; the other language's URL of the old slug is not one of its addresses.
    expect(await answerOf(`/tr/press/${oldSlug}?utm_source=newsletter&x=1`)).toEqual({
      status: 301,
      location: `/tr/press/${newSlug}?utm_source=newsletter&x=1`,
    })
    expect(await answerOf(`/tr/press/${newSlug}`)).toEqual({ status: 200, location: undefined })

    // A browser that opens the old URL lands on the article.
    const { page: opened } = await newRolePage(browser, undefined)
    const response = await opened.goto(`/tr/press/${oldSlug}`)
    expect(response?.status()).toBe(200)
    await expect(opened).toHaveURL(`${E2E_BASE_URL}/tr/press/${newSlug}`)
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText(title)

    // The stale link is followed in the browser (a client navigation): it lands on the article too.
    await staleLink.click()
    await expect(visitor).toHaveURL(`${E2E_BASE_URL}/tr/press/${newSlug}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
    await waitForHydration(visitor)
    await visitor.context().close()
    await opened.context().close()
  })

  test('cannot open the redirects page', async ({ page }) => {
    expect((await visit(page, '/en/dashboard/redirects'))?.status()).toBe(403)
  })
})

test.describe('a job whose slug changes, as an admin', () => {
  test.use(asRole('admin'))

  test('answers its old URL in both languages with 301 to the new one', async ({ page }) => {
    // A seeded posting no other journey names.
    const [oldSlug, newSlug] = ['it-support-team-lead-izmir', `it-support-lead-izmir-${tag}`]
    for (const lang of LANGS) expect(await answerOf(`/${lang}/jobs/${oldSlug}`)).toEqual({ status: 200, location: undefined })
    await visit(page, `/en/dashboard/jobs?q=${oldSlug}`)
    await page.getByRole('main').locator('a[href*="/dashboard/jobs/edit/"]').first().click()
    const slug = page.getByLabel(text('en', 'jobAdmin', 'form.slug'), { exact: true })
    await expect(slug).toHaveValue(oldSlug)
    await slug.fill(newSlug)
    await page.getByRole('button', { name: text('en', 'jobAdmin', 'form.submitEdit') }).click()
    await expect(page).toHaveURL(/\/en\/dashboard\/jobs$/)
    for (const lang of LANGS) {
      expect(await answerOf(`/${lang}/jobs/${oldSlug}?source=linkedin`)).toEqual({
        status: 301,
        location: `/${lang}/jobs/${newSlug}?source=linkedin`,
      })
      expect(await answerOf(`/${lang}/jobs/${newSlug}`)).toEqual({ status: 200, location: undefined })
    }
  })
})

test.describe('redirects by hand, as an admin', () => {
  test.use(asRole('admin'))
  test.describe.configure({ mode: 'serial' })

  test('adds one with the keyboard, which answers 301; refuses a loop and a foreign address; deletes it, and the old path is not found again', async ({
    page,
  }) => {
    const lang: Lang = 'en'
    const [from, other] = [`/en/spring-campaign-${tag}`, `/en/autumn-campaign-${tag}`]
    expect(await answerOf(from)).toEqual({ status: 404, location: undefined })
    await visit(page, `/${lang}/dashboard/redirects`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönlendirmeler')

    const add = async (fromPath: string, toPath: string) => {
      await page.getByRole('button', { name: words(lang, 'create') }).focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: words(lang, 'form.title') })
      await expect(dialog).toBeVisible()
      const fromField = dialog.getByLabel(words(lang, 'form.fromPath'), { exact: true })
      for (let i = 0; i < 5 && !(await fromField.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
      await expect(fromField).toBeFocused()
      await page.keyboard.type(fromPath)
      await page.keyboard.press('Tab')
      await expect(dialog.getByLabel(words(lang, 'form.toPath'), { exact: true })).toBeFocused()
      await page.keyboard.type(toPath)
      await page.keyboard.press('Enter')
      return dialog
    }

    const dialog = await add(from, 'https://evil.example/x')
    const toField = dialog.getByLabel(words(lang, 'form.toPath'), { exact: true })
    await expect(toField).toHaveAccessibleDescription(new RegExp(escapeRegExp(words(lang, 'validation.language'))))
    await expectNoAxeViolations(page)
    await toField.fill('/en/about')
    await toField.press('Enter')
    await closeToast(page, words(lang, 'form.created', { oldPath: from, newPath: '/en/about' }))
    await expect(page.getByRole('rowheader', { name: from })).toBeVisible()

    expect(await answerOf(`${from}?ref=mail`)).toEqual({ status: 301, location: '/en/about?ref=mail' })
    const visitorResponse = await page.request.get(from, { maxRedirects: 0 })
    expect(visitorResponse.status()).toBe(301)

    // A target that redirects is followed: other → from is stored as other → /en/about.
    const second = await add(other, from)
    await expect(second).toBeHidden()
    expect(await answerOf(other)).toEqual({ status: 301, location: '/en/about' })
    const refused = await add(`/en/about-${tag}`, `/en/about-${tag}/`)
    await expect(refused.getByLabel(words(lang, 'form.toPath'), { exact: true })).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(words(lang, 'validation.same'))),
    )
    await refused.getByRole('button', { name: text(lang, 'common', 'actions.cancel') }).click()

    // Delete, behind a question.
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: from }) })
    await row.getByRole('button', { name: words(lang, 'actions.menu', { path: from }) }).click()
    await page.getByRole('menuitem', { name: words(lang, 'actions.delete') }).click()
    const question = page.getByRole('alertdialog', { name: words(lang, 'delete.title') })
    await expect(question).toContainText(from)
    await question.getByRole('button', { name: words(lang, 'delete.confirm') }).click()
    await closeToast(page, words(lang, 'delete.done', { oldPath: from }))
    await expect(page.getByRole('rowheader', { name: from })).toHaveCount(0)
    expect(await answerOf(from)).toEqual({ status: 404, location: undefined })
  })

  test('refuses a loop with the new address’s message', async ({ page }) => {
    const lang: Lang = 'tr'
    const [a, b] = [`/tr/a-${tag}`, `/tr/b-${tag}`]
    await visit(page, `/${lang}/dashboard/redirects`)
    for (const [fromPath, toPath] of [
      [a, b],
      [b, a],
    ] as const) {
      await page.getByRole('button', { name: words(lang, 'create') }).click()
      const dialog = page.getByRole('dialog', { name: words(lang, 'form.title') })
      await dialog.getByLabel(words(lang, 'form.fromPath'), { exact: true }).fill(fromPath)
      await dialog.getByLabel(words(lang, 'form.toPath'), { exact: true }).fill(toPath)
      await dialog.getByRole('button', { name: words(lang, 'form.submit') }).click()
    }
    const dialog = page.getByRole('dialog', { name: words(lang, 'form.title') })
    const toField = dialog.getByLabel(words(lang, 'form.toPath'), { exact: true })
    await expect(toField).toHaveAccessibleDescription(new RegExp(escapeRegExp(words(lang, 'validation.loop'))))
    await expect(toField).toBeFocused()
    await expectNoAxeViolations(page)
  })

  for (const lang of LANGS) {
    test(`the list, its search and its empty state have no axe violations (${lang})`, async ({ page }) => {
      await visit(page, `/${lang}/dashboard/redirects`)
      await expect(page.getByRole('rowheader', { name: '/tr/kariyer' })).toBeVisible()
      // The seed's automatic redirect links to its job.
      await expect(page.getByRole('link', { name: words(lang, 'entities.job') }).first()).toHaveAttribute(
        'href',
        /\/dashboard\/jobs\/edit\//,
      )
      await expectNoAxeViolations(page)
      await visit(page, `/${lang}/dashboard/redirects?q=nothing-${tag}`)
      await expect(page.getByText(words(lang, 'emptyFiltered'))).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})
