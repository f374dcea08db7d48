import type { ContentCategory, ContentType, Language, PublishStatus } from '~/lib/enums'
import type { Pagination } from '~/lib/list-search'

/** Public list pages: items per page (SPEC §2 paginated lists). */
export const CONTENTS_PAGE_SIZE = 6
/** SPEC §9: the home's media center reads at most this many items. */
export const HOME_CONTENTS_LIMIT = 1000

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
 * `GET /api/public/contents/{lang}/{slug}` → `data` (DESIGN §1): the group found by the slug in any
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

/** Dashboard: one row of the contents list; `versions` says which languages the group has. */
export interface ContentListItem {
  id: string
  groupId: string
  language: Language
  slug: string
  category: ContentCategory
  type: ContentType
  title: string
  status: PublishStatus
  publishedAt: string | null
  updatedAt: string
  /** Every version of the group, this one included: id, language, status. */
  versions: Array<{ id: string; language: Language; status: PublishStatus }>
}

/** Dashboard: a content as the edit form loads it. */
export interface ContentForEdit {
  id: string
  groupId: string
  language: Language
  slug: string
  category: ContentCategory
  type: ContentType
  title: string
  excerpt: string
  bodyHtml: string
  coverFileId: string | null
  coverUrl: string | null
  status: PublishStatus
  /** ISO timestamp or null. A future date keeps an active article off the public site until then. */
  publishedAt: string | null
  versions: Array<{ id: string; language: Language; status: PublishStatus; slug: string }>
}

/** The public URL of a stored image (covers, images in article bodies). */
export const imageUrl = (fileId: string) => `/api/public/images/${fileId}`
