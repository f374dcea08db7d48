import type { Language, MediaFormat } from '~/lib/enums'

/*
 * The media library's limits and addresses (docs/product.md §23, decision 059), zod-free: the
 * public article page imports them.
 */

/** An uploaded image: at most 5 MB (the edge caps the whole body at 6 MB first). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024
/** Pixels an image may have (decoded): a larger one, or a decompression bomb, is refused. */
export const MEDIA_MAX_PIXELS = 40_000_000
export const MEDIA_ALT_MAX = 250
export const MEDIA_NAME_MAX = 200
export const MEDIA_PAGE_SIZE = 24

/** The widths of the `<picture>` variants, never above the original's. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const
/** The share image (og:image): a JPEG about this wide. */
export const SHARE_WIDTH = 1200

/** `sizes` of an article's cover and body images: the page column is at most 48rem (768 px) wide. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw'

/** The original's address (every article cover and body image has always been named by it). */
export const mediaUrl = (id: string) => `/api/public/images/${id}`

/** A variant's address: `/api/public/media/{id}/{width}.{format}`. */
export const variantUrl = (id: string, width: number, format: MediaFormat) => `/api/public/media/${id}/${width}.${format}`

/** The widths made of an image `width` pixels wide: the standard ones below it and its own width (capped). */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!)
  return [...MEDIA_WIDTHS.filter((w) => w < top), top]
}

/** The share image's width for an image `width` pixels wide. */
export const shareWidth = (width: number) => Math.min(width, SHARE_WIDTH)

/** What a media item says about its text alternative. */
export interface MediaAlt {
  altTr: string
  altEn: string
  decorative: boolean
}

/** The alt text of the item in `lang`: '' when decorative, null when it is missing (the item may not be used there). */
export function altIn(item: MediaAlt, lang: Language): string | null {
  if (item.decorative) return ''
  const alt = (lang === 'tr' ? item.altTr : item.altEn).trim()
  return alt === '' ? null : alt
}

/** Whether the item lacks alt text in either language and is not decorative (the library's filter). */
export const missingAlt = (item: MediaAlt) => !item.decorative && (item.altTr.trim() === '' || item.altEn.trim() === '')

/** A height for `width` keeping the original's proportions. */
export const scaledHeight = (width: number, original: { width: number; height: number }) =>
  Math.max(1, Math.round((original.height * width) / original.width))
