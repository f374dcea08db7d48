import { contentsRead, contentsWrite, withActor, withDb } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { deleteMedia, getMedia, listMedia, updateMedia } from './media.admin.server'
import { mediaIdSchema, mediaListSchema, updateMediaSchema } from './media.schemas'

export const listMediaFn = contentsRead.validator(validate(mediaListSchema)).handler(withDb(listMedia))

export const getMediaFn = contentsRead.validator(validate(mediaIdSchema)).handler(withDb(getMedia))

export const updateMediaFn = contentsWrite.validator(validate(updateMediaSchema)).handler(withActor(updateMedia))

export const deleteMediaFn = contentsWrite.validator(validate(mediaIdSchema)).handler(withActor(deleteMedia))
