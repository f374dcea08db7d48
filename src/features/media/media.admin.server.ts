import { and, asc, desc, eq, ilike, inArray, not, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { contents, corporateEntries, files, mediaItems, mediaUsages, mediaVariants, users } from '~/db/schema'
import enMedia from '~/i18n/locales/en/media.json'
import trMedia from '~/i18n/locales/tr/media.json'
import { AppError } from '~/lib/errors'
import type { Page } from '~/lib/list-search'
import { recordAudit } from '~/lib/server/audit'
import { readPage } from '~/lib/server/list-page'
import { getLogger } from '~/lib/server/logger'
import { serverText } from '~/lib/server/messages'
import { writePublic } from '~/lib/server/publish-status'
import { requestContext } from '~/lib/server/request-context'
import { type FileStorage, getStorage } from '~/lib/server/storage'
import { foldedPattern } from '~/lib/server/text-search'
import type { Actor } from '~/lib/session'
import { MEDIA_PAGE_SIZE, mediaUrl, variantUrl } from './media.rules'
import type { MediaDetail, MediaListItem, UpdateMediaValues } from './media.schemas'
import type { MediaListSearch } from './media.search'

/*
 * The library's dashboard reads and writes (docs/product.md §23, decision 059).
 */

const text = serverText('media', { tr: trMedia, en: enMedia })

/** The articles and the corporate pages' entries (decision 061) that use the item. */
const usedBy = sql<number>`((select count(distinct ${mediaUsages.contentId})::int from ${mediaUsages} where ${mediaUsages.mediaId} = ${mediaItems.id})
  + (select count(*)::int from ${corporateEntries} where ${corporateEntries.mediaId} = ${mediaItems.id}))`
/** The smallest WebP variant, for thumbnails. */
const thumbnailWidth = sql<
  number | null
>`(select min(${mediaVariants.width}) from ${mediaVariants} where ${mediaVariants.mediaId} = ${mediaItems.id} and ${mediaVariants.format} = 'webp')`

const listColumns = {
  id: mediaItems.id,
  name: mediaItems.name,
  width: mediaItems.width,
  height: mediaItems.height,
  altTr: mediaItems.altTr,
  altEn: mediaItems.altEn,
  decorative: mediaItems.decorative,
  createdAt: mediaItems.createdAt,
  variantsAt: mediaItems.variantsAt,
  usedBy,
  thumbnailWidth,
}

interface ListRow {
  id: string
  name: string
  width: number | null
  height: number | null
  altTr: string
  altEn: string
  decorative: boolean
  createdAt: Date
  variantsAt: Date | null
  usedBy: number
  thumbnailWidth: number | null
}

const toItem = (row: ListRow): MediaListItem => ({
  id: row.id,
  name: row.name,
  url: mediaUrl(row.id),
  thumbnailUrl: row.thumbnailWidth ? variantUrl(row.id, row.thumbnailWidth, 'webp') : mediaUrl(row.id),
  width: row.width,
  height: row.height,
  altTr: row.altTr,
  altEn: row.altEn,
  decorative: row.decorative,
  usedBy: row.usedBy,
  createdAt: row.createdAt.toISOString(),
  ready: row.variantsAt !== null,
})

/** The condition of the partial index `media_items_missing_alt_idx`, word for word. */
const missingAltCondition = and(not(mediaItems.decorative), or(eq(mediaItems.altTr, ''), eq(mediaItems.altEn, '')))
/** Unused: no usage row and no corporate entry (one look-up in each index per item). */
const unusedCondition = sql`not exists (select 1 from ${mediaUsages} where ${mediaUsages.mediaId} = ${mediaItems.id})
  and not exists (select 1 from ${corporateEntries} where ${corporateEntries.mediaId} = ${mediaItems.id})`

/** Newest first, searched in file names and alt texts; "missing alt text" and "unused" filters. */
export async function listMedia(db: Db, search: MediaListSearch, limit = MEDIA_PAGE_SIZE): Promise<Page<MediaListItem>> {
  const where = and(
    search.q ? ilike(mediaItems.searchText, foldedPattern(search.q)) : undefined,
    search.show === 'missingAlt' ? missingAltCondition : undefined,
    search.show === 'unused' ? unusedCondition : undefined,
  )
  return readPage(
    db,
    { page: search.page, limit, table: mediaItems, where, order: [desc(mediaItems.createdAt), asc(mediaItems.id)] },
    (page) =>
      db
        .select(listColumns)
        .from(mediaItems)
        .where(page.where)
        .orderBy(...page.order),
    toItem,
  )
}

/** One item with where it is used, for the edit dialog; 404 when gone. */
export async function getMedia(db: Db, { id }: { id: string }): Promise<MediaDetail> {
  const [row] = await db
    .select({ ...listColumns, sizeBytes: files.sizeBytes, contentType: files.contentType, uploadedBy: users.name })
    .from(mediaItems)
    .innerJoin(files, eq(files.id, mediaItems.id))
    .leftJoin(users, eq(users.id, mediaItems.uploadedBy))
    .where(eq(mediaItems.id, id))
  if (!row) throw new AppError('not_found')
  const usages = await db
    .select({ contentId: contents.id, title: contents.title, language: contents.language, role: mediaUsages.role })
    .from(mediaUsages)
    .innerJoin(contents, eq(contents.id, mediaUsages.contentId))
    .where(eq(mediaUsages.mediaId, id))
    .orderBy(asc(contents.title), asc(mediaUsages.role))
  const pageUsages = await db
    .select({ entryId: corporateEntries.id, section: corporateEntries.section, key: corporateEntries.key })
    .from(corporateEntries)
    .where(eq(corporateEntries.mediaId, id))
    .orderBy(asc(corporateEntries.section), asc(corporateEntries.key))
  return { ...toItem(row), usages, pageUsages, sizeBytes: row.sizeBytes, contentType: row.contentType, uploadedBy: row.uploadedBy }
}

/** The alt texts and the decorative mark, with the audit event; the public pages that show it are drawn again. */
export async function updateMedia(db: Db, input: UpdateMediaValues, { id: actorId }: Actor): Promise<MediaDetail> {
  await writePublic(db, async (tx) => {
    const [row] = await tx
      .update(mediaItems)
      .set({ altTr: input.altTr, altEn: input.altEn, decorative: input.decorative, updatedAt: new Date() })
      .where(eq(mediaItems.id, input.id))
      .returning({ id: mediaItems.id })
    if (!row) throw new AppError('not_found')
    await recordAudit(tx, {
      actorId,
      action: 'media.update',
      entityId: input.id,
      summary: { decorative: input.decorative, altTr: input.altTr !== '', altEn: input.altEn !== '' },
    })
  })
  return getMedia(db, input)
}

/**
 * Deletes an unused item: its `files` rows (the original's, which takes the item, and its
 * variants') and the audit event in one transaction, then the stored bytes. Refused with 409
 * while an article or a corporate page's entry uses it (the lock makes an article saved meanwhile wait, then see it gone).
 */
export async function deleteMedia(db: Db, { id }: { id: string }, { id: actorId }: Actor, storage: FileStorage = getStorage()) {
  const keys = await db.transaction(async (tx) => {
    const [item] = await tx.select({ name: mediaItems.name }).from(mediaItems).where(eq(mediaItems.id, id)).for('update')
    if (!item) throw new AppError('not_found')
    const [used] = await tx.select({ id: mediaUsages.contentId }).from(mediaUsages).where(eq(mediaUsages.mediaId, id)).limit(1)
    const [onPage] = used
      ? []
      : await tx.select({ id: corporateEntries.id }).from(corporateEntries).where(eq(corporateEntries.mediaId, id)).limit(1)
    if (used || onPage) throw new AppError('conflict', { fields: { id: text[requestContext().lang ?? 'tr']('delete.inUse') } })
    const variantFiles = tx.select({ id: mediaVariants.fileId }).from(mediaVariants).where(eq(mediaVariants.mediaId, id))
    const removed = await tx
      .delete(files)
      .where(or(eq(files.id, id), and(eq(files.kind, 'variant'), inArray(files.id, variantFiles))))
      .returning({ key: files.storageKey })
    await recordAudit(tx, { actorId, action: 'media.delete', entityId: id, summary: { name: item.name } })
    return removed.map((row) => row.key)
  })
  for (const key of keys) {
    // A key left behind is the orphan sweep's (decision 029).
    await storage.remove(key).catch((error: unknown) => getLogger().error({ err: error, key }, 'media: stored bytes not removed'))
  }
  return { id }
}
