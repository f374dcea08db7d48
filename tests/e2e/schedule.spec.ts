import { expect, type Page, test } from '@playwright/test'
import { asRole, closeToast, expectNoAxeViolations, type Lang, text, visit } from './fixtures.ts'

// Scheduled publishing (decision 058, docs/product.md §22): an editor gives a draft article a
// publish time in a chosen zone, sees it on the edit page and in the list, and cancels it.

const tag = `e2e${Date.now().toString(36)}`
const words = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'dashboard', `publishSchedule.${key}`, values)
const contentWords = (key: string, values: Record<string, string> = {}) => text('tr', 'contentAdmin', key, values)

/** Writes a draft Turkish press article through the dashboard; its edit page stays open. */
async function draftArticle(page: Page, title: string) {
  await visit(page, '/tr/dashboard/contents/create')
  await page.getByLabel(contentWords('form.title'), { exact: true }).fill(title)
  await page.getByLabel(contentWords('form.excerpt'), { exact: true }).fill('Yeni kliniğimiz hasta kabulüne başlıyor.')
  await page.getByRole('textbox', { name: contentWords('form.body'), exact: true }).click()
  await page.keyboard.type('Klinik mart ayında açılıyor.')
  await page.getByLabel(contentWords('form.category'), { exact: true }).selectOption('press')
  await page.getByLabel(contentWords('form.status'), { exact: true }).selectOption('draft')
  await page.getByRole('button', { name: contentWords('form.submitCreate') }).click()
  await closeToast(page, contentWords('form.created', { title }))
  await expect(page).toHaveURL(/\/tr\/dashboard\/contents\/edit\/[0-9a-f-]{36}$/)
}

test.describe('scheduling an article, as an editor', () => {
  test.use(asRole('editor'))

  test('sets a publish time in Dubai, shows it on the edit page and in the list, refuses an unpublish before it, and cancels it', async ({
    page,
  }) => {
    const title = `Klinik açılış duyurusu ${tag}`
    await draftArticle(page, title)
    const section = page.getByRole('region', { name: words('tr', 'title') })
    await expect(section.getByText(words('tr', 'empty'))).toBeVisible()

    // Typed in the dashboard's order, on Dubai's clock: 10:00 in Dubai is 06:00 UTC.
    await section.getByLabel(words('tr', 'form.action')).selectOption('publish')
    await section.getByLabel(words('tr', 'form.at')).fill('01.03.2099 10:00')
    await section.getByLabel(words('tr', 'form.timeZone')).selectOption('Asia/Dubai')
    await section.getByRole('button', { name: words('tr', 'form.submit') }).click()
    await closeToast(page, words('tr', 'saved'))
    const pending = section.getByRole('listitem').filter({ hasText: words('tr', 'pending.publish') })
    await expect(pending.locator('time')).toHaveAttribute('datetime', '2099-03-01T06:00:00.000Z')
    await expect(pending).toContainText('10:00')
    await expect(pending).toContainText(words('tr', 'zones.Asia/Dubai'))

    // An unpublish before the publish is refused on its field, and nothing else changes.
    await section.getByLabel(words('tr', 'form.action')).selectOption('unpublish')
    await section.getByLabel(words('tr', 'form.at')).fill('01.02.2099 10:00')
    await section.getByRole('button', { name: words('tr', 'form.submit') }).click()
    await expect(section.getByText(text('tr', 'common', 'validation.unpublishAfterPublish'))).toBeVisible()
    await expect(section.getByRole('listitem')).toHaveCount(1)
    await expectNoAxeViolations(page)

    // The list says when the draft goes live.
    await visit(page, `/tr/dashboard/contents?q=${encodeURIComponent(tag)}`)
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByText(words('tr', 'pending.publish'))).toBeVisible()
    await expect(row.locator('time[datetime="2099-03-01T06:00:00.000Z"]')).toBeVisible()

    // Cancelled after a question, the step is gone from the page and from the list.
    await row.getByRole('link', { name: title, exact: true }).click()
    await section.getByRole('button', { name: new RegExp(`^${words('tr', 'cancel')}`) }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(words('tr', 'steps.publish'))
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: words('tr', 'cancelYes') }).click()
    await closeToast(page, words('tr', 'cancelled'))
    await expect(section.getByText(words('tr', 'empty'))).toBeVisible()
    await visit(page, `/tr/dashboard/contents?q=${encodeURIComponent(tag)}`)
    await expect(page.getByRole('row').filter({ hasText: title }).getByText(words('tr', 'pending.publish'))).toHaveCount(0)
  })
})
