/**
 * Full-page screenshots of the main screens, in both languages, at phone and desktop width,
 * written to screenshots/<page>-<lang>-<width>.png (the folder is git-ignored).
 *
 *   npm run screenshots
 *     builds when the sources are newer than the build, starts the built server on a free port
 *     with a fresh temporary database and a known admin, takes the shots, and stops the server.
 *
 *   SCREENSHOT_BASE_URL=https://staging.example npm run screenshots
 *     shoots a server that is already running instead; it signs in as SCREENSHOT_EMAIL /
 *     SCREENSHOT_PASSWORD (default: the e2e admin of tests/e2e/test-env.ts).
 *
 *   SCREENSHOT_ONLY=press,values npm run screenshots
 *     shoots only the named pages.
 *
 * The pages are listed once, in `pages` below. States the seed lacks (a translation behind, versions,
 * scheduled steps) are made first through the dashboard, by the `setups` that pages name in `before`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { type Browser, chromium, type Page } from 'playwright-core'
import sharp from 'sharp'
import { privateLinks, readOutbox } from '../tests/e2e/outbox.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/test-env.ts'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'screenshots')

const languages = ['tr', 'en'] as const
const widths = [390, 1280] as const

/** A schedule step's wall-clock time `days` from today, as the schedule form takes it (`YYYY-MM-DD HH:mm`, any language). */
function scheduleAt(days: number, time: string) {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)} ${time}`
}
/** The seed's article and job whose Turkish texts the `article-edit` and `job-edit` setups change (their slugs, as list searches). */
const editedArticle = 'uluslararasi-hastalarimiza-nasil-destek-oluyoruz'
const editedJob = 'international-patient-coordinator-istanbul'
/** Every page shot, as a path under /{lang}; `signedIn` pages are taken after signing in. */
const pages = [
  { name: 'home', path: '', signedIn: false },
  { name: 'about', path: '/about', signedIn: false },
  { name: 'board', path: '/board', signedIn: false },
  // The board with the first member's biography open.
  { name: 'board-modal', path: '/board', signedIn: false, click: 'main article button' },
  { name: 'chart', path: '/chart', signedIn: false },
  { name: 'companies', path: '/companies', signedIn: false },
  { name: 'companies-tourism', path: '/companies?category=tourism', signedIn: false },
  { name: 'brands', path: '/brands', signedIn: false },
  { name: 'brands-filtered', path: '/brands?category=technology&scope=regional', signedIn: false },
  { name: 'brands-empty', path: '/brands?category=health&position=budget', signedIn: false },
  { name: 'life-at-hoi', path: '/life-at-hoi', signedIn: false },
  { name: 'not-found', path: '/not-found', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'jobs', path: '/jobs', signedIn: false },
  { name: 'jobs-filtered', path: '/jobs?category=healthcare&workMode=OnSite', signedIn: false },
  { name: 'jobs-empty', path: '/jobs?q=zz-no-such-position-zz', signedIn: false },
  { name: 'job', path: '/jobs/international-patient-coordinator-istanbul', signedIn: false },
  { name: 'job-closed', path: '/jobs/site-engineer-civil-antalya', signedIn: false },
  // A salary note instead of a range (docs/product.md §15.1).
  { name: 'job-salary-note', path: '/jobs/clinic-nurse-hair-transplant-istanbul', signedIn: false },
  { name: 'apply', path: '/jobs/senior-full-stack-developer-typescript/apply', signedIn: false },
  // The form after an empty submit: every required field's message.
  { name: 'apply-failed', path: '/jobs/senior-full-stack-developer-typescript/apply', signedIn: false, submit: {} },
  // The success screen after a complete application with a real PDF.
  {
    name: 'applied',
    path: '/jobs/senior-full-stack-developer-typescript/apply',
    signedIn: false,
    submit: {
      full_name: 'Ayşe Yılmaz',
      email: 'ayse.yilmaz@example.com',
      phone: '+90 532 123 45 67',
      resume: 'tests/fixtures/cv/cv.pdf',
      consent: 'on',
    },
    arrive: '/applied?',
  },
  // The candidate's private page (decision 040), through the link of the newest confirmation mail in the
  // outbox (the `applied` shot above makes one per language): the page, its two confirmation steps.
  { name: 'candidate', path: '/applications/', signedIn: false, privateLink: '' },
  { name: 'candidate-withdraw', path: '/applications/', signedIn: false, privateLink: '?confirm=withdraw' },
  { name: 'candidate-delete', path: '/applications/', signedIn: false, privateLink: '?confirm=delete' },
  // An application given with the optional talent-pool consent, then its private page: the consent listed with its
  // renew and leave buttons (docs/product.md §13.5), through the link of the newest mail to that address.
  {
    name: 'applied-talent-pool',
    path: '/jobs/senior-full-stack-developer-typescript/apply',
    signedIn: false,
    submit: {
      full_name: 'Deniz Havuz',
      email: 'deniz.havuz@example.com',
      phone: '+90 532 765 43 21',
      resume: 'tests/fixtures/cv/cv.pdf',
      consent: 'on',
      talent_pool: 'on',
    },
    arrive: '/applied?',
  },
  { name: 'candidate-talent-pool', path: '/applications/', signedIn: false, privateLink: '', privateLinkTo: 'deniz.havuz@example.com' },
  { name: 'candidate-link', path: '/applications', signedIn: false },
  { name: 'candidate-link-failed', path: '/applications', signedIn: false, submit: { email: 'not-an-address' } },
  { name: 'candidate-link-sent', path: '/applications?sent=1', signedIn: false },
  { name: 'candidate-link-unknown', path: `/applications/${'A'.repeat(43)}`, signedIn: false },
  { name: 'candidate-deleted', path: '/applications/deleted', signedIn: false },
  // A job with its own questions (decision 042), and the form after an empty submit: each question's message.
  { name: 'apply-questions', path: '/jobs/clinic-nurse-hair-transplant-istanbul/apply', signedIn: false },
  { name: 'apply-questions-failed', path: '/jobs/clinic-nurse-hair-transplant-istanbul/apply', signedIn: false, submit: {} },
  { name: 'press', path: '/press', signedIn: false },
  { name: 'values', path: '/values', signedIn: false },
  { name: 'together-page-2', path: '/together?page=2', signedIn: false },
  { name: 'press-article', path: '/press/hoi-holding-baedeki-varligini-guclendiriyor', signedIn: false },
  { name: 'documents', path: '/documents', signedIn: false },
  { name: 'documents-financial', path: '/documents?category=financial', signedIn: false },
  // The site search (decision 054): the start, results, one kind, nothing found.
  { name: 'search', path: '/search', signedIn: false },
  { name: 'search-results', path: '/search?q=istanbul', signedIn: false },
  { name: 'search-jobs', path: '/search?q=istanbul&type=job', signedIn: false },
  { name: 'search-empty', path: '/search?q=zzqxv', signedIn: false },
  { name: 'contact', path: '/contact', signedIn: false },
  // The form after an empty submit: every field's message.
  { name: 'contact-failed', path: '/contact', signedIn: false, submit: {} },
  { name: 'contact-sent', path: '/contact?sent=1', signedIn: false },
  { name: 'privacy', path: '/privacy', signedIn: false },
  // Job alerts (decision 043): the form for a search, after an empty submit, and "check your inbox".
  { name: 'alerts', path: '/alerts?category=healthcare&workMode=OnSite&q=nurse', signedIn: false },
  { name: 'alerts-failed', path: '/alerts?category=healthcare', signedIn: false, submit: {} },
  { name: 'alerts-sent', path: '/alerts?sent=1', signedIn: false },
  { name: 'alerts-dead-link', path: `/alerts/${'x'.repeat(43)}`, signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'dashboard-jobs', path: '/dashboard/jobs', signedIn: true },
  { name: 'dashboard-jobs-create', path: '/dashboard/jobs/create', signedIn: true },
  // The editor of the first job in the list, and the first applicant's detail.
  { name: 'dashboard-jobs-edit', path: '/dashboard/jobs', signedIn: true, follow: 'a[href*="/dashboard/jobs/edit/"]' },
  { name: 'dashboard-applicants', path: '/dashboard/applicants', signedIn: true },
  // One job's applicants, with its share links and applications per source (docs/product.md §15.2).
  { name: 'dashboard-applicants-job-sources', path: '/dashboard/jobs', signedIn: true, follow: 'a[href*="/dashboard/applicants?job="]' },
  // The job filter's list open (decision 038).
  { name: 'dashboard-applicants-job-filter', path: '/dashboard/applicants', signedIn: true, click: 'input[role="combobox"]' },
  { name: 'dashboard-applicant', path: '/dashboard/applicants', signedIn: true, follow: 'main a[href*="/dashboard/applicants/"]' },
  // The pipeline board of the patient coordinator job (two demo applicants), through its applicants (decision 045).
  {
    name: 'dashboard-pipeline',
    path: '/dashboard/jobs?q=patient',
    signedIn: true,
    follow: ['a[href*="/dashboard/applicants?job="]', 'a[href$="/pipeline"]'],
  },
  // The same board's rejection dialog: reason, template and the mail's preview (decision 048).
  {
    name: 'dashboard-pipeline-reject',
    path: '/dashboard/jobs?q=patient',
    signedIn: true,
    follow: ['a[href*="/dashboard/applicants?job="]', 'a[href$="/pipeline"]'],
    click: ['li[data-card] button[aria-haspopup="menu"]', '[role="menuitem"] >> nth=4'],
  },
  // Bulk actions (decision 049): the list with its checkboxes and bar, then the page ticked and the rejection dialog with its preview.
  {
    name: 'dashboard-applicants-bulk',
    path: '/dashboard/applicants',
    signedIn: true,
  },
  {
    name: 'dashboard-applicants-bulk-reject',
    path: '/dashboard/applicants',
    signedIn: true,
    click: ['input[data-bulk="page"]', 'button[data-bulk="reject"]'],
  },
  { name: 'dashboard-templates', path: '/dashboard/templates', signedIn: true },
  // The reports (decision 051): the group's last 90 days, and one company's year of the seed.
  { name: 'dashboard-reports', path: '/dashboard/reports', signedIn: true },
  { name: 'dashboard-reports-company', path: '/dashboard/reports?company=hoi-health&from=2025-12-01&to=2026-11-28', signedIn: true },
  { name: 'dashboard-templates-edit', path: '/dashboard/templates', signedIn: true, follow: 'a[href*="/dashboard/templates/edit/"]' },
  { name: 'dashboard-contents', path: '/dashboard/contents', signedIn: true },
  { name: 'dashboard-contents-create', path: '/dashboard/contents/create', signedIn: true },
  // The first article's edit page: its id is made by the seed, so the list's first edit link is followed.
  { name: 'dashboard-contents-edit', path: '/dashboard/contents', signedIn: true, follow: 'a[href*="/dashboard/contents/edit/"]' },
  { name: 'dashboard-applicants-interview', path: '/dashboard/applicants?status=interview', signedIn: true },
  // Previews (decision 057): an article's and a draft job's preview for a signed-in user, the share dialog, and a dead share link.
  {
    name: 'preview-article',
    path: '/dashboard/contents',
    signedIn: true,
    follow: ['a[href*="/dashboard/contents/edit/"]', 'a[href*="/preview/articles/"]'],
  },
  {
    name: 'preview-job',
    path: '/dashboard/jobs?q=quantity',
    signedIn: true,
    follow: ['a[href*="/dashboard/jobs/edit/"]', 'a[href*="/preview/jobs/"]'],
  },
  {
    name: 'preview-share-dialog',
    path: '/dashboard/contents',
    signedIn: true,
    follow: 'a[href*="/dashboard/contents/edit/"]',
    click: 'button[data-preview="share"]',
  },
  {
    name: 'preview-missing',
    path: `/preview/articles/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}?token=${'A'.repeat(43)}`,
    signedIn: false,
  },
  // The seed's applicant in `interview` has two demo interviews: the applicant page's section (docs/product.md §16),
  // and its scorecards (§16.4: the first admin interviews in both, with a submitted card on the later one and the form on the sooner).
  {
    name: 'dashboard-applicant-interviews',
    path: '/dashboard/applicants?status=interview',
    signedIn: true,
    follow: 'main a[href*="/dashboard/applicants/"]',
  },
  // The seed's Sarah Collins applied twice: her applicant page's person section, and its merge dialog (decision 052).
  {
    name: 'dashboard-applicant-person',
    path: '/dashboard/applicants?q=sarah.collins',
    signedIn: true,
    follow: 'main a[href*="/dashboard/applicants/"]',
  },
  {
    name: 'dashboard-applicant-person-merge',
    path: '/dashboard/applicants?q=sarah.collins',
    signedIn: true,
    follow: 'main a[href*="/dashboard/applicants/"]',
    click: 'section[aria-labelledby="person"] div.mt-4 button >> nth=0',
  },
  // The job form's questions: the seed's clinic nurse posting has three, one a knock-out (decision 042).
  {
    name: 'dashboard-jobs-edit-questions',
    path: '/dashboard/jobs?q=clinic-nurse',
    signedIn: true,
    follow: 'a[href*="/dashboard/jobs/edit/"]',
  },
  { name: 'dashboard-applicants-knockout', path: '/dashboard/applicants?knockout=clear', signedIn: true },
  { name: 'users', path: '/dashboard/users', signedIn: true },
  { name: 'users-filtered', path: '/dashboard/users?role=editor&q=nobody', signedIn: true },
  // The redirects (decision 055): the seed's automatic and manual ones, none found, and the "add redirect" dialog.
  { name: 'dashboard-redirects', path: '/dashboard/redirects', signedIn: true },
  { name: 'dashboard-redirects-empty', path: '/dashboard/redirects?q=nothing-here', signedIn: true },
  { name: 'dashboard-redirects-create', path: '/dashboard/redirects', signedIn: true, click: 'main button >> nth=0' },
  // The media library (decision 059): images uploaded first (one described, one decorative, one missing alt text),
  // an item's dialog, the upload dialog, and the picker of an article's cover.
  { name: 'dashboard-media', path: '/dashboard/media', signedIn: true },
  { name: 'dashboard-media-empty', path: '/dashboard/media?q=nothing-here', signedIn: true },
  { name: 'dashboard-media-edit', path: '/dashboard/media', signedIn: true, click: 'main ul li h2 button' },
  { name: 'dashboard-media-upload', path: '/dashboard/media', signedIn: true, click: 'main button >> nth=0' },
  {
    name: 'dashboard-media-picker',
    path: '/dashboard/contents/create',
    signedIn: true,
    click: 'main button:text-is("Görsel seç"), main button:text-is("Choose image")',
  },
  { name: 'account', path: '/dashboard/account', signedIn: true },
  { name: 'dashboard-documents', path: '/dashboard/documents', signedIn: true },
  { name: 'dashboard-contact', path: '/dashboard/contact', signedIn: true },
  // The newest message of the seed (opening it marks it read).
  { name: 'dashboard-contact-message', path: '/dashboard/contact', signedIn: true, follow: 'main a[href*="/dashboard/contact/"]' },
  { name: 'dashboard-documents-create', path: '/dashboard/documents/create', signedIn: true },
  // The edit page of the first document in the list (its id is only known once seeded).
  { name: 'dashboard-documents-edit', path: '/dashboard/documents', signedIn: true, follow: 'a[href*="/dashboard/documents/edit/"]' },
  // The corporate pages (decision 061): the overview, a section's entries, a board member's and a figure's edit page.
  { name: 'dashboard-site', path: '/dashboard/site', signedIn: true },
  { name: 'dashboard-site-section', path: '/dashboard/site?section=board_member', signedIn: true },
  {
    name: 'dashboard-site-board-edit',
    path: '/dashboard/site?section=board_member',
    signedIn: true,
    follow: 'main [role="rowheader"] a[href*="/dashboard/site/edit/"]',
  },
  {
    name: 'dashboard-site-figure-edit',
    path: '/dashboard/site?section=figure',
    signedIn: true,
    follow: 'main [role="rowheader"] a[href*="/dashboard/site/edit/"] >> nth=1',
  },
  { name: 'dashboard-site-create', path: '/dashboard/site/create?section=brand', signedIn: true },
  // Scheduled publishing (decision 058): the seed's draft article and draft job, each given a publish time in
  // Istanbul and an unpublish time in Dubai through their edit pages (`before`): the edit page's schedule section
  // with a new step typed into its form, and the list's row saying when it goes live and off.
  {
    name: 'dashboard-contents-schedule',
    path: '/dashboard/contents?q=uzaktan-calisma-rehberi',
    signedIn: true,
    before: ['article-schedule'],
    follow: 'a[href*="/dashboard/contents/edit/"]',
    fill: {
      '[data-schedule] [name="action"]': 'unpublish',
      '[data-schedule] [name="at"]': scheduleAt(60, '17:30'),
      '[data-schedule] [name="timeZone"]': 'Europe/Istanbul',
    },
  },
  { name: 'dashboard-contents-scheduled', path: '/dashboard/contents?status=draft', signedIn: true, before: ['article-schedule'] },
  {
    name: 'dashboard-jobs-schedule',
    path: '/dashboard/jobs?q=quantity',
    signedIn: true,
    before: ['job-schedule'],
    follow: 'a[href*="/dashboard/jobs/edit/"]',
    fill: {
      '[data-schedule] [name="action"]': 'publish',
      '[data-schedule] [name="at"]': scheduleAt(14, '08:00'),
      '[data-schedule] [name="timeZone"]': 'Asia/Dubai',
    },
  },
  { name: 'dashboard-jobs-scheduled', path: '/dashboard/jobs?q=quantity', signedIn: true, before: ['job-schedule'] },
  // Translation status (decision 060): a Turkish text changed through the dashboard (`before`) leaves the English
  // version behind. The lists by their translation filter, the English version's edit page with "mark as
  // reviewed", and the dashboard home's count.
  {
    name: 'dashboard-contents-needs-update',
    path: '/dashboard/contents?translation=needsUpdate',
    signedIn: true,
    before: ['article-edit'],
  },
  { name: 'dashboard-contents-missing', path: '/dashboard/contents?translation=missing', signedIn: true },
  { name: 'dashboard-jobs-needs-update', path: '/dashboard/jobs?translation=needsUpdate', signedIn: true, before: ['job-edit'] },
  {
    name: 'dashboard-documents-needs-update',
    path: '/dashboard/documents?translation=needsUpdate',
    signedIn: true,
    before: ['document-edit'],
  },
  {
    name: 'dashboard-contents-review',
    path: '/dashboard/contents?translation=needsUpdate',
    signedIn: true,
    before: ['article-edit'],
    follow: 'a[href*="/dashboard/contents/edit/"]',
  },
  {
    name: 'dashboard-jobs-review',
    path: '/dashboard/jobs?translation=needsUpdate',
    signedIn: true,
    before: ['job-edit'],
    follow: 'a[href*="/dashboard/jobs/edit/"]',
  },
  { name: 'dashboard-translations', path: '/dashboard', signedIn: true, before: ['article-edit', 'job-edit', 'document-edit'] },
  // Versions (decision 056): the history of each kind after the edit above (`before`), the newest version against
  // the seed's, word by word; and an article's first version chosen with its "restore and publish" question.
  {
    name: 'dashboard-contents-history',
    path: `/dashboard/contents?q=${editedArticle}`,
    signedIn: true,
    before: ['article-edit'],
    follow: ['a[href*="/dashboard/contents/edit/"]', 'a[href*="/dashboard/contents/history/"]'],
  },
  {
    name: 'dashboard-contents-history-restore',
    path: `/dashboard/contents?q=${editedArticle}`,
    signedIn: true,
    before: ['article-edit'],
    follow: ['a[href*="/dashboard/contents/edit/"]', 'a[href*="/dashboard/contents/history/"]'],
    click: ['main nav li >> nth=1', 'section[aria-labelledby="version-compare"] button >> nth=0'],
  },
  // A job's first version, all its values as the form words them, with the "restore as draft" question.
  {
    name: 'dashboard-jobs-history-restore',
    path: `/dashboard/jobs?q=${editedJob}`,
    signedIn: true,
    before: ['job-edit'],
    follow: ['a[href*="/dashboard/jobs/edit/"]', 'a[href*="/dashboard/jobs/history/"]'],
    click: ['main nav li >> nth=2', 'section[aria-labelledby="version-compare"] button >> nth=1'],
  },
  {
    name: 'dashboard-jobs-history',
    path: `/dashboard/jobs?q=${editedJob}`,
    signedIn: true,
    before: ['job-edit'],
    follow: ['a[href*="/dashboard/jobs/edit/"]', 'a[href*="/dashboard/jobs/history/"]'],
  },
  // Its second version: the edit's Turkish words, and the English description the editor rewrote in its own markup.
  {
    name: 'dashboard-jobs-history-restyled',
    path: `/dashboard/jobs?q=${editedJob}`,
    signedIn: true,
    before: ['job-edit'],
    follow: ['a[href*="/dashboard/jobs/edit/"]', 'a[href*="/dashboard/jobs/history/"]'],
    choose: 'main nav li >> nth=1',
  },
  {
    name: 'dashboard-documents-history',
    path: '/dashboard/documents',
    signedIn: true,
    before: ['document-edit'],
    follow: ['a[href*="/dashboard/documents/edit/"]', 'a[href*="/dashboard/documents/history/"]'],
  },
  // The board member's first version, its values as the form words them, with the "restore as draft" question.
  {
    name: 'dashboard-site-history-restore',
    path: '/dashboard/site?section=board_member',
    signedIn: true,
    before: ['site-edit'],
    follow: ['main [role="rowheader"] a[href*="/dashboard/site/edit/"]', 'a[href*="/dashboard/site/history/"]'],
    click: ['main nav li >> nth=1', 'section[aria-labelledby="version-compare"] button >> nth=1'],
  },
  {
    name: 'dashboard-site-history',
    path: '/dashboard/site?section=board_member',
    signedIn: true,
    before: ['site-edit'],
    follow: ['main [role="rowheader"] a[href*="/dashboard/site/edit/"]', 'a[href*="/dashboard/site/history/"]'],
  },
  // The sign-in page after a submit with a malformed e-mail and no password: the field errors.
  { name: 'login-failed', path: '/login', signedIn: false, submit: { email: 'not-an-email', password: '' } },
] as const satisfies ReadonlyArray<{
  name: string
  path: string
  signedIn: boolean
  submit?: Record<string, string>
  /** Links followed in turn (each the first match) before the shot. */
  follow?: string | string[]
  arrive?: string
  /** Elements clicked in turn before the shot; the last opens a dialog or a list. */
  click?: string | string[]
  /** An element clicked before the shot that opens nothing: a choice in the page (a version to compare). */
  choose?: string
  /** Opens the newest private application link of the outbox in the page's language, with this suffix. */
  privateLink?: string
  /** Only the links mailed to this address. */
  privateLinkTo?: string
  /** Controls filled in, by selector, before the shot and not submitted (a select takes its option's value). */
  fill?: Record<string, string>
  /** Changes made once through the dashboard before any shot (`setups` below), for the states the seed lacks. */
  before?: readonly SetupName[]
}>

/** Opens `path` (under /tr) and follows the first link matching `link`: an entry's edit page. */
async function openEdit(page: Page, baseURL: string, path: string, link: string) {
  await page.goto(`${baseURL}/tr${path}`)
  await settle(page)
  const href = await page.locator(link).first().getAttribute('href')
  if (!href) throw new Error(`${page.url()} has no link matching ${link}`)
  await page.goto(new URL(href, baseURL).href)
  await settle(page)
}

/** Saves the entity form that holds `field` and waits for its success toast. */
async function saveEntity(page: Page, field: string) {
  const toasts = page.locator('[data-sonner-toast][data-type="success"]')
  const before = await toasts.count()
  await page.locator(`form:has([name="${field}"]) [type="submit"]`).click()
  await toasts.nth(before).waitFor({ state: 'attached' })
}

/** A text field's value changed by `edit`. */
async function editField(page: Page, name: string, edit: (value: string) => string) {
  const control = page.locator(`form [name="${name}"]`)
  await control.fill(edit(await control.inputValue()))
}

/** A sentence typed at the end of a rich-text editor (the first inside `scope`). */
async function appendToEditor(page: Page, scope: string, sentence: string) {
  await page.locator(`${scope} [contenteditable="true"]`).first().focus()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type(` ${sentence}`)
}

/** Gives the open edit page's entry each step (action, wall-clock time, zone) through its "Schedule" section. */
async function scheduleSteps(page: Page, steps: ReadonlyArray<readonly [action: string, at: string, timeZone: string]>) {
  const section = page.locator('[data-schedule]')
  for (const [index, [action, at, timeZone]] of steps.entries()) {
    await section.locator('[name="action"]').selectOption(action)
    await section.locator('[name="at"]').fill(at)
    await section.locator('[name="timeZone"]').selectOption(timeZone)
    await section.locator('[type="submit"]').click()
    await section.locator('ul > li').nth(index).waitFor()
  }
}

/**
 * States the seed does not have, made through the dashboard in Turkish, each once before the shots
 * (`before` of a page names them): against SCREENSHOT_BASE_URL they change that server's content.
 */
const setups = {
  // The Turkish excerpt and body of a live article change: versions 1 and 2, and its English version behind.
  'article-edit': async (page: Page, baseURL: string) => {
    await openEdit(page, baseURL, `/dashboard/contents?q=${editedArticle}`, 'a[href*="/dashboard/contents/edit/"]')
    await editField(page, 'excerpt', (value) => value.replace('her adımda', 'ilk görüşmeden iyileşme sonrasına kadar her adımda'))
    await appendToEditor(page, 'form', 'Koordinatörlerimiz artık hafta sonları da hastalarımızın sorularını yanıtlıyor.')
    await saveEntity(page, 'excerpt')
  },
  // A job's Turkish title changes, then its Turkish description: the same for a job. The first save also stores
  // both descriptions in the editor's form (the seed's HTML is not), which counts as a change of both languages;
  // only the second leaves the English version behind.
  'job-edit': async (page: Page, baseURL: string) => {
    await openEdit(page, baseURL, `/dashboard/jobs?q=${editedJob}`, 'a[href*="/dashboard/jobs/edit/"]')
    await editField(page, 'titleTr', (value) => value.replace('Koordinatörü', 'Koordinatörü (Arapça bilen)'))
    await saveEntity(page, 'titleTr')
    await openEdit(page, baseURL, `/dashboard/jobs?q=${editedJob}`, 'a[href*="/dashboard/jobs/edit/"]')
    await appendToEditor(page, 'form [lang="tr"]', 'Arapça bilen adaylar tercih sebebidir.')
    await saveEntity(page, 'titleTr')
  },
  // The first document's Turkish description.
  'document-edit': async (page: Page, baseURL: string) => {
    await openEdit(page, baseURL, '/dashboard/documents', 'a[href*="/dashboard/documents/edit/"]')
    await editField(page, 'descriptionTr', (value) => `${value} Bu sürüm yönetim kurulunca onaylanmıştır.`)
    await saveEntity(page, 'descriptionTr')
  },
  // The first board member's Turkish summary.
  'site-edit': async (page: Page, baseURL: string) => {
    await openEdit(page, baseURL, '/dashboard/site?section=board_member', 'main [role="rowheader"] a[href*="/dashboard/site/edit/"]')
    await editField(page, 'summaryTr', (value) => `${value} Grubun sürdürülebilirlik komitesine de başkanlık ediyor.`)
    await saveEntity(page, 'summaryTr')
  },
  // The seed's draft article published in ten days at 09:30 Istanbul time, and back to draft a month later at 18:00 in Dubai.
  'article-schedule': async (page: Page, baseURL: string) => {
    await openEdit(page, baseURL, '/dashboard/contents?q=uzaktan-calisma-rehberi', 'a[href*="/dashboard/contents/edit/"]')
    await scheduleSteps(page, [
      ['publish', scheduleAt(10, '09:30'), 'Europe/Istanbul'],
      ['unpublish', scheduleAt(40, '18:00'), 'Asia/Dubai'],
    ])
  },
  // The seed's draft job in Dubai published in a week at 10:00 Dubai time, and closed after a month at 17:00 Istanbul time.
  'job-schedule': async (page: Page, baseURL: string) => {
    await openEdit(page, baseURL, '/dashboard/jobs?q=quantity', 'a[href*="/dashboard/jobs/edit/"]')
    await scheduleSteps(page, [
      ['publish', scheduleAt(7, '10:00'), 'Asia/Dubai'],
      ['unpublish', scheduleAt(37, '17:00'), 'Europe/Istanbul'],
    ])
  },
} satisfies Record<string, (page: Page, baseURL: string) => Promise<void>>
type SetupName = keyof typeof setups

interface Target {
  baseURL: string
  /** DATA_DIR/outbox of a server this script started (the private links of decision 040). */
  outbox?: string
  email: string
  password: string
  stop: () => Promise<void>
}

/** A TCP port that nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', resolve)
  })
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('could not find a free port')
  return address.port
}

async function waitUntilReady(baseURL: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`)
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    if (Date.now() > deadline) throw new Error(`the server at ${baseURL} was not ready within 90 s`)
    await delay(250)
  }
}

/** Starts the production build as the e2e run does (tests/e2e/serve.mjs), on its own port and database. */
async function startServer(): Promise<Target> {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-build.mjs')], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('the build failed')

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hoi-screenshots-'))
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: baseURL,
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  }
  // Always the embedded database, and no real mail server, whatever the shell has set.
  delete env.DATABASE_URL
  delete env.SMTP_URL

  console.log(`screenshots: starting the built server on ${baseURL} (data in ${dataDir})`)
  const server = spawn(process.execPath, [path.join(root, '.output', 'server', 'index.mjs')], { cwd: root, env, stdio: 'inherit' })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      const killed = await Promise.race([exited.then(() => true), delay(5000).then(() => false)])
      if (!killed) {
        server.kill('SIGKILL')
        await exited
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilReady(baseURL, server)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseURL, email: ADMIN_EMAIL, password: ADMIN_PASSWORD, stop, outbox: path.join(dataDir, 'outbox') }
}

/** The newest private application link in `lang` (mailed to `to`, if given) that the outbox holds, waiting up to 15 s for the mail. */
async function newestPrivateLink(outbox: string | undefined, lang: string, to?: string): Promise<string> {
  if (!outbox) throw new Error('private-link shots need a server this script started (no SCREENSHOT_BASE_URL)')
  const deadline = Date.now() + 15_000
  for (;;) {
    const links = readOutbox(outbox)
      .filter((mail) => !to || mail.to.includes(to))
      .flatMap(privateLinks)
      .filter((link) => link.lang === lang)
    if (links.length > 0) return links.at(-1)!.path
    if (Date.now() > deadline) throw new Error(`no private link in ${outbox}; shoot "applied" first`)
    await delay(250)
  }
}

/** Waits until React has hydrated the page and web fonts have loaded. */
async function settle(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForLoadState('networkidle')
}

/**
 * Fills the page's own form (in `main`: the header's site search is a form too) by field name (a
 * file input takes a path under the project, a checkbox is ticked) and submits it, then waits for
 * the URL to contain `arrive`, or else for a field to be marked invalid.
 */
async function submitForm(page: Page, values: Record<string, string>, arrive?: string) {
  for (const [name, value] of Object.entries(values)) {
    const control = page.locator(`main form [name="${name}"]`)
    const type = await control.getAttribute('type')
    if (type === 'file') await control.setInputFiles(path.join(root, value))
    else if (type === 'checkbox') await control.check()
    else await control.fill(value)
  }
  await page.locator('main form [type="submit"]').click()
  if (arrive) {
    await page.waitForURL((url) => url.href.includes(arrive), { timeout: 30_000 })
    // The router changes the URL before it renders the new page.
    await page.locator('main form [type="submit"]').waitFor({ state: 'detached' })
  } else await page.locator('[aria-invalid="true"]').first().waitFor()
  await settle(page)
}

async function shoot(
  page: Page,
  url: string,
  file: string,
  {
    submit,
    follow,
    arrive,
    click,
    choose,
    fill,
  }: {
    submit?: Record<string, string>
    follow?: string | string[]
    arrive?: string
    click?: string | string[]
    choose?: string
    fill?: Record<string, string>
  },
) {
  let response = await page.goto(url)
  await settle(page)
  for (const link of typeof follow === 'string' ? [follow] : (follow ?? [])) {
    const href = await page.locator(link).first().getAttribute('href')
    if (!href) throw new Error(`${page.url()} has no link matching ${link}`)
    response = await page.goto(new URL(href, url).href)
    await settle(page)
  }
  if (submit) await submitForm(page, submit, arrive)
  for (const [target, value] of Object.entries(fill ?? {})) {
    const control = page.locator(target).first()
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value)
    else {
      await control.fill(value)
      await control.blur()
    }
  }
  if (choose) {
    await page.locator(choose).first().click()
    await settle(page)
  }
  if (click) {
    for (const target of typeof click === 'string' ? [click] : click) await page.locator(target).first().click()
    // What the clicks open: a dialog, or a combobox's list.
    await page.locator('dialog[open], [role="dialog"], [role="alertdialog"], [role="listbox"]').first().waitFor()
  }
  await page.screenshot({ path: path.join(outDir, file), fullPage: true })
  console.log(`${String(response?.status() ?? '---')}  ${url}  →  screenshots/${file}`)
}

async function signIn(page: Page, target: Target) {
  await page.goto(`${target.baseURL}/tr/login`)
  await settle(page)
  await page.locator('input[type="email"]').fill(target.email)
  await page.locator('input[type="password"]').fill(target.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL(/\/tr\/dashboard$/, { timeout: 15_000 }).catch(() => {
    throw new Error(`Could not sign in as ${target.email} at ${target.baseURL}; set SCREENSHOT_EMAIL and SCREENSHOT_PASSWORD`)
  })
}

let mediaUploaded = false

/** A few images for the library's shots, uploaded once through the dashboard's own route. */
async function uploadScreenshotMedia(page: Page, target: Target) {
  if (mediaUploaded) return
  mediaUploaded = true
  const images = [
    {
      name: 'fabrika-acilisi.jpg',
      color: { r: 20, g: 90, b: 160 },
      altTr: 'Yeni fabrikanın açılışında kurdele kesimi',
      altEn: 'Ribbon cutting at the new plant',
      decorative: false,
    },
    { name: 'desen.png', color: { r: 230, g: 140, b: 40 }, altTr: '', altEn: '', decorative: true },
    { name: 'ekip-toplantisi.jpg', color: { r: 40, g: 140, b: 90 }, altTr: '', altEn: '', decorative: false },
  ]
  for (const image of images) {
    const buffer = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: image.color } })
      .composite([
        { input: Buffer.from('<svg width="1600" height="1000"><circle cx="800" cy="500" r="320" fill="white" opacity="0.5"/></svg>') },
      ])
      .jpeg()
      .toBuffer()
    const reply = await page.request.post(`${target.baseURL}/api/dashboard/images`, {
      headers: { origin: target.baseURL },
      multipart: {
        altTr: image.altTr,
        altEn: image.altEn,
        decorative: String(image.decorative),
        file: { name: image.name, mimeType: 'image/jpeg', buffer },
      },
    })
    if (reply.status() !== 201) throw new Error(`media upload answered ${reply.status()}`)
  }
  // The variants are made in the background: give the task a moment.
  await delay(4000)
}

/** Makes, once and signed in, the states that the chosen pages' `before` names. */
async function prepare(browser: Browser, target: Target) {
  const chosen = pages.filter((entry) => !only || only.includes(entry.name))
  const needed = new Set<SetupName>(chosen.flatMap((entry) => ('before' in entry ? entry.before : [])))
  if (needed.size === 0) return
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await signIn(page, target)
  for (const name of Object.keys(setups) as SetupName[]) {
    if (!needed.has(name)) continue
    await setups[name](page, target.baseURL)
    console.log(`screenshots: prepared ${name}`)
  }
  await context.close()
}

async function run(browser: Browser, target: Target) {
  await prepare(browser, target)
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 640 ? 844 : 900 },
      deviceScaleFactor: 1,
      isMobile: width < 640,
      hasTouch: width < 640,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const signedIn of [false, true]) {
      if (only && !pages.some((entry) => entry.signedIn === signedIn && only.includes(entry.name))) continue
      if (signedIn) await signIn(page, target)
      if (signedIn && (!only || only.some((name) => name.startsWith('dashboard-media')))) await uploadScreenshotMedia(page, target)
      for (const lang of languages) {
        for (const entry of pages.filter((candidate) => candidate.signedIn === signedIn && (!only || only.includes(candidate.name)))) {
          const submit = 'submit' in entry ? entry.submit : undefined
          const follow = 'follow' in entry ? entry.follow : undefined
          const arrive = 'arrive' in entry ? entry.arrive : undefined
          const click = 'click' in entry ? entry.click : undefined
          const choose = 'choose' in entry ? entry.choose : undefined
          const fill = 'fill' in entry ? entry.fill : undefined
          const url =
            'privateLink' in entry
              ? `${target.baseURL}${await newestPrivateLink(target.outbox, lang, 'privateLinkTo' in entry ? entry.privateLinkTo : undefined)}${entry.privateLink}`
              : `${target.baseURL}/${lang}${entry.path}`
          await shoot(page, url, `${entry.name}-${lang}-${width}.png`, {
            submit,
            follow,
            arrive,
            click,
            choose,
            fill,
          })
        }
      }
    }
    await context.close()
  }
}

const only = process.env.SCREENSHOT_ONLY?.split(',').map((name) => name.trim())
const given = process.env.SCREENSHOT_BASE_URL?.trim()
const target: Target = given
  ? {
      baseURL: given.replace(/\/+$/, ''),
      email: process.env.SCREENSHOT_EMAIL ?? ADMIN_EMAIL,
      password: process.env.SCREENSHOT_PASSWORD ?? ADMIN_PASSWORD,
      stop: async () => {},
    }
  : await startServer()

try {
  mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    await run(browser, target)
  } finally {
    await browser.close()
  }
} finally {
  await target.stop()
}
