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
} as const satisfies Record<string, readonly UserRole[]>

export type AccessArea = keyof typeof areaRoles
export const accessAreas = Object.keys(areaRoles) as AccessArea[]

export function canAccess(role: UserRole, area: AccessArea): boolean {
  return role === 'admin' || (areaRoles[area] as readonly UserRole[]).includes(role)
}

/** Route static data: every dashboard route names the area it belongs to. */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    area?: AccessArea
  }
}
