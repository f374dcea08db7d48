import type { CorporateSection, Language, MediaUsageRole } from './enums'

/**
 * A media item as a public page draws it (decision 059): the original as the `<img>` fallback,
 * AVIF and WebP `srcset`s once the variants exist, its pixel size (so nothing shifts) and its alt
 * text in the page's language ('' when decorative).
 */
export interface MediaPicture {
  id: string
  src: string
  width: number | null
  height: number | null
  /** '' when decorative; null when the item has none in this language. */
  alt: string | null
  sizes: string
  sources: { type: string; srcset: string }[]
  /** The share image (JPEG about 1200 px wide), when made. */
  share: { url: string; width: number; height: number } | null
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The `<picture>` markup of a body image: built from the item's own values, every attribute escaped. */
export function pictureHtml(picture: MediaPicture): string {
  const sources = picture.sources
    .map((source) => `<source type="${source.type}" srcset="${escapeAttribute(source.srcset)}" sizes="${escapeAttribute(picture.sizes)}">`)
    .join('')
  const size = picture.width && picture.height ? ` width="${picture.width}" height="${picture.height}"` : ''
  return `<picture>${sources}<img src="${escapeAttribute(picture.src)}" alt="${escapeAttribute(picture.alt ?? '')}"${size} loading="lazy" decoding="async"></picture>`
}

/** A media library item as the dashboard lists it (the picker of any form, the library page). */
export interface MediaListItem {
  id: string
  name: string
  url: string
  /** The smallest WebP variant, for the grid; the original until it exists. */
  thumbnailUrl: string
  width: number | null
  height: number | null
  altTr: string
  altEn: string
  decorative: boolean
  /** How many articles use it. */
  usedBy: number
  createdAt: string
  /** Whether the variants exist yet. */
  ready: boolean
}

export interface MediaUsage {
  contentId: string
  title: string
  language: Language
  role: MediaUsageRole
}

/** A corporate page's entry that shows the item (a board member's photo, a brand's logo; decision 061). */
export interface MediaPageUsage {
  entryId: string
  section: CorporateSection
  key: string
}

export interface MediaDetail extends MediaListItem {
  usages: MediaUsage[]
  pageUsages: MediaPageUsage[]
  sizeBytes: number
  contentType: string
  uploadedBy: string | null
}

/** Whether the item may be used on a page in `lang` (docs/product.md §23): alt text there, or decorative. */
export const usableIn = (item: Pick<MediaListItem, 'altTr' | 'altEn' | 'decorative'>, lang: Language) =>
  item.decorative || (lang === 'tr' ? item.altTr : item.altEn).trim() !== ''
