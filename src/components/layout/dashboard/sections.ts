import type { LucideIcon } from 'lucide-react'
import {
  Briefcase,
  Building2,
  ChartColumn,
  FileText,
  FileUser,
  Images,
  Inbox,
  LayoutDashboard,
  Mails,
  Newspaper,
  Milestone,
  Users,
} from 'lucide-react'
import type { AccessArea } from '~/lib/access'

/** The sidebar: each entry opens one access area; the sidebar shows those the role may use. */
export const dashboardSections = [
  { key: 'home', path: '', Icon: LayoutDashboard, area: 'dashboard' },
  { key: 'jobs', path: '/jobs', Icon: Briefcase, area: 'jobs' },
  { key: 'applicants', path: '/applicants', Icon: FileUser, area: 'applications' },
  { key: 'templates', path: '/templates', Icon: Mails, area: 'applications' },
  { key: 'reports', path: '/reports', Icon: ChartColumn, area: 'applications' },
  { key: 'contact', path: '/contact', Icon: Inbox, area: 'messages' },
  { key: 'contents', path: '/contents', Icon: Newspaper, area: 'contents' },
  { key: 'media', path: '/media', Icon: Images, area: 'contents' },
  { key: 'site', path: '/site', Icon: Building2, area: 'contents' },
  { key: 'documents', path: '/documents', Icon: FileText, area: 'documents' },
  { key: 'users', path: '/users', Icon: Users, area: 'users' },
  { key: 'redirects', path: '/redirects', Icon: Milestone, area: 'redirects' },
] as const satisfies ReadonlyArray<{ key: string; path: string; Icon: LucideIcon; area: AccessArea }>
