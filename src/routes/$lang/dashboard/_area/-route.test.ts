import { isNotFound } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccessArea } from '~/lib/access'
import type { UserRole } from '~/lib/enums'
import { Route } from './route'

// The '-' prefix keeps this file out of the route tree.
const statuses: number[] = []
vi.mock('~/lib/page-status', () => ({ pageStatus: (status: number) => statuses.push(status) }))

type GuardArgs = { context: { user: { role: UserRole } }; matches: Array<{ staticData: { area?: AccessArea }; _notFound?: boolean }> }
const beforeLoad = Route.options.beforeLoad as unknown as (args: GuardArgs) => Promise<unknown>

/** What the area guard throws for this role on a page of `area` (undefined: it lets the page load). */
async function guard(role: UserRole, area: AccessArea | undefined, notFoundBelow = false) {
  const matches = [{ staticData: {} }, { staticData: {}, _notFound: notFoundBelow }, { staticData: { area } }]
  try {
    await beforeLoad({ context: { user: { role } }, matches })
    return undefined
  } catch (thrown) {
    return thrown
  }
}

describe('the dashboard area guard', () => {
  beforeEach(() => {
    statuses.length = 0
  })

  it('lets a role into the areas the policy gives it', async () => {
    expect(await guard('editor', 'contents')).toBeUndefined()
    expect(await guard('admin', 'users')).toBeUndefined()
    expect(statuses).toEqual([])
  })

  // Thrown as an Error, the refusal would go through the route's error boundary, which React
  // reports in the console as a caught error on every access-denied page.
  it('refuses a role outside the area with 403 and the router’s notFound, not an Error', async () => {
    const refusal = await guard('editor', 'users')
    expect(isNotFound(refusal)).toBe(true)
    expect(refusal).not.toBeInstanceOf(Error)
    expect(refusal).toMatchObject({ data: { code: 'forbidden' } })
    expect(statuses).toEqual([403])
  })

  it('refuses a page that names no area', async () => {
    expect(await guard('admin', undefined)).toMatchObject({ data: { code: 'forbidden' } })
  })

  it('leaves an unknown path below a dashboard page to the site’s not-found page', async () => {
    const answer = await guard('editor', 'users', true)
    expect(isNotFound(answer)).toBe(true)
    expect(answer).toMatchObject({ routeId: '/$lang' })
    expect(statuses).toEqual([])
  })
})
