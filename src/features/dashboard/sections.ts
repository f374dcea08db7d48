import type { LucideIcon } from 'lucide-react'
import { LayoutDashboard, Users } from 'lucide-react'
import type { UserRole } from '~/lib/enums'

/** Dashboard sections that exist; the sidebar shows those the role may open. */
export const dashboardSections = [
  { key: 'home', path: '', Icon: LayoutDashboard, roles: ['admin', 'editor', 'recruiter'] },
  { key: 'users', path: '/users', Icon: Users, roles: ['admin'] },
] as const satisfies ReadonlyArray<{ key: string; path: string; Icon: LucideIcon; roles: readonly UserRole[] }>

export type DashboardSectionKey = (typeof dashboardSections)[number]['key']

export function canOpenSection(role: UserRole, key: DashboardSectionKey): boolean {
  const section = dashboardSections.find((s) => s.key === key)
  return !!section && (section.roles as readonly UserRole[]).includes(role)
}
