import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { files } from '~/db/schema'
import enContentAdmin from '~/i18n/locales/en/contentAdmin.json'
import trContentAdmin from '~/i18n/locales/tr/contentAdmin.json'
import type { Language } from '~/lib/enums'
import { AppError, errorStatus } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { BodyTooLargeError } from '~/lib/server/body-limit'
import { failureBody } from '~/lib/server/failure'
import { imageContentType, sniffImage } from '~/lib/server/image-sniff'
import { getLogger } from '~/lib/server/logger'
import { requestLanguage } from '~/lib/server/request-context'
import { type FileStorage, newStorageKey, StoredFileMissing } from '~/lib/server/storage'
import { UUID } from './content-admin.search'
import { imageUrl } from './contents.types'

/** An article image (cover or body) may be at most 5 MB (the body limit allows the form around it). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

const MULTIPART = /^multipart\/form-data\s*(?:;|$)/i
const imageText = { tr: trContentAdmin.images, en: enContentAdmin.images } satisfies Record<Language, unknown>

interface UploadedImage {
  bytes: Uint8Array
  name: string
}

/**
 * Reads the one `file` part of a multipart body into memory, refusing it past IMAGE_MAX_BYTES as
 * it streams (busboy stops at the limit; the edge caps the whole body at 6 MB first).
 */
async function readImagePart(request: Request): Promise<UploadedImage> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!MULTIPART.test(contentType) || !request.body) throw new AppError('unsupported_media_type')
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
      defParamCharset: 'utf8',
    })
  } catch {
    throw new AppError('bad_request')
  }
  let image: UploadedImage | undefined
  let tooLarge = false
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || image) {
      stream.resume()
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= IMAGE_MAX_BYTES) chunks.push(chunk)
    })
    stream.on('limit', () => {
      tooLarge = true
    })
    stream.on('end', () => {
      if (!tooLarge) image = { bytes: Buffer.concat(chunks), name: (info.filename ?? '').slice(0, 255) }
    })
  })
  try {
    await pipeline(Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>), parser)
  } catch (error) {
    if (error instanceof BodyTooLargeError || (error as { status?: number }).status === 413) throw new AppError('payload_too_large')
    throw new AppError('bad_request')
  }
  if (tooLarge) throw new AppError('payload_too_large')
  if (!image || image.bytes.byteLength === 0) throw new AppError('invalid', { fields: { file: 'missing' } })
  return image
}

/** Stores the bytes, then its `files` row and audit event in one transaction; the bytes go again if that fails. */
export async function storeImage(
  db: Db,
  storage: FileStorage,
  image: UploadedImage,
  actorId: string,
): Promise<{ id: string; url: string }> {
  const type = sniffImage(image.bytes)
  if (!type) throw new AppError('unsupported_media_type')
  const key = newStorageKey('image')
  const contentType = imageContentType[type]
  await storage.write(key, image.bytes, { contentType, size: image.bytes.byteLength })
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          storageKey: key,
          originalName: image.name || `image.${type}`,
          contentType,
          sizeBytes: image.bytes.byteLength,
          sha256: createHash('sha256').update(image.bytes).digest('hex'),
          kind: 'image',
        })
        .returning({ id: files.id })
      await recordAudit(tx, {
        actorId,
        action: 'image.upload',
        entity: 'file',
        entityId: row!.id,
        summary: { contentType, size: image.bytes.byteLength },
      })
      return row!.id
    })
    return { id, url: imageUrl(id) }
  } catch (error) {
    await storage.remove(key).catch(() => undefined)
    throw error
  }
}

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** The failure envelope with the image's own sentences for a wrong type, a big file or none. */
function imageFailure(lang: Language, error: AppError): Response {
  const body = failureBody(lang, error.code)
  const own =
    error.code === 'unsupported_media_type'
      ? imageText[lang].type
      : error.code === 'payload_too_large'
        ? imageText[lang].tooLarge
        : error.fields?.file === 'missing'
          ? imageText[lang].missing
          : undefined
  if (own) {
    body.message = own
    body.fields = { file: own }
  }
  return json(errorStatus[error.code], { success: false, error: body })
}

export interface ImageUploadDeps {
  /** The session and the `contents` area, checked for this request. */
  authorize: () => Promise<{ db: Db; user: { id: string } }>
  storage: () => FileStorage
}

/**
 * POST /api/dashboard/images: multipart with one `file` part, an image of at most 5 MB, for a
 * signed-in admin or editor. 201 `{ success, data: { id, url } }`; 400, 401, 403, 413, 415 otherwise.
 */
export async function handleImageUpload(request: Request, deps: ImageUploadDeps): Promise<Response> {
  const lang = requestLanguage(request)
  try {
    const { db, user } = await deps.authorize()
    const image = await readImagePart(request)
    return json(201, { success: true, data: await storeImage(db, deps.storage(), image, user.id) })
  } catch (error) {
    if (error instanceof AppError) return imageFailure(lang, error)
    getLogger().error({ err: error }, 'image upload failed')
    return json(500, { success: false, error: failureBody(lang, 'internal') })
  }
}

/** A year: an image's URL names its bytes for ever (a new upload is a new id). */
const IMAGE_CACHE = 'public, max-age=31536000, immutable'

/** GET /api/public/images/{id}: a stored image (kind `image` only) with its type; 404 for anything else. */
export async function handleImageRead(request: Request, id: string, deps: { db: () => Promise<Db>; storage: () => FileStorage }) {
  const lang = requestLanguage(request)
  const notFound = () => json(404, { success: false, error: failureBody(lang, 'not_found') })
  if (!UUID.test(id)) return notFound()
  try {
    const db = await deps.db()
    const [file] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, id.toLowerCase()), eq(files.kind, 'image')))
    if (!file) return notFound()
    const body = await deps.storage().read(file.storageKey)
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.sizeBytes),
        'Cache-Control': IMAGE_CACHE,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    })
  } catch (error) {
    if (error instanceof StoredFileMissing) return notFound()
    getLogger().error({ err: error }, 'image read failed')
    return json(500, { success: false, error: failureBody(lang, 'internal') })
  }
}
