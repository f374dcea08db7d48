import { Readable } from 'node:stream'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { documents, documentTranslations, files } from '~/db/schema'
import { type DocumentCategory, documentCategories, type Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { LIST_PAGE_MAX, pagination } from '~/lib/list-search'
import { attachmentDisposition, inlineDisposition } from '~/lib/server/content-disposition'
import { failureResponse } from '~/lib/server/failure'
import { getLogger } from '~/lib/server/logger'
import { type FileStorage, StoredFileMissing } from '~/lib/server/storage'
import {
  DEFAULT_DOCUMENT_CATEGORY,
  type DocumentFileType,
  documentFileUrl,
  DOCUMENTS_LIMIT,
  type PublicDocument,
  type PublicDocumentList,
} from './documents.types'

/** The public documents API's replies may be kept a minute by browsers and proxies. */
export const PUBLIC_DOCUMENTS_CACHE = 'public, max-age=60, stale-while-revalidate=60'
/** A published file: five minutes in any cache, then revalidated (it may be replaced or removed). */
export const PUBLIC_DOCUMENT_FILE_CACHE = 'public, max-age=300, stale-while-revalidate=60'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const fileTypeByContentType: Record<string, DocumentFileType> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
}

export const fileTypeOf = (contentType: string): DocumentFileType => fileTypeByContentType[contentType] ?? 'pdf'

export interface DocumentListQuery {
  category: DocumentCategory
  limit: number
  page: number
}

/**
 * One page of a category's published (active) documents, by sort order then title (SPEC §7). A
 * page past the last answers the last page, as the content lists do.
 */
export async function listPublicDocuments(db: Db, query: DocumentListQuery): Promise<PublicDocumentList> {
  const where = and(eq(documents.status, 'active'), eq(documents.category, query.category))
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(documents).where(where)
  const totalPages = Math.max(1, Math.ceil(total / query.limit))
  const page = Math.min(Math.max(1, query.page), totalPages)
  const rows = await db
    .select({ document: documents, file: files })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(where)
    .orderBy(asc(documents.sortOrder), desc(documents.publishedAt), asc(documents.id))
    .limit(query.limit)
    .offset((page - 1) * query.limit)
  const translations =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(documentTranslations)
          .where(
            inArray(
              documentTranslations.documentId,
              rows.map((row) => row.document.id),
            ),
          )
  return {
    documents: rows.map(({ document, file }) => {
      const own = (lang: Language) => translations.find((t) => t.documentId === document.id && t.lang === lang)
      const detail = (lang: Language) => {
        const row = own(lang) ?? own(lang === 'tr' ? 'en' : 'tr')
        return { title: row?.title ?? '', description: row?.description ?? '' }
      }
      return {
        id: document.id,
        category: document.category,
        details: { tr: detail('tr'), en: detail('en') },
        fileType: fileTypeOf(file.contentType),
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        url: documentFileUrl(document.id),
        publishedAt: (document.publishedAt ?? document.createdAt).toISOString(),
        updatedAt: document.updatedAt.toISOString(),
      } satisfies PublicDocument
    }),
    pagination: pagination(page, query.limit, total),
  }
}

export type DocumentQueryField = 'category' | 'limit' | 'page'
type Parsed<T> = { ok: true; value: T } | { ok: false; field: DocumentQueryField }

/**
 * The query of `GET /api/public/documents?category=&limit=` (SPEC §7): `category` one of the five
 * (absent: `terms`), `limit` a whole number from 1 to 99 (absent: 99), `page` as on the lists
 * (not a number: 1). Anything else is a 400 naming the field.
 */
export function parseDocumentQuery(params: URLSearchParams): Parsed<DocumentListQuery> {
  const rawCategory = params.get('category')
  const category =
    rawCategory === null || rawCategory === ''
      ? DEFAULT_DOCUMENT_CATEGORY
      : (documentCategories as readonly string[]).includes(rawCategory)
        ? (rawCategory as DocumentCategory)
        : null
  if (!category) return { ok: false, field: 'category' }
  const rawLimit = params.get('limit')
  let limit = DOCUMENTS_LIMIT
  if (rawLimit !== null && rawLimit !== '') {
    if (!/^\d{1,3}$/.test(rawLimit)) return { ok: false, field: 'limit' }
    limit = Number(rawLimit)
    if (limit < 1 || limit > DOCUMENTS_LIMIT) return { ok: false, field: 'limit' }
  }
  const rawPage = params.get('page')
  const page = rawPage !== null && /^\d{1,5}$/.test(rawPage) && Number(rawPage) >= 1 ? Math.min(Number(rawPage), LIST_PAGE_MAX) : 1
  return { ok: true, value: { category, limit, page } }
}

/** The stored file of a published document; null for an unknown id, a draft or a removed one. */
export async function findPublicDocumentFile(db: Db, id: string) {
  if (!UUID.test(id)) return null
  const [row] = await db
    .select({ file: files })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(and(eq(documents.id, id.toLowerCase()), eq(documents.status, 'active')))
  return row?.file ?? null
}

/**
 * `GET /api/public/documents/{id}/file` (DESIGN §6): the stored bytes of a published document,
 * streamed, with the type found by content at upload; a PDF opens in the browser, the rest download.
 */
export async function publicDocumentFileResponse(db: Db, storage: FileStorage, id: string, lang: Language): Promise<Response> {
  try {
    const file = await findPublicDocumentFile(db, id)
    if (!file) throw new AppError('not_found')
    const body = await storage.read(file.storageKey)
    const pdf = file.contentType === 'application/pdf'
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': pdf ? inlineDisposition(file.originalName) : attachmentDisposition(file.originalName),
        'Content-Length': String(file.sizeBytes),
        'Cache-Control': PUBLIC_DOCUMENT_FILE_CACHE,
        'X-Content-Type-Options': 'nosniff',
        ETag: `"${file.sha256}"`,
      },
    })
  } catch (error) {
    if (error instanceof AppError) return failureResponse(lang, error.code)
    if (error instanceof StoredFileMissing) {
      getLogger().error({ key: error.key }, 'a published document has no stored file')
      return failureResponse(lang, 'not_found')
    }
    throw error
  }
}
