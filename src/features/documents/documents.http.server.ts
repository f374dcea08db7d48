import { Readable } from 'node:stream'
import type { Db } from '~/db/client'
import { authorizeRequest } from '~/features/auth/auth.middleware'
import enDocumentAdmin from '~/i18n/locales/en/documentAdmin.json'
import trDocumentAdmin from '~/i18n/locales/tr/documentAdmin.json'
import { type DocumentCategory, documentCategories, type Language } from '~/lib/enums'
import { AppError, errorStatus, type Failure } from '~/lib/errors'
import { LIST_PAGE_MAX } from '~/lib/list-search'
import { issueFields } from '~/lib/schema'
import { attachmentDisposition, inlineDisposition } from '~/lib/server/content-disposition'
import { expectedFailure, failureBody, failureResponse } from '~/lib/server/failure'
import { fieldMessages, serverText } from '~/lib/server/messages'
import { getLogger } from '~/lib/server/logger'
import { type MultipartUpload, readMultipartUpload } from '~/lib/server/multipart-upload'
import { requestContext, requestLanguage } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { type FileStorage, getStorage, StoredFileMissing } from '~/lib/server/storage'
import { isUuid } from '~/lib/ids'
import { type Actor, createDocument, updateDocument } from './documents.admin.server'
import { DEFAULT_DOCUMENT_CATEGORY, DOCUMENTS_LIMIT } from './documents.rules'
import { DOCUMENT_MAX_BYTES, documentFormFromParts, documentFormSchema } from './documents.schemas'
import { type DocumentListQuery, findPublicDocumentFile, listPublicDocuments } from './documents.server'

/*
 * The documents' HTTP surface: the public list and file reads, and the dashboard's multipart
 * create and update (the only writes that carry a file).
 */

/** The public documents API's replies may be kept a minute by browsers and proxies. */
export const PUBLIC_DOCUMENTS_CACHE = 'public, max-age=60, stale-while-revalidate=60'
/** A published file: five minutes in any cache, then revalidated (it may be replaced or removed). */
export const PUBLIC_DOCUMENT_FILE_CACHE = 'public, max-age=300, stale-while-revalidate=60'

/** The form's own strings: field messages `documentAdmin.*` are looked up there, the rest in common. */
const ownText = { namespace: 'documentAdmin', text: serverText('documentAdmin', { tr: trDocumentAdmin, en: enDocumentAdmin }) } as const

function documentFailure(lang: Language, error: AppError, requestId?: string): Failure {
  const fields = fieldMessages(lang, error.fields, ownText)
  const body = failureBody(lang, error.code, { fields, requestId: error.code === 'internal' ? requestId : undefined })
  // The file's own sentence says more than the generic one.
  if (fields?.file && (error.code === 'unsupported_media_type' || error.code === 'payload_too_large')) body.message = fields.file
  return { success: false, error: body }
}

export interface DocumentUploadDeps {
  /** The signed-in user allowed in the `documents` area, with the database (401/403 otherwise). */
  authorize: () => Promise<{ db: Db; user: Actor }>
  storage: FileStorage
  tmpDir?: string
}

const processDeps = (): DocumentUploadDeps => ({ authorize: () => authorizeRequest('documents'), storage: getStorage() })

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * `POST /api/dashboard/documents` (create, the file required) and `POST /api/dashboard/documents/{id}`
 * (update, a file replaces the old one): multipart with the form's fields and the file in `file`.
 * The role is checked before the body is read; the file is streamed to a temporary file, checked
 * by content and size, then stored with its rows as one unit (documents.admin.server.ts).
 */
export async function handleDocumentUpload(request: Request, id: string | undefined, given?: DocumentUploadDeps): Promise<Response> {
  const { lang = requestLanguage(request), requestId } = requestContext()
  let upload: MultipartUpload | undefined
  try {
    const deps = given ?? processDeps()
    const { db, user } = await deps.authorize()
    if (id !== undefined && !isUuid(id)) throw new AppError('not_found')
    upload = await readMultipartUpload(request, {
      fileField: 'file',
      maxFileBytes: DOCUMENT_MAX_BYTES,
      tooLargeMessage: 'documentAdmin.validation.fileTooLarge',
      tmpDir: deps.tmpDir,
    })
    const parsed = documentFormSchema.safeParse(documentFormFromParts(upload.fields))
    const fields = parsed.success ? {} : issueFields(parsed.error)
    if (id === undefined && !upload.file) fields.file = 'documentAdmin.validation.fileRequired'
    if (!parsed.success || Object.keys(fields).length > 0) throw new AppError('invalid', { fields })
    const actor = { id: user.id, role: user.role }
    const data =
      id === undefined
        ? await createDocument({ db, storage: deps.storage }, parsed.data, upload.file!, actor)
        : await updateDocument({ db, storage: deps.storage }, id.toLowerCase(), parsed.data, upload.file, actor)
    return json(id === undefined ? 201 : 200, { success: true, data })
  } catch (error) {
    const known = expectedFailure(error)
    if (known !== error) getLogger().error({ err: error, requestId }, 'document upload failed')
    return json(errorStatus[known.code], documentFailure(lang, known, requestId))
  } finally {
    await upload?.cleanup()
  }
}

export type DocumentQueryField = 'category' | 'limit' | 'page'
type Parsed<T> = { ok: true; value: T } | { ok: false; field: DocumentQueryField }

/**
 * The query of `GET /api/public/documents?category=&limit=` (docs/architecture.md "HTTP surface"): `category` one of the five
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

/** `GET /api/public/documents?category=&limit=` → `{ success, data: { documents, pagination } }`. */
export async function handlePublicDocumentList(request: Request): Promise<Response> {
  const { lang = 'tr', requestId } = requestContext()
  const query = parseDocumentQuery(new URL(request.url).searchParams)
  if (!query.ok) return failureResponse(lang, 'invalid', { fields: { [query.field]: 'validation.invalidValue' }, requestId })
  const data = await listPublicDocuments(await getDb(), query.value)
  return Response.json({ success: true, data }, { headers: { 'Cache-Control': PUBLIC_DOCUMENTS_CACHE } })
}

/**
 * `GET /api/public/documents/{id}/file` (docs/architecture.md "HTTP surface"): the stored bytes of a published document,
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
