import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createUserWithKeyboard,
  E2E_BASE_URL,
  escapeRegExp,
  expectNoAxeViolations,
  login,
  newUser,
  submitLoginForm,
  text,
  visit,
} from './fixtures.ts'

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
    adminContext = await browser.newContext(options)
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
    await login(admin, 'tr', ADMIN_EMAIL, ADMIN_PASSWORD)
    await admin.getByRole('navigation', { name: text('tr', 'dashboard', 'shell.navLabel') }).getByRole('link', { name: 'Kullanıcılar' }).click()
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

    for (const lang of ['tr', 'en'] as const) {
      await visit(recruiterPage, `/${lang}/dashboard/users`)
      await expect(recruiterPage.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard', 'forbidden.title'))
      await expect(recruiterPage.getByRole('table')).toHaveCount(0)
      await expect(recruiterPage.getByText(ADMIN_EMAIL)).toHaveCount(0)
      await expectNoAxeViolations(recruiterPage, `access denied (${lang})`)
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
      const asNobody = await anonymous.fetch(call.url, { method: call.method, headers: call.headers, data: call.body ?? undefined, maxRedirects: 0 })
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
    await expect(recruiterPage.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'dashboard', 'forbidden.title'))

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
    await recruiterPage.getByRole('link', { name: text('tr', 'dashboard', 'forbidden.back') }).click()
    await expect(recruiterPage).toHaveURL(
      (url) => url.pathname === '/tr/login' && url.searchParams.get('redirect') === '/tr/dashboard',
    )

    // And a deactivated account cannot sign in again.
    await submitLoginForm(recruiterPage, 'tr', recruiter.email, recruiter.password)
    await expect(recruiterPage.getByRole('alert')).toHaveText(text('tr', 'auth', 'invalidCredentials'))
    await expect(recruiterPage).toHaveURL(new RegExp(escapeRegExp('/tr/login')))
  })
})
