import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { PublishStatus } from '~/lib/enums'
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

/** Create (no id) or update (with id): what the one content form saves through. */
export function useSaveContent(id: string | undefined) {
  const create = useServerFn(createContentFn)
  const update = useServerFn(updateContentFn)
  return (values: ContentFormInput) => {
    if (!id) return create({ data: values })
    const { status: _status, language: _language, groupId: _groupId, ...fields } = values
    return update({ data: { ...fields, id } })
  }
}

/** One status step of a content (the publish lifecycle). */
export function useSetContentStatus() {
  const setStatus = useServerFn(setContentStatusFn)
  return ({ id, status }: { id: string; status: PublishStatus }) => setStatus({ data: { id, status } })
}
