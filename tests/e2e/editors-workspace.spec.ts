import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import {
  asRole,
  closeToast,
  E2E_BASE_URL,
  expectNoAxeViolations,
  type Lang,
  newRolePage,
  text,
  visit,
  waitForHydration,
} from './fixtures.ts'

/*
 * The editors' workspace in one journey (docs/product.md §20–§25): an editor edits a live article,
 * previews it, shares the preview with someone without an account, schedules its unpublish,
 * changes its slug (the old address redirects), restores the version before, replaces a board
 * member's photo and a figure of the home; a visitor then searches in both languages, with and
 * without scripts. Each step's own rules have their own specs; this one proves they work together.
 */

const tag = `e2e${Date.now().toString(36)}`
const lang: Lang = 'tr'
const content = (key: string, values?: Record<string, string>) => text(lang, 'contentAdmin', key, values)
const previews = (key: string, values?: Record<string, string>) => text(lang, 'previews', key, values)
const schedule = (key: string, values?: Record<string, string>) => text(lang, 'dashboard', `publishSchedule.${key}`, values)
const versions = (key: string, values?: Record<string, string>) => text(lang, 'dashboard', `versions.${key}`, values)
const SIGNED_OUT = { storageState: { cookies: [], origins: [] } }

async function answerOf(page: Page, path: string) {
  const response = await page.request.get(`${E2E_BASE_URL}${path}`, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] }
}

async function save(page: Page, title: string) {
  await page.getByRole('button', { name: content('form.submitEdit') }).click()
  await closeToast(page, content('form.saved', { title }))
}

test.describe('the editors’ workspace', () => {
  test.use(asRole('editor'))

  test('an editor previews, shares, schedules, renames and restores a live article; the site follows', async ({ page, browser }) => {
    const title = `Yeni poliklinik açıldı ${tag}`
    const [oldSlug, newSlug] = [`yeni-poliklinik-${tag}`, `poliklinik-hizmette-${tag}`]

    // A live article.
    await visit(page, `/${lang}/dashboard/contents/create`)
    await page.getByLabel(content('form.title'), { exact: true }).fill(title)
    await page.getByLabel(content('form.excerpt'), { exact: true }).fill('Poliklinik hasta kabulüne başladı.')
    await page.getByRole('textbox', { name: content('form.body'), exact: true }).click()
    await page.keyboard.type('Poliklinik mart ayında açıldı.')
    await page.getByLabel(content('form.category'), { exact: true }).selectOption('press')
    await page.getByLabel(content('form.status'), { exact: true }).selectOption('active')
    await page.getByLabel(content('form.slug'), { exact: true }).fill(oldSlug)
    await page.getByRole('button', { name: content('form.submitCreate') }).click()
    await closeToast(page, content('form.created', { title }))
    const id = page.url().split('/').pop()!

    // Edited: the body changes.
    await page.getByRole('textbox', { name: content('form.body'), exact: true }).click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Poliklinik nisan ayında açıldı.')
    await save(page, title)

    // The preview shows the saved text, marked, never indexed.
    const previewLink = page.getByRole('link', { name: `${previews('admin.open')} ${previews('admin.newTab')}` })
    const [tab] = await Promise.all([page.context().waitForEvent('page'), previewLink.click()])
    await expect(tab).toHaveURL(new RegExp(`/${lang}/preview/articles/${id}$`))
    await expect(tab.getByRole('main')).toContainText('Poliklinik nisan ayında açıldı.')
    await expect(tab.getByRole('region', { name: previews('banner.label') })).toContainText(previews('banner.states.published'))
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await tab.close()

    // A share link, opened by someone without an account in a fresh browser.
    await page.getByRole('button', { name: previews('admin.share') }).click()
    const dialog = page.getByRole('dialog', { name: previews('admin.dialogTitle') })
    await dialog.getByRole('button', { name: previews('admin.create') }).click()
    const shared = (await dialog.getByTestId('secret-value').textContent())!
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    const visitor = await newRolePage(browser, undefined, SIGNED_OUT)
    expect((await visitor.page.goto(shared))?.status()).toBe(200)
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(title)
    await visitor.context.close()

    // Its unpublish scheduled on Istanbul's clock, shown on the page.
    const section = page.getByRole('region', { name: schedule('title') })
    await section.getByLabel(schedule('form.action')).selectOption('unpublish')
    await section.getByLabel(schedule('form.at')).fill('01.03.2099 10:00')
    await section.getByLabel(schedule('form.timeZone')).selectOption('Europe/Istanbul')
    await section.getByRole('button', { name: schedule('form.submit') }).click()
    await closeToast(page, schedule('saved'))
    await expect(
      section
        .getByRole('listitem')
        .filter({ hasText: schedule('pending.unpublish') })
        .locator('time'),
    ).toHaveAttribute('datetime', '2099-03-01T07:00:00.000Z')

    // A new slug: the old address answers 301 to the new one.
    await page.getByLabel(content('form.slug'), { exact: true }).fill(newSlug)
    await save(page, title)
    expect(await answerOf(page, `/${lang}/press/${oldSlug}`)).toEqual({ status: 301, location: `/${lang}/press/${newSlug}` })

    // The version before the slug change, restored live: its text and its address come back, and
    // the address it had meanwhile now leads to it.
    await page.getByRole('link', { name: versions('link') }).click()
    const list = page.getByRole('navigation', { name: versions('listLabel') })
    await expect(list.getByRole('button')).toHaveCount(3)
    await list.getByRole('button', { name: new RegExp(versions('number', { number: '2' })) }).click()
    await page.getByRole('button', { name: versions('restoreLive') }).click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: versions('confirm.live.yes') })
      .click()
    await closeToast(page, versions('restored.live', { number: '2' }))
    expect(await answerOf(page, `/${lang}/press/${oldSlug}`)).toEqual({ status: 200, location: undefined })
    expect(await answerOf(page, `/${lang}/press/${newSlug}`)).toEqual({ status: 301, location: `/${lang}/press/${oldSlug}` })
    await visit(page, `/${lang}/press/${oldSlug}`)
    await expect(page.getByRole('main')).toContainText('Poliklinik nisan ayında açıldı.')
  })

  test('an editor gives a board member a photo and changes a figure of the home; the public pages show them', async ({ page, browser }) => {
    const site = (key: string, values?: Record<string, string>) => text(lang, 'siteAdmin', key, values)
    const media = (key: string, values?: Record<string, string>) => text(lang, 'media', key, values)
    const field = (section: string, name: string) => site(`fields.${section}.${name}`)
    const section = async (name: string) => {
      await visit(page, `/${lang}/dashboard/site?section=${name}`)
      const table = page.getByRole('table', { name: site('list.caption', { section: site(`sections.${name}`) }) })
      await expect(table).toBeVisible()
      return table
    }

    // A board member's photo, uploaded from the form's picker with its alt text in both languages.
    await (await section('board_member')).getByRole('link', { name: 'Omar Haddad' }).click()
    await page.getByRole('button', { name: media('picker.choose') }).click()
    const picker = page.getByRole('dialog', { name: media('picker.title') })
    await picker.getByRole('button', { name: media('picker.uploadTab') }).click()
    const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#8a5a44' } })
      .png()
      .toBuffer()
    await picker.getByLabel(media('upload.choose')).setInputFiles({ name: `omar-${tag}.png`, mimeType: 'image/png', buffer: photo })
    await picker.getByLabel(media('edit.altTr')).fill('Omar Haddad’ın portresi')
    await picker.getByLabel(media('edit.altEn')).fill('Portrait of Omar Haddad')
    await picker.getByRole('button', { name: media('picker.uploadAndUse') }).click()
    await expect(picker).toBeHidden()
    await page.getByRole('button', { name: site('form.submitEdit') }).click()
    await closeToast(page, site('form.saved', { title: 'Omar Haddad' }))
    // Its history shows the photo it got as the image, beside the empty place of the version before.
    await (await section('board_member')).getByRole('link', { name: 'Omar Haddad' }).click()
    await page.getByRole('link', { name: text(lang, 'dashboard', 'versions.link') }).click()
    const changes = page.locator('section[aria-labelledby="version-compare"]')
    const added = changes.getByRole('img', { name: site('form.photo') })
    await expect(added).toBeVisible()
    await expect.poll(() => added.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await expect(changes).toContainText(text(lang, 'dashboard', 'versions.emptyValue'))
    await expectNoAxeViolations(page, 'the history with a photo')

    // A figure of the home.
    await (await section('figure')).getByRole('link', { name: 'Yıllık düzenlenen turist vizesi' }).click()
    await page.getByLabel(field('figure', 'value'), { exact: true }).fill('13400')
    await page.getByRole('button', { name: site('form.submitEdit') }).click()
    await closeToast(page, site('form.saved', { title: 'Yıllık düzenlenen turist vizesi' }))

    // The board shows the photo in place of the initials, with its alt text in each language, to
    // a visitor without an account too.
    const visitor = await newRolePage(browser, undefined, SIGNED_OUT)
    await visit(visitor.page, '/en/board')
    const portrait = visitor.page.getByRole('img', { name: 'Portrait of Omar Haddad' })
    await expect(portrait).toBeVisible()
    await expect.poll(() => portrait.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await visitor.context.close()
    await visit(page, '/tr/board')
    await expect(page.getByRole('img', { name: 'Omar Haddad’ın portresi' })).toBeVisible()
    await expectNoAxeViolations(page, 'the board with a photo')
    // The home shows the figure in each language's digits.
    await visit(page, '/tr')
    await expect(page.getByRole('main')).toContainText('13.400+')
    await visit(page, '/en')
    await expect(page.getByRole('main')).toContainText('13,400+')
  })
})

test.describe('a visitor searches', () => {
  test('in Turkish with scripts and in English without, each language’s own pages only', async ({ page, browser }) => {
    await visit(page, '/tr')
    await waitForHydration(page)
    const header = page.getByRole('search', { name: text('tr', 'common', 'siteSearch.label') })
    await header.getByRole('searchbox').fill('yönetim kurulu')
    await header.getByRole('searchbox').press('Enter')
    await expect(page).toHaveURL(/\/tr\/search\?q=/)
    const results = page.getByRole('list', { name: 'Arama sonuçları' })
    await expect(results.getByRole('link', { name: /Yönetim Kurulu/ }).first()).toHaveAttribute('href', '/tr/board')
    await expectNoAxeViolations(page, 'search (tr)')

    const context = await browser.newContext({ javaScriptEnabled: false })
    const noScript = await context.newPage()
    await noScript.goto('/en/search')
    await noScript.getByLabel('Search for').fill('board of directors')
    await noScript.getByRole('search', { name: 'Search', exact: true }).getByRole('button').click()
    const english = noScript.getByRole('list', { name: 'Search results' })
    await expect(english.getByRole('link', { name: /Board/ }).first()).toHaveAttribute('href', '/en/board')
    await expect(english).not.toContainText('Yönetim')
    await context.close()
  })
})
