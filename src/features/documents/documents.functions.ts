import { documentsRead, documentsWrite, withActor, withDb } from '~/features/auth/auth.middleware'
import { cancelScheduleSchema, saveScheduleSchema } from '~/lib/publish-schedule'
import { markReviewedSchema } from '~/lib/translation-review'
import { restoreVersionSchema, versionListSchema, versionSchema } from '~/lib/entity-versions'
import { validate } from '~/lib/validate'
import { documentIdSchema, documentListSchema, setDocumentStatusSchema } from './documents.schemas'
import {
  getDocumentForEdit,
  listDocuments,
  setDocumentStatus,
  saveDocumentSchedule,
  cancelDocumentSchedule,
  markDocumentReviewed,
  listDocumentVersions,
  getDocumentVersion,
  restoreDocumentVersion,
} from './documents.admin.server'

// Create and update carry a file: they go through the upload route (documents.http.server.ts).

export const listDocumentsFn = documentsRead.validator(validate(documentListSchema)).handler(withDb(listDocuments))

export const getDocumentForEditFn = documentsRead.validator(validate(documentIdSchema)).handler(withDb(getDocumentForEdit))

export const setDocumentStatusFn = documentsWrite.validator(validate(setDocumentStatusSchema)).handler(withActor(setDocumentStatus))

export const saveDocumentScheduleFn = documentsWrite.validator(validate(saveScheduleSchema)).handler(withActor(saveDocumentSchedule))

export const cancelDocumentScheduleFn = documentsWrite.validator(validate(cancelScheduleSchema)).handler(withActor(cancelDocumentSchedule))

export const markDocumentReviewedFn = documentsWrite.validator(validate(markReviewedSchema)).handler(withActor(markDocumentReviewed))

export const listDocumentVersionsFn = documentsRead.validator(validate(versionListSchema)).handler(withDb(listDocumentVersions))

export const getDocumentVersionFn = documentsRead.validator(validate(versionSchema)).handler(withDb(getDocumentVersion))

export const restoreDocumentVersionFn = documentsWrite.validator(validate(restoreVersionSchema)).handler(withActor(restoreDocumentVersion))
