import type { DocumentCategory, Language } from '~/lib/enums'
import type { Pagination } from '~/lib/list-search'

/** SPEC §7, §9: the documents list reads at most this many (also the API's default). */
export const DOCUMENTS_LIMIT = 99
/** SPEC §5: an unknown or missing category is this one. */
export const DEFAULT_DOCUMENT_CATEGORY: DocumentCategory = 'terms'

/** What the public sees of a file: its type by content (DESIGN §7), never the visitor's word. */
export type DocumentFileType = 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx'

/** A published document as `/{lang}/documents` and `GET /api/public/documents` show it. */
export interface PublicDocument {
  id: string
  category: DocumentCategory
  details: Record<Language, { title: string; description: string }>
  fileType: DocumentFileType
  contentType: string
  sizeBytes: number
  /** `GET /api/public/documents/{id}/file`: inline for a PDF, an attachment otherwise. */
  url: string
  publishedAt: string
  updatedAt: string
}

/** `GET /api/public/documents?category=&limit=` → `data`. */
export interface PublicDocumentList {
  documents: PublicDocument[]
  pagination: Pagination
}

export const documentFileUrl = (id: string) => `/api/public/documents/${id}/file`
