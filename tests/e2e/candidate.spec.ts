import { readFile } from 'node:fs/promises'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, type Lang, LANGS, newRolePage, text, visit, waitForHydration } from './fixtures.ts'
import { privateLinks, waitForMails } from './outbox.ts'

// The candidate's private application page (docs/product.md §13, decision 040): apply, read the
// confirmation mail from the server's outbox, open the private link, download the data, withdraw,
// and HR sees it; ask for a new link, the old one stops working, delete everything. With and
// without scripts, in both languages.

const CV = 'tests/fixtures/cv/cv.pdf'
const JOB: Record<Lang, { slug: string; title: string }> = {
  tr: { slug: 'senior-full-stack-developer-typescript', title: 'Kıdemli Full-Stack Geliştirici (TypeScript)' },
  en: { slug: 'product-designer-ui-ux-dubai', title: 'Product Designer (UI/UX)' },
}

const c = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'candidate', key, values)
const apply = (lang: Lang, key: string) => text(lang, 'apply', key)

/** Goes to a page and, with scripts, waits for hydration. */
async function open(page: Page, url: string, scripts: boolean) {
  const response = scripts ? await visit(page, url) : await page.goto(url)
  return response
}

/** Applies to the language's job with a real PDF and returns the private link of the confirmation mail. */
async function applyAndReadLink(page: Page, lang: Lang, scripts: boolean, email: string): Promise<string> {
  await open(page, `/${lang}/jobs/${JOB[lang].slug}/apply`, scripts)
  await page.getByLabel(`${apply(lang, 'fields.fullName')} *`, { exact: true }).fill('Ayşe Yılmaz')
  await page.getByLabel(`${apply(lang, 'fields.email')} *`, { exact: true }).fill(email)
  await page.getByLabel(`${apply(lang, 'fields.phone')} *`, { exact: true }).fill('+90 532 123 45 67')
  await page.getByLabel(`${apply(lang, 'fields.resume')} *`, { exact: true }).setInputFiles(CV)
  await page.getByLabel(`${apply(lang, 'fields.consent')} *`, { exact: true }).check()
  await page.getByRole('button', { name: apply(lang, 'submit'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/jobs/[^/]+/applied\\?ref=`))
  const [mail] = await waitForMails(email, (m) => privateLinks(m).length > 0)
  const [link] = privateLinks(mail!)
  expect(link!.lang).toBe(lang)
  return link!.path
}

async function expectWithdrawnForHr(browser: Browser, email: string) {
  const { page, context } = await newRolePage(browser, 'recruiter', { javaScriptEnabled: true })
  await visit(page, `/tr/dashboard/applicants?status=withdrawn&q=${encodeURIComponent(email)}`)
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader') })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(text('tr', 'jobs', 'enums.applicationStatus.withdrawn'))
  await row.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/tr\/dashboard\/applicants\/[0-9a-f-]{36}$/)
  await expect(page.getByText(/^Aday tarafından .+ tarihinde geri çekildi\.$/)).toBeVisible()
  // HR can no longer choose a status for it.
  await expect(page.getByLabel(text('tr', 'applicants', 'status.label'), { exact: true })).toHaveCount(0)
  await context.close()
}

for (const scripts of [true, false]) {
  test.describe(`the private application page ${scripts ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: scripts })

    for (const lang of LANGS) {
      test(`${lang}: apply, open the mailed link, download the data, withdraw; HR sees it withdrawn`, async ({ page, browser }) => {
        const email = `candidate-${lang}-${scripts ? 'js' : 'nojs'}-${Date.now()}@example.com`
        const link = await applyAndReadLink(page, lang, scripts, email)

        const response = await open(page, link, scripts)
        expect(response?.status()).toBe(200)
        expect(response?.headers()['cache-control']).toContain('no-store')
        expect(response?.headers()['x-cache']).toBe('BYPASS')
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        await expect(page.getByRole('heading', { level: 1, name: c(lang, 'title') })).toBeVisible()
        await expect(page.getByText(JOB[lang].title, { exact: true })).toBeVisible()
        await expect(page.locator('li[aria-current="step"]')).toContainText(c(lang, 'stage.names.received'))
        await expect(page.getByRole('link', { name: c(lang, 'viewJob') })).toHaveAttribute('href', `/${lang}/jobs/${JOB[lang].slug}`)
        if (scripts) await expectNoAxeViolations(page, `private page (${lang})`)

        // Download my data: one JSON attachment with what the form held.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: c(lang, 'data.json') }).click(),
        ])
        expect(download.suggestedFilename()).toMatch(/^application-\d{4}-\d{2}-\d{2}\.json$/)
        const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
          form: { email: string }
          application: { stage: string }
        }
        expect(data.form.email).toBe(email)
        expect(data.application.stage).toBe('received')
        const [cv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /cv\.pdf/ }).click()])
        expect(cv.suggestedFilename()).toBe('cv.pdf')

        // Withdraw: a confirmation step, then a real post.
        await page.getByRole('link', { name: c(lang, 'withdraw.button') }).click()
        await expect(page).toHaveURL(`${link}?confirm=withdraw`)
        await expect(page.getByRole('heading', { level: 1, name: c(lang, 'withdraw.confirmTitle') })).toBeVisible()
        if (scripts) {
          await waitForHydration(page)
          await expectNoAxeViolations(page, `withdraw confirmation (${lang})`)
        }
        const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === link)
        await page.getByRole('button', { name: c(lang, 'withdraw.confirm') }).click()
        expect((await (await posted).response())?.status()).toBe(303)
        await expect(page).toHaveURL(`${link}?done=withdrawn`)
        await expect(page.getByRole('status')).toHaveText(c(lang, 'done.withdrawn'))
        await expect(page.getByRole('link', { name: c(lang, 'withdraw.button') })).toHaveCount(0)
        await expect(page.getByText(c(lang, 'stage.names.withdrawn'), { exact: true })).toBeVisible()

        await expectWithdrawnForHr(browser, email)
      })

      test(`${lang}: ask for a new link; the old one stops working; delete everything`, async ({ page }) => {
        const email = `relink-${lang}-${scripts ? 'js' : 'nojs'}-${Date.now()}@example.com`
        const first = await applyAndReadLink(page, lang, scripts, email)

        await open(page, `/${lang}/applications`, scripts)
        await expect(page.getByRole('heading', { level: 1, name: c(lang, 'request.title') })).toBeVisible()
        if (scripts) await expectNoAxeViolations(page, `new-link form (${lang})`)
        await page.getByLabel(`${c(lang, 'request.email')} *`, { exact: true }).fill(email)
        await page.getByRole('button', { name: c(lang, 'request.submit') }).click()
        await expect(page).toHaveURL(`/${lang}/applications?sent=1`)
        await expect(page.getByRole('status')).toHaveText(c(lang, 'request.sent'))

        const mails = await waitForMails(email, (m) => m.subject.startsWith(c(lang, 'mail.subject', { title: '' })))
        const [fresh] = privateLinks(mails.at(-1)!)
        expect(fresh!.path).not.toBe(first)

        // The old link: a clear page (404) with the way to a new one.
        const old = await open(page, first, scripts)
        expect(old?.status()).toBe(404)
        await expect(page.getByRole('heading', { level: 1, name: c(lang, 'invalid.unknownTitle') })).toBeVisible()
        await expect(page.getByRole('link', { name: c(lang, 'invalid.askLink') })).toHaveAttribute('href', `/${lang}/applications`)

        // Delete everything through the new link.
        await open(page, fresh!.path, scripts)
        await page.getByRole('link', { name: c(lang, 'delete.button') }).click()
        await expect(page.getByRole('heading', { level: 1, name: c(lang, 'delete.confirmTitle') })).toBeVisible()
        if (scripts) {
          await waitForHydration(page)
          await expectNoAxeViolations(page, `delete confirmation (${lang})`)
        }
        await page.getByRole('button', { name: c(lang, 'delete.confirm') }).click()
        await expect(page).toHaveURL(`/${lang}/applications/deleted`)
        await expect(page.getByRole('heading', { level: 1, name: c(lang, 'deleted.title') })).toBeVisible()
        if (scripts) {
          await waitForHydration(page)
          await expectNoAxeViolations(page, `deleted page (${lang})`)
        }
        const gone = await page.request.get(fresh!.path)
        expect(gone.status()).toBe(404)
        const data = await page.request.get(`/api/public/applications/${fresh!.token}/data`)
        expect(data.status()).toBe(404)
      })
    }
  })
}

test('a malformed new-link request answers 400 with the field message, in each language, without scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const lang of LANGS) {
    await page.goto(`/${lang}/applications`)
    await page.getByLabel(`${c(lang, 'request.email')} *`, { exact: true }).fill('not-an-address')
    const posted = page.waitForRequest((r) => r.method() === 'POST')
    await page.getByRole('button', { name: c(lang, 'request.submit') }).click()
    expect((await (await posted).response())?.status()).toBe(400)
    await expect(page.getByLabel(`${c(lang, 'request.email')} *`, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(text(lang, 'common', 'validation.email'))).toBeVisible()
  }
  await context.close()
})
