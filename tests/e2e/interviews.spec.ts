import { expect, test } from '@playwright/test'
import { asRole, expectNoAxeViolations, type Lang, text, visit } from './fixtures.ts'
import { waitForMails } from './outbox.ts'

// docs/product.md §16: HR schedules an interview on an application; the candidate and the
// interviewers get a calendar invitation through the outbox; a cancellation follows it.

const applicantRows = (page: import('@playwright/test').Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader') })

test.describe('as a recruiter', () => {
  test.use(asRole('recruiter'))

  test('schedules an interview and sees the invitation in the outbox, then cancels it', async ({ page }) => {
    const lang: Lang = 'tr'
    const t = (key: string, values: Record<string, string> = {}) => text(lang, 'interviews', key, values)
    await visit(page, `/${lang}/dashboard/applicants?status=new`)
    await applicantRows(page).first().getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/applicants/[0-9a-f-]{36}$`))
    const section = page.getByRole('region', { name: t('section.title') })
    await expect(section).toBeVisible()
    const candidate = (await page.locator('a[href^="mailto:"]').first().getAttribute('href'))!.replace('mailto:', '')

    // Three days ahead, 10:30 in Dubai, typed in the dashboard's order.
    const day = new Date(Date.now() + 3 * 86_400_000)
    const typed = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()} 10:30`
    await section.getByLabel(t('form.startsAt'), { exact: true }).fill(typed)
    await section.getByLabel(t('form.timeZone'), { exact: true }).selectOption('Asia/Dubai')
    await section.getByLabel(t('form.durationMinutes'), { exact: true }).selectOption('45')
    await section.getByLabel(t('form.location'), { exact: true }).fill('Levent Ofis, Kat 3')
    await section.getByLabel(t('form.videoUrl'), { exact: true }).fill('https://meet.example.com/e2e-interview')
    const interviewer = section
      .getByRole('group', { name: t('form.interviewerIds') })
      .getByRole('checkbox')
      .first()
    await interviewer.check()
    await section.getByRole('button', { name: t('form.submit'), exact: true }).click()
    await expect(page.getByText(t('section.scheduled'))).toBeVisible()

    const row = section.getByRole('listitem').filter({ hasText: 'Asia/Dubai (GMT+4)' }).first()
    await expect(row).toContainText('10:30')
    await expect(row.locator('[data-invitation]')).toHaveAttribute('data-invitation', /queued|sent/)

    const [invitation] = await waitForMails(
      candidate,
      (mail) => mail.body.includes('METHOD:REQUEST') && mail.body.includes('e2e-interview'),
    )
    expect(invitation!.body).toMatch(/DTSTART;TZID=Asia\/Dubai:\d{8}T103000/)
    expect(invitation!.body).toContain('SEQUENCE:0')
    const uid = /UID:(\S+)/.exec(invitation!.body.replace(/\r?\n /g, ''))![1]!

    // The worker sends within a second or two: the row says so after a reload.
    await expect(async () => {
      await visit(page, page.url())
      await expect(
        section.getByRole('listitem').filter({ hasText: 'Asia/Dubai (GMT+4)' }).first().locator('[data-invitation]'),
      ).toHaveAttribute('data-invitation', 'sent')
    }).toPass({ timeout: 20_000 })
    await expectNoAxeViolations(page, 'applicant page with an interview')

    await section
      .getByRole('listitem')
      .filter({ hasText: 'Asia/Dubai (GMT+4)' })
      .first()
      .getByRole('button', { name: t('section.cancel') })
      .click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('section.cancelYes') })
      .click()
    await expect(page.getByText(t('section.cancelled'))).toBeVisible()
    const [cancellation] = await waitForMails(candidate, (mail) => mail.body.includes('METHOD:CANCEL') && mail.body.includes(uid))
    expect(cancellation!.body).toContain('SEQUENCE:1')
    expect(cancellation!.body).toContain('STATUS:CANCELLED')
  })
})
