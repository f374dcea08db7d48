import { expect, type Page, test } from '@playwright/test'
import { asRole, closeToast, expectNoAxeViolations, text, visit } from './fixtures.ts'

// Translation status (decision 060, docs/product.md §24): a change of an article's Turkish text
// leaves its English version "needs update" — on its chip, in the list's filter and on its edit
// page — until the English is updated or marked reviewed.

const tag = `e2e${Date.now().toString(36)}`
const words = (key: string, values: Record<string, string> = {}) => text('tr', 'dashboard', `translation.${key}`, values)
const contentWords = (key: string, values: Record<string, string> = {}) => text('tr', 'contentAdmin', key, values)

async function fillArticle(page: Page, title: string, body: string) {
  await page.getByLabel(contentWords('form.title'), { exact: true }).fill(title)
  await page.getByLabel(contentWords('form.excerpt'), { exact: true }).fill(`${title}: özet.`)
  const editor = page.getByRole('textbox', { name: contentWords('form.body'), exact: true })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(body)
}

test.describe('translation status, as an editor', () => {
  test.use(asRole('editor'))

  test('marks the English version behind after a Turkish change, finds it by the filter, and clears it by a review', async ({ page }) => {
    const trTitle = `Çeviri takibi ${tag}`
    const enTitle = `Translation tracking ${tag}`
    await visit(page, '/tr/dashboard/contents/create')
    await fillArticle(page, trTitle, 'İlk metin.')
    await page.getByLabel(contentWords('form.category'), { exact: true }).selectOption('press')
    await page.getByRole('button', { name: contentWords('form.submitCreate') }).click()
    await closeToast(page, contentWords('form.created', { title: trTitle }))
    await expect(page).toHaveURL(/\/tr\/dashboard\/contents\/edit\/[0-9a-f-]{36}$/)
    const trUrl = page.url()

    // The English version, written from the Turkish one: both in step.
    await page.getByRole('link', { name: contentWords('versions.addEnglishFor', { title: trTitle }) }).click()
    await fillArticle(page, enTitle, 'First text.')
    await page.getByRole('button', { name: contentWords('form.submitCreate') }).click()
    await closeToast(page, contentWords('form.created', { title: enTitle }))
    await expect(page.locator('[data-needs-update]')).toHaveCount(0)

    // The Turkish text changes: the English chip says it needs an update.
    await visit(page, trUrl)
    await fillArticle(page, trTitle, 'İlk metin, genişletildi.')
    await page.getByRole('button', { name: contentWords('form.submitEdit') }).click()
    await closeToast(page, contentWords('form.saved', { title: trTitle }))
    await expect(page.getByRole('link', { name: new RegExp(`^EN: .*${words('chipNeedsUpdate')}$`) })).toBeVisible()

    // The list's filter finds the English version, and the dashboard counts it.
    await visit(page, `/tr/dashboard/contents?translation=needsUpdate&q=${tag}`)
    await expect(page.getByRole('link', { name: enTitle, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: trTitle, exact: true })).toHaveCount(0)

    // Its edit page says what changed, and a review clears it.
    await page.getByRole('link', { name: enTitle, exact: true }).click()
    const notice = page.getByRole('status').filter({ hasText: words('needsUpdateOf', { language: words('languages.en') }) })
    await expect(notice).toContainText(words('languages.tr'))
    await expectNoAxeViolations(page)
    await notice.getByRole('button', { name: words('markReviewed', { language: words('languages.en') }) }).click()
    await closeToast(page, words('marked'))
    await expect(notice).toHaveCount(0)
    await visit(page, `/tr/dashboard/contents?translation=needsUpdate&q=${tag}`)
    await expect(page.getByRole('link', { name: enTitle, exact: true })).toHaveCount(0)
  })
})
