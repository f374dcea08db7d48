import type { UserRole } from './enums'

/**
 * The dashboard's access policy, in one place (client-safe). Each area lists the roles that may
 * use it; an admin may use every area — this is the only place that says so.
 */
const areaRoles = {
  /** The dashboard home and overview counts. */
  dashboard: ['editor', 'recruiter'],
  /** One's own account (password). */
  account: ['editor', 'recruiter'],
  users: [],
  jobs: ['recruiter'],
  applications: ['recruiter'],
  contents: ['editor'],
  documents: ['editor'],
  /** The contact inbox (issue 9: admin and recruiter). */
  messages: ['recruiter'],
  /** The site's redirects (decision 055): admins only. */
  redirects: [],
} as const satisfies Record<string, readonly UserRole[]>

export type AccessArea = keyof typeof areaRoles
export const accessAreas = Object.keys(areaRoles) as AccessArea[]

export function canAccess(role: UserRole, area: AccessArea): boolean {
  return role === 'admin' || (areaRoles[area] as readonly UserRole[]).includes(role)
}

/**
 * Company scope (decision 046, docs/product.md §6): an admin may limit a recruiter to some group
 * companies. Who holds which companies is `companies` (the rows of `user_companies`; null or empty:
 * none chosen). The rule, written only here: admins and editors are never limited, and a recruiter
 * with no company chosen sees every company. Returns the companies the user may see, or null for
 * every company.
 */
export function companyScope(user: { role: UserRole; companies: readonly string[] | null }): readonly string[] | null {
  if (user.role !== 'recruiter' || !user.companies || user.companies.length === 0) return null
  return user.companies
}

/** Whether `user` may read and write the jobs and applications of `companyKey` (talent-pool reads aside, decision 046). */
export function canSeeCompany(user: { role: UserRole; companies: readonly string[] | null }, companyKey: string): boolean {
  const scope = companyScope(user)
  return scope === null || scope.includes(companyKey)
}

/** Route static data: every dashboard route names the area it belongs to. */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    area?: AccessArea
  }
}
