import { type Browser, expect, type Page, test } from '@playwright/test'
import { closeToast, expectNoAxeViolations, type Lang, newRolePage, text, visit } from './fixtures.ts'
import { type OutboxMail, readOutbox, waitForMails } from './outbox.ts'

// Job alerts (docs/product.md §14, decision 043): subscribe on the board, confirm from the mail,
// a recruiter publishes a matching job, the alert mail arrives, one-click unsubscribe, no more mail.
// Without scripts in Turkish, with scripts in English.

/** The mail to `to` whose text holds `needle` (the worker sends within a few seconds). */
async function waitForMail(to: string, needle: string): Promise<OutboxMail> {
  const [mail] = await waitForMails(to, (candidate) => candidate.body.includes(needle), { timeoutMs: 30_000 })
  return mail!
}

/** Every mail to `to` so far. */
const mailsTo = (to: string) => readOutbox().filter((mail) => mail.to.toLowerCase() === to.toLowerCase())

const tokenLink = (mail: OutboxMail, lang: Lang) => {
  const match = new RegExp(`/${lang}/alerts/([A-Za-z0-9_-]{43})`).exec(mail.body)
  if (!match) throw new Error('no alert link in the mail')
  return `/${lang}/alerts/${match[1]}`
}

const jobLabel = (lang: Lang, key: string) => text(lang, 'jobAdmin', key)

/** A recruiter creates a draft job titled `title` (both languages) in the dashboard and publishes it. */
async function publishJob(browser: Browser, title: string) {
  const lang: Lang = 'tr'
  // The dashboard needs its scripts, whatever the visitor's journey runs with.
  const { context, page } = await newRolePage(browser, 'recruiter', { javaScriptEnabled: true })
  try {
    await visit(page, `/${lang}/dashboard/jobs/create`)
    await page.getByLabel(jobLabel(lang, 'form.titleTr'), { exact: true }).fill(`${title} TR`)
    await page.getByLabel(jobLabel(lang, 'form.titleEn'), { exact: true }).fill(`${title} EN`)
    for (const field of ['form.descriptionTr', 'form.descriptionEn']) {
      await page.getByRole('textbox', { name: jobLabel(lang, field), exact: true }).click()
      await page.keyboard.type('Ekibimize katılın. Join our team.')
    }
    await page.getByLabel(jobLabel(lang, 'form.category'), { exact: true }).selectOption('data')
    await page.getByLabel(jobLabel(lang, 'form.workMode'), { exact: true }).selectOption('Remote')
    await page.getByLabel(jobLabel(lang, 'form.city'), { exact: true }).fill('İzmir')
    await page.getByRole('button', { name: jobLabel(lang, 'form.submitCreate') }).click()
    await closeToast(page, text(lang, 'jobAdmin', 'form.created', { title: `${title} TR` }))
    const box = page.getByRole('searchbox', { name: text(lang, 'dashboard', 'list.search'), exact: true })
    await box.fill(title)
    await box.press('Enter')
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .filter({ hasText: `${title} TR` })
    await row.getByRole('button', { name: text(lang, 'jobAdmin', 'actions.menu', { title: `${title} TR` }) }).click()
    await page.getByRole('menuitem', { name: jobLabel(lang, 'actions.to.active'), exact: true }).click()
    await closeToast(
      page,
      text(lang, 'jobAdmin', 'actions.changed', { title: `${title} TR`, status: text(lang, 'jobs', 'enums.jobStatus.active') }),
    )
  } finally {
    await context.close()
  }
}

/**
 * axe on the page at `url`: in this page when it runs scripts, else in a page of its own that
 * does (axe runs as a script in the page).
 */
async function checkAxe(page: Page, url: string, label: string, scripts: boolean) {
  if (scripts) return expectNoAxeViolations(page, label)
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true })
  try {
    const other = await context.newPage()
    await other.goto(new URL(url, page.url()).href)
    await expectNoAxeViolations(other, label)
  } finally {
    await context.close()
  }
}

async function subscribeOnBoard(page: Page, lang: Lang, query: string, email: string, scripts: boolean) {
  const open = scripts ? visit : (p: Page, url: string) => p.goto(url)
  await open(page, `/${lang}/jobs?q=${encodeURIComponent(query)}&category=data`)
  const section = page.getByRole('region', { name: text(lang, 'alerts', 'board.title') })
  await expect(section).toBeVisible()
  await expect(section.getByTestId('alert-filters')).toContainText(query)
  // An empty submit answers with the messages under the fields, the address focused.
  await section.getByRole('button', { name: text(lang, 'alerts', 'board.submit') }).click()
  await expect(page).toHaveURL(`/${lang}/alerts`)
  const emailField = page.getByLabel(`${text(lang, 'alerts', 'fields.email')} *`, { exact: true })
  await expect(emailField).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(text(lang, 'alerts', 'validation.consent'))).toBeVisible()
  await expect(emailField).toBeFocused()
  if (scripts) await expectNoAxeViolations(page, `alerts failed ${lang}`)
  // The filters came along as hidden fields; the form is filled again and sent.
  await emailField.fill(email)
  await page.getByLabel(text(lang, 'alerts', 'fields.frequencies.immediate')).check()
  await page.getByLabel(`${text(lang, 'alerts', 'fields.consent')} *`).check()
  await page.getByRole('button', { name: text(lang, 'alerts', 'board.submit') }).click()
  await expect(page).toHaveURL(`/${lang}/alerts?sent=1`)
  await expect(page.getByRole('heading', { name: text(lang, 'alerts', 'subscribe.sentTitle') })).toBeVisible()
  await checkAxe(page, `/${lang}/alerts?sent=1`, `alerts sent ${lang}`, scripts)
  await checkAxe(page, `/${lang}/jobs?q=${encodeURIComponent(query)}&category=data`, `board with alert form ${lang}`, scripts)
}

for (const [lang, scripts] of [
  ['tr', false],
  ['en', true],
] as const) {
  test.describe(`job alert journey (${lang}, ${scripts ? 'with' : 'without'} scripts)`, () => {
    test.use({ javaScriptEnabled: scripts })

    test('subscribe on the board, confirm, get the published job, unsubscribe with one click', async ({ page, browser, request }) => {
      test.setTimeout(150_000)
      const tag = `alert${lang}${Date.now().toString(36)}`
      const email = `${tag}@example.com`
      await subscribeOnBoard(page, lang, tag, email, scripts)

      // The confirmation mail, in the visitor's language; its link opens a page whose button confirms.
      const confirmation = await waitForMail(email, text(lang, 'alerts', 'mail.confirmLink'))
      const link = tokenLink(confirmation, lang)
      await page.goto(link)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'alerts', 'manage.confirmTitle'))
      await expect(page.getByRole('main')).toContainText(tag)
      await checkAxe(page, link, `alert confirm ${lang}`, scripts)
      await page.getByRole('button', { name: text(lang, 'alerts', 'manage.confirm') }).click()
      await expect(page).toHaveURL(`${link}?confirmed=1`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'alerts', 'manage.title'))
      await expect(page.getByRole('status')).toHaveText(text(lang, 'alerts', 'manage.confirmed'))
      await checkAxe(page, link, `alert manage ${lang}`, scripts)

      // A recruiter publishes a matching job: the alert mail arrives, with the one-click headers.
      await publishJob(browser, `${tag} first`)
      const alertMail = await waitForMail(email, `${tag} first`)
      expect(alertMail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
      const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(alertMail.headers)?.[1]
      expect(unsubscribe).toMatch(/\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/)
      expect(alertMail.body).toContain(`/${lang}/jobs/`)

      // The mail provider's one-click POST (no session, no Origin): 200, and the alert is gone.
      const answer = await request.post(unsubscribe!, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
      })
      expect(answer.status()).toBe(200)
      const gone = await page.goto(link)
      expect(gone?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'alerts', 'manage.missingTitle'))

      // Another matching job: no further mail.
      const before = mailsTo(email).length
      await publishJob(browser, `${tag} second`)
      await page.waitForTimeout(4000)
      expect(mailsTo(email)).toHaveLength(before)
    })
  })
}

test('the manage page changes the rhythm and unsubscribes without scripts', async ({ browser }) => {
  const lang: Lang = 'en'
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const tag = `manage${Date.now().toString(36)}`
  const email = `${tag}@example.com`
  await subscribeOnBoard(page, lang, tag, email, false)
  const link = tokenLink(await waitForMail(email, text(lang, 'alerts', 'mail.confirmLink')), lang)
  await page.goto(link)
  await page.getByRole('button', { name: text(lang, 'alerts', 'manage.confirm') }).click()
  await page.getByLabel(text(lang, 'alerts', 'fields.frequencies.daily')).check()
  await page.getByRole('button', { name: text(lang, 'alerts', 'manage.saveFrequency') }).click()
  await expect(page).toHaveURL(`${link}?saved=1`)
  await expect(page.getByLabel(text(lang, 'alerts', 'fields.frequencies.daily'))).toBeChecked()
  await page.getByRole('button', { name: text(lang, 'alerts', 'manage.unsubscribe') }).click()
  await expect(page).toHaveURL(`/${lang}/alerts?unsubscribed=1`)
  await expect(page.getByRole('heading', { name: text(lang, 'alerts', 'subscribe.unsubscribedTitle') })).toBeVisible()
  await context.close()
})
