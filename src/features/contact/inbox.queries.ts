import { queryOptions } from '@tanstack/react-query'
import { getContactMessageFn, listContactMessagesFn } from './inbox.functions'
import type { InboxSearch } from './inbox.search'

export const inboxQueries = {
  all: ['dashboard', 'contact'] as const,
  list: (search: InboxSearch) =>
    queryOptions({ queryKey: [...inboxQueries.all, 'list', search], queryFn: () => listContactMessagesFn({ data: search }) }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...inboxQueries.all, 'detail', id], queryFn: () => getContactMessageFn({ data: { id } }) }),
}
