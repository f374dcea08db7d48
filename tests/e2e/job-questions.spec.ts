import { expect, type Page, test } from '@playwright/test'
import {
  asRole,
  closeToast,
  escapeRegExp,
  expectNoAxeViolations,
  type Lang,
  LANGS,
  newRolePage,
  text,
  visit,
  waitForHydration,
} from './fixtures.ts'

// A job's own questions with knock-out answers (docs/product.md §5.6, decision 042): HR adds a
// yes/no knock-out question and a single-choice question to a job with the keyboard; one candidate
// applies with scripts and gives the knock-out answer, another without scripts and does not; HR sees
// the flag, filters by it and reads the answers. Each language has its own seeded job.

test.use(asRole('recruiter'))
test.describe.configure({ mode: 'serial' })

const CV = 'tests/fixtures/cv/cv.pdf'
const JOB: Record<Lang, { slug: string; title: string; titleTr: string }> = {
  tr: { slug: 'accounting-specialist-ankara', title: 'Muhasebe Uzmanı', titleTr: 'Muhasebe Uzmanı' },
  en: { slug: 'content-marketing-specialist-remote', title: 'Content Marketing Specialist', titleTr: 'İçerik Pazarlama Uzmanı' },
}
const QUESTION = {
  licence: { tr: 'Ehliyetiniz var mı?', en: 'Do you hold a driving licence?' },
  english: { tr: 'İngilizce seviyeniz?', en: 'Your level of English?' },
  basic: { tr: 'Temel', en: 'Basic' },
  fluent: { tr: 'Akıcı', en: 'Fluent' },
}

const admin = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'jobAdmin', key, values)
const apply = (lang: Lang, key: string) => text(lang, 'apply', key)
const applicants = (lang: Lang, key: string) => text(lang, 'applicants', key)
const focused = (page: Page) => page.locator(':focus')

/** Types into the focused field and moves on with Tab, as a keyboard user does. */
async function typeAndTab(page: Page, value: string) {
  await page.keyboard.type(value)
  await page.keyboard.press('Tab')
}

async function openJobForm(page: Page, lang: Lang) {
  await visit(page, `/${lang}/dashboard/jobs`)
  const box = page.getByRole('searchbox', { name: text(lang, 'dashboard', 'list.search'), exact: true })
  await box.fill(JOB[lang].slug)
  await box.press('Enter')
  // The dashboard names a job by its Turkish title in both languages.
  const row = page.getByRole('row').filter({ hasText: JOB[lang].titleTr })
  await row.getByRole('link', { name: JOB[lang].titleTr }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/jobs/edit/[0-9a-f-]{36}$`))
  return page.url().split('/').at(-1)!
}

/** The applicant form's standard fields, the CV and the consent. */
async function fillStandard(page: Page, lang: Lang, name: string) {
  const field = (key: string, required = false) =>
    page.getByLabel(`${apply(lang, `fields.${key}`)}${required ? ' *' : ''}`, { exact: true })
  await field('fullName', true).fill(name)
  await field('email', true).fill(`${name.toLowerCase().replace(/\W+/g, '.')}-${Date.now()}@example.com`)
  await field('phone', true).fill('+90 532 123 45 67')
  await field('resume', true).setInputFiles(CV)
  await page.getByLabel(`${apply(lang, 'fields.consent')} *`, { exact: true }).check()
}

const questionField = (page: Page, lang: Lang, key: 'licence' | 'english') => page.getByLabel(`${QUESTION[key][lang]} *`, { exact: true })

for (const lang of LANGS) {
  test.describe(`job questions (${lang})`, () => {
    let jobId = ''
    const flaggedName = `Knock Out ${lang.toUpperCase()}`
    const clearName = `Clear Answer ${lang.toUpperCase()}`

    test('HR adds a yes/no knock-out question and a single-choice question with the keyboard', async ({ page }) => {
      jobId = await openJobForm(page, lang)
      const section = page.getByRole('group', { name: admin(lang, 'questions.title'), exact: true })
      await expect(section.getByText(admin(lang, 'questions.empty'))).toBeVisible()

      // Question 1: yes/no, "no" flags the application.
      await page.getByRole('button', { name: admin(lang, 'questions.add'), exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect(focused(page)).toHaveAccessibleName(admin(lang, 'questions.labelTr'))
      await typeAndTab(page, QUESTION.licence.tr)
      await typeAndTab(page, QUESTION.licence.en)
      await expect(focused(page)).toHaveAccessibleName(admin(lang, 'questions.kind'))
      await expect(focused(page)).toHaveValue('yes_no')
      await page.keyboard.press('Tab')
      await expect(focused(page)).toBeChecked() // required by default
      await page.keyboard.press('Tab')
      await expect(focused(page)).toHaveAccessibleName(admin(lang, 'questions.knockoutAnswer'))
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      await expect(focused(page)).toHaveValue('no')

      // Question 2: single choice, "basic" flags.
      await page.getByRole('button', { name: admin(lang, 'questions.add'), exact: true }).focus()
      await page.keyboard.press('Enter')
      const second = page.getByRole('group', { name: admin(lang, 'questions.position', { position: '2' }), exact: true })
      await expect(second).toBeVisible()
      await typeAndTab(page, QUESTION.english.tr)
      await typeAndTab(page, QUESTION.english.en)
      await page.keyboard.press('ArrowDown')
      await expect(focused(page)).toHaveValue('single_choice')
      for (const [choice, knockout] of [
        ['basic', true],
        ['fluent', false],
      ] as const) {
        await second.getByRole('button', { name: admin(lang, 'questions.addChoice'), exact: true }).focus()
        await page.keyboard.press('Enter')
        await typeAndTab(page, QUESTION[choice].tr)
        await typeAndTab(page, QUESTION[choice].en)
        await expect(focused(page)).toHaveAccessibleName(admin(lang, 'questions.choiceKnockout'))
        if (knockout) await page.keyboard.press('Space')
      }

      // Reorder by keyboard: up, then back down; the focus follows the question and a live region says where it went.
      await second
        .getByRole('button', { name: admin(lang, 'questions.moveUp', { question: admin(lang, 'questions.position', { position: '2' }) }) })
        .focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText(admin(lang, 'questions.moved', { position: '1' }))).toBeAttached()
      await expect(page.getByLabel(admin(lang, 'questions.labelEn'), { exact: true }).first()).toHaveValue(QUESTION.english.en)
      await expect(focused(page)).toHaveAccessibleName(
        admin(lang, 'questions.moveDown', { question: admin(lang, 'questions.position', { position: '1' }) }),
      )
      await page.keyboard.press('Enter')
      await expect(page.getByLabel(admin(lang, 'questions.labelEn'), { exact: true }).first()).toHaveValue(QUESTION.licence.en)
      await expect(focused(page)).toHaveAccessibleName(
        admin(lang, 'questions.moveUp', { question: admin(lang, 'questions.position', { position: '2' }) }),
      )

      // The seeded descriptions start at h3, which the editor shows under the page's h1 (heading-order):
      // a matter of the demo texts, not of this form; every other rule runs on the whole page.
      await expectNoAxeViolations(page, `${lang} job form with questions`, { disable: ['heading-order'] })
      await page.getByRole('button', { name: admin(lang, 'form.submitEdit'), exact: true }).focus()
      await page.keyboard.press('Enter')
      await closeToast(page, admin(lang, 'form.saved', { title: JOB[lang].titleTr }))
      await expect(page).toHaveURL(`/${lang}/dashboard/jobs`)

      // Saved: the edit page shows both, in order, with the knock-out choice ticked.
      await visit(page, `/${lang}/dashboard/jobs/edit/${jobId}`)
      const labels = page.getByLabel(admin(lang, 'questions.labelEn'), { exact: true })
      await expect(labels).toHaveCount(2)
      await expect(labels.nth(0)).toHaveValue(QUESTION.licence.en)
      await expect(labels.nth(1)).toHaveValue(QUESTION.english.en)
      await expect(page.getByLabel(admin(lang, 'questions.knockoutAnswer'), { exact: true })).toHaveValue('no')
      await expect(page.getByLabel(admin(lang, 'questions.choiceKnockout'), { exact: true }).nth(0)).toBeChecked()
      await expect(page.getByLabel(admin(lang, 'questions.choiceKnockout'), { exact: true }).nth(1)).not.toBeChecked()
    })

    test('a candidate with scripts gives the knock-out answer and sees the normal confirmation', async ({ browser }) => {
      const { context, page } = await newRolePage(browser, undefined)
      await visit(page, `/${lang}/jobs/${JOB[lang].slug}/apply`)
      await expect(page.getByRole('group', { name: apply(lang, 'questions.legend') })).toBeVisible()
      await expectNoAxeViolations(page, `apply page with questions (${lang})`)
      await fillStandard(page, lang, flaggedName)

      // Left empty, the required questions are refused in place, by the same rules as the server.
      await page.getByRole('button', { name: apply(lang, 'submit'), exact: true }).click()
      await expect(questionField(page, lang, 'licence')).toHaveAttribute('aria-invalid', 'true')
      await expect(questionField(page, lang, 'licence')).toBeFocused()
      await expect(questionField(page, lang, 'english')).toHaveAttribute('aria-invalid', 'true')

      await questionField(page, lang, 'licence').selectOption({ label: apply(lang, 'questions.no') })
      await questionField(page, lang, 'english').selectOption({ label: QUESTION.fluent[lang] })
      await page.getByRole('button', { name: apply(lang, 'submit'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/jobs/${JOB[lang].slug}/applied\\?ref=`))
      await expect(page.getByRole('heading', { level: 1, name: apply(lang, 'applied.title') })).toBeVisible()
      await context.close()
    })

    test('a candidate without scripts gets the answers back with the messages, then applies', async ({ browser }) => {
      const { context, page } = await newRolePage(browser, undefined, { javaScriptEnabled: false })
      await page.goto(`/${lang}/jobs/${JOB[lang].slug}/apply`)
      await fillStandard(page, lang, clearName)
      await questionField(page, lang, 'licence').selectOption('yes')
      const posted = page.waitForResponse((r) => r.request().method() === 'POST')
      await page.getByRole('button', { name: apply(lang, 'submit'), exact: true }).click()
      expect((await posted).status()).toBe(400)
      // The answer typed is kept; the missing one has its message and the focus.
      await expect(questionField(page, lang, 'licence')).toHaveValue('yes')
      await expect(questionField(page, lang, 'english')).toHaveAttribute('aria-invalid', 'true')
      await expect(questionField(page, lang, 'english')).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(text(lang, 'common', 'validation.required'))),
      )
      await expect(questionField(page, lang, 'english')).toBeFocused()

      await questionField(page, lang, 'english').selectOption({ label: QUESTION.fluent[lang] })
      await page.getByLabel(`${apply(lang, 'fields.resume')} *`, { exact: true }).setInputFiles(CV)
      await page.getByRole('button', { name: apply(lang, 'submit'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/jobs/${JOB[lang].slug}/applied\\?ref=`))
      await context.close()
    })

    test('HR sees the flag, filters by it and reads the answers, the knock-out one marked in words', async ({ page }) => {
      await visit(page, `/${lang}/dashboard/applicants?job=${jobId}`)
      const rows = page.getByRole('row').filter({ has: page.getByRole('rowheader') })
      await expect(rows).toHaveCount(2)
      await expect(rows.filter({ hasText: flaggedName })).toContainText(applicants(lang, 'questions.flagged'))
      await expect(rows.filter({ hasText: clearName })).not.toContainText(applicants(lang, 'questions.flagged'))

      await page.getByRole('search').getByLabel(applicants(lang, 'questions.filter'), { exact: true }).selectOption('flagged')
      await expect(page).toHaveURL(/[?&]knockout=flagged\b/)
      await expect(rows).toHaveCount(1)
      await expect(rows).toContainText(flaggedName)
      await expectNoAxeViolations(page, `applicants filtered by knock-out (${lang})`)

      await rows.getByRole('link', { name: flaggedName }).click()
      const answers = page.getByRole('region', { name: applicants(lang, 'questions.title') })
      await expect(answers).toContainText(QUESTION.licence[lang])
      await expect(answers).toContainText(`${applicants(lang, 'questions.no')} ${applicants(lang, 'questions.knockoutAnswer')}`)
      await expect(answers).toContainText(QUESTION.fluent[lang])
      await expect(answers.getByText(applicants(lang, 'questions.flaggedHint'))).toBeVisible()
      await expectNoAxeViolations(page, `applicant with answers (${lang})`)

      await visit(page, `/${lang}/dashboard/applicants?job=${jobId}`)
      await page.getByRole('search').getByLabel(applicants(lang, 'questions.filter'), { exact: true }).selectOption('clear')
      await expect(page).toHaveURL(/[?&]knockout=clear\b/)
      await expect(rows).toHaveCount(1)
      await expect(rows).toContainText(clearName)

      // Within the job, by one answer: who said yes to the licence question.
      await visit(page, `/${lang}/dashboard/applicants?job=${jobId}`)
      await page
        .getByRole('search')
        .getByLabel(applicants(lang, 'questions.answerFilter'), { exact: true })
        .selectOption({ label: `${QUESTION.licence[lang]}: ${applicants(lang, 'questions.yes')}` })
      await expect(page).toHaveURL(/[?&]answer=[0-9a-f-]{36}%3Ayes\b|[?&]answer=[0-9a-f-]{36}:yes\b/)
      await expect(rows).toHaveCount(1)
      await expect(rows).toContainText(clearName)
    })
  })
}

test('the seeded questions show in the page language, required ones marked, yes/no as a choice', async ({ browser }) => {
  const { context, page } = await newRolePage(browser, undefined)
  for (const [lang, label, optional, yes] of [
    ['en', 'Do you hold a nursing diploma valid in Türkiye? *', 'Which languages do you speak besides Turkish?', 'Yes'],
    ['tr', 'Türkiye’de geçerli bir hemşirelik diplomanız var mı? *', 'Türkçe dışında hangi dilleri konuşuyorsunuz?', 'Evet'],
  ] as const) {
    await visit(page, `/${lang}/jobs/clinic-nurse-hair-transplant-istanbul/apply`)
    await waitForHydration(page)
    const licence = page.getByLabel(label, { exact: true })
    await expect(licence).toHaveAttribute('required', '')
    await expect(licence.getByRole('option', { name: yes, exact: true })).toBeAttached()
    await expect(page.getByLabel(optional, { exact: true })).not.toHaveAttribute('required', '')
  }
  await context.close()
})
