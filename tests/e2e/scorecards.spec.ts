import { expect, type Locator, test } from '@playwright/test'
import { asRole, closeToast, expectNoAxeViolations, type Lang, newRolePage, ROLE_ACCOUNTS, text, visit } from './fixtures.ts'

// docs/product.md §16.4, decision 050: each interviewer fills in a scorecard of an interview; an
// interviewer sees the others' only once theirs is submitted; HR then reads them together.

/** The ratings and the recommendation, each a radio group named by its legend. */
async function rate(item: Locator, lang: Lang, ratings: Record<string, number>, recommendation?: string) {
  const t = (key: string) => text(lang, 'scorecards', key)
  for (const [criterion, value] of Object.entries(ratings))
    await item
      .getByRole('group', { name: t(`criteria.${criterion}.label`) })
      .getByRole('radio', { name: t(`scale.${value}`) })
      .check()
  if (recommendation)
    await item
      .getByRole('group', { name: t('form.recommendation') })
      .getByRole('radio', { name: t(`recommendation.${recommendation}`), exact: true })
      .check()
}

test.describe('as a recruiter', () => {
  test.use(asRole('recruiter'))

  test('a recruiter schedules an interview with an admin, fills a scorecard after the admin, and only then reads the admin’s', async ({
    page,
    browser,
  }) => {
    // Two people, two submissions, two axe runs: longer than one page's journey.
    test.setTimeout(150_000)
    const lang: Lang = 'en'
    const t = (key: string, values: Record<string, string> = {}) => text(lang, 'scorecards', key, values)
    const ti = (key: string) => text(lang, 'interviews', key)
    // Ahmed Al Mansoori (offer) of the seed: no other journey opens his application.
    await visit(page, `/${lang}/dashboard/applicants?q=Ahmed`)
    await page.getByRole('link', { name: 'Ahmed Al Mansoori', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/applicants/[0-9a-f-]{36}$`))
    const url = page.url()

    // An interview five days ahead at 11:15 (unique on this page), with the recruiter and the admin.
    const interviews = page.getByRole('region', { name: ti('section.title') })
    const day = new Date(Date.now() + 5 * 86_400_000)
    const typed = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()} 11:15`
    await interviews.getByLabel(ti('form.startsAt'), { exact: true }).fill(typed)
    const people = interviews.getByRole('group', { name: ti('form.interviewerIds') })
    await people.getByRole('checkbox', { name: ROLE_ACCOUNTS.recruiter.name }).check()
    await people.getByRole('checkbox', { name: ROLE_ACCOUNTS.admin.name }).check()
    await interviews.getByRole('button', { name: ti('form.submit'), exact: true }).click()
    await expect(page.getByText(ti('section.scheduled'))).toBeVisible()

    const section = page.getByRole('region', { name: t('section.title') })
    const item = section.getByRole('listitem').filter({ hasText: '11:15' }).first()
    await expect(item).toContainText(t('section.progress.other', { count: '0', total: '2' }))
    await expect(item.getByRole('heading', { name: t('form.title') })).toBeVisible()

    // The admin, the other interviewer, submits first.
    const admin = await newRolePage(browser, 'admin')
    try {
      await visit(admin.page, url)
      const adminItem = admin.page
        .getByRole('region', { name: t('section.title') })
        .getByRole('listitem')
        .filter({ hasText: '11:15' })
        .first()
      await rate(adminItem, lang, { roleSkills: 5, communication: 4, problemSolving: 4, cultureValues: 5 }, 'strong_yes')
      await adminItem.getByLabel(t('form.notes')).fill('Admin notes: calm under pressure.')
      await adminItem.getByRole('button', { name: t('form.submit') }).click()
      await expect(admin.page.getByText(t('form.submitted'))).toBeVisible()
      // Alone so far: the admin reads their own card.
      await expect(adminItem.locator('[data-scorecard]')).toHaveCount(1)
    } finally {
      await admin.context.close()
    }

    // The recruiter has not submitted: the admin's card is held back, only counted.
    await visit(page, url)
    await expect(item.locator('[data-withheld]')).toHaveText(t('section.withheld.one', { count: '1' }))
    await expect(section).not.toContainText('calm under pressure')
    await expect(section.locator('[data-scorecard]')).toHaveCount(0)

    // A draft keeps what was chosen; a submission without the recommendation is refused on it.
    await rate(item, lang, { roleSkills: 3, communication: 4 })
    await item.getByRole('button', { name: t('form.saveDraft') }).click()
    await expect(page.getByText(t('form.saved'))).toBeVisible()
    await visit(page, url)
    await expect(item.getByRole('heading', { name: t('form.titleDraft') })).toBeVisible()
    await expect(item.getByRole('group', { name: t('criteria.roleSkills.label') }).getByRole('radio', { name: t('scale.3') })).toBeChecked()
    await expectNoAxeViolations(page, 'applicant page with a scorecard form')

    // The keyboard moves within a group: arrow keys choose the next rating.
    const problemSolving = item.getByRole('group', { name: t('criteria.problemSolving.label') })
    await problemSolving.getByRole('radio', { name: t('scale.1') }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(problemSolving.getByRole('radio', { name: t('scale.3') })).toBeChecked()
    await rate(item, lang, { cultureValues: 4 })
    await item.getByRole('button', { name: t('form.submit') }).click()
    const recommendation = item.getByRole('group', { name: t('form.recommendation') })
    await expect(recommendation).toContainText(text(lang, 'common', 'validation.required'))
    await expect(recommendation.getByRole('radio').first()).toBeFocused()

    await rate(item, lang, {}, 'yes')
    await item.getByLabel(t('form.notes')).fill('Good questions about the team.')
    await item.getByRole('button', { name: t('form.submit') }).click()
    await closeToast(page, t('form.submitted'))

    // Now both cards, the recommendations' summary, and the progress.
    await expect(item.locator('[data-scorecard]')).toHaveCount(2)
    await expect(item).toContainText('calm under pressure')
    await expect(item).toContainText('Good questions about the team.')
    await expect(item).toContainText(t('section.progress.other', { count: '2', total: '2' }))
    const summary = item.locator('[data-summary]')
    await expect(summary).toContainText(t('summary.count.one', { count: '1', recommendation: t('recommendation.strong_yes') }))
    await expect(summary).toContainText(t('summary.count.one', { count: '1', recommendation: t('recommendation.yes') }))
    const own = item.locator(`[data-scorecard]`).filter({ hasText: ROLE_ACCOUNTS.recruiter.name })
    await expect(own).toContainText(`${t('criteria.problemSolving.label')}3 / 5`)
    await expect(item.getByRole('button', { name: t('form.submit') })).toHaveCount(0)
    await expectNoAxeViolations(page, 'applicant page with submitted scorecards')
  })
})
