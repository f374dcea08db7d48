import { expect, type Page, test } from '@playwright/test'
import {
  asRole,
  collectConsoleErrors,
  E2E_BASE_URL,
  escapeRegExp,
  expectNoAxeViolations,
  expectWholeFailuresInView,
  type Lang,
  LANGS,
  newRolePage,
  text,
  visit,
  waitForHydration,
  WIDTHS,
} from './fixtures.ts'

// The contact form (docs/product.md §3–§5, §8; issue 9): with scripts it submits in place (sending, then
// success), without them it posts to the page (303 to ?sent=1, or the page again with the
// messages and what was typed); the message then waits in the dashboard inbox.

const t = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'contact', key, values)
const common = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'common', key, values)

const LABELS = { first_name: 'firstName', last_name: 'lastName', email: 'email', subject: 'subject', message: 'message' } as const
type Name = keyof typeof LABELS

const field = (page: Page, lang: Lang, name: Name | 'consent') =>
  page.getByLabel(`${t(lang, `fields.${name === 'consent' ? 'consent' : LABELS[name]}`)} *`, { exact: true })
const submitButton = (page: Page, lang: Lang) => page.getByRole('button', { name: t(lang, 'submit'), exact: true })

interface Values {
  first_name: string
  last_name: string
  email: string
  subject: string
  message: string
}

const unique = (lang: Lang, tag: string): Values => {
  const id = `${tag}${Date.now().toString(36)}`
  return {
    first_name: lang === 'tr' ? 'Zeynep' : 'Daniel',
    last_name: `${lang === 'tr' ? 'Aydın' : 'Carter'}-${id}`,
    email: `${id}-${lang}@example.com`,
    subject: 'collaboration_offer',
    message:
      lang === 'tr'
        ? 'Sağlık turizmi alanında bir iş birliği önermek istiyoruz.'
        : 'We would like to discuss a partnership in health tourism.',
  }
}

async function fill(page: Page, lang: Lang, values: Partial<Values>, consent = true) {
  for (const name of ['first_name', 'last_name', 'email', 'message'] as const) {
    if (values[name] !== undefined) await field(page, lang, name).fill(values[name])
  }
  if (values.subject !== undefined) await field(page, lang, 'subject').selectOption(values.subject)
  if (consent) await field(page, lang, 'consent').check()
}

async function expectFieldError(page: Page, lang: Lang, name: Name | 'consent', message: string) {
  const control = field(page, lang, name)
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
}

/** Every message of docs/product.md §5 the form can produce, and the consent box's. */
async function expectEveryRequiredMessage(page: Page, lang: Lang) {
  for (const name of ['first_name', 'last_name', 'email', 'subject', 'message'] as const) {
    await expectFieldError(page, lang, name, common(lang, 'validation.required'))
  }
  await expectFieldError(page, lang, 'consent', t(lang, 'validation.consent'))
}

async function expectShortMessages(page: Page, lang: Lang) {
  await expectFieldError(page, lang, 'first_name', common(lang, 'validation.minLength.other', { count: '2' }))
  await expectFieldError(page, lang, 'last_name', common(lang, 'validation.minLength.other', { count: '2' }))
  await expectFieldError(page, lang, 'email', common(lang, 'validation.email'))
  await expectFieldError(page, lang, 'message', common(lang, 'validation.minLength.other', { count: '10' }))
}

for (const lang of LANGS) {
  test(`with scripts, a message is sent in place: sending, then the success message of docs/product.md §8 (${lang})`, async ({ page }) => {
    const errors = collectConsoleErrors(page)
    const elsewhere: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(E2E_BASE_URL)) elsewhere.push(request.url())
    })
    await visit(page, `/${lang}/contact`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'title') })).toBeVisible()
    await expect(page).toHaveTitle(t(lang, 'metaTitle'))
    // The offices: working tel:, mailto: and WhatsApp links, office hours, open-in-maps links.
    await expect(page.locator('main a[href="tel:+902122844000"]')).toHaveText('+90 212 284 40 00')
    await expect(page.locator('main a[href="mailto:dubai@hoiholding.com"]')).toBeVisible()
    await expect(page.locator('main a[href="https://wa.me/971505521800"]')).toBeVisible()
    await expect(page.getByText(t(lang, 'offices.hoursValue', { opens: '09:00', closes: '18:00', zone: 'UTC+3' }))).toBeVisible()
    await expect(page.locator('main a[href^="https://www.openstreetmap.org/?mlat=41.0775"]')).toBeVisible()
    await expect(page.getByRole('img', { name: t(lang, 'map.label') })).toBeVisible()
    await expect(page.getByRole('link', { name: t(lang, 'privacyLink'), exact: true })).toHaveAttribute('href', `/${lang}/privacy`)
    await expect(field(page, lang, 'consent')).not.toBeChecked()
    await expectNoAxeViolations(page, `/${lang}/contact`)

    const values = unique(lang, 'js')
    await fill(page, lang, values)
    // Hold the answer a moment, so that the sending state can be seen.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/public/contact', async (route) => {
      await held
      await route.continue()
    })
    await submitButton(page, lang).click()
    const sending = page.getByRole('button', { name: t(lang, 'sending'), exact: true })
    await expect(sending).toBeVisible()
    await expect(sending).toBeDisabled()
    release()
    await expect(page.getByRole('status').filter({ hasText: t(lang, 'success') })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${lang}/contact$`))
    await expectNoAxeViolations(page, `/${lang}/contact (sent)`)
    expect(elsewhere, 'no request to another site (the map loads nothing)').toEqual([])
    expect(errors).toEqual([])
  })

  test(`with scripts, every validation message shows in ${lang}, and the server's error sentence`, async ({ page }) => {
    await visit(page, `/${lang}/contact`)
    await waitForHydration(page)
    await submitButton(page, lang).click()
    await expectEveryRequiredMessage(page, lang)
    await expect(field(page, lang, 'first_name')).toBeFocused()

    await fill(page, lang, { first_name: 'A', last_name: 'B', email: 'ayse@', subject: 'feedback', message: 'Kısa' }, false)
    await submitButton(page, lang).click()
    await expectShortMessages(page, lang)
    await expectFieldError(page, lang, 'consent', t(lang, 'validation.consent'))
    await expect(field(page, lang, 'subject')).not.toHaveAttribute('aria-invalid', 'true')

    // A fault on our side: docs/product.md §8's sentence, and the values stay.
    await page.route('**/api/public/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":{"code":"internal","message":"x"}}' }),
    )
    await fill(page, lang, unique(lang, 'fault'))
    await submitButton(page, lang).click()
    await expect(page.getByRole('alert').filter({ hasText: t(lang, 'error') })).toBeVisible()
    await expect(field(page, lang, 'first_name')).not.toHaveValue('')
    await expectNoAxeViolations(page, `/${lang}/contact (errors)`)
  })
}

/** The sentence above the form when a submission fails as a whole: its region, holding an alert with `message`. */
const formError = (page: Page, message: string) =>
  page.locator('#contact-error').filter({ has: page.getByRole('alert').filter({ hasText: message }) })

test('with scripts, a failed submission brings its message into view and focuses it, on desktop and phone (issue 17)', async ({ page }) => {
  const lang: Lang = 'en'
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport)
    await visit(page, `/${lang}/contact`)
    await fill(page, lang, unique(lang, 'fail'))
    await expectWholeFailuresInView(page, {
      api: '**/api/public/contact',
      submit: submitButton(page, lang),
      region: (message) => formError(page, message),
      fault: t(lang, 'error'),
      // The wait in its plural form: one minute.
      limited: 'Too many attempts. Please try again in 1 minute.',
    })
  }
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGS) {
    test(`the form posts to the page: 400 with the messages and the values, then 303 to the success state (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/contact`)
      const form = page.locator('form[method="post"]')
      await expect(form).toHaveAttribute('action', `/${lang}/contact`)

      const post = async (status: number) => {
        const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/${lang}/contact`)
        await submitButton(page, lang).click()
        const response = await (await request).response()
        expect(response?.status()).toBe(status)
        expect(response?.headers()['cache-control']).toContain('no-store')
      }

      await post(400)
      await expectEveryRequiredMessage(page, lang)
      // The page the server rendered again puts the focus on the first field in error (issue 17).
      await expect(field(page, lang, 'first_name')).toBeFocused()

      const values = unique(lang, 'nojs')
      await fill(page, lang, { ...values, first_name: 'A', last_name: 'B', email: 'ayse@', message: 'Kısa' }, false)
      await post(400)
      await expectShortMessages(page, lang)
      await expect(field(page, lang, 'subject')).toHaveValue('collaboration_offer')
      await expect(field(page, lang, 'email')).toHaveValue('ayse@')
      await expect(field(page, lang, 'message')).toHaveValue('Kısa')

      await fill(page, lang, values)
      await post(303)
      await expect(page).toHaveURL(new RegExp(`/${lang}/contact\\?sent=1$`))
      await expect(page.getByRole('status').filter({ hasText: t(lang, 'success') })).toBeVisible()
      expect(decodeURIComponent(page.url())).not.toContain(values.email)
    })
  }
})

test.describe('the inbox', () => {
  test.use(asRole('recruiter'))

  test('a message sent on the site shows in the inbox; opening marks it read; archive; admin deletes it', async ({ page, browser }) => {
    // Sent through the form, as a visitor would.
    const values = unique('en', 'inbox')
    const visitor = await newRolePage(browser, undefined)
    await visit(visitor.page, '/en/contact')
    await waitForHydration(visitor.page)
    await fill(visitor.page, 'en', values)
    await submitButton(visitor.page, 'en').click()
    await expect(visitor.page.getByRole('status').filter({ hasText: t('en', 'success') })).toBeVisible()
    await visitor.context.close()

    const errors = collectConsoleErrors(page)
    await visit(page, '/tr/dashboard')
    const figure = page.getByRole('link', { name: new RegExp(escapeRegExp(text('tr', 'dashboard', 'home.figures.unreadMessages'))) })
    await expect(figure).toHaveAttribute('href', '/tr/dashboard/contact?status=new')
    await expect(page.getByRole('heading', { name: text('tr', 'dashboard', 'home.chart.title') })).toBeVisible()
    await expect(page.getByRole('heading', { name: text('tr', 'dashboard', 'home.activity.title') })).toBeVisible()
    await expectNoAxeViolations(page, '/tr/dashboard (recruiter)')

    const sidebar = page.getByRole('navigation', { name: text('tr', 'dashboard', 'shell.navLabel') })
    await sidebar.getByRole('link', { name: 'İletişim Mesajları' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İletişim Mesajları')
    await page.getByRole('searchbox').fill(values.last_name)
    await page.getByRole('button', { name: text('tr', 'dashboard', 'list.apply') }).click()
    await expect(page).toHaveURL(new RegExp(`q=${escapeRegExp(encodeURIComponent(values.last_name))}`))
    const row = page.getByRole('row').filter({ hasText: values.last_name })
    await expect(row).toHaveCount(1)
    await expect(row.getByText(text('tr', 'inbox', 'statuses.new'))).toBeVisible()
    await expectNoAxeViolations(page, '/tr/dashboard/contact')

    await row.getByRole('link', { name: `${values.first_name} ${values.last_name}` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mesaj Detayı')
    await expect(page.getByText(values.message)).toBeVisible()
    await expect(page.getByText(text('tr', 'inbox', 'detail.languages.en'), { exact: true })).toBeVisible()
    const status = page.getByRole('heading', { name: new RegExp(text('tr', 'inbox', 'detail.statusTitle')) })
    // Opening a new message marks it read.
    await expect(status).toContainText(text('tr', 'inbox', 'statuses.read'))
    const reply = page.getByRole('link', { name: text('tr', 'inbox', 'detail.reply') })
    // The sender wrote in English: the reply's subject is English although the dashboard is Turkish.
    await expect(reply).toHaveAttribute(
      'href',
      `mailto:${values.email}?subject=${encodeURIComponent('Re: Collaboration offer · HOI Holding')}`,
    )
    await expectNoAxeViolations(page, 'message detail')

    await page.getByRole('button', { name: text('tr', 'inbox', 'detail.archive') }).click()
    await expect(status).toContainText(text('tr', 'inbox', 'statuses.archived'))
    const detailUrl = page.url()

    // The list filtered by status shows it among the archived.
    await visit(page, `/tr/dashboard/contact?status=archived&q=${encodeURIComponent(values.last_name)}`)
    await expect(page.getByRole('row').filter({ hasText: values.last_name })).toHaveCount(1)
    expect(errors).toEqual([])

    // An admin deletes it, after confirming.
    const admin = await newRolePage(browser, 'admin')
    await visit(admin.page, detailUrl)
    await admin.page.getByRole('button', { name: text('tr', 'inbox', 'delete.action') }).click()
    const dialog = admin.page.getByRole('alertdialog')
    await expect(dialog).toContainText(text('tr', 'inbox', 'delete.title'))
    await dialog.getByRole('button', { name: text('tr', 'inbox', 'delete.confirm') }).click()
    await expect(admin.page).toHaveURL(/\/tr\/dashboard\/contact$/)
    await visit(admin.page, `/tr/dashboard/contact?q=${encodeURIComponent(values.last_name)}`)
    await expect(admin.page.getByRole('row').filter({ hasText: values.last_name })).toHaveCount(0)
    await admin.context.close()
  })
})

test.describe('an editor', () => {
  test.use(asRole('editor'))

  test('gets the access-denied view on the inbox and no inbox figure on the dashboard home', async ({ page }) => {
    const response = await page.goto('/en/dashboard/contact')
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('en', 'accessDenied.title'))
    await visit(page, '/en/dashboard')
    await expect(
      page.getByRole('link', { name: new RegExp(escapeRegExp(text('en', 'dashboard', 'home.figures.unreadMessages'))) }),
    ).toHaveCount(0)
    await expect(page.getByRole('heading', { name: text('en', 'dashboard', 'home.chart.title') })).toHaveCount(0)
  })
})
