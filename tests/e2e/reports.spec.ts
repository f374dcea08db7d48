import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { asRole, expectNoAxeViolations, expectNoKnownHtmlErrors, type Lang, LANGS, text, visit, WIDTHS } from './fixtures.ts'

// HR's reports (decision 051, docs/product.md §17) against the demo seed: its applications were
// made in the last two weeks, to jobs of several companies; the international patient coordinator
// job has two of them (Elif Demir and Omar Haddad), which other journeys may move but never delete.
const words = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'reports', key, values)

/** The patient coordinator job's id, from Omar Haddad's application page. */
async function coordinatorJob(page: Page, lang: Lang): Promise<string> {
  await visit(page, `/${lang}/dashboard/applicants?q=Omar`)
  await page.getByRole('link', { name: 'Omar Haddad', exact: true }).click()
  const href = await page.getByRole('link', { name: /Patient|Hasta/ }).getAttribute('href')
  return href!.match(/\/jobs\/edit\/([0-9a-f-]{36})$/)![1]!
}

const isoDay = (offset: number) => new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10)

test.describe('the reports, as a recruiter', () => {
  test.use(asRole('recruiter'))

  test('shows the last 90 days of every company as charts with their tables, and downloads them as CSV', async ({ page }) => {
    const lang: Lang = 'en'
    await visit(page, `/${lang}/dashboard/reports`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raporlar')
    await expect(page.getByRole('heading', { level: 2, name: words(lang, 'scope.all') })).toBeVisible()
    // The range shown is the default one, in the fields and in words.
    await expect(page.getByLabel(words(lang, 'filters.to'))).toHaveValue(/^\d\d\/\d\d\/\d{4}$/)
    await expect(page.getByText(/^\d+ applications?$/)).toBeVisible()
    await expect(page.getByText('At most two years. Without dates, the last 90 days.')).toBeVisible()

    // Each chart is one image named by its caption and every value; its numbers are in a table too.
    const funnel = page.getByRole('region', { name: words(lang, 'funnel.title') })
    await expect(funnel.getByText(words(lang, 'funnel.help'))).toBeVisible()
    const chart = funnel.getByRole('img')
    await expect(chart).toHaveAccessibleName(new RegExp(`^${words(lang, 'funnel.caption')}: New: \\d+ \\(100%\\); Reviewing: `))
    await expect(funnel.locator('figcaption')).toHaveText(words(lang, 'funnel.caption'))
    await funnel.getByText(words(lang, 'showTable')).click()
    const table = funnel.getByRole('table', { name: words(lang, 'funnel.caption') })
    await expect(table.getByRole('rowheader')).toHaveText(['New', 'Reviewing', 'Interview', 'Offer', 'Hired'])
    await expect(table.getByRole('columnheader')).toHaveText([
      words(lang, 'funnel.stage'),
      words(lang, 'funnel.reached'),
      words(lang, 'funnel.share'),
      words(lang, 'funnel.passedOn'),
    ])
    for (const title of ['timeToHire.title', 'daysInStage.title', 'withdrawals.title', 'sources.title']) {
      await expect(page.getByRole('region', { name: words(lang, title) })).toBeVisible()
    }
    await expectNoAxeViolations(page)
    await expectNoKnownHtmlErrors(page)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: words(lang, 'download') }).click()])
    expect(download.suggestedFilename()).toMatch(/^report-all-companies-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/)
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv.startsWith('\uFEFFSection,Item,Measure,Value\r\nFilter,Company,,All companies\r\n')).toBe(true)
    expect(csv).toMatch(/\r\nApplications per stage,New,Reached,\d+\r\n/)
  })

  test('filters by the URL and by the form, in Turkish, and the CSV follows the filters', async ({ page }) => {
    const lang: Lang = 'tr'
    const job = await coordinatorJob(page, lang)
    const from = isoDay(-30)
    const to = isoDay(0)
    await visit(page, `/${lang}/dashboard/reports?job=${job}&from=${from}&to=${to}`)
    await expect(page.getByRole('heading', { level: 2, name: /Uluslararası Hasta Koordinatörü|Hasta/ })).toBeVisible()
    await expect(page.getByRole('combobox', { name: words(lang, 'filters.job') })).toHaveValue(/Hasta/)
    // Days are shown in the language's order.
    await expect(page.getByLabel(words(lang, 'filters.from'))).toHaveValue(`${from.slice(8)}.${from.slice(5, 7)}.${from.slice(0, 4)}`)
    await expect(page.getByText(/^\d+ başvuru$/)).toBeVisible()
    const csvLink = page.getByRole('link', { name: words(lang, 'download') })
    await expect(csvLink).toHaveAttribute('href', `/api/dashboard/reports/export?job=${job}&from=${from}&to=${to}&lang=tr`)
    const response = await page.request.get((await csvLink.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-disposition']).toMatch(new RegExp(`filename="report-job-[a-z0-9-]+-${from}-${to}\\.csv"`))
    expect(await response.text()).toContain('\r\nFiltre,Başlangıç,,' + from + '\r\n')
    await expectNoAxeViolations(page)

    // A company chosen with the form's select goes into the address, and the report follows it.
    await visit(page, `/${lang}/dashboard/reports`)
    await page.getByRole('combobox', { name: words(lang, 'filters.company'), exact: true }).selectOption({ label: 'HOI Sağlık' })
    await expect(page).toHaveURL(/[?&]company=hoi-health(&|$)/)
    await expect(page.getByRole('heading', { level: 2, name: 'HOI Sağlık' })).toBeVisible()
  })

  test('says so when the range has no applications, and refuses malformed filters in the CSV address', async ({ page }) => {
    const lang: Lang = 'en'
    await visit(page, `/${lang}/dashboard/reports?from=2020-01-01&to=2020-12-31`)
    await expect(page.getByRole('heading', { level: 2, name: words(lang, 'empty.title') })).toBeVisible()
    await expect(page.getByRole('img')).toHaveCount(0)
    await expectNoAxeViolations(page)
    for (const query of ['company=nope', 'from=2026-02-30', 'from=2026-02-01&to=2026-01-01', 'from=2020-01-01&to=2026-01-01', 'job=1']) {
      const response = await page.request.get(`/api/dashboard/reports/export?${query}`)
      expect(response.status(), query).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, error: { code: 'invalid' } })
    }
    const unknown = await page.request.get('/api/dashboard/reports/export?job=00000000-0000-4000-8000-000000000000')
    expect(unknown.status()).toBe(404)
  })

  for (const lang of LANGS) {
    test(`fits a phone and has no axe violations with every table open (${lang})`, async ({ page }) => {
      await page.setViewportSize(WIDTHS[1])
      await visit(page, `/${lang}/dashboard/reports`)
      for (const summary of await page.getByText(words(lang, 'showTable')).all()) await summary.click()
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})

test.describe('the reports, as an editor', () => {
  test.use(asRole('editor'))

  test('are refused, the CSV too', async ({ page }) => {
    const response = await visit(page, '/en/dashboard/reports')
    expect(response?.status()).toBe(403)
    const csv = await page.request.get('/api/dashboard/reports/export')
    expect(csv.status()).toBe(403)
    expect(await csv.json()).toMatchObject({ success: false, error: { code: 'forbidden' } })
  })
})

test('without a session the CSV answers 401', async ({ request }) => {
  expect((await request.get('/api/dashboard/reports/export')).status()).toBe(401)
})
