import { userRoles } from '~/lib/enums'
import { LIST_SEARCH_MAX, listSearchReader, type ListSearchOf } from '~/lib/list-search'

export const USERS_PAGE_SIZE = 20
export const userStatuses = ['active', 'inactive'] as const
export type UserStatus = (typeof userStatuses)[number]

/** The Users list state in the URL: text search, role and status filters, page. */
export type UserListSearch = ListSearchOf<typeof userListFields>

const userListFields = { q: LIST_SEARCH_MAX, role: userRoles, status: userStatuses }

/** `validateSearch` of the Users page: schema-free, since it ships in every page's entry. */
export const readUserListSearch = listSearchReader(userListFields)
