import { expect, type Page, test } from '@playwright/test'
import { asRole, collectConsoleErrors, expectNoAxeViolations, type Lang, LANGS, newRolePage, text, visit } from './fixtures.ts'

// The documents page and the documents dashboard (issue "Contents and documents end to end"), on
// the demo seed: two or more published documents in every category, a removed 2024 report.
const PDF = 'tests/fixtures/cv/cv.pdf'
const NOT_A_DOCUMENT = 'tests/fixtures/cv/not-a-cv.pdf'

const tabs = (page: Page, lang: Lang) => page.getByRole('navigation', { name: text(lang, 'documents', 'tabsLabel') })
const currentTab = (page: Page, lang: Lang) => tabs(page, lang).locator('[aria-current="page"]')
const category = (lang: Lang, key: string) => text(lang, 'documents', `categories.${key}`)

for (const lang of LANGS) {
  test.describe(`documents page (${lang})`, () => {
    test('a missing or unknown category shows the terms tab', async ({ page }) => {
      const errors = collectConsoleErrors(page)
      for (const path of [`/${lang}/documents`, `/${lang}/documents?category=bogus`]) {
        const response = await visit(page, path)
        expect(response?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'documents', 'title'))
        await expect(currentTab(page, lang)).toHaveCount(1)
        await expect(currentTab(page, lang)).toHaveText(category(lang, 'terms'))
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(category(lang, 'terms'))
        expect(await page.getByRole('article').count(), path).toBeGreaterThanOrEqual(2)
        await expect(page).toHaveTitle(`${category(lang, 'terms')} · HOI Holding`)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/documents$`))
        await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', /\/tr\/documents$/)
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/documents$/)
      }
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    })

    test('the tabs switch categories in the URL and show only published documents', async ({ page }) => {
      await visit(page, `/${lang}/documents`)
      await tabs(page, lang)
        .getByRole('link', { name: category(lang, 'financial') })
        .click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/documents\\?category=financial$`))
      await expect(currentTab(page, lang)).toHaveText(category(lang, 'financial'))
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(category(lang, 'financial'))
      const titles = page.getByRole('article').getByRole('heading')
      await expect(titles.filter({ hasText: lang === 'tr' ? '2025 Faaliyet Raporu Özeti' : '2025 Annual Report Summary' })).toBeVisible()
      const shown = await titles.allTextContents()
      // The 2024 report is removed: not on the site.
      expect(shown.join('|')).not.toContain('2024')
      await expect(page.getByRole('article').first()).toContainText(text(lang, 'documents', 'fileTypes.pdf'))
      await expect(page.getByRole('article').first()).toContainText(/\d+\s?(kB|KB)/)
      await expectNoAxeViolations(page)

      await tabs(page, lang)
        .getByRole('link', { name: category(lang, 'terms') })
        .click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/documents$`))
      await expect(currentTab(page, lang)).toHaveText(category(lang, 'terms'))
    })

    test('a PDF opens inline through its link', async ({ page }) => {
      await visit(page, `/${lang}/documents?category=legal`)
      const link = page
        .getByRole('article')
        .first()
        .getByRole('link', { name: new RegExp(`^${text(lang, 'documents', 'open')}`) })
      await expect(link).not.toHaveAttribute('download')
      const href = (await link.getAttribute('href'))!
      expect(href).toMatch(/^\/api\/public\/documents\/[0-9a-f-]{36}\/file$/)
      const response = await page.request.get(href)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('application/pdf')
      expect(response.headers()['content-disposition']).toMatch(/^inline; filename="[a-z0-9-]+\.pdf"/)
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
      // A document that does not exist, or an id that is not one, is not found.
      expect((await page.request.get('/api/public/documents/00000000-0000-4000-8000-000000000000/file')).status()).toBe(404)
      expect((await page.request.get('/api/public/documents/nope/file')).status()).toBe(404)
    })
  })

  test.describe(`documents dashboard (${lang})`, () => {
    test.use(asRole('editor'))

    test('an editor uploads a PDF, is refused a text file, and the document shows publicly', async ({ page, browser }) => {
      const errors = collectConsoleErrors(page)
      const suffix = Date.now().toString(36)
      const titleTr = `Bilgi Güvenliği Politikası ${suffix}`
      const titleEn = `Information Security Policy ${suffix}`
      const t = (key: string) => text(lang, 'documentAdmin', key)

      await visit(page, `/${lang}/dashboard/documents`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dokümanlar')
      await page.getByRole('link', { name: t('create') }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yeni Doküman')
      await page.getByLabel(t('form.titleTr'), { exact: true }).fill(titleTr)
      await page.getByLabel(t('form.titleEn'), { exact: true }).fill(titleEn)
      await page.getByLabel(t('form.descriptionTr'), { exact: true }).fill('Grup genelinde bilgi güvenliği ilkeleri.')
      await page.getByLabel(t('form.descriptionEn'), { exact: true }).fill('Information security principles across the group.')
      await page.getByLabel(t('form.category'), { exact: true }).selectOption('policy')
      await page.getByLabel(t('form.status'), { exact: true }).selectOption('active')
      const file = page.getByLabel(t('form.file'), { exact: true })

      // A text file named .pdf is refused by content, with the form's own sentence on the field.
      await file.setInputFiles(NOT_A_DOCUMENT)
      await page.getByRole('button', { name: t('form.submitCreate') }).click()
      await expect(page.getByText(t('validation.fileType'))).toBeVisible()
      await expect(file).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page, 'document form with a refused file')

      await file.setInputFiles(PDF)
      await page.getByRole('button', { name: t('form.submitCreate') }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/documents$`))
      await expect(page.getByText(text(lang, 'documentAdmin', 'form.created', { title: titleTr }))).toBeVisible()
      const row = page.getByRole('row').filter({ hasText: titleTr })
      await expect(row).toContainText(text(lang, 'documentAdmin', 'statuses.active'))
      await expect(row).toContainText('cv.pdf')

      // A visitor (no session) sees it on the policy tab and can open it.
      const visitor = await newRolePage(browser, undefined)
      try {
        await visit(visitor.page, `/${lang}/documents?category=policy`)
        const card = visitor.page.getByRole('article').filter({ hasText: lang === 'tr' ? titleTr : titleEn })
        await expect(card).toBeVisible()
        const href = (await card.getByRole('link').getAttribute('href'))!
        const response = await visitor.page.request.get(href)
        expect(response.headers()['content-type']).toBe('application/pdf')
        expect(response.headers()['content-disposition']).toMatch(/^inline; filename="cv\.pdf"/)
      } finally {
        await visitor.context.close()
      }

      // The edit page shows the current file and keeps it when none is chosen.
      await row.getByRole('link', { name: titleTr }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dokümanı Düzenle')
      await expect(page.getByTestId('current-file')).toContainText('cv.pdf')
      // The "created" toast (sonner's success colours, 4.25:1) is checked by the toaster's own journey.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
      await expectNoAxeViolations(page, 'document edit form')
      await page.getByLabel(t('form.sortOrder'), { exact: true }).fill('5')
      await page.getByRole('button', { name: t('form.submitEdit') }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/documents$`))
      await expect(page.getByText(text(lang, 'documentAdmin', 'form.saved', { title: titleTr }))).toBeVisible()
      expect(errors.filter((error) => !/status of 415/.test(error))).toEqual([])
    })
  })
}

test('a recruiter is refused the documents area and its upload route', async ({ browser }) => {
  const { context, page } = await newRolePage(browser, 'recruiter')
  try {
    const response = await visit(page, '/en/dashboard/documents')
    expect(response?.status()).toBe(403)
    const upload = await page.request.post('/api/dashboard/documents', { multipart: { titleTr: 'x' } })
    expect(upload.status()).toBe(403)
  } finally {
    await context.close()
  }
})
