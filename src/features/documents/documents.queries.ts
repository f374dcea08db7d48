import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { PublishStatus } from '~/lib/enums'
import { useAppMutation } from '~/lib/use-app-mutation'
import type { FailureView } from '~/lib/use-failure-view'
import { getDocumentForEditFn, listDocumentsFn, setDocumentStatusFn } from './documents.functions'
import type { DocumentListItem } from './documents.schemas'
import type { DocumentListSearch } from './documents.search'

export const documentAdminQueries = {
  all: ['dashboard', 'documents'] as const,
  list: (search: DocumentListSearch) =>
    queryOptions({ queryKey: [...documentAdminQueries.all, 'list', search], queryFn: () => listDocumentsFn({ data: search }) }),
  edit: (id: string) =>
    queryOptions({ queryKey: [...documentAdminQueries.all, 'edit', id], queryFn: () => getDocumentForEditFn({ data: { id } }) }),
}

type Change = { document: DocumentListItem; status: PublishStatus }

export function useSetDocumentStatus(
  onSuccess: (data: { id: string; status: PublishStatus }, change: Change) => void,
  onFailure: (failure: FailureView) => void,
) {
  const setStatus = useServerFn(setDocumentStatusFn)
  return useAppMutation({
    mutationFn: ({ document, status }: Change) => setStatus({ data: { id: document.id, status } }),
    invalidate: [documentAdminQueries.all],
    onSuccess,
    onFailure,
  })
}
