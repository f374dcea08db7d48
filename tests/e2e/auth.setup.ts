import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test as setup } from '@playwright/test'
import { authFile, createUser, login, newRolePage, ROLE_ACCOUNTS, text, visit } from './fixtures.ts'

/**
 * Once per run, before every journey (the `setup` project): the admin signs in through the login
 * form, creates the editor and the recruiter on the real Users page, each role signs in through
 * the login form, and each storage state is saved for `asRole(role)`.
 */
setup('sign in as each role and save its storage state', async ({ browser }) => {
  mkdirSync(path.dirname(authFile('admin')), { recursive: true })

  const admin = await newRolePage(browser, undefined)
  await login(admin.page, 'en', ROLE_ACCOUNTS.admin.email, ROLE_ACCOUNTS.admin.password)
  await visit(admin.page, '/en/dashboard/users')
  await expect(admin.page.getByRole('heading', { level: 1 })).toHaveText('Kullanıcılar')
  for (const role of ['editor', 'recruiter'] as const) {
    const account = ROLE_ACCOUNTS[role]
    await createUser(admin.page, 'en', account)
    await expect(admin.page.getByRole('row').filter({ hasText: account.email })).toContainText(text('en', 'dashboard', `roles.${role}`))
  }
  await admin.context.storageState({ path: authFile('admin') })
  await admin.context.close()

  for (const role of ['editor', 'recruiter'] as const) {
    const { context, page } = await newRolePage(browser, undefined)
    await login(page, 'en', ROLE_ACCOUNTS[role].email, ROLE_ACCOUNTS[role].password)
    await expect(page.getByText(text('en', 'dashboard', `roles.${role}`), { exact: true }).first()).toBeVisible()
    await context.storageState({ path: authFile(role) })
    await context.close()
  }
})
