import { expect, test } from '@playwright/test'
import { asRole, expectNoAxeViolations, type Lang, LANGS, text, visit } from './fixtures.ts'

// HR's e-mail templates (decision 048): the seed has three (interview, offer, rejection).
const words = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'templateAdmin', key, values)

test.describe('e-mail templates, as a recruiter', () => {
  test.use(asRole('recruiter'))
  test.describe.configure({ mode: 'serial' })

  test('writes a template with its preview, refuses an unknown variable, edits and deletes it', async ({ page }) => {
    const lang: Lang = 'en'
    await visit(page, `/${lang}/dashboard/templates`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-posta Şablonları')
    await expect(page.getByRole('rowheader', { name: 'Mülakat daveti' })).toBeVisible()
    await page.getByRole('link', { name: words(lang, 'create') }).click()

    await page.getByLabel(words(lang, 'form.name')).fill('Second interview')
    await page.getByLabel(words(lang, 'form.stage')).selectOption('interview')
    await page.getByLabel(words(lang, 'form.subjectTr')).fill('{{position}}: ikinci görüşme')
    await page.getByLabel(words(lang, 'form.bodyTr')).fill('Merhaba {{firstName}},\n\n{{company}} ekibiyle ikinci görüşme.')
    await page.getByLabel(words(lang, 'form.subjectEn')).fill('{{position}}: a second interview')
    await page.getByLabel(words(lang, 'form.bodyEn')).fill('Hello {{firstName}}, your {{salary}}')
    // The preview fills the variables with sample values as they are typed.
    const preview = page.getByRole('region', { name: words(lang, 'form.preview', { language: words(lang, 'form.languages.tr') }) })
    await expect(preview).toContainText('Merhaba Ayşe,')
    await expect(preview).toContainText('Kıdemli Yazılım Geliştirici: ikinci görüşme')
    await page.getByRole('button', { name: words(lang, 'form.submitCreate') }).click()
    const bodyEn = page.getByLabel(words(lang, 'form.bodyEn'))
    await expect(bodyEn).toBeFocused()
    await expect(bodyEn).toHaveAccessibleDescription(words(lang, 'validation.unknownVariable'))
    await expectNoAxeViolations(page)
    await bodyEn.fill('Hello {{firstName}},\n\nA second interview with {{company}}.')
    await bodyEn.press('Tab')
    await page.getByRole('button', { name: words(lang, 'form.submitCreate') }).press('Enter')
    await expect(page.getByText(words(lang, 'form.created', { name: 'Second interview' }))).toBeVisible()

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Second interview' }) })
    await row.getByRole('link', { name: 'Second interview' }).click()
    await page.getByLabel(words(lang, 'form.name')).fill('Second interview (final)')
    await page.getByRole('button', { name: words(lang, 'form.submitEdit') }).click()
    await expect(page.getByText(words(lang, 'form.saved', { name: 'Second interview (final)' }))).toBeVisible()

    const edited = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Second interview (final)' }) })
    await edited.getByRole('button', { name: words(lang, 'actionsFor', { name: 'Second interview (final)' }) }).click()
    await page.getByRole('menuitem', { name: words(lang, 'delete.action') }).click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: words(lang, 'delete.confirm') })
      .click()
    await expect(page.getByText(words(lang, 'delete.done', { name: 'Second interview (final)' }))).toBeVisible()
    await expect(page.getByRole('rowheader', { name: 'Second interview (final)' })).toHaveCount(0)
  })

  for (const lang of LANGS) {
    test(`the list and the editor have no axe violations (${lang})`, async ({ page }) => {
      await visit(page, `/${lang}/dashboard/templates`)
      await expect(page.getByRole('rowheader', { name: 'Olumsuz yanıt' })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('rowheader', { name: 'Olumsuz yanıt' }).getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Şablonu Düzenle')
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('e-mail templates, as an editor', () => {
  test.use(asRole('editor'))

  test('are refused', async ({ page }) => {
    const response = await visit(page, '/en/dashboard/templates')
    expect(response?.status()).toBe(403)
  })
})
