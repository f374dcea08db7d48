import { expect, type Page, test } from '@playwright/test'
import { asRole, closeToast, expectNoAxeViolations, text, visit } from './fixtures.ts'

// Versions (decision 056, docs/product.md §20): an editor edits a live article, reads the change
// word by word in its history, and restores the previous version, which the public page shows.

const tag = `e2e${Date.now().toString(36)}`
const words = (key: string, values: Record<string, string> = {}) => text('tr', 'dashboard', `versions.${key}`, values)
const contentWords = (key: string, values: Record<string, string> = {}) => text('tr', 'contentAdmin', key, values)

async function writeBody(page: Page, body: string) {
  await page.getByRole('textbox', { name: contentWords('form.body'), exact: true }).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(body)
}

test.describe('versions of an article, as an editor', () => {
  test.use(asRole('editor'))

  test('shows the change of a live article word by word and restores the previous version on the site', async ({ page }) => {
    const title = `Sürüm takibi ${tag}`
    await visit(page, '/tr/dashboard/contents/create')
    await page.getByLabel(contentWords('form.title'), { exact: true }).fill(title)
    await page.getByLabel(contentWords('form.excerpt'), { exact: true }).fill('Klinik duyurusu.')
    await writeBody(page, 'Kliniğimiz mart ayında açılıyor.')
    await page.getByLabel(contentWords('form.category'), { exact: true }).selectOption('press')
    await page.getByLabel(contentWords('form.status'), { exact: true }).selectOption('active')
    await page.getByRole('button', { name: contentWords('form.submitCreate') }).click()
    await closeToast(page, contentWords('form.created', { title }))
    const slug = await page.getByLabel(contentWords('form.slug'), { exact: true }).inputValue()

    await writeBody(page, 'Kliniğimiz nisan ayında açılıyor.')
    await page.getByRole('button', { name: contentWords('form.submitEdit') }).click()
    await closeToast(page, contentWords('form.saved', { title }))

    await page.getByRole('link', { name: words('link') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'dashboard', 'titles.versions'))
    const versions = page.getByRole('navigation', { name: words('listLabel') })
    await expect(versions.getByRole('button')).toHaveCount(2)
    await expect(versions.getByRole('button').first()).toContainText(words('changed', { fields: contentWords('form.body') }))
    // The newest version against the first: "mart" removed, "nisan" added.
    const compare = page.getByRole('region', { name: words('compareTitle', { number: '2' }) })
    await expect(compare.locator('del')).toContainText('mart')
    await expect(compare.locator('ins')).toContainText('nisan')
    await expectNoAxeViolations(page)

    // Version 1, restored and published: the public page says "mart" again.
    await versions.getByRole('button', { name: new RegExp(words('number', { number: '1' })) }).click()
    await page.getByRole('button', { name: words('restoreLive') }).click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: words('confirm.live.yes') })
      .click()
    await closeToast(page, words('restored.live', { number: '1' }))
    await expect(page).toHaveURL(/\/tr\/dashboard\/contents\/edit\//)
    await visit(page, `/tr/press/${slug}`)
    await expect(page.getByRole('main')).toContainText('Kliniğimiz mart ayında açılıyor.')
  })
})
