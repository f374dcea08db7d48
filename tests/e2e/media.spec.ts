import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { asRole, closeToast, expectNoAxeViolations, type Lang, text, visit } from './fixtures.ts'

// The media library (docs/product.md §23) as an editor: upload, alt text, a cover from the picker,
// the public article's responsive image, and an unused image found and deleted.
test.use(asRole('editor'))

const tag = `m${Date.now().toString(36)}`
const media = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  text(lang, 'media', key, Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, String(v)])))
const content = (lang: Lang, key: string, values?: Record<string, string>) => text(lang, 'contentAdmin', key, values)

/** A real 1600 × 900 photo-like PNG. */
const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .composite([{ input: Buffer.from('<svg width="1600" height="900"><circle cx="800" cy="450" r="300" fill="orange"/></svg>') }])
    .png()
    .toBuffer()

/** A toast, read while a dialog still holds the page (its close button cannot be reached then). */
const seeToast = (page: Page, message: string) => expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible()

async function upload(page: Page, lang: Lang, name: string) {
  await page.getByRole('button', { name: media(lang, 'upload.button') }).click()
  const dialog = page.getByRole('dialog', { name: media(lang, 'upload.button') })
  await dialog.getByLabel(media(lang, 'upload.choose')).setInputFiles({ name, mimeType: 'image/png', buffer: await photo() })
  await dialog.getByRole('button', { name: media(lang, 'upload.button') }).click()
  await seeToast(page, media(lang, 'upload.done', { name }))
}

const card = (page: Page, lang: Lang, name: string) => page.getByRole('button', { name: media(lang, 'item.open', { name }) })

test('upload, alt text, a cover from the picker, the public responsive image, and an unused image deleted', async ({ page }) => {
  test.setTimeout(120_000)
  const lang = 'tr'
  const coverName = `kapak-${tag}.png`
  await visit(page, `/${lang}/dashboard/media`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard', 'titles.media'))
  await expectNoAxeViolations(page)

  // Uploaded without alt text: the edit dialog opens, and the image is listed as missing it.
  await upload(page, lang, coverName)
  const dialog = page.getByRole('dialog', { name: media(lang, 'edit.title') })
  await expect(dialog).toContainText(media(lang, 'edit.notUsed'))
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await visit(page, `/${lang}/dashboard/media?show=missingAlt&q=${tag}`)
  await expect(card(page, lang, coverName)).toBeVisible()

  // Alt text in both languages.
  await card(page, lang, coverName).click()
  await dialog.getByLabel(media(lang, 'edit.altTr')).fill('Turuncu güneşli kapak')
  await dialog.getByLabel(media(lang, 'edit.altEn')).fill('A cover with an orange sun')
  await dialog.getByRole('button', { name: media(lang, 'edit.save') }).click()
  await seeToast(page, media(lang, 'edit.saved'))
  await page.keyboard.press('Escape')
  await visit(page, `/${lang}/dashboard/media?show=missingAlt&q=${tag}`)
  await expect(card(page, lang, coverName)).toHaveCount(0)

  // An article whose cover comes from the library, published at once.
  const title = `Medya kütüphanesi yazısı ${tag}`
  await visit(page, `/${lang}/dashboard/contents/create`)
  await page.getByLabel(content(lang, 'form.title'), { exact: true }).fill(title)
  await page.getByRole('textbox', { name: content(lang, 'form.body'), exact: true }).click()
  await page.keyboard.type('Kapaklı bir yazı.')
  await page.getByRole('button', { name: media(lang, 'picker.choose') }).click()
  const picker = page.getByRole('dialog', { name: media(lang, 'picker.title') })
  await picker.getByRole('searchbox').fill(tag)
  await picker.getByRole('searchbox').press('Enter')
  const choice = picker.getByRole('button', { name: media(lang, 'picker.selectItem', { name: coverName }) })
  // Its thumbnail (a variant of a draft image, shown to a signed-in editor) loads.
  await expect.poll(() => choice.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await choice.click()
  await expect(picker).toBeHidden()
  await page.getByLabel(content(lang, 'form.status'), { exact: true }).selectOption('active')
  await page.getByRole('button', { name: content(lang, 'form.submitCreate') }).click()
  await closeToast(page, content(lang, 'form.created', { title }))
  const slug = (await page.getByLabel(content(lang, 'form.slug'), { exact: true }).inputValue()).trim()

  // Public: the cover is a <picture> with AVIF and WebP sources (once the task made them), its size and alt text.
  await expect(async () => {
    await page.goto(`/${lang}/press/${slug}`)
    await expect(page.locator('main picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /480\.avif 480w/)
  }).toPass({ timeout: 30_000 })
  const cover = page.locator('main picture img').first()
  await expect(cover).toHaveAttribute('alt', 'Turuncu güneşli kapak')
  await expect(cover).toHaveAttribute('width', '1600')
  await expect(cover).toHaveAttribute('height', '900')
  await expect(page.locator('main picture source[type="image/webp"]').first()).toHaveAttribute('sizes', /48rem/)
  const og = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(og).toMatch(/\/api\/public\/media\/[0-9a-f-]{36}\/1200\.jpeg$/)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '675')
  const variant = await page.request.get(new URL(og!).pathname)
  expect(variant.status()).toBe(200)
  expect(variant.headers()['content-type']).toBe('image/jpeg')
  expect(variant.headers()['cache-control']).toContain('immutable')

  // The used image cannot be deleted; an unused one is found and deleted.
  const spare = `yedek-${tag}.png`
  await visit(page, `/${lang}/dashboard/media`)
  await upload(page, lang, spare)
  await page.keyboard.press('Escape')
  await visit(page, `/${lang}/dashboard/media?show=unused&q=${tag}`)
  await expect(card(page, lang, spare)).toBeVisible()
  await expect(card(page, lang, coverName)).toHaveCount(0)

  await visit(page, `/${lang}/dashboard/media?q=${tag}`)
  await card(page, lang, coverName).click()
  await expect(dialog.getByRole('link', { name: title })).toBeVisible()
  await dialog.getByRole('button', { name: media(lang, 'delete.button') }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: media(lang, 'delete.confirm') })
    .click()
  await seeToast(page, media(lang, 'delete.inUse'))
  await page.keyboard.press('Escape')

  await visit(page, `/${lang}/dashboard/media?show=unused&q=${tag}`)
  await card(page, lang, spare).click()
  await dialog.getByRole('button', { name: media(lang, 'delete.button') }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: media(lang, 'delete.confirm') })
    .click()
  await closeToast(page, media(lang, 'delete.done', { name: spare }))
  await expect(card(page, lang, spare)).toHaveCount(0)
})
