import { readFile } from 'node:fs/promises'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { escapeRegExp, expectNoAxeViolations, type Lang, LANGS, newRolePage, text, visit, waitForHydration, WIDTHS } from './fixtures.ts'
import { privateLinks, waitForMails } from './outbox.ts'

// The candidate's private application page (docs/product.md §13, decision 040): apply through a
// job link with a source (§15.2) to a job with questions (§5.6), read the confirmation mail from
// the server's outbox, open the private link, download the data, withdraw, and HR sees it; keep or
// leave the talent pool (§13.5); ask for a new link, the old one stops working, delete everything.
// With and without scripts, in both languages.

const CV = 'tests/fixtures/cv/cv.pdf'
const JOB: Record<Lang, { slug: string; title: string }> = {
  tr: { slug: 'senior-full-stack-developer-typescript', title: 'Kıdemli Full-Stack Geliştirici (TypeScript)' },
  en: { slug: 'product-designer-ui-ux-dubai', title: 'Product Designer (UI/UX)' },
}

/** One answer to a seeded question (src/db/seed/questions.ts): as the candidate gives it and as the export keeps it. */
interface Answer {
  question: Record<Lang, string>
  kind: 'yes_no' | 'single_choice' | 'short_text' | 'number'
  required: boolean
  /** As stored: `yes`/`no`, a choice's key, the number or the text. */
  value: string
  /** The chosen choice's labels (single choice). */
  choice?: Record<Lang, string>
}

/** A seeded job with its own questions in each language, and the answers this journey gives (none a knock-out). */
const QUESTIONS_JOB: Record<Lang, { slug: string; title: string; answers: Answer[] }> = {
  tr: {
    slug: 'clinic-nurse-hair-transplant-istanbul',
    title: 'Klinik Hemşiresi – Saç Ekimi',
    answers: [
      {
        question: { tr: 'Türkiye’de geçerli bir hemşirelik diplomanız var mı?', en: 'Do you hold a nursing diploma valid in Türkiye?' },
        kind: 'yes_no',
        required: true,
        value: 'yes',
      },
      {
        question: { tr: 'Vardiyalı çalışmaya uygun musunuz?', en: 'Can you work in shifts?' },
        kind: 'single_choice',
        required: true,
        value: 'day',
        choice: { tr: 'Yalnızca gündüz', en: 'Days only' },
      },
      {
        question: { tr: 'Türkçe dışında hangi dilleri konuşuyorsunuz?', en: 'Which languages do you speak besides Turkish?' },
        kind: 'short_text',
        required: false,
        value: 'İngilizce ve Almanca',
      },
    ],
  },
  en: {
    slug: 'tour-operations-specialist-antalya',
    title: 'Tour Operations Specialist',
    answers: [
      {
        question: {
          tr: 'Turizm operasyonunda kaç yıl deneyiminiz var?',
          en: 'How many years of experience do you have in tour operations?',
        },
        kind: 'number',
        required: true,
        value: '4.5',
      },
      {
        question: { tr: 'İngilizce seviyeniz nedir?', en: 'What is your level of English?' },
        kind: 'single_choice',
        required: true,
        value: 'good',
        choice: { tr: 'İyi', en: 'Good' },
      },
    ],
  },
}
/** The job link's tracking parameters (docs/product.md §15.2), in the order the pages carry them on. */
const TRACKING = 'source=linkedin&utm_source=newsletter&utm_campaign=spring-hiring'

const c = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'candidate', key, values)
const apply = (lang: Lang, key: string) => text(lang, 'apply', key)
const hr = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'applicants', key, values)
/** A date as the pages show it (src/lib/format.ts): medium style, Istanbul time. */
const day = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-US', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' }).format(new Date(iso))
/** The value (`dd`) of a `dt`/`dd` pair by its exact label. */
const detail = (scope: Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .locator('xpath=following-sibling::dd[1]')
/** An answer as HR reads it, in the dashboard's language. */
const answerForHr = (answer: Answer, lang: Lang) =>
  answer.kind === 'yes_no' ? hr(lang, `questions.${answer.value}`) : (answer.choice?.[lang] ?? answer.value)

interface DataExport {
  application: { stage: string; source: string | null; utm: Record<string, string> | null }
  form: { email: string }
  answers: Array<{ question: Record<Lang, string>; kind: string; value: string; choice: Record<Lang, string> | null }>
  consents: Array<{
    purpose: string
    noticeVersion: string
    language: string
    givenAt: string
    expiresAt: string
    renewedAt: string | null
    active: boolean
  }>
}

/** Goes to a page and, with scripts, waits for hydration. */
async function open(page: Page, url: string, scripts: boolean) {
  const response = scripts ? await visit(page, url) : await page.goto(url)
  return response
}

/** Downloads "my data" from the private page and reads the JSON. */
async function downloadData(page: Page, lang: Lang): Promise<DataExport> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: c(lang, 'data.json') }).click()])
  expect(download.suggestedFilename()).toMatch(/^application-\d{4}-\d{2}-\d{2}\.json$/)
  return JSON.parse(await readFile((await download.path())!, 'utf8')) as DataExport
}

/**
 * Applies with a real PDF and returns the application's id and the private link of the
 * confirmation mail. `fromLink`: to the language's job with questions, through its job page opened
 * from a tracked link, answering them; `talentPool`: with the optional talent-pool consent ticked.
 */
async function applyAndReadLink(
  page: Page,
  lang: Lang,
  scripts: boolean,
  email: string,
  { fromLink = false, talentPool = false } = {},
): Promise<{ id: string; link: string }> {
  const job = fromLink ? QUESTIONS_JOB[lang] : JOB[lang]
  if (fromLink) {
    // The job page passes the link's source and campaign on to its apply link.
    await open(page, `/${lang}/jobs/${job.slug}?${TRACKING}`, scripts)
    await page.getByRole('link', { name: text(lang, 'jobs', 'detail.apply'), exact: true }).click()
    await expect(page).toHaveURL(`/${lang}/jobs/${job.slug}/apply?${TRACKING}`)
    if (scripts) await waitForHydration(page)
  } else await open(page, `/${lang}/jobs/${job.slug}/apply`, scripts)
  await page.getByLabel(`${apply(lang, 'fields.fullName')} *`, { exact: true }).fill('Ayşe Yılmaz')
  await page.getByLabel(`${apply(lang, 'fields.email')} *`, { exact: true }).fill(email)
  await page.getByLabel(`${apply(lang, 'fields.phone')} *`, { exact: true }).fill('+90 532 123 45 67')
  await page.getByLabel(`${apply(lang, 'fields.resume')} *`, { exact: true }).setInputFiles(CV)
  for (const answer of fromLink ? QUESTIONS_JOB[lang].answers : []) {
    const field = page.getByLabel(answer.required ? `${answer.question[lang]} *` : answer.question[lang], { exact: true })
    if (answer.kind === 'yes_no') await field.selectOption({ label: apply(lang, `questions.${answer.value}`) })
    else if (answer.choice) await field.selectOption({ label: answer.choice[lang] })
    else await field.fill(answer.value)
  }
  await page.getByLabel(`${apply(lang, 'fields.consent')} *`, { exact: true }).check()
  if (talentPool) await page.getByLabel(apply(lang, 'fields.talentPool'), { exact: true }).check()
  await page.getByRole('button', { name: apply(lang, 'submit'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/jobs/${job.slug}/applied\\?ref=[0-9a-f-]{36}$`))
  const id = new URL(page.url()).searchParams.get('ref')!
  const [mail] = await waitForMails(email, (m) => privateLinks(m).length > 0)
  const [link] = privateLinks(mail!)
  expect(link!.lang).toBe(lang)
  return { id, link: link!.path }
}

/** HR (a recruiter, with scripts) finds the application among the withdrawn ones and reads its source and answers. */
async function expectWithdrawnForHr(browser: Browser, lang: Lang, email: string) {
  const { page, context } = await newRolePage(browser, 'recruiter', { javaScriptEnabled: true })
  await visit(page, `/${lang}/dashboard/applicants?status=withdrawn&q=${encodeURIComponent(email)}`)
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader') })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(text(lang, 'jobs', 'enums.applicationStatus.withdrawn'))
  await row.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/applicants/[0-9a-f-]{36}$`))
  const withdrawnOn = escapeRegExp(hr(lang, 'status.withdrawn')).replace(escapeRegExp('{{date}}'), '.+')
  await expect(page.getByText(new RegExp(`^${withdrawnOn}$`))).toBeVisible()
  // HR can no longer choose a status for it.
  await expect(page.getByLabel(hr(lang, 'status.label'), { exact: true })).toHaveCount(0)
  const main = page.getByRole('main')
  await expect(detail(main, hr(lang, 'source.label'))).toHaveText('linkedin')
  await expect(detail(main, hr(lang, 'source.utm'))).toHaveText('utm_source=newsletter · utm_campaign=spring-hiring')
  const answers = page.getByRole('region', { name: hr(lang, 'questions.title') })
  for (const answer of QUESTIONS_JOB[lang].answers)
    await expect(detail(answers, answer.question[lang])).toHaveText(answerForHr(answer, lang))
  await expect(answers).not.toContainText(hr(lang, 'questions.knockoutAnswer'))
  await context.close()
}

/** HR (a recruiter, with scripts) reads the applicant's talent-pool line: until when, or "No". */
async function expectTalentPoolForHr(browser: Browser, lang: Lang, id: string, until: string | null) {
  const { page, context } = await newRolePage(browser, 'recruiter', { javaScriptEnabled: true })
  await visit(page, `/${lang}/dashboard/applicants/${id}`)
  await expect(detail(page.getByRole('main'), hr(lang, 'detail.talentPool'))).toHaveText(
    until ? hr(lang, 'detail.talentPoolUntil', { date: day(until, lang) }) : hr(lang, 'detail.talentPoolNo'),
  )
  await context.close()
}

for (const scripts of [true, false]) {
  test.describe(`the private application page ${scripts ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: scripts })

    for (const lang of LANGS) {
      test(`${lang}: apply from a tracked link with answers, open the mailed link, download the data, withdraw; HR sees it withdrawn with its source and answers`, async ({
        page,
        browser,
      }) => {
        const email = `candidate-${lang}-${scripts ? 'js' : 'nojs'}-${Date.now()}@example.com`
        const job = QUESTIONS_JOB[lang]
        const { link } = await applyAndReadLink(page, lang, scripts, email, { fromLink: true })

        const response = await open(page, link, scripts)
        expect(response?.status()).toBe(200)
        expect(response?.headers()['cache-control']).toContain('no-store')
        expect(response?.headers()['x-cache']).toBe('BYPASS')
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        await expect(page.getByRole('heading', { level: 1, name: c(lang, 'title') })).toBeVisible()
        await expect(page.getByText(job.title, { exact: true })).toBeVisible()
        await expect(page.locator('li[aria-current="step"]')).toContainText(c(lang, 'stage.names.received'))
        await expect(page.getByRole('link', { name: c(lang, 'viewJob') })).toHaveAttribute('href', `/${lang}/jobs/${job.slug}`)
        // One consent, to this application; no talent pool, so nothing to renew or leave.
        const consents = page.getByRole('region', { name: c(lang, 'consents.title') })
        await expect(consents.getByRole('listitem')).toHaveCount(1)
        await expect(consents.getByRole('listitem')).toContainText(c(lang, 'consents.purposes.application'))
        await expect(consents.getByText(c(lang, 'consents.noPool'), { exact: true })).toBeVisible()
        await expect(consents.getByRole('button')).toHaveCount(0)
        if (scripts) await expectNoAxeViolations(page, `private page (${lang})`)

        // Download my data: the form, the answers with their questions, where the candidate came from, the consent.
        const data = await downloadData(page, lang)
        expect(data.form.email).toBe(email)
        expect(data.application.stage).toBe('received')
        expect(data.application.source).toBe('linkedin')
        expect(data.application.utm).toEqual({ source: 'newsletter', campaign: 'spring-hiring' })
        expect(data.answers).toEqual(
          job.answers.map(({ question, kind, value, choice }) => ({ question, kind, value, choice: choice ?? null })),
        )
        expect(data.consents).toEqual([
          {
            purpose: 'application',
            noticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            language: lang,
            givenAt: expect.any(String),
            expiresAt: expect.any(String),
            renewedAt: null,
            active: true,
          },
        ])
        // The page says the same: given when, under which notice version, until when.
        const [consent] = data.consents
        await expect(consents.getByRole('listitem')).toContainText(
          c(lang, 'consents.given', { date: day(consent!.givenAt, lang), version: consent!.noticeVersion }),
        )
        await expect(consents.getByRole('listitem')).toContainText(c(lang, 'consents.until', { date: day(consent!.expiresAt, lang) }))
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

        await expectWithdrawnForHr(browser, lang, email)
      })

      test(`${lang}: apply with the talent-pool consent, stay in the pool, then leave it; HR sees each`, async ({ page, browser }) => {
        const email = `pool-${lang}-${scripts ? 'js' : 'nojs'}-${Date.now()}@example.com`
        const { id, link } = await applyAndReadLink(page, lang, scripts, email, { talentPool: true })
        await open(page, link, scripts)

        // Both consents are listed; the talent pool's with its two buttons.
        const consents = page.getByRole('region', { name: c(lang, 'consents.title') })
        const items = consents.getByRole('listitem')
        const pool = items.filter({ hasText: c(lang, 'consents.purposes.talent_pool') })
        await expect(items).toHaveCount(2)
        await expect(items.filter({ hasText: c(lang, 'consents.purposes.application') })).toHaveCount(1)
        const given = (await downloadData(page, lang)).consents.find((consent) => consent.purpose === 'talent_pool')!
        expect(given).toMatchObject({ language: lang, renewedAt: null, active: true })
        await expect(pool).toContainText(c(lang, 'consents.given', { date: day(given.givenAt, lang), version: given.noticeVersion }))
        await expect(pool).toContainText(c(lang, 'consents.until', { date: day(given.expiresAt, lang) }))
        await expect(consents.getByText(c(lang, 'consents.noPool'))).toHaveCount(0)
        const renew = consents.getByRole('button', { name: c(lang, 'consents.renew'), exact: true })
        const leave = consents.getByRole('button', { name: c(lang, 'consents.leave'), exact: true })
        await expect(renew).toBeVisible()
        await expect(leave).toBeVisible()
        await expect(consents.getByText(c(lang, 'consents.renewHint'), { exact: true })).toBeVisible()
        await expect(consents.getByText(c(lang, 'consents.leaveHint'), { exact: true })).toBeVisible()
        if (scripts) {
          for (const viewport of WIDTHS) {
            await page.setViewportSize(viewport)
            await expectNoAxeViolations(page, `private page with the talent pool (${lang}, ${viewport.width} px)`)
          }
        }
        await expectTalentPoolForHr(browser, lang, id, given.expiresAt)

        // Stay in the pool: a real post, then the thanks, the renewal's date and the end it moved to.
        let posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === link)
        await renew.click()
        expect((await (await posted).response())?.status()).toBe(303)
        await expect(page).toHaveURL(`${link}?done=renewed`)
        await expect(page.getByRole('status')).toHaveText(c(lang, 'done.renewed'))
        if (scripts) await waitForHydration(page)
        const renewed = (await downloadData(page, lang)).consents.find((consent) => consent.purpose === 'talent_pool')!
        expect(renewed.active).toBe(true)
        expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.parse(given.expiresAt))
        // TALENT_POOL_RETENTION_DAYS (730 by default) from the renewal.
        expect(Date.parse(renewed.expiresAt) - Date.parse(renewed.renewedAt!)).toBe(730 * 86_400_000)
        await expect(pool).toContainText(c(lang, 'consents.renewed', { date: day(renewed.renewedAt!, lang) }))
        await expect(pool).toContainText(c(lang, 'consents.until', { date: day(renewed.expiresAt, lang) }))
        await expect(renew).toBeVisible()
        await expectTalentPoolForHr(browser, lang, id, renewed.expiresAt)

        // Leave the pool: it ends at once, the buttons go; the application's own consent still holds.
        posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === link)
        await leave.click()
        expect((await (await posted).response())?.status()).toBe(303)
        await expect(page).toHaveURL(`${link}?done=left`)
        await expect(page.getByRole('status')).toHaveText(c(lang, 'done.left'))
        if (scripts) await waitForHydration(page)
        const { consents: ended } = await downloadData(page, lang)
        const left = ended.find((consent) => consent.purpose === 'talent_pool')!
        const own = ended.find((consent) => consent.purpose === 'application')!
        expect(left.active).toBe(false)
        expect(own.active).toBe(true)
        await expect(pool).toContainText(c(lang, 'consents.ended', { date: day(left.expiresAt, lang) }))
        await expect(pool).not.toContainText(c(lang, 'consents.until', { date: day(renewed.expiresAt, lang) }))
        await expect(consents.getByRole('button')).toHaveCount(0)
        await expect(items.filter({ hasText: c(lang, 'consents.purposes.application') })).toContainText(
          c(lang, 'consents.until', { date: day(own.expiresAt, lang) }),
        )
        await expectTalentPoolForHr(browser, lang, id, null)
      })

      test(`${lang}: ask for a new link; the old one stops working; delete everything`, async ({ page }) => {
        const email = `relink-${lang}-${scripts ? 'js' : 'nojs'}-${Date.now()}@example.com`
        const { link: first } = await applyAndReadLink(page, lang, scripts, email)

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
