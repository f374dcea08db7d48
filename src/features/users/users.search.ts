import { userRoles, type UserRole } from '~/lib/enums'
import { enumParam, pageParam, textParam } from '~/lib/list-search'

export const USER_SEARCH_MAX = 100
export const USERS_PAGE_SIZE = 20
export const userStatuses = ['active', 'inactive'] as const
export type UserStatus = (typeof userStatuses)[number]

/** The Users list state in the URL: text search, role and status filters, page. */
export interface UserListSearch {
  q?: string
  role?: UserRole
  status?: UserStatus
  page?: number
}

/** `validateSearch` of the Users page: schema-free, since it ships in every page's entry. */
export function readUserListSearch(search: Record<string, unknown>): UserListSearch {
  const page = pageParam(search.page)
  return {
    q: textParam(search.q, USER_SEARCH_MAX),
    role: enumParam(search.role, userRoles),
    status: enumParam(search.status, userStatuses),
    page: page === 1 ? undefined : page,
  }
}
