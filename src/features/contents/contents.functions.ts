import { contentsRead, contentsWrite, withActor, withDb } from '~/features/auth/auth.middleware'
import { cancelScheduleSchema, saveScheduleSchema } from '~/lib/publish-schedule'
import { markReviewedSchema } from '~/lib/translation-review'
import { restoreVersionSchema, versionListSchema, versionSchema } from '~/lib/entity-versions'
import { validate } from '~/lib/validate'
import { contentIdSchema, contentListSchema, createContentSchema, setContentStatusSchema, updateContentSchema } from './contents.schemas'
import {
  createContent,
  getContentForEdit,
  listContentsForAdmin,
  setContentStatus,
  updateContent,
  saveContentSchedule,
  cancelContentSchedule,
  markContentReviewed,
  listContentVersions,
  getContentVersion,
  restoreContentVersion,
} from './contents.admin.server'

export const listContentsFn = contentsRead.validator(validate(contentListSchema)).handler(withDb(listContentsForAdmin))

export const getContentForEditFn = contentsRead.validator(validate(contentIdSchema)).handler(withDb(getContentForEdit))

export const createContentFn = contentsWrite.validator(validate(createContentSchema)).handler(withActor(createContent))

export const updateContentFn = contentsWrite.validator(validate(updateContentSchema)).handler(withActor(updateContent))

export const setContentStatusFn = contentsWrite.validator(validate(setContentStatusSchema)).handler(withActor(setContentStatus))

export const saveContentScheduleFn = contentsWrite.validator(validate(saveScheduleSchema)).handler(withActor(saveContentSchedule))

export const cancelContentScheduleFn = contentsWrite.validator(validate(cancelScheduleSchema)).handler(withActor(cancelContentSchedule))

export const markContentReviewedFn = contentsWrite.validator(validate(markReviewedSchema)).handler(withActor(markContentReviewed))

export const listContentVersionsFn = contentsRead.validator(validate(versionListSchema)).handler(withDb(listContentVersions))

export const getContentVersionFn = contentsRead.validator(validate(versionSchema)).handler(withDb(getContentVersion))

export const restoreContentVersionFn = contentsWrite.validator(validate(restoreVersionSchema)).handler(withActor(restoreContentVersion))
