import { queryOptions } from '@tanstack/react-query'
import { getDocumentForEditFn, listDocumentsFn } from './documents.functions'
import type { DocumentListSearch } from './documents.search'

export const documentAdminQueries = {
  all: ['dashboard', 'documents'] as const,
  list: (search: DocumentListSearch) =>
    queryOptions({ queryKey: [...documentAdminQueries.all, 'list', search], queryFn: () => listDocumentsFn({ data: search }) }),
  edit: (id: string) =>
    queryOptions({ queryKey: [...documentAdminQueries.all, 'edit', id], queryFn: () => getDocumentForEditFn({ data: { id } }) }),
}
