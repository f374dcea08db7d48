import { expect, type Page, test } from '@playwright/test'
import { asRole, closeToast, escapeRegExp, expectNoAxeViolations, type Lang, newRolePage, text, visit } from './fixtures.ts'

// Previews and share-preview links (decision 057, docs/product.md §21).
test.use(asRole('editor'))

const tag = `e2e${Date.now().toString(36)}`
// A 1×1 PNG, with bytes of its own after its end (decoders ignore them), so that no published article shows the same file.
const PNG = Buffer.concat([
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  Buffer.from(tag),
])

const words = (lang: Lang, key: string, values?: Record<string, string>) => text(lang, 'previews', key, values)
const content = (lang: Lang, key: string, values?: Record<string, string>) => text(lang, 'contentAdmin', key, values)
const media = (lang: Lang, key: string, values?: Record<string, string>) => text(lang, 'media', key, values)
/** A browser with no session at all (a new context would otherwise take the file's signed-in state). */
const SIGNED_OUT = { storageState: { cookies: [], origins: [] } }

/** A sentence with its `{{date}}` as any text. */
const withAnyDate = (sentence: string) => new RegExp(escapeRegExp(sentence).replace(escapeRegExp('{{date}}'), '.+'))
const banner = (page: Page, lang: Lang) => page.getByRole('region', { name: words(lang, 'banner.label') })

/** Whether every image of the page's main loaded (a draft's image is refused without a session or the link's token). */
const imagesLoaded = (page: Page) =>
  page
    .locator('main img')
    .evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).naturalWidth > 0))

test('an editor edits a draft, previews it, shares the preview with someone signed out, then revokes the link', async ({
  page,
  browser,
}) => {
  // The dashboard and the article in Turkish (an article's preview opens in its own language).
  const lang = 'tr'
  const title = `Çeyrek sonuçları taslağı ${tag}`
  const edited = `Çeyrek sonuçları, gözden geçirilmiş ${tag}`

  // A draft article with a cover image.
  await visit(page, `/${lang}/dashboard/contents/create`)
  await page.getByLabel(content(lang, 'form.title'), { exact: true }).fill(title)
  await page.getByLabel(content(lang, 'form.excerpt'), { exact: true }).fill('Henüz yayında değil.')
  await page.getByRole('textbox', { name: content(lang, 'form.body'), exact: true }).click()
  await page.keyboard.type('Gelirler her sektörde arttı.')
  // The cover through the media picker: a new upload, with its alt text (docs/product.md §23).
  await page.getByRole('button', { name: media(lang, 'picker.choose') }).click()
  const picker = page.getByRole('dialog', { name: media(lang, 'picker.title') })
  await picker.getByRole('button', { name: media(lang, 'picker.uploadTab') }).click()
  await picker.getByLabel(media(lang, 'upload.choose')).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG })
  await picker.getByLabel(media(lang, 'edit.altTr')).fill('Çeyrek sonuçları kapağı')
  await picker.getByLabel(media(lang, 'edit.altEn')).fill('Quarterly results cover')
  await picker.getByRole('button', { name: media(lang, 'picker.uploadAndUse') }).click()
  await expect(picker).toBeHidden()
  await page.getByRole('button', { name: content(lang, 'form.submitCreate') }).click()
  await closeToast(page, content(lang, 'form.created', { title }))
  await expect(page).toHaveURL(/\/tr\/dashboard\/contents\/edit\/[0-9a-f-]{36}$/)
  const id = page.url().split('/').pop()!

  // The editor changes the title and saves.
  await page.getByLabel(content(lang, 'form.title'), { exact: true }).fill(edited)
  await page.getByRole('button', { name: content(lang, 'form.submitEdit') }).click()
  await closeToast(page, content(lang, 'form.saved', { title: edited }))

  // "Preview" opens the page as it will be published, in a new tab, marked and never indexed or stored.
  const previewLink = page.getByRole('link', { name: `${words(lang, 'admin.open')} ${words(lang, 'admin.newTab')}` })
  await expect(previewLink).toHaveAttribute('target', '_blank')
  const [tab] = await Promise.all([page.context().waitForEvent('page'), previewLink.click()])
  await expect(tab).toHaveURL(new RegExp(`/tr/preview/articles/${id}$`))
  const own = await tab.reload()
  expect(own?.status()).toBe(200)
  expect(own?.headers()['cache-control']).toContain('no-store')
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(edited)
  await expect(banner(tab, lang)).toContainText(words(lang, 'banner.states.draft'))
  await expect(banner(tab, lang)).toContainText(words(lang, 'banner.signedIn'))
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect.poll(() => imagesLoaded(tab)).toBe(true)
  await expectNoAxeViolations(tab, 'the editor’s preview')
  await tab.close()

  // A share link, shown once.
  await page.getByRole('button', { name: words(lang, 'admin.share') }).click()
  const dialog = page.getByRole('dialog', { name: words(lang, 'admin.dialogTitle') })
  await expect(dialog.getByText(words(lang, 'admin.none'))).toBeVisible()
  await dialog.getByLabel(words(lang, 'admin.days')).selectOption('1')
  await dialog.getByRole('button', { name: words(lang, 'admin.create') }).click()
  const shared = (await dialog.getByTestId('secret-value').textContent())!
  expect(shared).toMatch(new RegExp(`/tr/preview/articles/${id}\\?token=[A-Za-z0-9_-]{43}$`))
  await expect(dialog.getByRole('list', { name: words(lang, 'admin.active') }).getByRole('listitem')).toHaveCount(1)
  await expectNoAxeViolations(page, 'the share dialog')

  // Someone without an account opens it in a fresh browser: the draft, its image, the link's expiry.
  const visitor = await newRolePage(browser, undefined, SIGNED_OUT)
  const response = await visitor.page.goto(shared)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toContain('no-store')
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(edited)
  await expect(visitor.page.getByText('Gelirler her sektörde arttı.')).toBeVisible()
  await expect(banner(visitor.page, lang)).toContainText(words(lang, 'banner.states.draft'))
  await expect(banner(visitor.page, lang)).toContainText(withAnyDate(words(lang, 'banner.expires')))
  await expect.poll(() => imagesLoaded(visitor.page)).toBe(true)
  await expectNoAxeViolations(visitor.page, 'the shared preview')
  // The public article page does not exist, and the image alone is not public.
  const cover = await visitor.page.locator('main img[src*="?preview="]').first().getAttribute('src')
  expect((await visitor.page.request.get(cover!.replace(/\?.*$/, ''))).status()).toBe(404)

  // The editor revokes it.
  await dialog
    .getByRole('listitem')
    .getByRole('button', { name: withAnyDate(words(lang, 'admin.revokeLink')) })
    .click()
  await page
    .getByRole('alertdialog', { name: words(lang, 'admin.revokeTitle') })
    .getByRole('button', { name: words(lang, 'admin.revoke') })
    .click()
  // The toast sits under the still open dialog, which the user closes next.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: words(lang, 'admin.revoked') })).toBeVisible()
  await expect(dialog.getByText(words(lang, 'admin.none'))).toBeVisible()

  // The link now answers 404 with a clear page, and the image is refused too.
  const gone = await visitor.page.goto(shared)
  expect(gone?.status()).toBe(404)
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(words(lang, 'missing.title'))
  await expect(visitor.page.getByText(edited)).toHaveCount(0)
  expect((await visitor.page.request.get(cover!)).status()).toBe(404)
  await expectNoAxeViolations(visitor.page, 'the withdrawn preview')
  await visitor.context.close()
})

test('a recruiter previews a draft job in English; signed out, the same address answers 404', async ({ browser }) => {
  const lang = 'en'
  const { context, page } = await newRolePage(browser, 'recruiter')
  await visit(page, `/${lang}/dashboard/jobs?q=quantity`)
  await page
    .getByRole('rowheader')
    .getByRole('link', { name: /^(Quantity Surveyor|Metraj ve Hakediş Uzmanı)$/ })
    .click()
  await expect(page).toHaveURL(/\/en\/dashboard\/jobs\/edit\/[0-9a-f-]{36}$/)
  const href = (await page.getByRole('link', { name: `${words(lang, 'admin.open')} ${words(lang, 'admin.newTab')}` }).getAttribute('href'))!
  expect(href).toMatch(/^\/en\/preview\/jobs\/[0-9a-f-]{36}$/)

  const response = await visit(page, href)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quantity Surveyor')
  await expect(banner(page, lang)).toContainText(words(lang, 'banner.states.draft'))
  await expectNoAxeViolations(page, 'a job preview')
  await context.close()

  const visitor = await newRolePage(browser, undefined, SIGNED_OUT)
  expect((await visitor.page.goto(href))?.status()).toBe(404)
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(words(lang, 'missing.title'))
  await visitor.context.close()
})
