import type { Db } from '~/db/client'
import { authorizeRequest } from '~/features/auth/auth.middleware'
import enDocumentAdmin from '~/i18n/locales/en/documentAdmin.json'
import trDocumentAdmin from '~/i18n/locales/tr/documentAdmin.json'
import type { Language } from '~/lib/enums'
import { AppError, errorStatus, type Failure } from '~/lib/errors'
import { issueFields } from '~/lib/schema'
import { failureBody, fieldMessage } from '~/lib/server/failure'
import { getLogger } from '~/lib/server/logger'
import { type MultipartUpload, readMultipartUpload } from '~/lib/server/multipart-upload'
import { requestContext, requestLanguage } from '~/lib/server/request-context'
import { type FileStorage, getStorage } from '~/lib/server/storage'
import { type Actor, createDocument, updateDocument } from './document-admin.server'
import { DOCUMENT_MAX_BYTES, documentFormFromParts, documentFormSchema } from './document-admin.schemas'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const ownText = { tr: trDocumentAdmin, en: enDocumentAdmin } as const

/** A field message in the editor's language: `documentAdmin.*` from this form's strings, else common's. */
export function documentFieldMessage(lang: Language, message: string): string {
  if (!message.startsWith('documentAdmin.')) return fieldMessage(lang, message)
  let node: unknown = ownText[lang]
  for (const part of message.slice('documentAdmin.'.length).split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string' ? node : message
}

function documentFailure(lang: Language, error: AppError, requestId?: string): Failure {
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [name, documentFieldMessage(lang, message)]))
    : undefined
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
 * by content and size, then stored with its rows as one unit (document-admin.server.ts).
 */
export async function handleDocumentUpload(request: Request, id: string | undefined, given?: DocumentUploadDeps): Promise<Response> {
  const { lang = requestLanguage(request), requestId } = requestContext()
  let upload: MultipartUpload | undefined
  try {
    const deps = given ?? processDeps()
    const { db, user } = await deps.authorize()
    if (id !== undefined && !UUID.test(id)) throw new AppError('not_found')
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
    const known = error instanceof AppError ? error : new AppError('internal')
    if (known !== error) getLogger().error({ err: error, requestId }, 'document upload failed')
    return json(errorStatus[known.code], documentFailure(lang, known, requestId))
  } finally {
    await upload?.cleanup()
  }
}
