import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { asRole, closeToast, expectNoAxeViolations, text, visit } from './fixtures.ts'

// The corporate pages edited on the dashboard (decision 061, docs/product.md §25): an editor
// changes a figure, a board member's title and adds a brand, in both languages, with versions.

const tag = `e2e${Date.now().toString(36)}`
const words = (key: string, values: Record<string, string> = {}) => text('tr', 'siteAdmin', key, values)
const field = (section: string, name: string, language?: 'tr' | 'en') => {
  const label = words(`fields.${section}.${name}`)
  return language ? words(`form.languageLabel.${language}`, { field: label }) : label
}

/** Opens a section of the overview through its link, as an editor would. */
async function openSection(page: Page, section: string) {
  await visit(page, '/tr/dashboard/site')
  await page.getByRole('link', { name: words(`sections.${section}`), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`section=${section}`))
  const table = page.getByRole('table', { name: words('list.caption', { section: words(`sections.${section}`) }) })
  await expect(table).toBeVisible()
  return table
}

test.describe('the corporate pages on the dashboard, as an editor', () => {
  test.use(asRole('editor'))

  test('edits a figure from the sidebar to the saved value; a counted figure has no value to type', async ({ page }) => {
    await visit(page, '/tr/dashboard')
    await page
      .getByRole('navigation', { name: text('tr', 'dashboard', 'shell.navLabel') })
      .getByRole('link', { name: text('tr', 'dashboard', 'titles.site') })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'dashboard', 'titles.site'))
    await expect(page.getByRole('table', { name: words('overview.caption') })).toBeVisible()
    await expectNoAxeViolations(page)

    const figures = await openSection(page, 'figure')
    await expect(figures.getByRole('rowheader')).toHaveCount(9)
    await expectNoAxeViolations(page)

    await figures.getByRole('link', { name: 'Tam zamanlı çalışan' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'dashboard', 'titles.siteEdit'))
    const value = page.getByLabel(field('figure', 'value'), { exact: true })
    await expect(value).toHaveValue('340')
    await expectNoAxeViolations(page)

    // A required Turkish text left empty: the localized message, on the field.
    const labelTr = page.getByLabel(field('figure', 'label', 'tr'), { exact: true })
    await labelTr.fill('')
    await page.getByRole('button', { name: words('form.submitEdit') }).click()
    await expect(labelTr).toHaveAttribute('aria-invalid', 'true')
    await expect(labelTr).toBeFocused()
    await expect(page.getByText(text('tr', 'common', 'validation.required'))).toBeVisible()
    await labelTr.fill('Tam zamanlı çalışan')

    await value.fill('355')
    await page.getByLabel(field('figure', 'label', 'en'), { exact: true }).fill(`Full-time colleagues ${tag}`)
    await page.getByRole('button', { name: words('form.submitEdit') }).click()
    await closeToast(page, words('form.saved', { title: 'Tam zamanlı çalışan' }))
    await expect(page).toHaveURL(/\/tr\/dashboard\/site\?section=figure/)

    // The saved values, read again from the server.
    await figures.getByRole('link', { name: 'Tam zamanlı çalışan' }).click()
    await expect(page.getByLabel(field('figure', 'value'), { exact: true })).toHaveValue('355')
    await expect(page.getByLabel(field('figure', 'label', 'en'), { exact: true })).toHaveValue(`Full-time colleagues ${tag}`)

    // The companies figure is counted from the companies list: a note instead of the value.
    const again = await openSection(page, 'figure')
    await again.getByRole('link', { name: 'Faaliyetteki şirket' }).click()
    await expect(page.getByTestId('derived-figure')).toHaveText(words('form.derived', { source: words('sections.company') }))
    await expect(page.getByLabel(field('figure', 'value'), { exact: true })).toHaveCount(0)
  })

  test('changes a board member’s English title, refuses wrong initials, and lists the version', async ({ page }) => {
    const board = await openSection(page, 'board_member')
    await expectNoAxeViolations(page)
    await board.getByRole('link', { name: 'Mehmet Kaan Aydın' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'dashboard', 'titles.siteEdit'))

    // A message of the section's own words (siteAdmin.validation.initials).
    const initials = page.getByLabel(field('board_member', 'initials'), { exact: true })
    await initials.fill('ka')
    await page.getByRole('button', { name: words('form.submitEdit') }).click()
    await expect(page.getByText(words('validation.initials'))).toBeVisible()
    await expect(initials).toBeFocused()
    await initials.fill('KA')

    await page.getByLabel(field('board_member', 'title', 'en'), { exact: true }).fill(`Chair of the Board ${tag}`)
    await page.getByRole('button', { name: words('form.submitEdit') }).click()
    await closeToast(page, words('form.saved', { title: 'Mehmet Kaan Aydın' }))

    await board.getByRole('button', { name: words('actions.menu', { title: 'Mehmet Kaan Aydın' }) }).click()
    await page.getByRole('menuitem', { name: words('actions.history') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'dashboard', 'titles.versions'))
    const versions = page.getByRole('navigation', { name: text('tr', 'dashboard', 'versions.listLabel') })
    await expect(versions.getByRole('button').first()).toBeVisible()
    await expect(versions.getByRole('button').first()).toContainText(
      text('tr', 'dashboard', 'versions.changed', { fields: field('board_member', 'title', 'en') }),
    )
    await expect(page.getByRole('main').locator('ins').last()).toContainText(tag)
    await expectNoAxeViolations(page)
  })

  test('creates a brand as a draft and moves it up with the keyboard', async ({ page }) => {
    const name = `Marka ${tag}`
    const brands = await openSection(page, 'brand')
    await page.getByRole('link', { name: words('create') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'dashboard', 'titles.siteCreate'))
    await expectNoAxeViolations(page)

    // Nothing typed: the first required field says so and takes the focus.
    await page.getByRole('button', { name: words('form.submitCreate') }).click()
    await expect(page.getByLabel(field('brand', 'name'), { exact: true })).toBeFocused()
    await expect(page.getByText(text('tr', 'common', 'validation.required')).first()).toBeVisible()

    await page.getByLabel(field('brand', 'name'), { exact: true }).fill(name)
    await page.getByLabel(field('brand', 'description', 'tr'), { exact: true }).fill('Deneme markası.')
    await page.getByLabel(field('brand', 'description', 'en'), { exact: true }).fill('A test brand.')
    await page.getByLabel(field('brand', 'category'), { exact: true }).selectOption('technology')
    await page.getByLabel(field('brand', 'company'), { exact: true }).selectOption('hoi-tech')
    await expect(page.getByLabel(words('form.status'), { exact: true })).toHaveValue('draft')
    await page.getByRole('button', { name: words('form.submitCreate') }).click()
    await closeToast(page, words('form.created', { title: name }))
    await expect(page).toHaveURL(/\/tr\/dashboard\/site\?section=brand/)

    const titles = () => brands.getByRole('rowheader').locator('a').allInnerTexts()
    const before = await titles()
    const at = before.indexOf(name)
    expect(at).toBe(before.length - 1)
    const row = brands.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })
    await expect(row).toContainText(text('tr', 'dashboard', 'publishStatus.statuses.draft'))

    const up = page.getByRole('button', { name: words('list.moveUp', { title: name }) })
    await up.focus()
    await page.keyboard.press('Enter')
    await closeToast(page, words('list.moved', { title: name }))
    await expect.poll(async () => (await titles()).indexOf(name)).toBe(at - 1)
    await expectNoAxeViolations(page)
  })
  test('refuses a photo whose alt text was removed after it was chosen, on the photo field; saves once it is removed', async ({ page }) => {
    const name = `kurul-${tag}.png`
    const media = (key: string, values: Record<string, string> = {}) => text('tr', 'media', key, values)
    const seeToast = (on: Page, message: string) => expect(on.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible()
    const editDialog = (on: Page) => on.getByRole('dialog', { name: media('edit.title') })
    const writeAlt = async (on: Page, tr: string, en: string) => {
      await editDialog(on).getByLabel(media('edit.altTr')).fill(tr)
      await editDialog(on).getByLabel(media('edit.altEn')).fill(en)
      await editDialog(on)
        .getByRole('button', { name: media('edit.save') })
        .click()
      await seeToast(on, media('edit.saved'))
      await on.keyboard.press('Escape')
    }
    // An image with its alt text in both languages.
    await visit(page, '/tr/dashboard/media')
    await page.getByRole('button', { name: media('upload.button') }).click()
    const upload = page.getByRole('dialog', { name: media('upload.button') })
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    await upload.getByLabel(media('upload.choose')).setInputFiles({ name, mimeType: 'image/png', buffer: png })
    await upload.getByRole('button', { name: media('upload.button') }).click()
    await seeToast(page, media('upload.done', { name }))
    await writeAlt(page, 'Mavi kare', 'A blue square')

    // Chosen as a board member's photo…
    const board = await openSection(page, 'board_member')
    await board.getByRole('link', { name: 'Leyla Al Mansouri' }).click()
    await page.getByRole('button', { name: media('picker.choose') }).click()
    const picker = page.getByRole('dialog', { name: media('picker.title') })
    await picker.getByRole('searchbox').fill(tag)
    await picker.getByRole('searchbox').press('Enter')
    await picker.getByRole('button', { name: media('picker.selectItem', { name }) }).click()
    await expect(picker).toBeHidden()

    // …while someone else empties its alt text in the library: the save is refused on the photo.
    const other = await page.context().newPage()
    await visit(other, `/tr/dashboard/media?q=${tag}`)
    await other.getByRole('button', { name: media('item.open', { name }) }).click()
    await writeAlt(other, '', '')
    await other.close()

    await page.getByRole('button', { name: words('form.submitEdit') }).click()
    const refusal = media('rule.picture', { languages: `${media('languages.tr')}, ${media('languages.en')}` })
    await expect(page.getByRole('group', { name: words('form.photo') })).toContainText(refusal)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: media('picker.remove') }).click()
    await page.getByRole('button', { name: words('form.submitEdit') }).click()
    await closeToast(page, words('form.saved', { title: 'Leyla Al Mansouri' }))
  })
})
