import { and, asc, count, desc, eq, getTableColumns, isNotNull, lte, ne } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { type Content, contents } from '~/db/schema'
import { type ContentCategory, contentTypes, type Language, languages } from '~/lib/enums'
import { pagination } from '~/lib/list-search'
import { normalizeHeadings } from '~/lib/server/sanitize-html'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '~/lib/slug'
import type { PreviewState } from '~/lib/preview-links'
import { imageUrl } from './contents.rules'
import { articlePictures } from '~/features/media/media.api.server'
import type { ContentPageData, ContentVersions, PublicContent, PublicContentList } from './contents.schemas'

/** What the public may see: active, with a publish time that has come (a future one schedules it). */
export const isPublic = (now: Date) => and(eq(contents.status, 'active'), isNotNull(contents.publishedAt), lte(contents.publishedAt, now))

/**
 * A row as lists read it: without the body they never show, nor the search columns (the site
 * search's vectors, a few KB an article, are read by the database alone). A page adds its body.
 */
type ListedContent = Omit<Content, 'bodyHtml' | 'searchText' | 'searchVector' | 'rankVector'> & { bodyHtml?: string }
const { bodyHtml, searchText: _search, searchVector: _vector, rankVector: _rank, ...listedColumns } = getTableColumns(contents)
const pageColumns = { ...listedColumns, bodyHtml }

function toPublic(row: ListedContent, withBody: boolean): PublicContent {
  return {
    id: row.id,
    groupId: row.groupId,
    language: row.language,
    slug: row.slug,
    category: row.category,
    type: row.type,
    title: row.title,
    excerpt: row.excerpt,
    // Normalised again as it is shown, for bodies stored before the rule (sanitize-html.ts).
    bodyHtml: withBody ? normalizeHeadings(row.bodyHtml ?? '') : '',
    coverUrl: row.coverFileId ? imageUrl(row.coverFileId) : null,
    publishedAt: row.publishedAt!.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The article's own page draws its cover and body images from the media library (decision 059). */
async function withPictures(db: Db, content: PublicContent, coverId: string | null): Promise<PublicContent> {
  const { cover, bodyHtml } = await articlePictures(db, { language: content.language, coverId, bodyHtml: content.bodyHtml })
  return { ...content, cover, bodyHtml }
}

export interface ContentListQuery {
  category: ContentCategory
  language: Language
  /** 1-based; past the last page gives the last page. */
  page: number
  limit: number
  sortOrder?: 'asc' | 'desc'
}

/**
 * One page of a category's published contents in a language, newest first (docs/product.md §2.2). A page
 * past the last answers the last page, and the pagination says which page that is.
 */
export async function listPublicContents(db: Db, query: ContentListQuery, now = new Date()): Promise<PublicContentList> {
  const where = and(isPublic(now), eq(contents.category, query.category), eq(contents.language, query.language))
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contents).where(where)
  const totalPages = Math.max(1, Math.ceil(total / query.limit))
  const page = Math.min(Math.max(1, query.page), totalPages)
  const order = query.sortOrder === 'asc' ? [asc(contents.publishedAt), asc(contents.id)] : [desc(contents.publishedAt), desc(contents.id)]
  const rows = await db
    .select(listedColumns)
    .from(contents)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((page - 1) * query.limit)
  return { contents: rows.map((row) => toPublic(row, false)), pagination: pagination(page, query.limit, total) }
}

/**
 * The home's media center as a server render reads it: per content type, the newest `perType`
 * published contents of the language, whatever their category — what the browser's path takes
 * from the REST lists (docs/product.md §2.2) without reading every article of the language.
 */
export async function listMediaCenter(db: Db, language: Language, perType: number, now = new Date()): Promise<PublicContent[][]> {
  return Promise.all(
    contentTypes.map(async (type) => {
      const rows = await db
        .select(listedColumns)
        .from(contents)
        .where(and(isPublic(now), eq(contents.language, language), eq(contents.type, type)))
        .orderBy(desc(contents.publishedAt), desc(contents.id))
        .limit(perType)
      return rows.map((row) => toPublic(row, false))
    }),
  )
}

/**
 * Decision 016: the translation group a slug belongs to, in any language. `requested` is the group's
 * published version in `lang` (null when it has none), `alternates` its other published versions.
 * Null when no published content has this slug.
 */
export async function getContentVersions(db: Db, lang: Language, slug: string, now = new Date()): Promise<ContentVersions | null> {
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return null
  const found = await db
    .select({ groupId: contents.groupId, language: contents.language })
    .from(contents)
    .where(and(isPublic(now), eq(contents.slug, slug)))
  if (found.length === 0) return null
  // A slug is unique per language; when two languages use it, the requested language's row wins.
  const groupId = (found.find((row) => row.language === lang) ?? found[0]!).groupId
  const rows = await db
    .select(pageColumns)
    .from(contents)
    .where(and(isPublic(now), eq(contents.groupId, groupId)))
  const ordered = [...rows].sort((a, b) => languages.indexOf(a.language) - languages.indexOf(b.language))
  const requested = ordered.find((row) => row.language === lang)
  return {
    requested: requested ? await withPictures(db, toPublic(requested, true), requested.coverFileId) : null,
    alternates: await Promise.all(
      ordered.filter((row) => row !== requested).map((row) => withPictures(db, toPublic(row, true), row.coverFileId)),
    ),
  }
}

/** Up to `limit` other published contents of the same category and language, newest first. */
export async function listRelatedContents(db: Db, content: PublicContent, limit = 3, now = new Date()): Promise<PublicContent[]> {
  const rows = await db
    .select(listedColumns)
    .from(contents)
    .where(
      and(
        isPublic(now),
        eq(contents.category, content.category),
        eq(contents.language, content.language),
        ne(contents.groupId, content.groupId),
      ),
    )
    .orderBy(desc(contents.publishedAt), desc(contents.id))
    .limit(limit)
  return rows.map((row) => toPublic(row, false))
}

/**
 * An article as its public page would show it from its current saved data, whatever its status
 * and publish time (decision 057): without other versions (they may not be public), with the
 * published related articles. Null for an unknown or removed one.
 */
export async function getContentPreview(
  db: Db,
  id: string,
  now = new Date(),
): Promise<{ page: ContentPageData; state: PreviewState; publishAt: string | null } | null> {
  const [row] = await db
    .select(pageColumns)
    .from(contents)
    .where(and(eq(contents.id, id), ne(contents.status, 'removed')))
  if (!row) return null
  // Not yet published: the page shows the time it would be published at, else the last save.
  const content = await withPictures(db, toPublic({ ...row, publishedAt: row.publishedAt ?? row.updatedAt }, true), row.coverFileId)
  const state: PreviewState = row.status !== 'active' || !row.publishedAt ? 'draft' : row.publishedAt > now ? 'scheduled' : 'published'
  return {
    page: { content, alternates: [], related: await listRelatedContents(db, content, 3, now) },
    state,
    publishAt: row.publishedAt?.toISOString() ?? null,
  }
}
