import { z } from 'zod'
import type { ScheduleItem } from '~/lib/publish-schedule'
import { translationFilters, type VersionReview } from '~/lib/translation-status'
import {
  type ContentCategory,
  contentCategories,
  type ContentType,
  contentTypes,
  type Language,
  languages,
  type PublishStatus,
  publishStatuses,
} from '~/lib/enums'
import { createStatuses } from '~/lib/publish-lifecycle'
import { dateFormatter, SITE_TIME_ZONE } from '~/lib/format'
import type { Pagination } from '~/lib/list-search'
import { enumField, idField, idSchema, isoDateField, listSearchSchema, richTextField, richTextHasContent, textField } from '~/lib/schema'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '~/lib/slug'
import type { ContentListSearch } from './contents.search'
import type { MediaPicture } from '~/lib/media-picture'

export type { ContentListSearch } from './contents.search'

/** The content form's lengths; a body's is before sanitization (what the editor sends, markup included). */
export const CONTENT_LIMITS = { title: { min: 3, max: 160 }, excerpt: 500, body: 100_000 } as const
/** Messages under `contentAdmin.` are this form's own words; the server answers the generic sentence for them. */
const ownMessage = (key: string) => `contentAdmin.${key}`

/** The text of an article body: an image alone counts. */
export const hasContent = (html: string) => richTextHasContent(html, { images: true })

/** The instant a `YYYY-MM-DDTHH:mm` value (the publish date field's) names in the site's time zone. */
export function siteLocalToDate(value: string): Date {
  const asUtc = new Date(`${value}:00Z`)
  // The zone's offset at that moment (Istanbul has kept +03:00 since 2016; computed, not assumed).
  const parts = dateFormatter('en-US', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(asUtc)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  const zoned = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
  return new Date(asUtc.getTime() - (zoned - asUtc.getTime()))
}

/** An instant as a `datetime-local` value in the site's time zone. */
export function dateToSiteLocal(iso: string): string {
  const parts = dateFormatter('en-CA', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso))
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00'
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`
}

/** The one content form, shared by the create and edit pages and by the server functions. */
export const contentFormSchema = z.object({
  title: textField({ min: CONTENT_LIMITS.title.min, max: CONTENT_LIMITS.title.max }),
  slug: textField({ max: SLUG_MAX_LENGTH }).regex(SLUG_PATTERN, ownMessage('form.slugFormat')),
  excerpt: textField({ min: 0, max: CONTENT_LIMITS.excerpt, multiline: true }),
  bodyHtml: richTextField({ max: CONTENT_LIMITS.body, images: true }),
  coverFileId: z.union([z.literal(''), idField()]),
  type: enumField(contentTypes),
  category: enumField(contentCategories),
  /** Empty: published when it goes active. A future time schedules it. */
  publishedAt: isoDateField(ownMessage('form.publishedAtInvalid'), { time: true }),
})
export type ContentFormFields = z.input<typeof contentFormSchema>

/**
 * Create: a fresh article is Turkish (docs/product.md §3.5); with `groupId` it is another language version of
 * that translation group, which the server checks.
 */
export const createContentSchema = contentFormSchema.extend({
  language: enumField(languages),
  groupId: z.union([z.literal(''), idField()]),
  status: enumField(createStatuses),
})
export type ContentFormInput = z.input<typeof createContentSchema>
export type CreateContentValues = z.output<typeof createContentSchema>

/** Editing keeps the language, the group and the status (the status actions change it). */
export const updateContentSchema = contentFormSchema.extend({ id: idField() })
export type UpdateContentValues = z.output<typeof updateContentSchema>

export const contentIdSchema = idSchema
export const setContentStatusSchema = z.object({ id: idField(), status: enumField(publishStatuses) })

/** The contents list state: read from the URL by `readContentListSearch`, validated again here on the server. */
export const contentListSchema = listSearchSchema({
  category: contentCategories,
  language: languages,
  status: publishStatuses,
  translation: translationFilters,
}) satisfies z.ZodType<unknown, ContentListSearch>

/** A published article as the public pages and `GET /api/public/contents…` show it. */
export interface PublicContent {
  id: string
  groupId: string
  language: Language
  slug: string
  category: ContentCategory
  type: ContentType
  title: string
  excerpt: string
  /** Sanitized on write; safe to render. Empty in list answers. */
  bodyHtml: string
  /** `/api/public/images/{fileId}`, or null when the article has no cover. */
  coverUrl: string | null
  /** The cover as the article page draws it (variants, size, alt text; decision 059); only on an article's own read. */
  cover?: MediaPicture | null
  /** ISO timestamps. */
  publishedAt: string
  updatedAt: string
}

/** `GET /api/public/contents?page=&category=&language=` → `data`. */
export interface PublicContentList {
  contents: PublicContent[]
  pagination: Pagination
}

/**
 * `GET /api/public/contents/{lang}/{slug}` → `data` (docs/product.md §3.5): the group found by the slug in any
 * language; `requested` is its published version in `{lang}` (or null), `alternates` its other
 * published versions.
 */
export interface ContentVersions {
  requested: PublicContent | null
  alternates: PublicContent[]
}

/** An article page's data: the version to render, its other versions, related articles. */
export interface ContentPageData {
  content: PublicContent
  /** The other published language versions (each with its own slug). */
  alternates: Array<Pick<PublicContent, 'language' | 'slug' | 'title' | 'category'>>
  related: PublicContent[]
}

/** The fields every view of one article shares: its identity, place and title. */
type ContentHeading = Pick<PublicContent, 'id' | 'groupId' | 'language' | 'slug' | 'category' | 'type' | 'title'>

/** A language version of an article as the dashboard shows it beside another. */
export interface ContentVersion extends VersionReview {
  id: string
  status: PublishStatus
}

/** Dashboard: one row of the contents list; `versions` says which languages the group has. */
export interface ContentListItem extends ContentHeading {
  /** The pending scheduled publish and unpublish, earliest first (decision 058). */
  schedules: ScheduleItem[]
  status: PublishStatus
  publishedAt: string | null
  updatedAt: string
  /** Every version of the group, this one included: id, language, status, translation review (decision 060). */
  versions: Array<ContentVersion>
}

/** Dashboard: a content as the edit form loads it. */
export interface ContentForEdit extends ContentHeading, Pick<PublicContent, 'excerpt' | 'bodyHtml' | 'coverUrl'> {
  /** The pending scheduled publish and unpublish, earliest first (decision 058). */
  schedules: ScheduleItem[]
  coverFileId: string | null
  status: PublishStatus
  /** ISO timestamp or null. A future date keeps an active article off the public site until then. */
  publishedAt: string | null
  versions: Array<ContentVersion & { slug: string }>
}

/** What the home's media center shows of one article. */
export type MediaItem = Pick<PublicContent, 'id' | 'slug' | 'category' | 'type' | 'title' | 'excerpt' | 'publishedAt'>
/** The home's media center: the newest items of each content type, or null when there are none. */
export type MediaCenterData = Record<ContentType, MediaItem[]> | null
