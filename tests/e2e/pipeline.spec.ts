import { expect, type Page, test } from '@playwright/test'
import { asRole, escapeRegExp, expectNoAxeViolations, type Lang, LANGS, ROLE_ACCOUNTS, text, visit } from './fixtures.ts'
import { waitForMails } from './outbox.ts'

// A job's pipeline board (decision 045) and its stage mails (decision 048) against the demo seed:
// the international patient coordinator job has Elif Demir (new, Turkish) and Omar Haddad
// (reviewing, English); no other journey moves them. The seed has an interview template
// ("Mülakat daveti") and a rejection template ("Olumsuz yanıt").
const stage = (lang: Lang, status: string) => text(lang, 'jobs', `enums.applicationStatus.${status}`)
const column = (page: Page, status: string) => page.locator(`section[data-stage="${status}"]`)
const card = (page: Page, name: string) => page.locator('li[data-card]').filter({ has: page.getByRole('link', { name, exact: true }) })

/** The board's address, from the job link of Omar Haddad's application. */
async function boardPath(page: Page, lang: Lang): Promise<string> {
  await visit(page, `/${lang}/dashboard/applicants?q=Omar`)
  await page.getByRole('link', { name: 'Omar Haddad', exact: true }).click()
  const href = await page.getByRole('link', { name: /Patient|Hasta/ }).getAttribute('href')
  const id = href!.match(/\/jobs\/edit\/([0-9a-f-]{36})$/)![1]
  return `/${lang}/dashboard/jobs/${id}/pipeline`
}

test.describe('the pipeline board, as a recruiter', () => {
  test.use(asRole('recruiter'))
  test.describe.configure({ mode: 'serial' })

  test('moves a candidate by keyboard alone and another by dragging; the history keeps both', async ({ page }) => {
    const lang: Lang = 'tr'
    const path = await boardPath(page, lang)
    // The applicants list filtered to the job leads to its board.
    await visit(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Süreç Panosu')
    await expect(column(page, 'new')).toContainText('Elif Demir')
    await expect(column(page, 'reviewing')).toContainText('Omar Haddad')

    // Keyboard: the card's "Move" menu button, Enter opens it on its first stage, ArrowDown, Enter.
    // The pointer is parked in a corner first, so that no menu item under it can take the focus
    // (the click that led here left it where the menu may open).
    await page.mouse.move(0, 0)
    const omarMenu = card(page, 'Omar Haddad').getByRole('button', {
      name: text(lang, 'applicants', 'pipeline.moveLabel', { name: 'Omar Haddad' }),
    })
    await omarMenu.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem').first()).toBeFocused()
    await expect(page.getByRole('menuitem')).toHaveText(['new', 'interview', 'offer', 'hired', 'rejected'].map((s) => stage(lang, s)))
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: stage(lang, 'interview') })).toBeFocused()
    await page.keyboard.press('Enter')
    // The interview stage has a template: the dialog offers it, with its mail as Omar (English) gets it.
    const dialog = page.getByRole('dialog', {
      name: text(lang, 'applicants', 'move.title', { name: 'Omar Haddad', stage: stage(lang, 'interview') }),
    })
    await expect(dialog.getByLabel(text(lang, 'applicants', 'move.template'))).toHaveValue(/[0-9a-f-]{36}/)
    await expect(dialog.getByRole('region', { name: text(lang, 'applicants', 'move.preview') })).toContainText('Hello Omar,')
    await dialog.getByRole('button', { name: text(lang, 'applicants', 'move.submit', { stage: stage(lang, 'interview') }) }).press('Enter')
    await expect(page.getByText(text(lang, 'applicants', 'move.movedAndMailed', { stage: stage(lang, 'interview') }))).toBeVisible()
    await expect(column(page, 'interview')).toContainText('Omar Haddad')
    await expect(column(page, 'reviewing')).not.toContainText('Omar Haddad')
    // The focus follows the card to its new column.
    await expect(
      column(page, 'interview').getByRole('button', { name: text(lang, 'applicants', 'pipeline.moveLabel', { name: 'Omar Haddad' }) }),
    ).toBeFocused()
    const [invitation] = await waitForMails('omar.haddad@example.com', (mail) => mail.subject.includes('an interview'))
    expect(invitation!.body).toContain('Hello Omar,')

    // Mouse: Elif's card dragged onto the "reviewing" column.
    await card(page, 'Elif Demir').dragTo(column(page, 'reviewing'))
    await expect(column(page, 'reviewing')).toContainText('Elif Demir')
    await expect(column(page, 'new')).not.toContainText('Elif Demir')

    // Both moves survive a reload and are on the applicant's page with who made them, and the mail with them.
    await visit(page, path)
    await expect(column(page, 'interview')).toContainText('Omar Haddad')
    await expect(column(page, 'interview')).toContainText(text(lang, 'applicants', 'pipeline.todayInStage'))
    await card(page, 'Omar Haddad').getByRole('link', { name: 'Omar Haddad' }).click()
    const history = page.getByRole('list', { name: text(lang, 'applicants', 'stage.history') })
    await expect(history.getByRole('listitem').first()).toContainText(
      text(lang, 'applicants', 'stage.changed', { from: stage(lang, 'reviewing'), to: stage(lang, 'interview') }),
    )
    await expect(history.getByRole('listitem').first()).toContainText(ROLE_ACCOUNTS.recruiter.name)
    await expect(history.getByRole('listitem').last()).toContainText(
      text(lang, 'applicants', 'stage.arrived', { stage: stage(lang, 'new') }),
    )
    await expect(page.getByRole('region', { name: text(lang, 'applicants', 'mails.title') })).toContainText('Your application for')
  })

  test('rejects with a reason that is asked for, kept and never sent, and the rejection template', async ({ page }) => {
    const lang: Lang = 'tr'
    await visit(page, await boardPath(page, lang))
    await card(page, 'Elif Demir')
      .getByRole('button', { name: text(lang, 'applicants', 'pipeline.moveLabel', { name: 'Elif Demir' }) })
      .click()
    await page.getByRole('menuitem', { name: stage(lang, 'rejected') }).click()
    const dialog = page.getByRole('dialog', { name: text(lang, 'applicants', 'move.rejectTitle', { name: 'Elif Demir' }) })
    const reject = dialog.getByRole('button', { name: text(lang, 'applicants', 'move.reject'), exact: true })
    await reject.click()
    const reason = dialog.getByLabel(text(lang, 'applicants', 'move.reason'))
    await expect(reason).toBeFocused()
    await expect(reason).toHaveAccessibleDescription(new RegExp(escapeRegExp(text(lang, 'common', 'validation.required'))))
    await reason.selectOption('position_filled')
    await expect(dialog.getByRole('region', { name: text(lang, 'applicants', 'move.preview') })).toContainText('Merhaba Elif,')
    await expectNoAxeViolations(page)
    await reject.click()
    await expect(column(page, 'rejected')).toContainText('Elif Demir')
    const [mail] = await waitForMails('elif.demir@example.com', (sent) => sent.subject.includes('başvurunuz hakkında'))
    expect(mail!.body).toContain('Merhaba Elif,')
    expect(mail!.body).not.toContain(text(lang, 'applicants', 'move.reasons.position_filled'))
    await card(page, 'Elif Demir').getByRole('link', { name: 'Elif Demir' }).click()
    await expect(
      page.getByText(text(lang, 'applicants', 'stage.reason', { reason: text(lang, 'applicants', 'move.reasons.position_filled') })),
    ).toBeVisible()
  })

  for (const lang of LANGS) {
    test(`the board and the applicants list filtered to its job have no axe violations (${lang})`, async ({ page }) => {
      const path = await boardPath(page, lang)
      const jobId = path.split('/')[4]!
      await visit(page, `/${lang}/dashboard/applicants?job=${jobId}`)
      await page.getByRole('link', { name: text(lang, 'applicants', 'pipeline.open'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`))
      await expect(column(page, 'withdrawn')).toContainText(text(lang, 'applicants', 'pipeline.empty'))
      await expectNoAxeViolations(page)
    })
  }

  test('an unknown job has no board', async ({ page }) => {
    const response = await visit(page, '/en/dashboard/jobs/00000000-0000-4000-8000-000000000000/pipeline')
    expect(response?.status()).toBe(404)
  })
})
