import { and, eq, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { contents, corporateEntries, files } from '~/db/schema'
import { contentCategories, languages } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { isLanguage } from '~/lib/language'
import { LIST_PAGE_MAX } from '~/lib/list-search'
import { failureBody, failureResponse, noStoreJson } from '~/lib/server/failure'
import { getLogger } from '~/lib/server/logger'
import { requestContext, requestLanguage } from '~/lib/server/request-context'
import { cachedJson } from '~/lib/server/page-cache'
import { previewLinkTarget } from '~/lib/server/preview-links'
import { getDb } from '~/lib/server/runtime'
import { type FileStorage, StoredFileMissing } from '~/lib/server/storage'
import { imageResponse } from '~/lib/server/image-response'
import { isUuid } from '~/lib/ids'
import { CONTENTS_PAGE_SIZE, HOME_CONTENTS_LIMIT, imageUrl } from './contents.rules'
import { type ContentListQuery, getContentVersions, isPublic, listPublicContents } from './contents.server'

/*
 * The contents' HTTP surface: the public contents API (docs/architecture.md "HTTP surface"), the article images' public
 * read (their upload is the media library's, decision 059).
 */

/** The public contents API's replies may be kept a minute by browsers and proxies. */
export const PUBLIC_CONTENTS_CACHE = 'public, max-age=60, stale-while-revalidate=60'

/** What a query parameter of the contents API may be; a wrong one is a 400 naming the field. */
export type ContentQueryField = 'category' | 'language' | 'page' | 'limit' | 'sortOrder'

type Parsed<T> = { ok: true; value: T } | { ok: false; field: ContentQueryField }

function wholeNumber(raw: string | null, fallback: number, max: number): number | null {
  if (raw === null || raw === '') return fallback
  if (!/^\d{1,6}$/.test(raw)) return null
  const n = Number(raw)
  return n >= 1 && n <= max ? n : null
}

function oneOf<const T extends readonly string[]>(raw: string | null, values: T): T[number] | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T[number]) : null
}

/**
 * The query of `GET /api/public/contents` (`page`, `category`, `language`; fixed page size) and of
 * `GET /api/internal/contents` (also `limit` up to 1000 and `sortOrder`), docs/architecture.md "HTTP surface". `category` and
 * `language` are required; a page that is not a number is page 1, as on the pages (docs/product.md §5.4).
 */
export function parseContentQuery(params: URLSearchParams, options: { internal: boolean }): Parsed<ContentListQuery> {
  const category = oneOf(params.get('category'), contentCategories)
  if (!category) return { ok: false, field: 'category' }
  const language = oneOf(params.get('language'), languages)
  if (!language) return { ok: false, field: 'language' }
  const page = wholeNumber(params.get('page'), 1, LIST_PAGE_MAX) ?? 1
  if (!options.internal) return { ok: true, value: { category, language, page, limit: CONTENTS_PAGE_SIZE } }
  const limit = wholeNumber(params.get('limit'), HOME_CONTENTS_LIMIT, HOME_CONTENTS_LIMIT)
  if (limit === null) return { ok: false, field: 'limit' }
  const rawOrder = params.get('sortOrder')
  const sortOrder = rawOrder === null ? 'desc' : oneOf(rawOrder, ['asc', 'desc'] as const)
  if (!sortOrder) return { ok: false, field: 'sortOrder' }
  return { ok: true, value: { category, language, page, limit, sortOrder } }
}

/**
 * `GET /api/public/contents?page=&category=&language=` and, for the home's media center,
 * `GET /api/internal/contents?category=&limit=&page=&sortOrder=&language=` (up to 1000 at once) →
 * `{ success, data: { contents, pagination } }`.
 */
export async function handleContentList(request: Request, options: { internal: boolean }): Promise<Response> {
  const { lang = 'tr', requestId } = requestContext()
  const query = parseContentQuery(new URL(request.url).searchParams, options)
  if (!query.ok) return failureResponse(lang, 'invalid', { fields: { [query.field]: 'validation.invalidValue' }, requestId })
  const read = async () => ({ success: true, data: await listPublicContents(await getDb(), query.value) })
  if (options.internal) return Response.json(await read(), { headers: { 'Cache-Control': PUBLIC_CONTENTS_CACHE } })
  // The public list is kept with the pages, by its normalized query (decision 011).
  const { category, language, page } = query.value
  const key = `/api/public/contents?category=${category}&language=${language}&page=${page}`
  return cachedJson(request, { key, requestId, cacheControl: PUBLIC_CONTENTS_CACHE }, read)
}

/**
 * `GET /api/public/contents/{lang}/{slug}` → `{ success, data: { requested, alternates } }`
 * (decision 016); 404 when no published content has the slug.
 */
export async function handleContentVersions(params: { lang: string; slug: string }): Promise<Response> {
  const versions = isLanguage(params.lang) ? await getContentVersions(await getDb(), params.lang, params.slug) : null
  if (!versions) throw new AppError('not_found')
  return Response.json({ success: true, data: versions }, { headers: { 'Cache-Control': PUBLIC_CONTENTS_CACHE } })
}

const json = noStoreJson

/** A year: an image's URL names its bytes for ever (a new upload is a new id). */
const IMAGE_CACHE = 'public, max-age=31536000, immutable'

/** Whether an active, published content (any language) shows the image as its cover or in its body, or a live corporate entry as its picture. */
export async function isPublishedImage(db: Db, id: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(isPublic(now), or(eq(contents.coverFileId, id), sql`strpos(${contents.bodyHtml}, ${imageUrl(id)}) > 0`)))
    .limit(1)
  if (row) return true
  // A board member's photo or a company's or brand's logo of a live corporate entry (decision 061).
  const [entry] = await db
    .select({ id: corporateEntries.id })
    .from(corporateEntries)
    .where(and(eq(corporateEntries.mediaId, id), eq(corporateEntries.status, 'active')))
    .limit(1)
  return entry !== undefined
}

/**
 * Whether a share-preview link's token (decision 057) opens an entry that shows the image: an
 * article's cover or body image, a corporate entry's photo or logo (decision 061). Its visitor
 * sees the draft's images, and nobody else sees any unpublished one through it.
 */
export async function isPreviewedImage(db: Db, id: string, token: string | null): Promise<boolean> {
  const link = token ? await previewLinkTarget(db, token) : null
  if (!link) return false
  if (link.kind === 'corporate') {
    const [entry] = await db
      .select({ id: corporateEntries.id })
      .from(corporateEntries)
      .where(and(eq(corporateEntries.id, link.entityId), eq(corporateEntries.mediaId, id)))
    return entry !== undefined
  }
  if (link.kind !== 'content') return false
  const [row] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, link.entityId), or(eq(contents.coverFileId, id), sql`strpos(${contents.bodyHtml}, ${imageUrl(id)}) > 0`)))
    .limit(1)
  return row !== undefined
}

export interface ImageReadDeps {
  db: () => Promise<Db>
  storage: () => FileStorage
  /** Whether this request is a signed-in user of the `contents` area (the dashboard editor's preview). */
  canPreview: () => Promise<boolean>
}

/**
 * GET /api/public/images/{id}: a stored image (kind `image` only) with its type, for everyone when
 * an active, published content shows it (cover or body), else only to a signed-in editor or with
 * the `preview` token of a share link to an article that shows it (decision 057), never cached;
 * 404 for anything else (docs/product.md §11).
 */
export async function handleImageRead(request: Request, id: string, deps: ImageReadDeps) {
  const lang = requestLanguage(request)
  const notFound = () => json(404, { success: false, error: failureBody(lang, 'not_found') })
  if (!isUuid(id)) return notFound()
  try {
    const db = await deps.db()
    const fileId = id.toLowerCase()
    const [file] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.kind, 'image')))
    if (!file) return notFound()
    const published = await isPublishedImage(db, fileId)
    const previewed = () => isPreviewedImage(db, fileId, new URL(request.url).searchParams.get('preview'))
    if (!published && !(await deps.canPreview()) && !(await previewed())) return notFound()
    return await imageResponse(
      deps.storage(),
      { key: file.storageKey, contentType: file.contentType, size: file.sizeBytes },
      published ? IMAGE_CACHE : 'private, no-store',
    )
  } catch (error) {
    if (error instanceof StoredFileMissing) return notFound()
    getLogger().error({ err: error }, 'image read failed')
    return json(500, { success: false, error: failureBody(lang, 'internal') })
  }
}
