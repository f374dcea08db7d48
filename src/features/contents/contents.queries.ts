import { areaQueries } from '~/lib/area-queries'
import { useServerFn } from '@tanstack/react-start'
import type { PublishStatus } from '~/lib/enums'
import { createContentFn, getContentForEditFn, listContentsFn, setContentStatusFn, updateContentFn } from './contents.functions'
import type { ContentFormInput } from './contents.schemas'

export const contentAdminQueries = areaQueries('contents', listContentsFn, 'edit', getContentForEditFn)

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
