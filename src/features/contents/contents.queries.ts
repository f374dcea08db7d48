import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { UseFormReturn } from 'react-hook-form'
import type { PublishStatus } from '~/lib/enums'
import { useAppMutation } from '~/lib/use-app-mutation'
import type { FailureView } from '~/lib/use-failure-view'
import { createContentFn, getContentForEditFn, listContentsFn, setContentStatusFn, updateContentFn } from './contents.functions'
import type { ContentFormInput } from './contents.schemas'
import type { ContentListSearch } from './contents.search'

export const contentAdminQueries = {
  all: ['dashboard', 'contents'] as const,
  list: (search: ContentListSearch) =>
    queryOptions({ queryKey: [...contentAdminQueries.all, 'list', search], queryFn: () => listContentsFn({ data: search }) }),
  edit: (id: string) =>
    queryOptions({ queryKey: [...contentAdminQueries.all, 'edit', id], queryFn: () => getContentForEditFn({ data: { id } }) }),
}

type Done<TData, TVariables> = (data: TData, variables: TVariables) => void | Promise<void>

/** Create (no id) or update (with id): the one content form saves through here. */
export function useSaveContent(
  form: UseFormReturn<ContentFormInput>,
  id: string | undefined,
  onSuccess: Done<{ id: string; slug: string }, ContentFormInput>,
) {
  const create = useServerFn(createContentFn)
  const update = useServerFn(updateContentFn)
  return useAppMutation({
    mutationFn: (values: ContentFormInput) => {
      if (!id) return create({ data: values })
      const { status: _status, language: _language, groupId: _groupId, ...fields } = values
      return update({ data: { ...fields, id } })
    },
    form,
    invalidate: [contentAdminQueries.all],
    onSuccess,
  })
}

/** A status change of one content; `title` names it in the messages. */
export interface ContentStatusChange {
  id: string
  title: string
  from: PublishStatus
  status: PublishStatus
}

export function useSetContentStatus(
  onSuccess: Done<{ id: string; status: PublishStatus }, ContentStatusChange>,
  onFailure: (failure: FailureView) => void,
) {
  const setStatus = useServerFn(setContentStatusFn)
  return useAppMutation({
    mutationFn: (change: ContentStatusChange) => setStatus({ data: { id: change.id, status: change.status } }),
    invalidate: [contentAdminQueries.all],
    onSuccess,
    onFailure,
  })
}
