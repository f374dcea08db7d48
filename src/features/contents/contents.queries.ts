import { areaQueries, useSaveEntity } from '~/lib/area-queries'
import { useServerFn } from '@tanstack/react-start'
import type { PublishStatus } from '~/lib/enums'
import {
  createContentFn,
  getContentForEditFn,
  listContentsFn,
  setContentStatusFn,
  updateContentFn,
  saveContentScheduleFn,
  cancelContentScheduleFn,
  listContentVersionsFn,
  getContentVersionFn,
  restoreContentVersionFn,
} from './contents.functions'
import type { ContentFormInput } from './contents.schemas'

export const contentAdminQueries = areaQueries('contents', listContentsFn, 'edit', getContentForEditFn)

/** What the one content form saves through: a version's language and group stay as created. */
export const useSaveContent = (id: string | undefined) =>
  useSaveEntity(
    id,
    { create: createContentFn, update: updateContentFn },
    ({ status: _status, language: _language, groupId: _groupId, ...fields }: ContentFormInput) => fields,
  )

/** One status step of a content (the publish lifecycle). */
export function useSetContentStatus() {
  const setStatus = useServerFn(setContentStatusFn)
  return ({ id, status }: { id: string; status: PublishStatus }) => setStatus({ data: { id, status } })
}

/** The schedule section's server functions (decision 058). */
export const contentScheduleFns = { save: saveContentScheduleFn, cancel: cancelContentScheduleFn }

/** “Mark as reviewed” of a language version (decision 060). */
export { markContentReviewedFn } from './contents.functions'

/** The history page's server functions (decision 056). */
export const contentVersionFns = { list: listContentVersionsFn, get: getContentVersionFn, restore: restoreContentVersionFn }
