import { queryOptions } from '@tanstack/react-query'
import { getContentForEditFn, listContentsFn } from './content-admin.functions'
import type { ContentListSearch } from './content-admin.search'

export const contentAdminQueries = {
  all: ['dashboard', 'contents'] as const,
  list: (search: ContentListSearch) =>
    queryOptions({ queryKey: [...contentAdminQueries.all, 'list', search], queryFn: () => listContentsFn({ data: search }) }),
  edit: (id: string) =>
    queryOptions({ queryKey: [...contentAdminQueries.all, 'edit', id], queryFn: () => getContentForEditFn({ data: { id } }) }),
}
