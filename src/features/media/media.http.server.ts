import fs from 'node:fs/promises'
import { imageResponse } from '~/lib/server/image-response'
import type { Db } from '~/db/client'
import { authorizeRequest } from '~/features/auth/auth.middleware'
import enMedia from '~/i18n/locales/en/media.json'
import trMedia from '~/i18n/locales/tr/media.json'
import { type Language, type MediaFormat, mediaFormats } from '~/lib/enums'
import { AppError, type Failure } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { issueFields } from '~/lib/schema'
import { failureBody, noStoreJson, writeFailureResponse } from '~/lib/server/failure'
import { fieldMessages, serverText } from '~/lib/server/messages'
import { countUploadRefusal } from '~/lib/server/metrics'
import { type MultipartUpload, readMultipartUpload } from '~/lib/server/multipart-upload'
import { requestContext, requestLanguage } from '~/lib/server/request-context'
import { type FileStorage, getStorage, StoredFileMissing } from '~/lib/server/storage'
import type { Actor } from '~/lib/session'
import { getMedia } from './media.admin.server'
import { MEDIA_MAX_BYTES } from './media.rules'
import { mediaAltSchema } from './media.schemas'
import { createMediaItem, findVariant } from './media.server'

/*
 * The media library's HTTP surface (docs/product.md §23, decision 059): the upload (multipart, with
 * upload progress in the browser) and the variants' reads.
 */

const ownText = { namespace: 'media', text: serverText('media', { tr: trMedia, en: enMedia }) } as const

function mediaFailure(lang: Language, error: AppError, requestId?: string): Failure {
  const refused =
    error.code === 'unsupported_media_type' ? 'media.upload.type' : error.code === 'payload_too_large' ? 'media.upload.tooLarge' : null
  const fields = fieldMessages(lang, refused ? { ...error.fields, file: refused } : error.fields, ownText)
  const body = failureBody(lang, error.code, { fields, requestId: error.code === 'internal' ? requestId : undefined })
  // The file's own sentence says more than the generic one.
  if (fields?.file) body.message = fields.file
  return { success: false, error: body }
}

export interface MediaUploadDeps {
  /** The signed-in user allowed in the `contents` area, with the database (401/403 otherwise). */
  authorize: () => Promise<{ db: Db; user: Actor }>
  storage: FileStorage
  tmpDir?: string
}

const processDeps = (): MediaUploadDeps => ({ authorize: () => authorizeRequest('contents'), storage: getStorage() })

/**
 * POST /api/dashboard/images: multipart with one `file` part (PNG, JPEG, WebP or GIF by content,
 * at most 5 MB and 40 megapixels) and optional `altTr`, `altEn`, `decorative` parts, for a signed-in
 * admin or editor. 201 `{ success, data: MediaDetail }`; 400, 401, 403, 413, 415 otherwise, with
 * nothing kept.
 */
export async function handleMediaUpload(request: Request, given?: MediaUploadDeps): Promise<Response> {
  const { lang = requestLanguage(request), requestId } = requestContext()
  let upload: MultipartUpload | undefined
  try {
    const deps = given ?? processDeps()
    const { db, user } = await deps.authorize()
    // Without a body there is nothing multipart to read: the same answer as another type.
    if (!request.body) throw new AppError('unsupported_media_type')
    upload = await readMultipartUpload(request, {
      fileField: 'file',
      maxFileBytes: MEDIA_MAX_BYTES,
      tooLargeMessage: 'media.upload.tooLarge',
      maxFields: 5,
      maxParts: 6,
      maxFieldBytes: 4096,
      tmpDir: deps.tmpDir,
    })
    const parsed = mediaAltSchema.safeParse({
      altTr: upload.fields.altTr ?? '',
      altEn: upload.fields.altEn ?? '',
      decorative: upload.fields.decorative === 'true',
    })
    const fields = parsed.success ? {} : issueFields(parsed.error)
    if (!upload.file || upload.file.size === 0) fields.file = 'media.upload.missing'
    if (!parsed.success || Object.keys(fields).length > 0) throw new AppError('invalid', { fields })
    const bytes = new Uint8Array(await fs.readFile(upload.file!.path))
    const id = await createMediaItem(db, deps.storage, { bytes, name: upload.file!.name, ...parsed.data }, user.id).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'unsupported_media_type') countUploadRefusal('wrong_type')
        throw error
      },
    )
    return noStoreJson(201, { success: true, data: await getMedia(db, { id }) })
  } catch (error) {
    return writeFailureResponse(error, requestId, 'media upload failed', (known) => mediaFailure(lang, known, requestId))
  } finally {
    await upload?.cleanup()
  }
}

/** A year: a variant's address names its bytes for ever (a new image is a new id). */
const VARIANT_CACHE = 'public, max-age=31536000, immutable'

export interface VariantReadDeps {
  db: () => Promise<Db>
  storage: () => FileStorage
  /** Whether a published article shows the image (the rule of the original, docs/product.md §11). */
  isPublished: (db: Db, id: string) => Promise<boolean>
  /** Whether this request is a signed-in user of the `contents` area (the dashboard's thumbnails). */
  canPreview: () => Promise<boolean>
  /** Whether a share-preview link's token opens an entry that shows the image (decision 057). */
  isPreviewed: (db: Db, id: string, token: string | null) => Promise<boolean>
}

const VARIANT_FILE = /^(\d{1,5})\.([a-z]{3,4})$/

/**
 * GET /api/public/media/{id}/{width}.{format}: a variant, under the same rule as its original —
 * for everyone once a published article shows it (cached for a year), else only to a signed-in
 * editor or with the `preview` token of a share link to an entry that shows it (never cached); 404
 * for anything else.
 */
export async function handleVariantRead(request: Request, params: { id: string; file: string }, deps: VariantReadDeps) {
  const lang = requestLanguage(request)
  const notFound = () => noStoreJson(404, { success: false, error: failureBody(lang, 'not_found') })
  const match = VARIANT_FILE.exec(params.file)
  const format = match?.[2] as MediaFormat | undefined
  if (!isUuid(params.id) || !match || !format || !mediaFormats.includes(format)) return notFound()
  const id = params.id.toLowerCase()
  try {
    const db = await deps.db()
    const variant = await findVariant(db, id, Number(match[1]), format)
    if (!variant) return notFound()
    const published = await deps.isPublished(db, id)
    const previewed = () => deps.isPreviewed(db, id, new URL(request.url).searchParams.get('preview'))
    if (!published && !(await deps.canPreview()) && !(await previewed())) return notFound()
    return await imageResponse(deps.storage(), variant, published ? VARIANT_CACHE : 'private, no-store')
  } catch (error) {
    if (error instanceof StoredFileMissing) return notFound()
    throw error
  }
}
