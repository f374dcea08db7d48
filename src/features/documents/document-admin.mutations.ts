import { useServerFn } from '@tanstack/react-start'
import type { PublishStatus } from '~/lib/enums'
import { useAppMutation } from '~/lib/use-app-mutation'
import type { FailureView } from '~/lib/use-failure-view'
import { setDocumentStatusFn } from './document-admin.functions'
import { documentAdminQueries } from './document-admin.queries'
import type { DocumentListItem } from './document-admin.schemas'

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
