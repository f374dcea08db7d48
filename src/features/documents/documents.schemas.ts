import { z } from 'zod'
import type { ScheduleItem } from '~/lib/publish-schedule'
import { bilingualTranslationFilters, type VersionReview } from '~/lib/translation-status'
import { type DocumentCategory, documentCategories, type Language, type PublishStatus, publishStatuses } from '~/lib/enums'
import type { Pagination } from '~/lib/list-search'
import { enumField, textField, idField, idSchema, listSearchSchema } from '~/lib/schema'
import type { DocumentListSearch } from './documents.search'

export type { DocumentListSearch } from './documents.search'

/** The document form's lengths and bounds. */
export const DOCUMENT_LIMITS = { title: { min: 3, max: 200 }, description: 1000, sortOrder: 9999 } as const
/** A document file: PDF, Word or Excel of at most 20 MiB (the HTTP edge allows 21 MB for the form). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024
export const documentFileTypes = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const
/** What the file input offers; the server decides by content (docs/architecture.md "Request handling and security"). */
export const DOCUMENT_FILE_ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const ownMessage = (key: string) => `documentAdmin.${key}`

/**
 * The one document form (the file aside), shared by the create and edit pages and by the upload
 * route, which reads the same names from the multipart body.
 */
export const documentFormSchema = z.object({
  category: enumField(documentCategories),
  titleTr: textField({ min: DOCUMENT_LIMITS.title.min, max: DOCUMENT_LIMITS.title.max }),
  titleEn: textField({ min: DOCUMENT_LIMITS.title.min, max: DOCUMENT_LIMITS.title.max }),
  descriptionTr: textField({ min: 0, max: DOCUMENT_LIMITS.description, multiline: true }),
  descriptionEn: textField({ min: 0, max: DOCUMENT_LIMITS.description, multiline: true }),
  sortOrder: z
    .number('validation.required')
    .int(ownMessage('form.sortOrderRange'))
    .min(0, ownMessage('form.sortOrderRange'))
    .max(DOCUMENT_LIMITS.sortOrder, ownMessage('form.sortOrderRange')),
  status: enumField(publishStatuses),
})
export type DocumentFormInput = z.input<typeof documentFormSchema>
export type DocumentFormValues = z.output<typeof documentFormSchema>

/** The text parts of the multipart form, as the schema wants them (the sort order is a number). */
export function documentFormFromParts(parts: Record<string, string>): Record<string, unknown> {
  const sort = parts.sortOrder?.trim() ?? ''
  return {
    category: parts.category,
    titleTr: parts.titleTr,
    titleEn: parts.titleEn,
    descriptionTr: parts.descriptionTr ?? '',
    descriptionEn: parts.descriptionEn ?? '',
    sortOrder: sort === '' ? undefined : /^-?\d{1,6}$/.test(sort) ? Number(sort) : Number.NaN,
    status: parts.status,
  }
}

export const documentIdSchema = idSchema
export const setDocumentStatusSchema = z.object({ id: idField(), status: enumField(publishStatuses) })

/** The documents list state: read from the URL by `readDocumentListSearch`, validated again here. */
export const documentListSchema = listSearchSchema({
  category: documentCategories,
  status: publishStatuses,
  translation: bilingualTranslationFilters,
}) satisfies z.ZodType<unknown, DocumentListSearch>

export interface DocumentListItem {
  /** The pending scheduled publish and unpublish, earliest first (decision 058). */
  schedules: ScheduleItem[]
  id: string
  category: DocumentCategory
  status: PublishStatus
  titleTr: string
  titleEn: string
  /** The languages whose version is behind the other's text (decision 060). */
  needsUpdate: Language[]
  fileName: string
  contentType: string
  sizeBytes: number
  sortOrder: number
  updatedAt: string
}

/** A document as the edit page loads it. */
export interface DocumentForEdit extends DocumentFormValues {
  /** The pending scheduled publish and unpublish, earliest first (decision 058). */
  schedules: ScheduleItem[]
  /** Each language version's translation review (decision 060). */
  reviews: VersionReview[]
  id: string
  file: { name: string; contentType: string; sizeBytes: number }
}

/** What the public sees of a file: its type by content (docs/architecture.md "Request handling and security"), never the visitor's word. */
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
