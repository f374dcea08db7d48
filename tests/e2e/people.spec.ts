import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { asRole, expectNoAxeViolations, type Lang, text, visit } from './fixtures.ts'
import { waitForMails } from './outbox.ts'

// docs/product.md §4.3, decision 052: the applications of one address are one person; the
// applicant page lists the others; HR keeps one apart, merges people, and deletes a person's data.

const p = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'people', key, values)
const section = (page: Page, lang: Lang) => page.getByRole('region', { name: p(lang, 'section.title') })
const applicantRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader') })

test.describe('as a recruiter', () => {
  test.use(asRole('recruiter'))

  test('sees the demo candidate’s two applications side by side, keeps one apart and merges it back, by keyboard', async ({ page }) => {
    const lang: Lang = 'en'
    // The dashboard names a job by its Turkish title in either language.
    await visit(page, `/${lang}/dashboard/applicants?q=${encodeURIComponent('sarah.collins@example.com')}`)
    await expect(applicantRows(page)).toHaveCount(2)
    // The area route titles each page from its route's name, on the server and after a move in the browser.
    await expect(page).toHaveTitle(`${text(lang, 'dashboard', 'titles.applicants')} · HOI Holding`)
    await applicantRows(page).filter({ hasText: 'Ürün Tasarımcısı' }).getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/applicants/[0-9a-f-]{36}$`))
    await expect(page).toHaveTitle(`${text(lang, 'dashboard', 'titles.applicantDetail')} · HOI Holding`)
    const person = section(page, lang)
    await expect(person).toContainText(p(lang, 'section.alsoApplied.one', { count: '1' }))
    const other = person.getByRole('row').filter({ hasText: 'Otel İş Ortaklıkları' })
    await expect(other).toContainText(text(lang, 'jobs', 'enums.applicationStatus.reviewing'))
    await expect(person.getByRole('row').filter({ hasText: p(lang, 'table.this') })).toContainText('Ürün Tasarımcısı')
    await expectNoAxeViolations(page, 'applicant page with the person’s other application')

    // Keep the older application apart: keyboard only.
    await other.getByRole('button', { name: new RegExp(`^${p(lang, 'apart.action')}`) }).focus()
    await page.keyboard.press('Enter')
    const apart = page.getByRole('alertdialog', { name: p(lang, 'apart.title') })
    await expect(apart).toBeVisible()
    await apart.getByRole('button', { name: p(lang, 'apart.confirm'), exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(p(lang, 'apart.done'))).toBeVisible()
    await expect(person).toContainText(p(lang, 'section.only'))

    // Merge the other person back, found by name.
    await person.getByRole('button', { name: p(lang, 'merge.action') }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: p(lang, 'merge.title') })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('searchbox', { name: p(lang, 'merge.search') }).focus()
    await page.keyboard.type('Sarah Coll')
    await expect(dialog.getByRole('status')).toHaveText(p(lang, 'merge.found.one', { count: '1' }))
    await expectNoAxeViolations(page, 'merge dialog')
    await dialog.getByRole('button', { name: new RegExp(`^${p(lang, 'merge.choose')}\\W+Sarah Collins$`) }).focus()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('alertdialog', { name: p(lang, 'merge.confirmTitle') })
    await expect(confirm).toContainText(p(lang, 'merge.confirmDescription.one', { name: 'Sarah Collins', count: '1' }))
    await confirm.getByRole('button', { name: p(lang, 'merge.confirm'), exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(p(lang, 'merge.done.one', { count: '1' }))).toBeVisible()
    await expect(person).toContainText(p(lang, 'section.alsoApplied.one', { count: '1' }))
  })
})

test.describe('as an admin', () => {
  test.use(asRole('admin'))

  test('deletes everything held about a person who applied twice', async ({ page, browser }) => {
    const lang: Lang = 'tr'
    const email = `person-${randomUUID().slice(0, 8)}@example.test`
    // The candidate applies to two positions with the same address (in another case the second time),
    // jobs no other journey gives questions to (job-questions.spec.ts adds required ones to its own).
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const candidate = await visitor.newPage()
    for (const [slug, address] of [
      ['senior-full-stack-developer-typescript', email],
      ['product-designer-ui-ux-dubai', email.toUpperCase()],
    ] as const) {
      await visit(candidate, `/${lang}/jobs/${slug}/apply`)
      await candidate.getByLabel(`${text(lang, 'apply', 'fields.fullName')} *`, { exact: true }).fill('Kişi Silinecek')
      await candidate.getByLabel(`${text(lang, 'apply', 'fields.email')} *`, { exact: true }).fill(address)
      await candidate.getByLabel(`${text(lang, 'apply', 'fields.phone')} *`, { exact: true }).fill('+90 532 123 45 67')
      await candidate.getByLabel(`${text(lang, 'apply', 'fields.resume')} *`, { exact: true }).setInputFiles('tests/fixtures/cv/cv.pdf')
      await candidate.getByLabel(`${text(lang, 'apply', 'fields.consent')} *`, { exact: true }).check()
      await candidate.getByRole('button', { name: text(lang, 'apply', 'submit'), exact: true }).click()
      await expect(candidate).toHaveURL(new RegExp(`/${lang}/jobs/${slug}/applied\\?ref=`))
    }
    await visitor.close()
    await waitForMails(email, () => true)

    await visit(page, `/${lang}/dashboard/applicants?q=${encodeURIComponent(email)}`)
    await expect(applicantRows(page)).toHaveCount(2)
    await applicantRows(page).first().getByRole('link').first().click()
    const person = section(page, lang)
    await expect(person).toContainText(p(lang, 'section.alsoApplied.one', { count: '1' }))
    await expectNoAxeViolations(page, 'applicant page (tr) with the person section')

    await person.getByRole('button', { name: p(lang, 'delete.action') }).click()
    const confirm = page.getByRole('alertdialog', { name: p(lang, 'delete.title') })
    await expect(confirm).toContainText(p(lang, 'delete.description.other', { name: 'Kişi Silinecek', count: '2' }))
    await confirm.getByRole('button', { name: p(lang, 'delete.confirm'), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/applicants$`))
    await expect(page.getByText(p(lang, 'delete.done'))).toBeVisible()
    await visit(page, `/${lang}/dashboard/applicants?q=${encodeURIComponent(email)}`)
    await expect(applicantRows(page)).toHaveCount(0)
  })
})
