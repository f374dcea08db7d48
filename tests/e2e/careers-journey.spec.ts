import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { newRolePage, text, visit } from './fixtures.ts'

// The whole careers path in one journey (issue 7): a visitor browses the board, filters it, opens
// a job, applies with a real PDF and sees the success screen; a recruiter then finds that
// application in the dashboard and downloads the same CV.

const lang = 'en'
const SLUG = 'senior-full-stack-developer-typescript'
const TITLE = 'Senior Full-Stack Developer (TypeScript)'
const CV = 'tests/fixtures/cv/cv.pdf'

/** A name no other journey uses, in letters only (names take no digits). */
const uniqueName = () => `Deniz ${[...Date.now().toString()].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`

test('browse → filter → job → apply with a PDF → success → the application and its CV in the dashboard', async ({ page, browser }) => {
  await visit(page, `/${lang}/jobs`)
  await page.getByLabel(text(lang, 'jobs', 'filters.category'), { exact: true }).selectOption('software')
  await expect(page).toHaveURL(/[?&]category=software(&|$)/)
  await page.locator(`a[href="/${lang}/jobs/${SLUG}"]`).click()
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  await page.getByRole('link', { name: text(lang, 'jobs', 'detail.apply'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}/jobs/${SLUG}/apply$`))

  const name = uniqueName()
  const label = (key: string, required = false) =>
    page.getByLabel(`${text(lang, 'apply', `fields.${key}`)}${required ? ' *' : ''}`, { exact: true })
  await label('fullName', true).fill(name)
  await label('email', true).fill(`journey-${Date.now()}@example.com`)
  await label('phone', true).fill('+90 532 765 43 21')
  await label('resume', true).setInputFiles(CV)
  await label('consent', true).check()
  await page.getByRole('button', { name: text(lang, 'apply', 'submit'), exact: true }).click()

  await expect(page).toHaveURL(new RegExp(`/${lang}/jobs/${SLUG}/applied\\?ref=[0-9a-f-]{36}$`))
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'apply', 'applied.title') })).toBeVisible()
  await expect(page.getByText(TITLE, { exact: true })).toBeVisible()

  const recruiter = await newRolePage(browser, 'recruiter')
  try {
    await visit(recruiter.page, `/${lang}/dashboard/applicants?q=${encodeURIComponent(name)}`)
    const row = recruiter.page.getByRole('row').filter({ hasText: name })
    await expect(row).toHaveCount(1)
    await row.getByRole('link', { name }).click()
    await expect(recruiter.page.getByRole('heading', { level: 1 })).toHaveText('Başvuru Detayı')
    // The dashboard names jobs by their Turkish title.
    await expect(recruiter.page.getByRole('link', { name: 'Kıdemli Full-Stack Geliştirici (TypeScript)' })).toBeVisible()
    const [download] = await Promise.all([
      recruiter.page.waitForEvent('download'),
      recruiter.page.getByRole('link', { name: text(lang, 'applicants', 'detail.download'), exact: true }).click(),
    ])
    expect(download.suggestedFilename()).toBe('cv.pdf')
    const sent = await readFile(CV)
    const received = await readFile((await download.path())!)
    expect(received.equals(sent)).toBe(true)
  } finally {
    await recruiter.context.close()
  }
})
