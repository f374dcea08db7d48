import { expect, type Page, test } from '@playwright/test'
import { asRole, closeToast, expectNoAxeViolations, type Lang, LANGS, newRolePage, text, visit } from './fixtures.ts'

// The dashboard jobs area as a recruiter: the list, the one job form with its rich-text editor, the status actions.
test.use(asRole('recruiter'))

const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 390, height: 844 }

const tag = `e2e${Date.now().toString(36)}`
const job = {
  titleTr: `Kıdemli Yazılım Geliştirici ${tag}`,
  slug: `kidemli-yazilim-gelistirici-${tag}`,
  titleEn: `Senior Software Developer ${tag}`,
  editedTitleEn: `Lead Software Developer ${tag}`,
}

const label = (lang: Lang, key: string) => text(lang, 'jobAdmin', key)
const status = (lang: Lang, value: string) => text(lang, 'jobs', `enums.jobStatus.${value}`)
const jobRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader') })
const editor = (page: Page, lang: Lang, key: string) => page.getByRole('textbox', { name: label(lang, key), exact: true })
const toolbarButton = (page: Page, lang: Lang, field: string, button: string) =>
  page.getByRole('toolbar', { name: text(lang, 'jobAdmin', 'editor.toolbar', { field: label(lang, field) }) }).getByRole('button', {
    name: label(lang, `editor.${button}`),
    exact: true,
  })

async function searchFor(page: Page, lang: Lang, q: string) {
  const box = page.getByRole('searchbox', { name: text(lang, 'dashboard', 'list.search'), exact: true })
  await box.fill(q)
  await box.press('Enter')
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === q)
}

async function changeStatus(page: Page, lang: Lang, action: string, to: string, by: 'pointer' | 'keyboard' = 'pointer') {
  const row = jobRows(page).filter({ hasText: job.titleTr })
  const trigger = row.getByRole('button', { name: text(lang, 'jobAdmin', 'actions.menu', { title: job.titleTr }) })
  const item = page.getByRole('menuitem', { name: label(lang, `actions.to.${action}`), exact: true })
  if (by === 'pointer') {
    await trigger.click()
    await item.click()
  } else {
    // The menu button pattern: Enter opens the row's menu on its first item, Escape closes it
    // back onto its button, the arrows move through the items and Enter chooses one.
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menuitem')).toHaveCount(0)
    await expect(trigger).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem').first()).toBeFocused()
    for (let step = 0; step < 6 && !(await item.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press('ArrowDown')
    }
    await expect(item).toBeFocused()
    await page.keyboard.press('Enter')
  }
  await closeToast(page, text(lang, 'jobAdmin', 'actions.changed', { title: job.titleTr, status: status(lang, to) }))
  await expect(row).toContainText(status(lang, to))
}

test('a recruiter creates a job in both languages, publishes, edits and closes it', async ({ page }) => {
  const lang = 'tr'
  await visit(page, `/${lang}/dashboard/jobs`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard', 'titles.jobs'))
  await page.getByRole('link', { name: label(lang, 'create') }).click()
  await expect(page).toHaveURL(`/${lang}/dashboard/jobs/create`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard', 'titles.jobsCreate'))

  // The slug follows the Turkish title, Turkish letters spelled in ASCII.
  await page.getByLabel(label(lang, 'form.titleTr'), { exact: true }).fill(job.titleTr)
  await expect(page.getByLabel(label(lang, 'form.slug'), { exact: true })).toHaveValue(job.slug)

  // Formatted text by keyboard: a heading from the toolbar, bold with Ctrl+B, a list by Markdown shortcut.
  const descriptionTr = editor(page, lang, 'form.descriptionTr')
  await descriptionTr.click()
  await toolbarButton(page, lang, 'form.descriptionTr', 'heading2').click()
  await expect(toolbarButton(page, lang, 'form.descriptionTr', 'heading2')).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('Görevler')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Ekibimize ')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.type('kalıcı')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.type(' olarak katılın.')
  await page.keyboard.press('Enter')
  await page.keyboard.type('- React')
  await page.keyboard.press('Enter')
  await page.keyboard.type('TypeScript')
  await expect(descriptionTr.locator('h2')).toHaveText('Görevler')
  await expect(descriptionTr.locator('strong')).toHaveText('kalıcı')
  await expect(descriptionTr.locator('ul > li')).toHaveCount(2)

  await page.getByLabel(label(lang, 'form.titleEn'), { exact: true }).fill(job.titleEn)
  await editor(page, lang, 'form.descriptionEn').click()
  await page.keyboard.type('Join us ')
  await page.keyboard.press('ControlOrMeta+i')
  await page.keyboard.type('full time')
  await page.keyboard.press('ControlOrMeta+i')

  await page.getByLabel(label(lang, 'form.category'), { exact: true }).selectOption('software')
  await page.getByLabel(label(lang, 'form.workMode'), { exact: true }).selectOption('Hybrid')
  await page.getByLabel(label(lang, 'form.city'), { exact: true }).fill('İstanbul')
  await page.getByLabel(label(lang, 'form.openings'), { exact: true }).fill('3')
  // Typed in the Turkish order, whatever the browser's own language.
  const deadline = page.getByLabel(label(lang, 'form.deadline'), { exact: true })
  await expect(deadline).toHaveAttribute('placeholder', 'GG.AA.YYYY')
  await deadline.fill('30.06.2099')
  await page.getByRole('button', { name: label(lang, 'form.submitCreate') }).click()

  await closeToast(page, text(lang, 'jobAdmin', 'form.created', { title: job.titleTr }))
  await expect(page).toHaveURL(`/${lang}/dashboard/jobs`)
  await searchFor(page, lang, tag)
  await expect(jobRows(page)).toHaveCount(1)
  await expect(jobRows(page)).toContainText(job.titleTr)
  await expect(jobRows(page)).toContainText(job.titleEn)
  await expect(jobRows(page)).toContainText(status(lang, 'draft'))

  await changeStatus(page, lang, 'active', 'active')

  // Edit: the form opens with what was saved, the formatting included.
  await jobRows(page).getByRole('link', { name: job.titleTr }).click()
  await expect(page).toHaveURL(/\/tr\/dashboard\/jobs\/edit\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard', 'titles.jobsEdit'))
  await expect(page.getByLabel(label(lang, 'form.slug'), { exact: true })).toHaveValue(job.slug)
  await expect(page.getByLabel(label(lang, 'form.deadline'), { exact: true })).toHaveValue('30.06.2099')
  await expect(editor(page, lang, 'form.descriptionTr').locator('strong')).toHaveText('kalıcı')
  await expect(editor(page, lang, 'form.descriptionEn').locator('em')).toHaveText('full time')
  await page.getByLabel(label(lang, 'form.titleEn'), { exact: true }).fill(job.editedTitleEn)
  await page.getByRole('button', { name: label(lang, 'form.submitEdit') }).click()
  await closeToast(page, text(lang, 'jobAdmin', 'form.saved', { title: job.titleTr }))
  await expect(page).toHaveURL(`/${lang}/dashboard/jobs`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard', 'titles.jobs'))

  await searchFor(page, lang, tag)
  await expect(jobRows(page)).toHaveCount(1)
  await expect(jobRows(page)).toContainText(job.editedTitleEn)
  await changeStatus(page, lang, 'closed', 'closed', 'keyboard')
})

test('the form shows its errors under the fields, a taken slug included', async ({ page }) => {
  const lang = 'en'
  await visit(page, `/${lang}/dashboard/jobs/create`)
  await page.getByRole('button', { name: label(lang, 'form.submitCreate') }).click()
  const title = page.getByLabel(label(lang, 'form.titleTr'), { exact: true })
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(title).toHaveAccessibleDescription(text(lang, 'common', 'validation.required'))
  await expect(editor(page, lang, 'form.descriptionTr')).toHaveAttribute('aria-invalid', 'true')

  await title.fill(`Kıdemli Yazılım Geliştirici ${tag}`)
  await editor(page, lang, 'form.descriptionTr').click()
  await page.keyboard.type('Metin')
  await page.getByLabel(label(lang, 'form.titleEn'), { exact: true }).fill('Another title')
  await editor(page, lang, 'form.descriptionEn').click()
  await page.keyboard.type('Text')
  await page.getByLabel(label(lang, 'form.city'), { exact: true }).fill('Ankara')
  // A day that does not exist, in the English order the field asks for.
  const deadline = page.getByLabel(label(lang, 'form.deadline'), { exact: true })
  await expect(deadline).toHaveAttribute('placeholder', 'MM/DD/YYYY')
  await deadline.fill('02/30/2099')
  await page.getByRole('button', { name: label(lang, 'form.submitCreate') }).click()
  await expect(deadline).toHaveAccessibleDescription(new RegExp(label(lang, 'form.deadlineInvalid')))
  await deadline.fill('12/31/2099')
  await page.getByRole('button', { name: label(lang, 'form.submitCreate') }).click()
  const slug = page.getByLabel(label(lang, 'form.slug'), { exact: true })
  await expect(slug).toHaveAccessibleDescription(new RegExp(label(lang, 'form.slugTaken')))
  await expect(slug).toBeFocused()
})

test('an editor gets the access-denied view on every jobs page', async ({ browser }) => {
  const { context, page } = await newRolePage(browser, 'editor')
  for (const path of ['/tr/dashboard/jobs', '/tr/dashboard/jobs/create', `/tr/dashboard/jobs/edit/${crypto.randomUUID()}`]) {
    const response = await visit(page, path)
    expect(response?.status(), path).toBe(403)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'common', 'accessDenied.title'))
  }
  await context.close()
})

for (const lang of LANGS) {
  test(`the jobs pages have no axe violations at 1280 and 390 px (${lang})`, async ({ page }) => {
    await page.setViewportSize(WIDE)
    await visit(page, `/${lang}/dashboard/jobs`)
    const editHref = await jobRows(page).first().getByRole('link').first().getAttribute('href')
    expect(editHref).toMatch(/\/dashboard\/jobs\/edit\//)
    for (const path of [`/${lang}/dashboard/jobs`, `/${lang}/dashboard/jobs/create`, editHref!]) {
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
