import { createReadStream } from 'node:fs'
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/client'
import { documents, documentTranslations, files } from '~/db/schema'
import type { PublishStatus } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { canChangeStatus } from '~/lib/publish-lifecycle'
import type { Page } from '~/lib/list-search'
import { recordAudit } from '~/lib/server/audit'
import { sniffFile, sniffedContentType } from '~/lib/server/file-sniff'
import { getLogger } from '~/lib/server/logger'
import type { UploadedFile } from '~/lib/server/multipart-upload'
import { invalidatePublicPages } from '~/lib/server/page-cache'
import { setPublishStatus, writePublishStatus } from '~/lib/server/publish-status'
import { type FileStorage, newStorageKey } from '~/lib/server/storage'
import { type DocumentForEdit, type DocumentFormValues, type DocumentListItem, documentFileTypes } from './documents.schemas'
import { type DocumentListSearch, DOCUMENTS_PAGE_SIZE } from './documents.search'
import type { Actor } from '~/lib/session'
import { readPage } from '~/lib/server/list-page'
import { folded, foldedPattern } from '~/lib/server/text-search'

const trTitle = alias(documentTranslations, 'tr_title')
const enTitle = alias(documentTranslations, 'en_title')

export async function listDocuments(db: Db, search: DocumentListSearch, limit = DOCUMENTS_PAGE_SIZE): Promise<Page<DocumentListItem>> {
  const pattern = search.q ? foldedPattern(search.q) : undefined
  const where = and(
    pattern
      ? or(ilike(folded(trTitle.title), pattern), ilike(folded(enTitle.title), pattern), ilike(folded(files.originalName), pattern))
      : undefined,
    search.category ? eq(documents.category, search.category) : undefined,
    search.status ? eq(documents.status, search.status) : undefined,
  )
  const base = () =>
    db
      .select({ document: documents, file: files, titleTr: trTitle.title, titleEn: enTitle.title })
      .from(documents)
      .innerJoin(files, eq(files.id, documents.fileId))
      .leftJoin(trTitle, and(eq(trTitle.documentId, documents.id), eq(trTitle.lang, 'tr')))
      .leftJoin(enTitle, and(eq(enTitle.documentId, documents.id), eq(enTitle.lang, 'en')))
  return readPage(
    search.page,
    limit,
    base().where(where).orderBy(asc(documents.category), asc(documents.sortOrder), desc(documents.updatedAt), asc(documents.id)),
    db
      .select({ n: count() })
      .from(documents)
      .innerJoin(files, eq(files.id, documents.fileId))
      .leftJoin(trTitle, and(eq(trTitle.documentId, documents.id), eq(trTitle.lang, 'tr')))
      .leftJoin(enTitle, and(eq(enTitle.documentId, documents.id), eq(enTitle.lang, 'en')))
      .where(where),
    ({ document, file, titleTr, titleEn }) => ({
      id: document.id,
      category: document.category,
      status: document.status,
      titleTr: titleTr ?? file.originalName,
      titleEn: titleEn ?? '',
      fileName: file.originalName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sortOrder: document.sortOrder,
      updatedAt: document.updatedAt.toISOString(),
    }),
  )
}

export async function getDocumentForEdit(db: Db, { id }: { id: string }): Promise<DocumentForEdit> {
  const [row] = await db
    .select({ document: documents, file: files })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(eq(documents.id, id))
  if (!row) throw new AppError('not_found')
  const translations = await db.select().from(documentTranslations).where(eq(documentTranslations.documentId, id))
  const tr = translations.find((t) => t.lang === 'tr')
  const en = translations.find((t) => t.lang === 'en')
  return {
    id: row.document.id,
    category: row.document.category,
    status: row.document.status,
    sortOrder: row.document.sortOrder,
    titleTr: tr?.title ?? '',
    titleEn: en?.title ?? '',
    descriptionTr: tr?.description ?? '',
    descriptionEn: en?.description ?? '',
    file: { name: row.file.originalName, contentType: row.file.contentType, sizeBytes: row.file.sizeBytes },
  }
}

/** What a save needs besides its input: the database and the file storage. */
export interface DocumentDeps {
  db: Db
  storage: FileStorage
}

const ALLOWED_TYPES = new Set<string>(documentFileTypes)

/** The upload's type by content: PDF, Word or Excel; anything else (a renamed text or program) is 415. */
async function checkedType(file: UploadedFile) {
  const type = await sniffFile(file.path)
  if (!type || !ALLOWED_TYPES.has(type)) {
    throw new AppError('unsupported_media_type', { fields: { file: 'documentAdmin.validation.fileType' } })
  }
  return { type, contentType: sniffedContentType[type] }
}

/**
 * Writes the upload to storage under a fresh key, then runs `write` with the key's file row
 * details; when `write` fails the key is removed again, so a failure leaves neither (decision 014).
 */
async function withStoredFile<T>(
  storage: FileStorage,
  file: UploadedFile,
  write: (stored: typeof files.$inferInsert) => Promise<T>,
): Promise<T> {
  const { type, contentType } = await checkedType(file)
  const key = newStorageKey('document')
  try {
    await storage.write(key, createReadStream(file.path), { contentType, size: file.size })
    return await write({
      storageKey: key,
      originalName: file.name || `document.${type}`,
      contentType,
      sizeBytes: file.size,
      sha256: file.sha256,
      kind: 'document',
    })
  } catch (error) {
    await storage.remove(key)
    throw error
  }
}

async function writeTranslations(tx: Db, documentId: string, values: DocumentFormValues) {
  await tx
    .insert(documentTranslations)
    .values([
      { documentId, lang: 'tr', title: values.titleTr, description: values.descriptionTr || null },
      { documentId, lang: 'en', title: values.titleEn, description: values.descriptionEn || null },
    ])
    .onConflictDoUpdate({
      target: [documentTranslations.documentId, documentTranslations.lang],
      set: { title: sql`excluded.title`, description: sql`excluded.description` },
    })
}

/** A new document with its file (docs/product.md §4.1: it starts as a draft or active). */
export async function createDocument(
  deps: DocumentDeps,
  values: DocumentFormValues,
  file: UploadedFile,
  actor: Actor,
): Promise<{ id: string; status: PublishStatus }> {
  if (values.status === 'removed') throw new AppError('invalid_transition')
  const created = await withStoredFile(deps.storage, file, (fileRow) =>
    deps.db.transaction(async (tx) => {
      const [storedFile] = await tx.insert(files).values(fileRow).returning({ id: files.id })
      const [document] = await tx
        .insert(documents)
        .values({
          category: values.category,
          status: values.status,
          sortOrder: values.sortOrder,
          fileId: storedFile!.id,
          publishedAt: values.status === 'active' ? new Date() : null,
        })
        .returning()
      await writeTranslations(tx, document!.id, values)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document.create',
        entityId: document!.id,
        summary: { category: document!.category, status: document!.status, contentType: fileRow.contentType, size: fileRow.sizeBytes },
      })
      return document!
    }),
  )
  invalidatePublicPages()
  return { id: created.id, status: created.status }
}

/**
 * Saves the form of an existing document; a new file replaces the old one, whose row goes in the
 * same transaction and whose stored bytes are removed after the commit. A status change follows
 * the transitions (409 otherwise) and is audited on its own.
 */
export async function updateDocument(
  deps: DocumentDeps,
  id: string,
  values: DocumentFormValues,
  file: UploadedFile | undefined,
  actor: Actor,
): Promise<{ id: string; status: PublishStatus }> {
  const save = (fileRow: typeof files.$inferInsert | undefined) =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(documents).where(eq(documents.id, id)).for('update')
      if (!current) throw new AppError('not_found')
      if (values.status !== current.status && !canChangeStatus('document', current.status, values.status, actor.role)) {
        throw new AppError('invalid_transition')
      }
      let fileId = current.fileId
      let replaced: { id: string; storageKey: string } | undefined
      if (fileRow) {
        const [storedFile] = await tx.insert(files).values(fileRow).returning({ id: files.id })
        fileId = storedFile!.id
        const [old] = await tx.select({ id: files.id, storageKey: files.storageKey }).from(files).where(eq(files.id, current.fileId))
        replaced = old
      }
      const [updated] = await tx
        .update(documents)
        .set({
          category: values.category,
          sortOrder: values.sortOrder,
          fileId,
        })
        .where(eq(documents.id, id))
        .returning()
      if (replaced) await tx.delete(files).where(eq(files.id, replaced.id))
      await writeTranslations(tx, id, values)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document.update',
        entityId: id,
        summary: { category: updated!.category, fileReplaced: Boolean(fileRow) },
      })
      // The status step goes through the lifecycle's write: its check, `published_at`, its audit event.
      const status =
        values.status === current.status ? current.status : (await writePublishStatus(tx, 'document', id, values.status, actor)).status
      return { document: { ...updated!, status }, replacedKey: replaced?.storageKey }
    })
  const { document, replacedKey } = file ? await withStoredFile(deps.storage, file, save) : await save(undefined)
  if (replacedKey) {
    // The row is gone and committed; a failure here leaves an unreachable object (decision 014).
    await deps.storage
      .remove(replacedKey)
      .catch((error: unknown) => getLogger().error({ err: error, key: replacedKey }, 'old document file not removed'))
  }
  invalidatePublicPages()
  return { id: document.id, status: document.status }
}

/** One step of the publish lifecycle (decision 025); anything else is a 409. */
export const setDocumentStatus = (db: Db, input: { id: string; status: PublishStatus }, actor: Actor) =>
  setPublishStatus(db, 'document', input.id, input.status, actor)
