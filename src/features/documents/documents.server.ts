import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { documents, documentTranslations, files } from '~/db/schema'
import type { DocumentCategory, Language } from '~/lib/enums'
import { pagination } from '~/lib/list-search'
import { isUuid } from '~/lib/ids'
import { documentFileUrl } from './documents.rules'
import type { DocumentFileType, PublicDocument, PublicDocumentList } from './documents.schemas'

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
 * One page of a category's published (active) documents, by sort order then title (docs/architecture.md "HTTP surface"). A
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

/** The stored file of a published document; null for an unknown id, a draft or a removed one. */
export async function findPublicDocumentFile(db: Db, id: string) {
  if (!isUuid(id)) return null
  const [row] = await db
    .select({ file: files })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(and(eq(documents.id, id.toLowerCase()), eq(documents.status, 'active')))
  return row?.file ?? null
}
