import { expect, type Locator, type Page, test } from '@playwright/test'
import { asRole, closeToast, expectNoAxeViolations, type Lang, LANGS, newRolePage, text, visit } from './fixtures.ts'

// The dashboard contents area as an editor: a Turkish article, its English version, both published and linked.
test.use(asRole('editor'))

const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 390, height: 844 }

const tag = `e2e${Date.now().toString(36)}`
const article = {
  titleTr: `Sürdürülebilirlik Raporu Yayında ${tag}`,
  slugTr: `surdurulebilirlik-raporu-yayinda-${tag}`,
  titleEn: `Sustainability Report Published ${tag}`,
  slugEn: `sustainability-report-published-${tag}`,
}

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const label = (lang: Lang, key: string, values?: Record<string, string>) => text(lang, 'contentAdmin', key, values)
const body = (page: Page, lang: Lang) => page.getByRole('textbox', { name: label(lang, 'form.body'), exact: true })
const toolbarButton = (page: Page, lang: Lang, button: string) =>
  page
    .getByRole('toolbar', { name: label(lang, 'editor.toolbar', { field: label(lang, 'form.body') }) })
    .getByRole('button', { name: label(lang, `editor.${button}`), exact: true })
const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader') })
const media = (lang: Lang, key: string, values?: Record<string, string>) => text(lang, 'media', key, values)
const coverPreview = (page: Page, lang: Lang) => page.getByRole('group', { name: label(lang, 'form.cover') }).locator('img')

/** The cover through the media picker: a new upload with its alt text in both languages (docs/product.md §23). */
async function uploadCover(page: Page, lang: Lang) {
  await page.getByRole('button', { name: media(lang, 'picker.choose') }).click()
  const dialog = page.getByRole('dialog', { name: media(lang, 'picker.title') })
  await dialog.getByRole('button', { name: media(lang, 'picker.uploadTab') }).click()
  await dialog.getByLabel(media(lang, 'upload.choose')).setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: PNG })
  await dialog.getByLabel(media(lang, 'edit.altTr')).fill('Rapor kapağı')
  await dialog.getByLabel(media(lang, 'edit.altEn')).fill('Report cover')
  await dialog.getByRole('button', { name: media(lang, 'picker.uploadAndUse') }).click()
  await expect(dialog).toBeHidden()
}

/** Presses Tab until `target` has the focus: the control can be reached by keyboard. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('an editor writes a Turkish article, publishes it, adds and publishes its English version; both are public and linked', async ({
  page,
}) => {
  const lang = 'tr'
  await visit(page, `/${lang}/dashboard/contents`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard', 'titles.contents'))
  await page.getByRole('link', { name: label(lang, 'create') }).click()
  await expect(page).toHaveURL(`/${lang}/dashboard/contents/create`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard', 'titles.contentsCreate'))
  await expect(page.locator('main')).toContainText(`${label(lang, 'form.language')}: ${label(lang, 'languages.tr')}`)

  // The slug follows the title, Turkish letters spelled in ASCII.
  await page.getByLabel(label(lang, 'form.title'), { exact: true }).fill(article.titleTr)
  await expect(page.getByLabel(label(lang, 'form.slug'), { exact: true })).toHaveValue(article.slugTr)
  await page.getByLabel(label(lang, 'form.excerpt'), { exact: true }).fill('Grubun ilk sürdürülebilirlik raporu yayımlandı.')

  // Rich text by keyboard: a heading from the toolbar, bold with Ctrl+B, a list by Markdown shortcut.
  await body(page, lang).click()
  await toolbarButton(page, lang, 'heading2').click()
  await page.keyboard.type('Öne çıkanlar')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Rapor ')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.type('üç yılı')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.type(' kapsıyor.')
  await page.keyboard.press('Enter')
  await page.keyboard.type('- Enerji')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Su')
  await expect(body(page, lang).locator('h2')).toHaveText('Öne çıkanlar')
  await expect(body(page, lang).locator('ul > li')).toHaveCount(2)

  await page.getByLabel(label(lang, 'form.category'), { exact: true }).selectOption('together')
  await page.getByLabel(label(lang, 'form.type'), { exact: true }).selectOption('news')
  await uploadCover(page, lang)
  await expect(coverPreview(page, lang)).toBeVisible()
  await page.getByRole('button', { name: label(lang, 'form.submitCreate') }).click()
  await closeToast(page, label(lang, 'form.created', { title: article.titleTr }))
  await expect(page).toHaveURL(/\/tr\/dashboard\/contents\/edit\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard', 'titles.contentsEdit'))

  // Saved as a draft: publish it from the edit page.
  await page
    .getByRole('group', { name: label(lang, 'form.statusActions') })
    .getByRole('button', { name: label(lang, 'actions.to.active') })
    .click()
  await closeToast(page, label(lang, 'actions.changed', { title: article.titleTr, status: label(lang, 'statuses.active') }))

  // The English version starts from the Turkish one, in its group.
  await page.getByRole('link', { name: label(lang, 'versions.addEnglishFor', { title: article.titleTr }) }).click()
  await expect(page).toHaveURL(/\/tr\/dashboard\/contents\/create\?from=[0-9a-f-]{36}$/)
  await expect(page.locator('main')).toContainText(`${label(lang, 'form.language')}: ${label(lang, 'languages.en')}`)
  const title = page.getByLabel(label(lang, 'form.title'), { exact: true })
  await expect(title).toHaveValue(article.titleTr)
  await expect(page.getByLabel(label(lang, 'form.category'), { exact: true })).toHaveValue('together')
  await expect(body(page, lang).locator('h2')).toHaveText('Öne çıkanlar')
  await expect(coverPreview(page, lang)).toBeVisible()
  await title.fill(article.titleEn)
  await expect(page.getByLabel(label(lang, 'form.slug'), { exact: true })).toHaveValue(article.slugEn)
  await page.getByLabel(label(lang, 'form.excerpt'), { exact: true }).fill('The group’s first sustainability report is out.')
  await body(page, lang).click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('The report covers three years.')
  await page.getByLabel(label(lang, 'form.status'), { exact: true }).selectOption('active')
  await page.getByRole('button', { name: label(lang, 'form.submitCreate') }).click()
  await closeToast(page, label(lang, 'form.created', { title: article.titleEn }))
  await expect(page).toHaveURL(/\/tr\/dashboard\/contents\/edit\/[0-9a-f-]{36}$/)

  // The list shows both versions of the article, each with its chips.
  await visit(page, `/${lang}/dashboard/contents?q=${tag}`)
  await expect(rows(page)).toHaveCount(2)
  for (const row of await rows(page).all()) {
    await expect(row).toContainText(label(lang, 'statuses.active'))
    await expect(
      row.getByRole('link', {
        name: label(lang, 'versions.edit', { code: 'TR', language: label(lang, 'languages.tr'), status: label(lang, 'statuses.active') }),
      }),
    ).toBeVisible()
    await expect(
      row.getByRole('link', {
        name: label(lang, 'versions.edit', { code: 'EN', language: label(lang, 'languages.en'), status: label(lang, 'statuses.active') }),
      }),
    ).toBeVisible()
  }

  // Public: each version at its own slug, the language switcher going to the other one's slug.
  for (const [from, to, own, theirs, heading] of [
    ['tr', 'en', article.slugTr, article.slugEn, article.titleTr],
    ['en', 'tr', article.slugEn, article.slugTr, article.titleEn],
  ] as const) {
    const response = await visit(page, `/${from}/together/${own}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.locator(`main img[src^="/api/public/images/"]`).first()).toBeVisible()
    const switcher = page.getByRole('navigation', { name: text(from, 'common', 'languageSwitcher.label') }).first()
    await switcher.locator(`a[hreflang="${to}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/${to}/together/${theirs}$`))
  }
})

test('the whole form works by keyboard, and a taken slug is shown under its field', async ({ page }) => {
  const lang = 'en'
  await visit(page, `/${lang}/dashboard/contents/create`)
  const title = page.getByLabel(label(lang, 'form.title'), { exact: true })
  await title.focus()
  await page.keyboard.type(`Klavye ile yazılan içerik ${tag}`)
  await tabTo(page, page.getByLabel(label(lang, 'form.excerpt'), { exact: true }))
  await page.keyboard.type('Yalnızca klavye.')
  await tabTo(page, toolbarButton(page, lang, 'heading2'))
  await page.keyboard.press('Enter')
  await tabTo(page, body(page, lang))
  await page.keyboard.type('Başlık')
  await expect(body(page, lang).locator('h2')).toHaveText('Başlık')
  await tabTo(page, page.getByLabel(label(lang, 'form.type'), { exact: true }))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel(label(lang, 'form.type'), { exact: true })).toHaveValue('press_release')
  await tabTo(page, page.getByRole('button', { name: media(lang, 'picker.choose') }))
  await tabTo(page, page.getByLabel(label(lang, 'form.publishedAt'), { exact: true }))
  await tabTo(page, page.getByRole('button', { name: label(lang, 'form.submitCreate') }))
  await page.keyboard.press('Enter')
  await closeToast(page, label(lang, 'form.created', { title: `Klavye ile yazılan içerik ${tag}` }))
  await expect(page).toHaveURL(/\/en\/dashboard\/contents\/edit\/[0-9a-f-]{36}$/)

  // The same address again in Turkish: refused under the slug field, which takes the focus.
  await visit(page, `/${lang}/dashboard/contents/create`)
  await page.getByLabel(label(lang, 'form.title'), { exact: true }).fill(`Klavye ile yazılan içerik ${tag}`)
  await body(page, lang).click()
  await page.keyboard.type('Metin')
  await page.getByRole('button', { name: label(lang, 'form.submitCreate') }).click()
  const slug = page.getByLabel(label(lang, 'form.slug'), { exact: true })
  await expect(slug).toHaveAccessibleDescription(new RegExp(label(lang, 'form.slugTaken')))
  await expect(slug).toBeFocused()
})

test('a recruiter gets the access-denied view on every contents page', async ({ browser }) => {
  const { context, page } = await newRolePage(browser, 'recruiter')
  for (const path of ['/tr/dashboard/contents', '/tr/dashboard/contents/create', `/tr/dashboard/contents/edit/${crypto.randomUUID()}`]) {
    const response = await visit(page, path)
    expect(response?.status(), path).toBe(403)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'common', 'accessDenied.title'))
  }
  await context.close()
})

for (const lang of LANGS) {
  test(`the contents pages have no axe violations at 1280 and 390 px (${lang})`, async ({ page }) => {
    await page.setViewportSize(WIDE)
    await visit(page, `/${lang}/dashboard/contents`)
    const editHref = await rows(page).first().getByRole('link').first().getAttribute('href')
    expect(editHref).toMatch(/\/dashboard\/contents\/edit\//)
    for (const path of [`/${lang}/dashboard/contents`, `/${lang}/dashboard/contents/create`, editHref!]) {
      await page.setViewportSize(WIDE)
      const response = await visit(page, path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page, `${path} at 1280 px`)
      await page.setViewportSize(NARROW)
      await expectNoAxeViolations(page, `${path} at 390 px`)
    }
  })
}
