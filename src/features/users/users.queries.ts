import { queryOptions } from '@tanstack/react-query'
import { listUsersFn } from './users.functions'

export const userQueries = {
  all: ['dashboard', 'users'] as const,
  list: () => queryOptions({ queryKey: [...userQueries.all, 'list'], queryFn: () => listUsersFn() }),
}
