import { queryOptions } from '@tanstack/react-query'
import { getDocumentForEditFn, listDocumentsFn } from './document-admin.functions'
import type { DocumentListSearch } from './document-admin.search'

export const documentAdminQueries = {
  all: ['dashboard', 'documents'] as const,
  list: (search: DocumentListSearch) =>
    queryOptions({ queryKey: [...documentAdminQueries.all, 'list', search], queryFn: () => listDocumentsFn({ data: search }) }),
  edit: (id: string) =>
    queryOptions({ queryKey: [...documentAdminQueries.all, 'edit', id], queryFn: () => getDocumentForEditFn({ data: { id } }) }),
}
