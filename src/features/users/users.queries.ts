import { queryOptions } from '@tanstack/react-query'
import { listUsersFn } from './users.functions'
import type { UserListSearch } from './users.search'

export const userQueries = {
  all: ['dashboard', 'users'] as const,
  list: (search: UserListSearch) =>
    queryOptions({ queryKey: [...userQueries.all, 'list', search], queryFn: () => listUsersFn({ data: search }) }),
}
