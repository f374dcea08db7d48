import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { authorize } from '~/features/auth/auth.server'
import { accessAreas, type AccessArea, companyScope } from '~/lib/access'
import { type UserRole, userRoles } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { createTestSession, createTestUser } from './factories'
import { describeWithDatabases } from './setup-db'

/**
 * The access matrix below the browser: every area × role × session state through `authorize`,
 * the check `requireAccess` runs for every dashboard server function. The expected table is
 * written out here, not derived from src/lib/access.ts, so a change to the policy or to the check
 * fails this test.
 */
const expected: Record<AccessArea, readonly UserRole[]> = {
  dashboard: ['admin', 'editor', 'recruiter'],
  account: ['admin', 'editor', 'recruiter'],
  users: ['admin'],
  jobs: ['admin', 'recruiter'],
  applications: ['admin', 'recruiter'],
  contents: ['admin', 'editor'],
  documents: ['admin', 'editor'],
  messages: ['admin', 'recruiter'],
  redirects: ['admin'],
}

const states = ['live', 'idle', 'expired', 'deactivated', 'logged out', 'garbage cookie'] as const

async function outcome(promise: Promise<unknown>) {
  try {
    await promise
    return 'allowed'
  } catch (error) {
    if (error instanceof AppError) return error.code
    throw error
  }
}

it('covers every area of the policy', () => {
  expect(Object.keys(expected).sort()).toEqual([...accessAreas].sort())
})

describeWithDatabases('authorize', (t) => {
  const tokens = new Map<string, string | undefined>()

  beforeAll(async () => {
    for (const role of userRoles) {
      for (const state of states) {
        const user = await createTestUser(t.db, { role })
        let token: string | undefined
        if (state === 'live' || state === 'deactivated') token = await createTestSession(t.db, user.id)
        if (state === 'idle' || state === 'expired') token = await createTestSession(t.db, user.id, state)
        if (state === 'garbage cookie') token = `${'x'.repeat(43)}' or 1=1 --`
        if (state === 'deactivated') await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id))
        tokens.set(`${role}:${state}`, token)
      }
    }
  })

  for (const area of accessAreas) {
    it(`guards the ${area} area for every role and session state`, async () => {
      const table: string[] = []
      for (const role of userRoles) {
        for (const state of states) {
          const result = await outcome(authorize(t.db, tokens.get(`${role}:${state}`), area))
          const want = state !== 'live' ? 'unauthorized' : expected[area].includes(role) ? 'allowed' : 'forbidden'
          table.push(`${role} ${state}: ${result}${result === want ? '' : ` (expected ${want})`}`)
        }
      }
      expect(table.filter((line) => line.includes('expected'))).toEqual([])
    })
  }

  it('carries the companies an admin limited a user to, and the scope they give, on every authorized call (decision 046)', async () => {
    const scope = async (role: UserRole, companies?: string[]) => {
      const user = await createTestUser(t.db, { role, companies })
      const { user: actor } = await authorize(t.db, await createTestSession(t.db, user.id), 'dashboard')
      return { companies: actor.companies, scope: companyScope(actor) }
    }
    // Written out, not derived: a limited recruiter sees their companies; nobody else is limited.
    expect(await scope('recruiter', ['hoi-travel', 'hoi-tech'])).toEqual({
      companies: ['hoi-tech', 'hoi-travel'],
      scope: ['hoi-tech', 'hoi-travel'],
    })
    expect(await scope('recruiter')).toEqual({ companies: null, scope: null })
    expect(await scope('admin', ['hoi-tech'])).toEqual({ companies: ['hoi-tech'], scope: null })
    expect(await scope('editor', ['hoi-tech'])).toEqual({ companies: ['hoi-tech'], scope: null })
  })
})
