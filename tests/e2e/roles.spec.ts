import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test'
import {
  ADMIN_EMAIL,
  asRole,
  authFile,
  createUserWithKeyboard,
  E2E_BASE_URL,
  escapeRegExp,
  expectNoAxeViolations,
  LANGS,
  login,
  newRolePage,
  newUser,
  ROLE_ACCOUNTS,
  submitLoginForm,
  text,
  visit,
} from './fixtures.ts'
import { dashboardPages, deniedRoles } from './pages.ts'

interface CapturedCall {
  url: string
  method: string
  headers: Record<string, string>
  body: string | null
}

/** What a client would have to send to call the server function again. */
async function capture(request: Request): Promise<CapturedCall> {
  const all = await request.allHeaders()
  const headers: Record<string, string> = { Origin: E2E_BASE_URL }
  for (const [name, value] of Object.entries(all)) {
    if (name === 'content-type' || name === 'accept' || name.startsWith('x-tsr')) headers[name] = value
  }
  return { url: request.url(), method: request.method(), headers, body: request.postData() }
}

test.describe.serial('a recruiter and the Users section', () => {
  const recruiter = newUser('recruiter', 'recruiter')
  let adminContext: BrowserContext
  let recruiterContext: BrowserContext
  let admin: Page
  let recruiterPage: Page
  let createCall: CapturedCall | undefined
  let listCall: CapturedCall | undefined

  test.beforeAll(async ({ browser }) => {
    const options = { baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 800 } }
    // The admin starts signed in (stored state); the recruiter is new and signs in by hand.
    adminContext = await browser.newContext({ ...options, storageState: authFile('admin') })
    recruiterContext = await browser.newContext(options)
    admin = await adminContext.newPage()
    recruiterPage = await recruiterContext.newPage()
  })

  test.afterAll(async () => {
    await adminContext?.close()
    await recruiterContext?.close()
  })

  test('an admin creates a recruiter on the Users page with the keyboard', async () => {
    const serverCalls: Request[] = []
    admin.on('request', (request) => {
      if (request.url().includes('/_serverFn/')) serverCalls.push(request)
    })
    await visit(admin, '/tr/dashboard')
    await admin
      .getByRole('navigation', { name: text('tr', 'dashboard', 'shell.navLabel') })
      .getByRole('link', { name: 'Kullanıcılar' })
      .click()
    await expect(admin).toHaveURL(/\/tr\/dashboard\/users$/)
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Kullanıcılar')

    await createUserWithKeyboard(admin, 'tr', recruiter)
    await expect(admin.getByText(text('tr', 'dashboard', 'users.form.created', { email: recruiter.email }))).toBeVisible()

    // The create call carries the new e-mail; the list call is the GET whose answer lists it.
    const create = serverCalls.find((r) => r.method() === 'POST' && (r.postData() ?? '').includes(recruiter.email))
    expect(create, 'the create-user server call').toBeDefined()
    createCall = await capture(create!)
    for (const request of serverCalls.filter((r) => r.method() === 'GET')) {
      const response = await request.response()
      if (response && (await response.text()).includes(recruiter.email)) listCall = await capture(request)
    }
    expect(listCall, 'the list-users server call').toBeDefined()
  })

  test('the recruiter has no Users link and sees "access denied" on the page', async () => {
    await login(recruiterPage, 'tr', recruiter.email, recruiter.password)
    await expect(recruiterPage.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli')
    await expect(recruiterPage.getByText(text('tr', 'dashboard', 'roles.recruiter'), { exact: true })).toBeVisible()
    // A brand-new account: the home says so instead of showing a previous sign-in.
    await expect(recruiterPage.getByText(text('tr', 'dashboard', 'home.firstLogin'))).toBeVisible()
    const sidebar = recruiterPage.getByRole('navigation', { name: text('tr', 'dashboard', 'shell.navLabel') })
    await expect(sidebar.getByRole('link', { name: 'Yönetim Paneli' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Kullanıcılar' })).toHaveCount(0)

    for (const lang of LANGS) {
      await visit(recruiterPage, `/${lang}/dashboard/users`)
      await expect(recruiterPage.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'common', 'accessDenied.title'))
      await expect(recruiterPage.getByRole('table')).toHaveCount(0)
      await expect(recruiterPage.getByText(ADMIN_EMAIL)).toHaveCount(0)
    }
  })

  test('the server refuses the Users functions: 403 for the recruiter, 401 without a session', async ({ playwright }) => {
    expect(createCall && listCall, 'calls captured by the first journey').toBeTruthy()
    for (const call of [listCall!, createCall!]) {
      const asRecruiter = await recruiterPage.request.fetch(call.url, {
        method: call.method,
        headers: call.headers,
        data: call.body ?? undefined,
        maxRedirects: 0,
      })
      expect(asRecruiter.status(), `${call.method} as recruiter`).toBe(403)
      expect(await asRecruiter.text()).not.toContain(ADMIN_EMAIL)

      const anonymous = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
      const asNobody = await anonymous.fetch(call.url, {
        method: call.method,
        headers: call.headers,
        data: call.body ?? undefined,
        maxRedirects: 0,
      })
      expect(asNobody.status(), `${call.method} without a session`).toBe(401)
      expect(await asNobody.text()).not.toContain(ADMIN_EMAIL)
      await anonymous.dispose()
    }
    // The admin's own replay of the list still works: the refusals above are about who calls.
    const asAdmin = await admin.request.fetch(listCall!.url, { method: listCall!.method, headers: listCall!.headers, maxRedirects: 0 })
    expect(asAdmin.status()).toBe(200)
    expect(await asAdmin.text()).toContain(recruiter.email)
  })

  test('deactivating the recruiter ends their session at the next navigation', async () => {
    await visit(recruiterPage, '/tr/dashboard/users')
    await expect(recruiterPage.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'common', 'accessDenied.title'))

    await visit(admin, '/tr/dashboard/users')
    const row = admin.getByRole('row').filter({ hasText: recruiter.email })
    await row.getByRole('button', { name: text('tr', 'dashboard', 'users.actions.menu', { name: recruiter.name }) }).click()
    await admin.getByRole('menuitem', { name: text('tr', 'dashboard', 'users.actions.deactivate') }).click()
    const confirm = admin.getByRole('alertdialog', { name: text('tr', 'dashboard', 'users.deactivateConfirm.title') })
    await expect(confirm).toContainText(recruiter.email)
    await confirm.getByRole('button', { name: text('tr', 'dashboard', 'users.deactivateConfirm.confirm') }).click()
    await expect(admin.getByText(text('tr', 'dashboard', 'users.actions.deactivated', { email: recruiter.email }))).toBeVisible()
    await expect(row).toContainText(text('tr', 'dashboard', 'users.status.inactive'))

    // The recruiter's tab still shows the dashboard; the next in-app navigation finds no session.
    await recruiterPage.getByRole('link', { name: text('tr', 'common', 'accessDenied.back') }).click()
    await expect(recruiterPage).toHaveURL((url) => url.pathname === '/tr/login' && url.searchParams.get('redirect') === '/tr/dashboard')

    // And a deactivated account cannot sign in again.
    await submitLoginForm(recruiterPage, 'tr', recruiter.email, recruiter.password)
    await expect(recruiterPage.getByRole('alert')).toHaveText(text('tr', 'auth', 'invalidCredentials'))
    await expect(recruiterPage).toHaveURL(new RegExp(escapeRegExp('/tr/login')))
  })
})

/**
 * Decision 046: an admin limits a new recruiter to one company (Hoi Visa, which has no demo jobs)
 * with the keyboard; the recruiter then opens, by its URL, an applicant of another company that is
 * not in the talent pool and gets the access-denied page with 403, and finds it absent from the list.
 */
test.describe.serial('a recruiter scoped to one company', () => {
  const recruiter = newUser('recruiter', 'scoped')
  let adminContext: BrowserContext
  let recruiterContext: BrowserContext
  let admin: Page
  let recruiterPage: Page

  test.beforeAll(async ({ browser }) => {
    ;({ context: adminContext, page: admin } = await newRolePage(browser, 'admin'))
    ;({ context: recruiterContext, page: recruiterPage } = await newRolePage(browser, undefined))
  })

  test.afterAll(async () => {
    await adminContext?.close()
    await recruiterContext?.close()
  })

  test("an admin chooses the recruiter's company; the recruiter is refused another company's applicant by URL", async () => {
    const lang = 'en'
    await visit(admin, `/${lang}/dashboard/users`)
    await admin.getByRole('button', { name: text(lang, 'dashboard', 'users.create') }).click()
    const dialog = admin.getByRole('dialog', { name: text(lang, 'dashboard', 'users.form.title') })
    await dialog.getByLabel(text(lang, 'dashboard', 'users.form.name'), { exact: true }).fill(recruiter.name)
    await dialog.getByLabel(text(lang, 'dashboard', 'users.form.email'), { exact: true }).fill(recruiter.email)
    await dialog.getByLabel(text(lang, 'dashboard', 'users.form.role'), { exact: true }).selectOption('recruiter')
    const companies = dialog.getByRole('group', { name: text(lang, 'dashboard', 'users.companies.legend') })
    await expect(companies).toBeVisible()
    await expectNoAxeViolations(admin, 'users: create dialog with companies')
    // A checkbox is ticked with the keyboard, as any other.
    await companies.getByRole('checkbox', { name: 'HOI Visa Consultancy' }).focus()
    await admin.keyboard.press('Space')
    await expect(companies.getByRole('checkbox', { name: 'HOI Visa Consultancy' })).toBeChecked()
    await dialog.getByLabel(text(lang, 'dashboard', 'users.form.password'), { exact: true }).fill(recruiter.password)
    await dialog.getByRole('button', { name: text(lang, 'dashboard', 'users.form.submit') }).click()
    await expect(dialog).toBeHidden()
    const row = admin.getByRole('row').filter({ hasText: recruiter.email })
    await expect(row).toContainText('HOI Visa Consultancy')

    // An applicant of another company, not shared through the talent pool.
    await visit(admin, `/${lang}/dashboard/applicants`)
    const links = await admin
      .getByRole('main')
      .locator('a[href*="/dashboard/applicants/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname))
    let target: string | undefined
    for (const path of links.slice(0, 8)) {
      await visit(admin, path)
      if (await admin.getByText(text(lang, 'applicants', 'detail.talentPoolNo'), { exact: true }).isVisible()) {
        target = path
        break
      }
    }
    expect(target, 'an applicant outside the talent pool').toBeDefined()

    await login(recruiterPage, lang, recruiter.email, recruiter.password)
    const response = await visit(recruiterPage, target!)
    expect(response?.status(), 'status of the refused applicant page').toBe(403)
    await expect(recruiterPage.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'common', 'accessDenied.title'))
    await expectNoAxeViolations(recruiterPage, 'applicant of another company')
    // The CV is refused too, and the list does not hold the application. (Its person may still be
    // named there: one person's other application, to a company of the recruiter's or in the talent
    // pool, is theirs to see, decision 052.)
    const cv = await recruiterPage.request.get(`/api/dashboard/applications/${target!.split('/').at(-1)}/resume`)
    expect(cv.status()).toBe(403)
    await visit(recruiterPage, `/${lang}/dashboard/applicants`)
    await expect(recruiterPage.getByRole('main').locator(`a[href*="${target!.split('/').at(-1)}"]`)).toHaveCount(0)
  })
})

/**
 * A role outside a page's area gets the access-denied view (strings from common.json) with the
 * status 403, in both languages, and nothing of the page. The roles per page come from pages.ts.
 */
test.describe('an editor and the Users page', () => {
  test.use(asRole('editor'))

  for (const lang of LANGS) {
    test(`an editor opening Users sees the access-denied view with 403 (${lang})`, async ({ page }) => {
      await visit(page, `/${lang}/dashboard`)
      const sidebar = page.getByRole('navigation', { name: text(lang, 'dashboard', 'shell.navLabel') })
      await expect(sidebar.getByRole('link', { name: 'Yönetim Paneli' })).toBeVisible()
      await expect(sidebar.getByRole('link', { name: 'Kullanıcılar' })).toHaveCount(0)

      const response = await visit(page, `/${lang}/dashboard/users`)
      // The document itself says "forbidden", not "server error" (decision 007).
      expect.soft(response?.status(), 'status of the access-denied document').toBe(403)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'common', 'accessDenied.title'))
      await expect(page.getByText(text(lang, 'common', 'accessDenied.description'))).toBeVisible()
      await expect(page.getByRole('table')).toHaveCount(0)
      await expect(page.getByText(ADMIN_EMAIL)).toHaveCount(0)
      await expect(page.getByText(ROLE_ACCOUNTS.recruiter.email)).toHaveCount(0)
      await expectNoAxeViolations(page, `access denied (${lang})`)

      // The way back works with the keyboard: focus the link, Enter.
      const back = page.getByRole('link', { name: text(lang, 'common', 'accessDenied.back') })
      await expect(back).toHaveAttribute('href', `/${lang}/dashboard`)
      await back.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli')
    })
  }
})

test("every role outside a page's area gets the access-denied view (pages.ts)", async ({ browser }) => {
  for (const entry of dashboardPages) {
    for (const role of deniedRoles(entry)) {
      const { context, page } = await newRolePage(browser, role)
      try {
        const path = entry.path('en')
        const response = await page.goto(path)
        expect.soft(response?.status(), `${path} as ${role}`).toBe(403)
        await expect(page.getByRole('heading', { level: 1 }), `${path} as ${role}`).toHaveText(text('en', 'common', 'accessDenied.title'))
      } finally {
        await context.close()
      }
    }
  }
})
