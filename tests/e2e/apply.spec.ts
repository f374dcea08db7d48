import { expect, type Page, test } from '@playwright/test'
import {
  escapeRegExp,
  expectFocusedInView,
  expectNoAxeViolations,
  expectWholeFailuresInView,
  type Lang,
  LANGS,
  text,
  visit,
  waitForHydration,
  WIDTHS,
} from './fixtures.ts'

// Applying for a job (docs/product.md §4, §7.3): the form with scripts (schema checks, XHR upload with
// a progress bar) and without them (a real multipart post answered with 303 or the page again).
// The seed's jobs: open ones to apply to, one closed (site-engineer-civil-antalya).

const CV = 'tests/fixtures/cv/cv.pdf'
const NOT_A_CV = 'tests/fixtures/cv/not-a-cv.pdf'
const OPEN_JOB: Record<Lang, { slug: string; title: string }> = {
  tr: { slug: 'senior-full-stack-developer-typescript', title: 'Kıdemli Full-Stack Geliştirici (TypeScript)' },
  en: { slug: 'product-designer-ui-ux-dubai', title: 'Product Designer (UI/UX)' },
}
const CLOSED_JOB = 'site-engineer-civil-antalya'
const LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en-US' }

const t = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'apply', key, values)
const common = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'common', key, values)

/** A field by its visible label; required ones end with " *". */
const field = (page: Page, lang: Lang, key: string, required = false) =>
  page.getByLabel(required ? `${t(lang, `fields.${key}`)} *` : t(lang, `fields.${key}`), { exact: true })

async function fillValid(page: Page, lang: Lang, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    fullName: 'Ayşe Yılmaz',
    email: `ayse-${lang}-${Date.now()}@example.com`,
    phone: '+90 532 123 45 67',
    currentLocation: 'İstanbul',
    linkedinUrl: 'https://www.linkedin.com/in/ayse',
    additionalInfo: 'I would like to join your team.',
    ...overrides,
  }
  await field(page, lang, 'fullName', true).fill(values.fullName)
  await field(page, lang, 'email', true).fill(values.email)
  await field(page, lang, 'phone', true).fill(values.phone)
  await field(page, lang, 'currentLocation').fill(values.currentLocation)
  await field(page, lang, 'linkedinUrl').fill(values.linkedinUrl)
  await field(page, lang, 'additionalInfo').fill(values.additionalInfo)
  return values
}

const submitButton = (page: Page, lang: Lang) => page.getByRole('button', { name: t(lang, 'submit'), exact: true })
const consent = (page: Page, lang: Lang) => page.getByLabel(`${t(lang, 'fields.consent')} *`, { exact: true })
const resume = (page: Page, lang: Lang) => field(page, lang, 'resume', true)

/** The error shown under a field (its aria-describedby). */
async function expectFieldError(page: Page, lang: Lang, key: string, message: string, required = false) {
  const control = key === 'consent' ? consent(page, lang) : field(page, lang, key, required)
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
}

async function expectSuccess(page: Page, lang: Lang, title: string) {
  await expect(page).toHaveURL(new RegExp(`/${lang}/jobs/[^/]+/applied\\?ref=[0-9a-f-]{36}$`))
  // The focus lands on the success heading (issue 17), after an in-place submission and after a post without scripts.
  await expectFocusedInView(page.getByRole('heading', { level: 1, name: t(lang, 'applied.title') }))
  await expect(page.getByRole('status').filter({ hasText: t(lang, 'success') })).toBeVisible()
  await expect(page.getByText(title, { exact: true })).toBeVisible()
  const today = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeZone: 'Europe/Istanbul' }).format(new Date())
  await expect(page.locator('time')).toHaveText(today)
}

for (const lang of LANGS) {
  test.describe(`applying (${lang})`, () => {
    test('a visitor applies with a PDF, sees the upload progress and the success screen', async ({ page }) => {
      const job = OPEN_JOB[lang]
      await visit(page, `/${lang}/jobs/${job.slug}/apply`)
      await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: t(lang, 'privacyLink'), exact: true })).toHaveAttribute(
        'href',
        `/${lang}/privacy`,
      )
      await expect(consent(page, lang)).not.toBeChecked()

      await fillValid(page, lang)
      await resume(page, lang).setInputFiles(CV)
      await consent(page, lang).check()
      // The reply waits a little, so the upload state can be seen.
      await page.route('**/api/public/jobs/*/applications', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        await route.continue()
      })
      await submitButton(page, lang).click()
      await expect(page.getByRole('button', { name: t(lang, 'submitting') })).toBeDisabled()
      await expect(page.locator('form[aria-busy="true"]')).toBeVisible()
      await expect(page.getByRole('progressbar', { name: t(lang, 'progressLabel') })).toBeVisible()

      await expectSuccess(page, lang, job.title)
    })

    test('every validation message shows under its field, with the focus on the first', async ({ page }) => {
      await visit(page, `/${lang}/jobs/${OPEN_JOB[lang].slug}/apply`)
      await submitButton(page, lang).click()
      const required = common(lang, 'validation.required')
      await expectFieldError(page, lang, 'fullName', required, true)
      await expectFieldError(page, lang, 'email', required, true)
      await expectFieldError(page, lang, 'phone', required, true)
      await expectFieldError(page, lang, 'resume', required, true)
      await expectFieldError(page, lang, 'consent', t(lang, 'validation.consent'))
      await expect(field(page, lang, 'fullName', true)).toBeFocused()
      await expectNoAxeViolations(page, `/${lang} apply form with errors`)

      await field(page, lang, 'fullName', true).fill('A')
      await field(page, lang, 'email', true).fill('not-an-email')
      await field(page, lang, 'phone', true).fill('12ab')
      await field(page, lang, 'linkedinUrl').fill('https://example.com/me')
      await field(page, lang, 'portfolioUrl').fill('ftp://example.com')
      await submitButton(page, lang).click()
      await expectFieldError(page, lang, 'fullName', common(lang, 'validation.minLength.other', { count: '2' }), true)
      await expectFieldError(page, lang, 'email', common(lang, 'validation.email'), true)
      await expectFieldError(page, lang, 'phone', t(lang, 'validation.phone'), true)
      await expectFieldError(page, lang, 'linkedinUrl', t(lang, 'validation.linkedinUrl'))
      await expectFieldError(page, lang, 'portfolioUrl', t(lang, 'validation.portfolioUrl'))

      // A file whose content is not a CV, whatever its name: refused by the server (415).
      await fillValid(page, lang)
      await field(page, lang, 'portfolioUrl').fill('')
      await resume(page, lang).setInputFiles(NOT_A_CV)
      await consent(page, lang).check()
      await submitButton(page, lang).click()
      await expectFieldError(page, lang, 'resume', t(lang, 'validation.resumeType'), true)
      await expect(resume(page, lang)).toBeFocused()
    })

    test('a closed job shows why instead of the form', async ({ page }) => {
      await visit(page, `/${lang}/jobs/${CLOSED_JOB}/apply`)
      await expect(page.getByText(t(lang, 'blocked.closed'))).toBeVisible()
      await expect(page.locator('form[enctype="multipart/form-data"]')).toHaveCount(0)
    })
  })
}

/** The sentence above the form when a submission fails as a whole: its region, holding an alert with `message`. */
const formError = (page: Page, message: string) =>
  page.locator('#apply-error').filter({ has: page.getByRole('alert').filter({ hasText: message }) })

test('with scripts, a failed submission brings its message into view and focuses it, on desktop and phone (issue 17)', async ({ page }) => {
  const lang: Lang = 'tr'
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport)
    await visit(page, `/${lang}/jobs/${OPEN_JOB[lang].slug}/apply`)
    await fillValid(page, lang)
    await resume(page, lang).setInputFiles(CV)
    await consent(page, lang).check()
    await expectWholeFailuresInView(page, {
      api: '**/api/public/jobs/*/applications',
      submit: submitButton(page, lang),
      region: (message) => formError(page, message),
      fault: t(lang, 'error'),
      limited: common(lang, 'errors.rate_limited.one', { count: '1' }),
    })
  }
})

test('the empty form, the success page and a closed job pass axe at 1280 and 390 px', async ({ page }) => {
  for (const lang of LANGS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await visit(page, `/${lang}/jobs/${OPEN_JOB[lang].slug}/apply`)
      await expectNoAxeViolations(page, `/${lang} apply form at ${width} px`)
      await visit(page, `/${lang}/jobs/${CLOSED_JOB}/apply`)
      await expectNoAxeViolations(page, `/${lang} closed job at ${width} px`)
    }
  }
})

test('the API refuses a cross-site post and unknown receipts are not found', async ({ page, request, baseURL }) => {
  const reply = await request.post(`/api/public/jobs/${OPEN_JOB.en.slug}/applications`, {
    headers: { Origin: 'https://evil.example' },
    multipart: { full_name: 'Ayşe Yılmaz' },
  })
  expect(reply.status()).toBe(403)
  const unknown = await page.goto(`/en/jobs/${OPEN_JOB.en.slug}/applied?ref=${crypto.randomUUID()}`)
  expect(unknown?.status()).toBe(404)
  expect(baseURL).toBeTruthy()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a failed post shows the errors and keeps the values; a good one answers 303 to the success page', async ({ page, browser }) => {
    const lang: Lang = 'en'
    const job = { slug: 'software-development-intern-istanbul', title: 'Software Development Intern' }
    await page.goto(`/${lang}/jobs/${job.slug}/apply`)
    const typed = await fillValid(page, lang, { fullName: 'A' })
    await resume(page, lang).setInputFiles(CV)
    const failed = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/${lang}/jobs/${job.slug}/apply`)
    await submitButton(page, lang).click()
    const failure = await (await failed).response()
    expect(failure?.status()).toBe(400)
    expect(failure?.headers()['cache-control']).toContain('no-store')
    // The page the server rendered again puts the focus on the first field in error (issue 17).
    await expect(field(page, lang, 'fullName', true)).toBeFocused()
    await expectFieldError(page, lang, 'fullName', common(lang, 'validation.minLength.other', { count: '2' }), true)
    await expectFieldError(page, lang, 'consent', t(lang, 'validation.consent'))
    await expect(field(page, lang, 'email', true)).toHaveValue(typed.email)
    await expect(field(page, lang, 'phone', true)).toHaveValue(typed.phone)
    await expect(field(page, lang, 'additionalInfo')).toHaveValue(typed.additionalInfo)
    await expect(page.getByText(t(lang, 'hints.resumeAgain'), { exact: false })).toBeVisible()

    await field(page, lang, 'fullName', true).fill('Ayşe Yılmaz')
    await resume(page, lang).setInputFiles(CV)
    await consent(page, lang).check()
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/${lang}/jobs/${job.slug}/apply`)
    await submitButton(page, lang).click()
    expect((await (await posted).response())?.status()).toBe(303)
    await expectSuccess(page, lang, job.title)
    const receipt = await page.request.get(page.url())
    expect(receipt.headers()['cache-control']).toMatch(/no-store/)
    expect(await receipt.text()).toContain('noindex')

    // The success page at both widths, with scripts, for axe.
    const context = await browser.newContext({ javaScriptEnabled: true })
    const withScripts = await context.newPage()
    for (const width of [1280, 390]) {
      await withScripts.setViewportSize({ width, height: 900 })
      await withScripts.goto(page.url())
      await waitForHydration(withScripts)
      await expectNoAxeViolations(withScripts, `success page at ${width} px`)
    }
    await context.close()
  })

  test('a post the server refuses as a whole shows its message in view, with the focus, on desktop and phone (issue 17)', async ({
    page,
  }) => {
    const lang: Lang = 'en'
    const path = `/${lang}/jobs/${OPEN_JOB[lang].slug}/apply`
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await fillValid(page, lang)
      await resume(page, lang).setInputFiles(CV)
      await consent(page, lang).check()
      // The body no longer matches the form type it claims: the server answers with the page and its message.
      await page.route(`**${path}`, (route) =>
        route.request().method() === 'POST'
          ? route.continue({ headers: { ...route.request().headers(), 'content-type': 'text/plain' } })
          : route.continue(),
      )
      const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path)
      await submitButton(page, lang).click()
      expect((await (await request).response())?.status()).toBe(415)
      await expectFocusedInView(formError(page, common(lang, 'errors.unsupported_media_type')))
      await page.unroute(`**${path}`)
    }
  })
})
