import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { asRole, expectNoAxeViolations, type Lang, LANGS, text, visit } from './fixtures.ts'

// The Applicants area against the demo seed: Mehmet Kaya is in `interview` with a real PDF CV.
const MEHMET = 'Mehmet Kaya'

const statusLabel = (lang: Lang, status: string) => text(lang, 'jobs', `enums.applicationStatus.${status}`)
const applicantRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader') })

test.describe('as a recruiter', () => {
  test.use(asRole('recruiter'))
  test.describe.configure({ mode: 'serial' })

  test('filters by status, moves Mehmet Kaya to offer, adds a note, downloads the CV and exports CSV', async ({ page }) => {
    const lang: Lang = 'tr'
    await visit(page, `/${lang}/dashboard/applicants`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Başvurular')

    await page
      .getByRole('search')
      .getByLabel(text(lang, 'applicants', 'filters.status'), { exact: true })
      .selectOption('interview')
    await expect(page).toHaveURL(/[?&]status=interview\b/)
    await expect(applicantRows(page)).toHaveCount(1)
    await applicantRows(page).getByRole('link', { name: MEHMET }).click()

    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/applicants/[0-9a-f-]{36}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Başvuru Detayı')
    const detailUrl = page.url()

    // The offer stage has a template (decision 048): the move asks whether to send it; this one goes without a mail.
    await page.getByLabel(text(lang, 'applicants', 'status.label'), { exact: true }).selectOption('offer')
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(text(lang, 'applicants', 'move.template')).selectOption({ label: text(lang, 'applicants', 'move.noMail') })
    await dialog.getByRole('button', { name: text(lang, 'applicants', 'move.submit', { stage: statusLabel(lang, 'offer') }) }).click()
    await expect(page.getByText(text(lang, 'applicants', 'pipeline.moved', { stage: statusLabel(lang, 'offer') }))).toBeVisible()

    const note = `E2E not ${Date.now().toString(36)}`
    await page.getByLabel(text(lang, 'applicants', 'notes.label'), { exact: true }).fill(note)
    await page.getByRole('button', { name: text(lang, 'applicants', 'notes.submit'), exact: true }).click()
    await expect(page.getByRole('listitem').filter({ hasText: note })).toBeVisible()

    const [cv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: text(lang, 'applicants', 'detail.download'), exact: true }).click(),
    ])
    expect(cv.suggestedFilename()).toBe('Mehmet-Kaya-CV.pdf')
    const bytes = await readFile((await cv.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // The change survives a reload.
    await visit(page, detailUrl)
    await expect(page.getByLabel(text(lang, 'applicants', 'status.label'), { exact: true })).toHaveValue('offer')

    await visit(page, `/${lang}/dashboard/applicants?status=offer`)
    await expect(applicantRows(page).filter({ hasText: MEHMET })).toHaveCount(1)
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: text(lang, 'applicants', 'export'), exact: true }).click(),
    ])
    expect(csv.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/)
    const content = await readFile((await csv.path())!, 'utf8')
    const lines = content.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Ad soyad,E-posta,Telefon,Pozisyon,Durum,Konum,Şirket,LinkedIn,Portfolyo,Başvuru tarihi (İstanbul saati),Kaynak,Eleme,Yanıtlar',
    )
    expect(lines.find((line) => line.startsWith(`${MEHMET},`))).toContain(`,${statusLabel(lang, 'offer')},`)
  })

  for (const lang of LANGS) {
    test(`list and detail have no axe violations (${lang})`, async ({ page }) => {
      await visit(page, `/${lang}/dashboard/applicants`)
      await expect(applicantRows(page).first()).toBeVisible()
      await expectNoAxeViolations(page)
      await applicantRows(page).getByRole('link', { name: 'Elif Demir' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Başvuru Detayı')
      await expectNoAxeViolations(page)
    })
  }

  test("the CVs' ZIP refuses malformed or too many ticked ids with 400 and ignores a filter that is not the list's", async ({ page }) => {
    const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
    const tooMany = Array.from({ length: 101 }, (_, n) => uuid(n + 1)).join(',')
    for (const ids of ['not-a-uuid', `${uuid(1)},x`, tooMany, 'a'.repeat(5000)]) {
      const response = await page.request.get(`/api/dashboard/applications/resumes?ids=${ids}`)
      expect(response.status(), ids.slice(0, 40)).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, error: { code: 'bad_request' } })
    }
    const ignored = await page.request.get(`/api/dashboard/applications/resumes?status=bogus&job=1&from=2026-02-30&ids=${uuid(1)}`)
    expect(ignored.status()).toBe(200)
    expect(ignored.headers()['content-type']).toBe('application/zip')
  })

  test('an unknown or malformed id is not found', async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await visit(page, `/en/dashboard/applicants/${id}`)
      expect(response?.status()).toBe(404)
      // The area's not-found panel, inside the dashboard's shell.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'common', 'notFoundPanel.title'))
      await expect(page.getByRole('navigation').first()).toBeVisible()
    }
  })
})

test.describe('as an editor', () => {
  test.use(asRole('editor'))

  test('the list shows the access-denied view and the CV and CSV routes answer 403', async ({ page }) => {
    for (const lang of LANGS) {
      await visit(page, `/${lang}/dashboard/applicants`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'common', 'accessDenied.title'))
      await expect(page.getByRole('table')).toHaveCount(0)
      await expect(page.getByText(MEHMET)).toHaveCount(0)
    }
    for (const url of [
      '/api/dashboard/applications/00000000-0000-4000-8000-000000000000/resume',
      '/api/dashboard/applications/export',
      '/api/dashboard/applications/resumes',
    ]) {
      const response = await page.request.get(url)
      expect(response.status()).toBe(403)
      expect(await response.json()).toMatchObject({ success: false, error: { code: 'forbidden' } })
    }
  })
})

test('without a session the CV routes answer 401', async ({ request }) => {
  for (const url of ['/api/dashboard/applications/00000000-0000-4000-8000-000000000000/resume', '/api/dashboard/applications/resumes']) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(401)
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'unauthorized' } })
  }
})

test.describe('the job filter', () => {
  test.use(asRole('recruiter'))

  test('finds a job by part of its title, chosen by keyboard alone, and clears it', async ({ page }) => {
    const lang: Lang = 'en'
    const title = 'Kıdemli Full-Stack Geliştirici (TypeScript)'
    await visit(page, `/${lang}/dashboard/applicants`)
    const job = page.getByRole('combobox', { name: text(lang, 'applicants', 'filters.job'), exact: true })
    await job.focus()
    await page.keyboard.type('full-stack gelistirici')
    const listbox = page.getByRole('listbox', { name: text(lang, 'applicants', 'filters.job'), exact: true })
    await expect(listbox.getByRole('option')).toHaveText([title])
    await expectNoAxeViolations(page, 'applicants with the job list open')

    await page.keyboard.press('ArrowDown')
    await expect(job).toHaveAttribute('aria-activedescendant', /.+/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]job=[0-9a-f-]{36}\b/)
    await expect(job).toHaveValue(title)
    await expect(job).toBeFocused()
    await expect(applicantRows(page).filter({ hasText: MEHMET })).toHaveCount(1)
    // Every row is the job's (retried: the list of every job stays until the filtered one has loaded).
    await expect(applicantRows(page).filter({ hasNotText: title })).toHaveCount(0)

    // A shared link shows the same choice; "Clear" (or emptying the field) lists every job's applicants again.
    await visit(page, page.url())
    await expect(job).toHaveValue(title)
    await page
      .getByRole('button', { name: text(lang, 'dashboard', 'combobox.clear', { label: text(lang, 'applicants', 'filters.job') }) })
      .click()
    await expect(page).not.toHaveURL(/[?&]job=/)
    await expect(applicantRows(page).filter({ hasNotText: title }).first()).toBeVisible()
    await expect(job).toHaveValue('')
    await expect(job).toBeFocused()

    await job.fill('zzz-no-such-job')
    // Shown under the field and told to screen readers through the status region.
    await expect(page.locator('p', { hasText: text(lang, 'dashboard', 'combobox.none') })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'dashboard', 'combobox.none') })).toHaveCount(1)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(job).toHaveValue('')
  })
})
