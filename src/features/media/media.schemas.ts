import { z } from 'zod'
import { idField, idSchema, listSearchSchema, textField } from '~/lib/schema'
import { MEDIA_ALT_MAX } from './media.rules'
import { mediaFilters, type MediaListSearch } from './media.search'

/** The alt texts and the decorative mark: the edit dialog, the picker's upload and the server (docs/product.md §23). */
export const mediaAltSchema = z.object({
  altTr: textField({ min: 0, max: MEDIA_ALT_MAX }),
  altEn: textField({ min: 0, max: MEDIA_ALT_MAX }),
  decorative: z.boolean(),
})
export type MediaAltValues = z.input<typeof mediaAltSchema>

/** The picker's upload asks for the alt texts at once: both, or the decorative mark. */
export const mediaReadySchema = mediaAltSchema.superRefine((value, context) => {
  if (value.decorative) return
  for (const field of ['altTr', 'altEn'] as const) {
    if (value[field] === '') context.addIssue({ code: 'custom', path: [field], message: 'media.edit.altRequired' })
  }
})

export const updateMediaSchema = mediaAltSchema.extend({ id: idField() })
export type UpdateMediaValues = z.input<typeof updateMediaSchema>

export const mediaIdSchema = idSchema

/** The library's state: read from the URL by `readMediaListSearch`, validated again here on the server. */
export const mediaListSchema = listSearchSchema({ show: mediaFilters }) satisfies z.ZodType<unknown, MediaListSearch>

export type { MediaDetail, MediaListItem, MediaUsage } from '~/lib/media-picture'
