import { type Browser, expect, type Page, test } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { expectNoAxeViolations, type Lang, LANGS, newRolePage, text, visit } from './fixtures.ts'

// docs/product.md §15: a job's salary range on its page and in the job form; where an applicant
// came from, kept from a job link through the apply flow with and without scripts and shown to HR
// with the job's share links and per-source counts; the job feed for aggregators.

const CV = 'tests/fixtures/cv/cv.pdf'
const RANGED = 'international-patient-coordinator-istanbul'
const NOTED = 'clinic-nurse-hair-transplant-istanbul'

const apply = (lang: Lang, key: string) => text(lang, 'apply', key)
const field = (page: Page, lang: Lang, key: string, required = false) =>
  page.getByLabel(required ? `${apply(lang, `fields.${key}`)} *` : apply(lang, `fields.${key}`), { exact: true })

async function fillAndSubmit(page: Page, lang: Lang, email: string) {
  await field(page, lang, 'fullName', true).fill('Deniz Kaynak')
  await field(page, lang, 'email', true).fill(email)
  await field(page, lang, 'phone', true).fill('+90 532 765 43 21')
  await field(page, lang, 'resume', true).setInputFiles(CV)
  await page.getByLabel(`${apply(lang, 'fields.consent')} *`, { exact: true }).check()
  await page.getByRole('button', { name: apply(lang, 'submit'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/jobs/[^/]+/applied\\?ref=[0-9a-f-]{36}$`))
  return new URL(page.url()).searchParams.get('ref')!
}

/** The applicant's page as a recruiter: the source and the campaign it came with. */
async function expectSourceOnApplicantPage(browser: Browser, id: string, source: string, utm: string) {
  // The dashboard with its scripts, whatever the journey's own context.
  const { context, page: hr } = await newRolePage(browser, 'recruiter', { javaScriptEnabled: true })
  await visit(hr, `/en/dashboard/applicants/${id}`)
  const main = hr.getByRole('main')
  await expect(main.getByText(text('en', 'applicants', 'source.label'), { exact: true })).toBeVisible()
  await expect(main.getByText(source, { exact: true })).toBeVisible()
  await expect(main.getByText(utm, { exact: true })).toBeVisible()
  await context.close()
}

test.describe('salary on the public job page (docs/product.md §15.1)', () => {
  test('shows the range in both languages, a note when there is none, and gives it to Google', async ({ page }) => {
    const expected: Record<Lang, string> = { tr: '₺60.000 – ₺80.000 / ay', en: '₺60,000 – ₺80,000 / month' }
    for (const lang of LANGS) {
      await visit(page, `/${lang}/jobs/${RANGED}`)
      await expect(page.getByTestId('job-salary')).toHaveText(expected[lang])
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json))
      expect(ld.find((item) => item['@type'] === 'JobPosting')?.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'TRY',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'MONTH' },
      })
      await visit(page, `/${lang}/jobs/${NOTED}`)
      await expect(page.getByTestId('job-salary')).toHaveText(
        lang === 'tr' ? 'Rekabetçi, görüşmede konuşulur' : 'Competitive, discussed at interview',
      )
    }
  })
})

test.describe('source tracking (docs/product.md §15.2)', () => {
  test('with scripts: a LinkedIn link is kept from the job page to the application and shown to HR', async ({ page, browser }) => {
    const lang: Lang = 'en'
    const slug = 'product-designer-ui-ux-dubai'
    const response = await visit(page, `/${lang}/jobs/${slug}?source=LinkedIn&utm_campaign=x`)
    // Rendered for this request: the page carries the values, so it is not shared (decision 041).
    expect(response?.headers()['x-cache']).toBe('BYPASS')
    await page.getByRole('link', { name: text(lang, 'jobs', 'detail.apply'), exact: true }).click()
    await expect(page).toHaveURL(`/${lang}/jobs/${slug}/apply?source=linkedin&utm_campaign=x`)
    await expect(page.locator('input[type="hidden"][name="source"]')).toHaveValue('linkedin')
    const id = await fillAndSubmit(page, lang, `source-js-${Date.now()}@example.com`)
    await expectSourceOnApplicantPage(browser, id, 'linkedin', 'utm_campaign=x')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the link is kept through a failed post and the scriptless one that succeeds', async ({ page, browser }) => {
      const lang: Lang = 'tr'
      const slug = 'software-development-intern-istanbul'
      await page.goto(`/${lang}/jobs/${slug}?source=linkedin&utm_campaign=x`)
      await page.getByRole('link', { name: text(lang, 'jobs', 'detail.apply'), exact: true }).click()
      await expect(page).toHaveURL(`/${lang}/jobs/${slug}/apply?source=linkedin&utm_campaign=x`)
      // A failed post renders the page again with the hidden fields still holding the values.
      await page.getByRole('button', { name: apply(lang, 'submit'), exact: true }).click()
      await expect(field(page, lang, 'fullName', true)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('input[type="hidden"][name="source"]')).toHaveValue('linkedin')
      await expect(page.locator('input[type="hidden"][name="utm_campaign"]')).toHaveValue('x')
      const id = await fillAndSubmit(page, lang, `source-nojs-${Date.now()}@example.com`)
      await expectSourceOnApplicantPage(browser, id, 'linkedin', 'utm_campaign=x')
    })
  })

  test('HR copies a share link by keyboard, sees it announced, and reads applications per source', async ({ browser }) => {
    const { context, page: hr } = await newRolePage(browser, 'recruiter')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const lang: Lang = 'en'
    await visit(hr, `/${lang}/dashboard/jobs?q=product-designer-ui-ux-dubai`)
    await hr.locator('a[href*="/dashboard/applicants?job="]').first().click()
    const panel = hr.getByTestId('job-sources')
    await expect(panel).toBeVisible()
    const copy = panel.getByRole('button', { name: text(lang, 'applicants', 'source.copy', { channel: 'LinkedIn' }) })
    await copy.focus()
    await hr.keyboard.press('Enter')
    await expect(panel.getByRole('status')).toHaveText(text(lang, 'applicants', 'source.copied', { channel: 'LinkedIn' }))
    expect(await hr.evaluate(() => navigator.clipboard.readText())).toMatch(/\/en\/jobs\/product-designer-ui-ux-dubai\?source=linkedin$/)
    // The Turkish page's links, chosen by keyboard.
    await panel.getByRole('radio', { name: text(lang, 'applicants', 'detail.languages.tr') }).check()
    await expect(panel.getByRole('textbox', { name: 'Kariyer.net' })).toHaveValue(
      /\/tr\/jobs\/product-designer-ui-ux-dubai\?source=kariyer-net$/,
    )
    const counts = panel.getByRole('table', { name: text(lang, 'applicants', 'source.countsTitle') })
    await expect(counts.getByRole('row', { name: /^LinkedIn \d+$/ })).toBeVisible()
    for (const width of [1280, 390]) {
      await hr.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(hr, `applicants of one job with its sources at ${width} px`)
    }
    await context.close()
  })
})

test('the job form takes a salary range by keyboard, checks it, warns about nothing outside the EU, and the job page shows it', async ({
  browser,
}) => {
  const { context, page: hr } = await newRolePage(browser, 'recruiter')
  const lang: Lang = 'tr'
  const words = (key: string) => text(lang, 'jobAdmin', key)
  await visit(hr, `/${lang}/dashboard/jobs?q=data-analyst-bi-istanbul`)
  await hr.locator('a[href*="/dashboard/jobs/edit/"]').first().click()
  const min = hr.getByLabel(words('salary.min'), { exact: true })
  await expect(min).toBeVisible()
  await min.focus()
  await hr.keyboard.type('90.000')
  await hr.keyboard.press('Tab')
  await expect(hr.getByLabel(words('salary.max'), { exact: true })).toBeFocused()
  await hr.keyboard.type('70000')
  await hr.keyboard.press('Tab')
  const currency = hr.getByLabel(words('salary.currency'), { exact: true })
  await expect(currency).toBeFocused()
  await currency.selectOption('TRY')
  await hr.keyboard.press('Tab')
  const period = hr.getByLabel(words('salary.period'), { exact: true })
  await expect(period).toBeFocused()
  await period.selectOption('MONTH')
  await expect(hr.getByText(words('salary.euWarning'))).toHaveCount(0)
  await hr.getByRole('button', { name: words('form.submitEdit') }).press('Enter')
  await expect(hr.getByLabel(words('salary.max'), { exact: true })).toHaveAccessibleDescription(new RegExp(words('salary.maxBelowMin')))

  await hr.getByLabel(words('salary.max'), { exact: true }).fill('110000')
  await hr.getByRole('button', { name: words('form.submitEdit') }).press('Enter')
  await expect(hr).toHaveURL(new RegExp(`/${lang}/dashboard/jobs$`))
  await context.close()

  const visitor = await browser.newPage()
  await visit(visitor, '/tr/jobs/data-analyst-bi-istanbul')
  await expect(visitor.getByTestId('job-salary')).toHaveText('₺90.000 – ₺110.000 / ay')
  await visit(visitor, '/en/jobs/data-analyst-bi-istanbul')
  await expect(visitor.getByTestId('job-salary')).toHaveText('₺90,000 – ₺110,000 / month')
  await visitor.close()
})

test('the salary fields and their messages pass axe, at 1280 and 390 px', async ({ browser }) => {
  // The new-job form: an edited job's description may hold headings of its own that axe judges on their own.
  const { context, page: hr } = await newRolePage(browser, 'recruiter')
  const words = (key: string) => text('en', 'jobAdmin', key)
  for (const width of [1280, 390]) {
    await hr.setViewportSize({ width, height: 900 })
    await visit(hr, '/en/dashboard/jobs/create')
    await hr.getByLabel(words('salary.min'), { exact: true }).fill('100')
    await hr.getByRole('button', { name: words('form.submitCreate') }).click()
    await expect(hr.getByLabel(words('salary.currency'), { exact: true })).toHaveAccessibleDescription(words('salary.required'))
    await expectNoAxeViolations(hr, `job form with salary errors at ${width} px`)
  }
  await context.close()
})

test('the job feed lists the open jobs as valid XML, compressed and kept, is named in robots.txt, and knows only its languages', async ({
  request,
}) => {
  for (const lang of LANGS) {
    const reply = await request.get(`/api/feeds/jobs/${lang}.xml`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(reply.status()).toBe(200)
    expect(reply.headers()['content-type']).toContain('application/xml')
    expect(reply.headers()['content-encoding']).toBe('gzip')
    const xml = await reply.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = new XMLParser({ isArray: (name) => name === 'job' }).parse(xml) as { source: { job: Array<{ url: string }> } }
    const urls = feed.source.job.map((job) => job.url)
    expect(urls).toContain(`${new URL(reply.url()).origin}/${lang}/jobs/${RANGED}?source=job-feed`)
    // The closed job and the one whose applications are closed are not there.
    expect(urls.join(' ')).not.toContain('site-engineer-civil-antalya')
    const again = await request.get(`/api/feeds/jobs/${lang}.xml`)
    expect(again.headers()['x-cache']).toBe('HIT')
  }
  for (const name of ['de.xml', 'tr', 'tr.rss', 'TR.xml']) expect((await request.get(`/api/feeds/jobs/${name}`)).status()).toBe(404)
  expect((await request.post('/api/feeds/jobs/tr.xml')).status()).toBeGreaterThanOrEqual(400)
  expect(await (await request.get('/robots.txt')).text()).toContain('/api/feeds/jobs/tr.xml')
})
