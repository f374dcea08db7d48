import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  ADMIN_EMAIL,
  asRole,
  createUser,
  createUserWithKeyboard,
  escapeRegExp,
  expectNoAxeViolations,
  type Lang,
  LANGS,
  newRolePage,
  newUser,
  ROLE_ACCOUNTS,
  text,
  visit,
} from './fixtures.ts'

// The Users list page (decision 009) as the admin: search, filters and page in the URL.
test.use(asRole('admin'))

/** Two users only this file knows, found by a tag no other journey uses. */
const tag = `lst${Date.now().toString(36)}`
const alpha = { ...newUser('editor', `${tag}-alpha`), name: `E2E ${tag} Alpha` }
const beta = { ...newUser('recruiter', `${tag}-beta`), name: `E2E ${tag} Beta` }

/** A long but ordinary address (subsidiaries have long domains), for the layout of the table. */
const long = {
  ...newUser('editor', 'long'),
  name: `E2E Long Address ${Math.random().toString().slice(2, 8)}`,
  email: `a.rather.long.mailbox-name.${Date.now().toString(36)}@subsidiary-company-name.hoi-holding.example`,
}

test.beforeAll(async ({ browser }) => {
  const { context, page } = await newRolePage(browser, 'admin')
  await visit(page, '/en/dashboard/users')
  for (const user of [alpha, beta, long]) await createUser(page, 'en', user)
  await context.close()
})

const searchBox = (page: Page, lang: Lang) => page.getByRole('searchbox', { name: text(lang, 'dashboard', 'list.search'), exact: true })
/**
 * A filter select by its label. The label wraps the select, so its accessible name is the label
 * followed by the chosen option ("Role All"): matched by its start.
 */
const filter = (page: Page, label: string) =>
  page.getByRole('search').getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}\\b`) })
const roleFilter = (page: Page, lang: Lang) => filter(page, text(lang, 'dashboard', 'users.columns.role'))
const statusFilter = (page: Page, lang: Lang) => filter(page, text(lang, 'dashboard', 'users.columns.status'))
/** The body rows (each starts with a row header: the name). */
const userRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader') })
const countLine = (page: Page, lang: Lang, count: number) =>
  page.getByRole('status').filter({ hasText: text(lang, 'dashboard', 'users.count', { count: String(count) }) })

async function expectOnlyRows(rows: Locator, emails: string[]) {
  await expect(rows).toHaveCount(emails.length)
  for (const email of emails) await expect(rows.filter({ hasText: email })).toHaveCount(1)
}

for (const lang of LANGS) {
  test(`searching by e-mail narrows the list and puts q in the URL (${lang})`, async ({ page }) => {
    await visit(page, `/${lang}/dashboard/users`)
    const everyone = await userRows(page).count()
    expect(everyone).toBeGreaterThanOrEqual(5)
    await expect(countLine(page, lang, everyone)).toBeVisible()

    await searchBox(page, lang).fill(alpha.email)
    await searchBox(page, lang).press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === `/${lang}/dashboard/users` && url.searchParams.get('q') === alpha.email)
    await expectOnlyRows(userRows(page), [alpha.email])
    await expect(countLine(page, lang, 1)).toBeVisible()
    await expect(userRows(page)).toContainText(text(lang, 'dashboard', 'roles.editor'))

    // Part of the name finds both of this file's users, and only them.
    await searchBox(page, lang).fill(tag)
    await searchBox(page, lang).press('Enter')
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === tag)
    await expectOnlyRows(userRows(page), [alpha.email, beta.email])
    await expect(countLine(page, lang, 2)).toBeVisible()

    // The URL is the state: opened directly, the same list and the same search box.
    await visit(page, `/${lang}/dashboard/users?q=${encodeURIComponent(beta.email)}`)
    await expectOnlyRows(userRows(page), [beta.email])
    await expect(searchBox(page, lang)).toHaveValue(beta.email)
  })
}

test('the role filter lists that role only, and combines with the search (en)', async ({ page }) => {
  await visit(page, '/en/dashboard/users')
  await roleFilter(page, 'en').selectOption('recruiter')
  await expect(page).toHaveURL((url) => url.searchParams.get('role') === 'recruiter' && !url.searchParams.has('q'))
  const rows = userRows(page)
  await expect(rows.filter({ hasText: beta.email })).toHaveCount(1)
  await expect(rows.filter({ hasText: ROLE_ACCOUNTS.recruiter.email })).toHaveCount(1)
  await expect(rows.filter({ hasText: ADMIN_EMAIL })).toHaveCount(0)
  await expect(rows.filter({ hasText: alpha.email })).toHaveCount(0)
  for (const row of await rows.all()) await expect(row).toContainText(text('en', 'dashboard', 'roles.recruiter'))
  await expect(countLine(page, 'en', await rows.count())).toBeVisible()

  await searchBox(page, 'en').fill(tag)
  await searchBox(page, 'en').press('Enter')
  await expect(page).toHaveURL((url) => url.searchParams.get('role') === 'recruiter' && url.searchParams.get('q') === tag)
  await expectOnlyRows(rows, [beta.email])

  await statusFilter(page, 'en').selectOption('inactive')
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'inactive' && url.searchParams.get('q') === tag)
  await expect(rows).toHaveCount(0)
})

for (const lang of LANGS) {
  test(`no match shows the empty state, and clearing the filters shows everyone again (${lang})`, async ({ page }) => {
    await visit(page, `/${lang}/dashboard/users`)
    await searchBox(page, lang).fill(`${tag}-nobody`)
    await searchBox(page, lang).press('Enter')
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === `${tag}-nobody`)
    await roleFilter(page, lang).selectOption('editor')
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === `${tag}-nobody` && url.searchParams.get('role') === 'editor')

    await expect(countLine(page, lang, 0)).toBeVisible()
    await expect(userRows(page)).toHaveCount(0)
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: text(lang, 'dashboard', 'users.emptyFiltered') })).toBeVisible()
    await expectNoAxeViolations(page, `/${lang}/dashboard/users empty state`)

    await page.getByRole('link', { name: text(lang, 'dashboard', 'list.clearFilters') }).click()
    await expect(page).toHaveURL((url) => url.pathname === `/${lang}/dashboard/users` && url.search === '')
    await expect(userRows(page).filter({ hasText: ADMIN_EMAIL })).toHaveCount(1)
    await expect(userRows(page).filter({ hasText: alpha.email })).toHaveCount(1)
    // What the filter form shows must match the list under it: no leftover search or role.
    await expect.soft(searchBox(page, lang), 'the search box after clearing').toHaveValue('', { timeout: 2000 })
    await expect.soft(roleFilter(page, lang), 'the role filter after clearing').toHaveValue('', { timeout: 2000 })
  })
}

test('an admin creates a user with the keyboard alone (tr)', async ({ page }) => {
  await visit(page, '/tr/dashboard/users')
  const user = newUser('editor', 'users-kbd')
  await createUserWithKeyboard(page, 'tr', user)
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: text('tr', 'dashboard', 'users.form.created', { email: user.email }) })
  await expect(toast).toBeVisible()
  // Once it has slid into place.
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)))

  // While the toast shows, "Add user" must stay reachable for the pointer (the next user to add).
  const addButton = page.getByRole('button', { name: text('tr', 'dashboard', 'users.create') })
  const covered = await addButton.evaluate((button) => {
    const box = button.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top && !button.contains(top) ? (top.closest('[data-sonner-toast]') ? 'the toast' : top.outerHTML.slice(0, 80)) : null
  })
  expect.soft(covered, '"Kullanıcı ekle" is covered at 1280 px').toBeNull()
  // Nor does it cover the filter row, at 1280 px and on a phone (390 px).
  const filters = page.getByRole('search')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)))
    const [a, b] = [await toast.boundingBox(), await filters.boundingBox()]
    const overlap = a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    expect.soft(overlap, `the toast covers the filter row at ${width} px`).toBeFalsy()
  }
  // The toast speaks the page language too: its close button is not named in English.
  await expect.soft(toast.locator('[data-close-button]')).not.toHaveAccessibleName('Close toast', { timeout: 2000 })
})

for (const lang of LANGS) {
  test(`an e-mail already in use is refused on the e-mail field, in the page language (${lang})`, async ({ page }) => {
    await visit(page, `/${lang}/dashboard/users`)
    await page.getByRole('button', { name: text(lang, 'dashboard', 'users.create') }).click()
    const dialog = page.getByRole('dialog', { name: text(lang, 'dashboard', 'users.form.title') })
    const email = dialog.getByLabel(text(lang, 'dashboard', 'users.form.email'), { exact: true })
    await dialog.getByLabel(text(lang, 'dashboard', 'users.form.name'), { exact: true }).fill('E2E Duplicate')
    // The same address in capitals: addresses are unique without regard to case.
    await email.fill(lang === 'en' ? ROLE_ACCOUNTS.editor.email.toUpperCase() : ROLE_ACCOUNTS.editor.email)
    await dialog.getByLabel(text(lang, 'dashboard', 'users.form.password'), { exact: true }).fill('duplicate-password-123')

    const reply = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/_serverFn/'))
    await dialog.getByRole('button', { name: text(lang, 'dashboard', 'users.form.submit') }).click()
    expect((await reply).status()).toBe(409)

    await expect(dialog).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(text(lang, 'common', 'validation.emailTaken'))
    await expect(email).toBeFocused()
    await expectNoAxeViolations(page, `/${lang}/dashboard/users create dialog with e-mail taken`)
  })
}

test('the filter form works without scripts: a GET that the server renders (en)', async ({ browser }) => {
  const { context, page } = await newRolePage(browser, 'admin', { javaScriptEnabled: false })
  try {
    await page.goto('/en/dashboard/users')
    await searchBox(page, 'en').fill(tag)
    await roleFilter(page, 'en').selectOption('editor')
    await page
      .getByRole('search')
      .getByRole('button', { name: text('en', 'dashboard', 'list.apply') })
      .click()
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === tag && url.searchParams.get('role') === 'editor')
    await expect(userRows(page).filter({ hasText: alpha.email })).toHaveCount(1)
    await expect(userRows(page).filter({ hasText: beta.email })).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('at 1280 px a long e-mail address neither widens the page nor hides the row actions', async ({ page }) => {
  await visit(page, '/en/dashboard/users')
  const row = userRows(page).filter({ hasText: long.email })
  await expect(row).toHaveCount(1)
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }))
  expect.soft(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.viewport)
  for (const name of [long.name, ROLE_ACCOUNTS.admin.name]) {
    const actions = page.getByRole('button', { name: text('en', 'dashboard', 'users.actions.menu', { name }) })
    await expect.soft(actions, `the actions of ${name} are visible`).toBeInViewport({ timeout: 2000 })
  }
})

test('a page number past the end does not claim there are no users (en)', async ({ page }) => {
  // An old link, or a list that shrank since: the URL asks for a page that no longer exists.
  await visit(page, '/en/dashboard/users?page=99')
  const total = await page
    .getByRole('status')
    .filter({ hasText: text('en', 'dashboard', 'users.count', { count: '' }).trim() })
    .textContent()
  expect(Number(/\d+/.exec(total ?? '')?.[0])).toBeGreaterThanOrEqual(5)
  await expect
    .soft(page.getByText(text('en', 'dashboard', 'users.empty'), { exact: true }), '"No users yet." under "Users found: N"')
    .toHaveCount(0, { timeout: 2000 })
})
