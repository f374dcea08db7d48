import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { asRole, expectNoAxeViolations, type Lang, text, visit } from './fixtures.ts'
import { readOutbox, waitForMails } from './outbox.ts'

// Bulk actions on the applicants list (decision 049): a recruiter selects three applications of a
// search, downloads their CVs as one ZIP, and rejects the three with a template; two of them are
// one person (the same address in another letter case), who gets one e-mail.

const CV = 'tests/fixtures/cv/cv.pdf'
const JOB = 'product-designer-ui-ux-dubai'
const words = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, 'applicants', key, values)

test.describe('bulk actions, as a recruiter', () => {
  test.use(asRole('recruiter'))

  test('selects three applications, downloads their CVs as one ZIP and rejects them with a template, one e-mail per person', async ({
    page,
    request,
    baseURL,
  }) => {
    const lang: Lang = 'en'
    const marker = `Bulk${Date.now().toString(36)}`
    const twice = `${marker.toLowerCase()}-twice@example.test`
    const once = `${marker.toLowerCase()}-once@example.test`
    const cv = await readFile(CV)
    for (const [name, email] of [
      [`Deniz ${marker}`, twice],
      [`Deniz ${marker}`, twice.toUpperCase()],
      [`Ece ${marker}`, once],
    ] as const) {
      const reply = await request.post(`/api/public/jobs/${JOB}/applications`, {
        headers: { Origin: baseURL! },
        multipart: {
          lang,
          full_name: name,
          email,
          phone: '+90 532 123 45 67',
          consent: 'on',
          resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv },
        },
      })
      expect(reply.status(), await reply.text()).toBe(201)
    }

    await visit(page, `/${lang}/dashboard/applicants?q=${marker}`)
    const rows = page.getByRole('row').filter({ has: page.getByRole('rowheader') })
    await expect(rows).toHaveCount(3)
    const bar = page.getByRole('group', { name: words(lang, 'bulk.bar') })
    await expect(bar.getByRole('status')).toHaveText(words(lang, 'bulk.none', { max: '10,000' }))
    await expect(bar.getByRole('button', { name: words(lang, 'bulk.reject') })).toBeDisabled()

    // The page's checkbox, by keyboard.
    const pageBox = page.getByRole('checkbox', { name: words(lang, 'bulk.selectPage') })
    await pageBox.focus()
    await page.keyboard.press('Space')
    await expect(bar.getByRole('status')).toHaveText(words(lang, 'bulk.selected.other', { shown: '3' }))
    await expect(page.getByRole('checkbox', { name: words(lang, 'bulk.selectRow', { name: `Ece ${marker}` }) })).toBeChecked()
    await expectNoAxeViolations(page)

    const downloading = page.waitForEvent('download')
    await bar.getByRole('link', { name: words(lang, 'bulk.zip') }).click()
    const download = await downloading
    const zipPath = await download.path()
    const names = execFileSync('python3', [
      '-c',
      'import sys, zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))',
      zipPath,
    ])
      .toString()
      .trim()
      .split('\n')
    expect(names.sort()).toEqual([
      `Deniz ${marker} - Ürün Tasarımcısı UI UX (2).pdf`,
      `Deniz ${marker} - Ürün Tasarımcısı UI UX.pdf`,
      `Ece ${marker} - Ürün Tasarımcısı UI UX.pdf`,
    ])

    await bar.getByRole('button', { name: words(lang, 'bulk.reject') }).click()
    const dialog = page.getByRole('dialog', { name: words(lang, 'bulk.rejectTitle.other', { shown: '3' }) })
    await dialog.getByLabel(words(lang, 'move.reason')).selectOption('position_filled')
    await expect(dialog.getByLabel(words(lang, 'move.template'))).toHaveValue(/[0-9a-f-]{36}/)
    const preview = dialog.getByRole('region', { name: words(lang, 'bulk.preview') })
    await expect(preview).toContainText(words(lang, 'bulk.willMove.other', { shown: '3' }))
    await expect(preview).toContainText(words(lang, 'bulk.mails.other', { shown: '2', people: '2' }))
    await expect(preview).toContainText('About your application for')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: words(lang, 'bulk.rejectSubmit.other', { shown: '3' }) }).click()
    await expect(
      page.getByText(
        words(lang, 'bulk.done.other', { count: '3', stage: text(lang, 'jobs', 'enums.applicationStatus.rejected'), mails: '2' }),
      ),
    ).toBeVisible()
    await expect(rows.filter({ hasText: text(lang, 'jobs', 'enums.applicationStatus.rejected') })).toHaveCount(3)
    await expect(bar.getByRole('status')).toHaveText(words(lang, 'bulk.none', { max: '10,000' }))

    // One rejection e-mail per person, in their language.
    await waitForMails(once, (mail) => mail.subject.startsWith('About your application for'))
    await waitForMails(twice, (mail) => mail.subject.startsWith('About your application for'))
    await page.waitForTimeout(1500)
    const rejections = readOutbox().filter(
      (mail) => mail.to.toLowerCase().includes(twice) && mail.subject.startsWith('About your application for'),
    )
    expect(rejections).toHaveLength(1)
  })
})
