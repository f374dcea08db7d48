import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import sharp, { type Sharp } from 'sharp'
import type { Db } from '~/db/client'
import { files, mediaItems, mediaUsages, mediaVariants } from '~/db/schema'
import { type Language, type MediaFormat } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { getLogger } from '~/lib/server/logger'
import { invalidatePublicPages } from '~/lib/server/page-cache'
import { type FileStorage } from '~/lib/server/storage'
import { storeFile } from '~/lib/server/storage/stored-file'
import { defineTask, enqueue, type TaskDefinition } from '~/lib/server/task-queue'
import { imageContentType, sniffImage } from '~/lib/server/image-sniff'
import type { MediaPicture } from '~/lib/media-picture'
import {
  altIn,
  ARTICLE_IMAGE_SIZES,
  MEDIA_MAX_PIXELS,
  MEDIA_NAME_MAX,
  mediaUrl,
  scaledHeight,
  shareWidth,
  variantUrl,
  variantWidths,
} from './media.rules'

declare module '~/lib/server/task-queue' {
  interface TaskPayloads {
    'media.variants': { id: string }
    'media.sweep': Record<string, never>
  }
}

/*
 * The media library's server side (docs/product.md §23, decision 059): an upload becomes a media
 * item, its variants are written once by a task, and the public pages read its `<picture>`.
 */

const sharpOptions = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' } as const

/** The upload's checks, before anything is stored: a known type by content and a readable image of a sane size. */
export async function inspectImage(bytes: Uint8Array): Promise<{ contentType: string; width: number; height: number; type: string }> {
  const type = sniffImage(bytes)
  if (!type) throw new AppError('unsupported_media_type')
  // The header alone: the pixel limit is checked here, with its own message, before anything decodes.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  const size = meta?.autoOrient ?? (meta?.width && meta.height ? { width: meta.width, height: meta.height } : null)
  if (!size || size.width < 1 || size.height < 1) throw new AppError('invalid', { fields: { file: 'media.upload.unreadable' } })
  if (size.width * size.height > MEDIA_MAX_PIXELS) throw new AppError('invalid', { fields: { file: 'media.upload.tooManyPixels' } })
  return { contentType: imageContentType[type], type, ...size }
}

export interface NewMedia {
  bytes: Uint8Array
  name: string
  altTr: string
  altEn: string
  decorative: boolean
}

/**
 * Stores an upload as a media item: the original's bytes, then its `files` row, the item, its
 * variants task and the audit event in one transaction; the bytes go again when that fails.
 */
export async function createMediaItem(db: Db, storage: FileStorage, upload: NewMedia, actorId: string): Promise<string> {
  const image = await inspectImage(upload.bytes)
  const name = (upload.name || `image.${image.type}`).slice(0, MEDIA_NAME_MAX)
  const stored = {
    kind: 'image',
    body: () => upload.bytes,
    originalName: name,
    contentType: image.contentType,
    sizeBytes: upload.bytes.byteLength,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
  } as const
  return storeFile(storage, stored, (insertFile) =>
    db.transaction(async (tx) => {
      const id = await insertFile(tx)
      await tx.insert(mediaItems).values({
        id,
        name,
        width: image.width,
        height: image.height,
        altTr: upload.altTr,
        altEn: upload.altEn,
        decorative: upload.decorative,
        uploadedBy: actorId,
      })
      await enqueue(tx, 'media.variants', { id }, { key: `media.variants:${id}` })
      await recordAudit(tx, {
        actorId,
        action: 'media.upload',
        entity: 'media',
        entityId: id,
        summary: { name, contentType: image.contentType, size: upload.bytes.byteLength },
      })
      return id
    }),
  )
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
  // effort 2: a 1600 px AVIF in about a second on this machine's cores; the variants are made once.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
}

const variantContentType: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }

/** A variant's storage key, derived from the item: writing it again replaces it. */
const variantKey = (id: string, width: number, format: MediaFormat) => `variant/${id}/${format}-${width}`

/**
 * Writes an item's variants (AVIF and WebP at each width, the JPEG share image), each a `files`
 * row of kind `variant`, then marks the item; run by the `media.variants` task, at least once, so
 * it does nothing for an item already done or gone. Orientation is applied and metadata (EXIF,
 * GPS) is not copied: sharp keeps none unless asked.
 */
export async function generateVariants(db: Db, storage: FileStorage, id: string): Promise<boolean> {
  const [item] = await db
    .select({ key: files.storageKey, variantsAt: mediaItems.variantsAt })
    .from(mediaItems)
    .innerJoin(files, eq(files.id, mediaItems.id))
    .where(eq(mediaItems.id, id))
  if (!item || item.variantsAt) return false
  const original = await readAll(await storage.read(item.key))
  const oriented = await sharp(original, sharpOptions).rotate().toBuffer({ resolveWithObject: true })
  const size = { width: oriented.info.width, height: oriented.info.height }
  const wanted: { format: MediaFormat; width: number }[] = [
    ...variantWidths(size.width).flatMap((width) => (['avif', 'webp'] as const).map((format) => ({ format, width }))),
    { format: 'jpeg', width: shareWidth(size.width) },
  ]
  const made: { format: MediaFormat; width: number; height: number; key: string; bytes: Buffer }[] = []
  for (const { format, width } of wanted) {
    const bytes = await encoders[format](sharp(oriented.data, sharpOptions).resize({ width, withoutEnlargement: true })).toBuffer()
    const key = variantKey(id, width, format)
    await storage.write(key, bytes, { contentType: variantContentType[format], size: bytes.byteLength })
    made.push({ format, width, height: scaledHeight(width, size), key, bytes })
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.id, id)).for('update')
    // Deleted meanwhile: its variants' bytes are left to the orphan sweep (decision 029).
    if (!locked) return
    for (const variant of made) {
      const [file] = await tx
        .insert(files)
        .values({
          storageKey: variant.key,
          originalName: `${id}-${variant.width}.${variant.format}`,
          contentType: variantContentType[variant.format],
          sizeBytes: variant.bytes.byteLength,
          sha256: createHash('sha256').update(variant.bytes).digest('hex'),
          kind: 'variant',
        })
        .onConflictDoUpdate({ target: files.storageKey, set: { sizeBytes: variant.bytes.byteLength } })
        .returning({ id: files.id })
      await tx
        .insert(mediaVariants)
        .values({ mediaId: id, format: variant.format, width: variant.width, height: variant.height, fileId: file!.id })
        .onConflictDoNothing()
    }
    await tx.update(mediaItems).set({ width: size.width, height: size.height, variantsAt: new Date() }).where(eq(mediaItems.id, id))
  })
  // The pages that show the image draw it again, now with its variants.
  const [used] = await db.select({ id: mediaUsages.contentId }).from(mediaUsages).where(eq(mediaUsages.mediaId, id)).limit(1)
  if (used) invalidatePublicPages()
  return true
}

/** How often items without variants are looked for (those adopted from before the library, a task lost). */
const SWEEP_INTERVAL_MS = 3_600_000

/** The variants task, and the periodic sweep that gives one to every item still without variants. */
export function mediaTasks(storage: () => FileStorage): [TaskDefinition<'media.variants'>, TaskDefinition<'media.sweep'>] {
  return [
    defineTask('media.variants', {
      maxAttempts: 3,
      run: async ({ id }, { db, attempt, maxAttempts }) => {
        try {
          await generateVariants(db, storage(), id)
        } catch (error) {
          // An image sharp cannot read keeps its original; the last attempt gives up quietly.
          if (attempt < maxAttempts) throw error
          getLogger().warn({ err: error, id }, 'media: variants not made, the original is served')
          await db
            .update(mediaItems)
            .set({ variantsAt: new Date() })
            .where(and(eq(mediaItems.id, id), isNull(mediaItems.variantsAt)))
        }
      },
    }),
    defineTask('media.sweep', {
      every: SWEEP_INTERVAL_MS,
      run: async (_payload, { db }) => {
        const waiting = await db.select({ id: mediaItems.id }).from(mediaItems).where(isNull(mediaItems.variantsAt)).limit(500)
        for (const { id } of waiting) await enqueue(db, 'media.variants', { id }, { key: `media.variants:${id}` })
      },
    }),
  ]
}

/** A `<picture>`'s data: the original as fallback, the variants' `srcset` per type, the size, the alt text. */
/** The pictures of the given media items in one language, by id (unknown ids are absent). */
export async function picturesOf(
  db: Db,
  ids: readonly string[],
  lang: Language,
  sizes: string = ARTICLE_IMAGE_SIZES,
): Promise<Map<string, MediaPicture>> {
  const unique = [...new Set(ids)]
  const result = new Map<string, MediaPicture>()
  if (unique.length === 0) return result
  const rows = await db
    .select({
      id: mediaItems.id,
      width: mediaItems.width,
      height: mediaItems.height,
      altTr: mediaItems.altTr,
      altEn: mediaItems.altEn,
      decorative: mediaItems.decorative,
      variants: sql<{ format: MediaFormat; width: number; height: number }[] | null>`(
        select json_agg(json_build_object('format', v.format, 'width', v.width, 'height', v.height) order by v.width)
        from ${mediaVariants} v where v.media_id = ${mediaItems.id})`,
    })
    .from(mediaItems)
    .where(inArray(mediaItems.id, unique))
  for (const row of rows) {
    const variants = row.variants ?? []
    const sources = (['avif', 'webp'] as const)
      .map((format) => ({
        type: variantContentType[format],
        srcset: variants
          .filter((v) => v.format === format)
          .map((v) => `${variantUrl(row.id, v.width, format)} ${v.width}w`)
          .join(', '),
      }))
      .filter((source) => source.srcset !== '')
    const share = variants.find((v) => v.format === 'jpeg')
    result.set(row.id, {
      id: row.id,
      src: mediaUrl(row.id),
      width: row.width,
      height: row.height,
      alt: altIn(row, lang),
      sizes,
      sources,
      share: share ? { url: variantUrl(row.id, share.width, 'jpeg'), width: share.width, height: share.height } : null,
    })
  }
  return result
}

/** A variant's stored file, by its address's parts; null when there is none. */
export async function findVariant(db: Db, id: string, width: number, format: MediaFormat) {
  const [row] = await db
    .select({ key: files.storageKey, contentType: files.contentType, size: files.sizeBytes })
    .from(mediaVariants)
    .innerJoin(files, eq(files.id, mediaVariants.fileId))
    .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, format), eq(mediaVariants.width, width)))
  return row ?? null
}
