import { and, asc, desc, eq, or, sql } from 'drizzle-orm'
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
import { type FileStorage, getStorage } from '~/lib/server/storage'
import { storeFile, uploadToStore } from '~/lib/server/storage/stored-file'
import {
  type DocumentForEdit,
  documentFormSchema,
  type DocumentFormValues,
  type DocumentListItem,
  documentFileTypes,
} from './documents.schemas'
import { type DocumentListSearch, DOCUMENTS_PAGE_SIZE } from './documents.search'
import type { Actor } from '~/lib/session'
import { readPage } from '~/lib/server/list-page'
import { folded, foldedMatchIn, foldedPattern } from '~/lib/server/text-search'
import { countUploadRefusal } from '~/lib/server/metrics'
import { clockedRows, versionText } from '~/lib/translation-status'
import type { MarkReviewedInput } from '~/lib/translation-review'
import {
  behindOf,
  clockColumns,
  documentNeedsUpdate,
  markReviewed,
  translationReviews,
  excludedClock,
} from '~/lib/server/translation-review'
import type { RestoreVersionInput, VersionInput, VersionListInput } from '~/lib/entity-versions'
import { listVersions, recordVersion, restoreVersion, versionInput, versionPair } from '~/lib/server/entity-versions'
import type { VersionSnapshot } from '~/lib/version-diff'
import { scheduleOperations, schedulesOfEntry, withSchedules } from '~/lib/server/scheduled-publishing'

const trTitle = alias(documentTranslations, 'tr_title')
const enTitle = alias(documentTranslations, 'en_title')

export async function listDocuments(db: Db, search: DocumentListSearch, limit = DOCUMENTS_PAGE_SIZE): Promise<Page<DocumentListItem>> {
  const pattern = search.q ? foldedPattern(search.q) : undefined
  const where = and(
    pattern
      ? or(
          foldedMatchIn(documents.id, documentTranslations.documentId, folded(documentTranslations.title), pattern),
          foldedMatchIn(documents.fileId, files.id, folded(files.originalName), pattern),
        )
      : undefined,
    search.category ? eq(documents.category, search.category) : undefined,
    search.status ? eq(documents.status, search.status) : undefined,
    search.translation === 'needsUpdate' ? documentNeedsUpdate(documents.id) : undefined,
  )
  const base = () =>
    db
      .select({
        document: documents,
        file: files,
        titleTr: trTitle.title,
        titleEn: enTitle.title,
        ...clockColumns(trTitle, enTitle),
      })
      .from(documents)
      .innerJoin(files, eq(files.id, documents.fileId))
      .leftJoin(trTitle, and(eq(trTitle.documentId, documents.id), eq(trTitle.lang, 'tr')))
      .leftJoin(enTitle, and(eq(enTitle.documentId, documents.id), eq(enTitle.lang, 'en')))
  const found = await readPage(
    db,
    {
      page: search.page,
      limit,
      table: documents,
      where,
      order: [asc(documents.category), asc(documents.sortOrder), desc(documents.updatedAt), asc(documents.id)],
    },
    (page) =>
      base()
        .where(page.where)
        .orderBy(...page.order),
    ({ document, file, titleTr, titleEn, ...clocks }) => ({
      id: document.id,
      category: document.category,
      status: document.status,
      titleTr: titleTr ?? file.originalName,
      titleEn: titleEn ?? '',
      needsUpdate: behindOf(clocks),
      fileName: file.originalName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sortOrder: document.sortOrder,
      updatedAt: document.updatedAt.toISOString(),
    }),
  )
  return withSchedules(db, 'document', found)
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
    schedules: await schedulesOfEntry(db, 'document', id),
    reviews: translationReviews(translations),
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
    countUploadRefusal('wrong_type')
    throw new AppError('unsupported_media_type', { fields: { file: 'documentAdmin.validation.fileType' } })
  }
  return { type, contentType: sniffedContentType[type] }
}

/**
 * Checks the upload's type, then stores it and runs `record` as `storeFile` does (decision 014: a
 * failure leaves neither bytes nor row).
 */
async function withStoredFile<T>(storage: FileStorage, file: UploadedFile, record: Parameters<typeof storeFile<T>>[2]): Promise<T> {
  const { type, contentType } = await checkedType(file)
  return storeFile(storage, uploadToStore('document', file, { contentType, fallbackName: `document.${type}` }), record)
}

async function writeTranslations(tx: Db, documentId: string, values: DocumentFormValues) {
  const rows = [
    { documentId, lang: 'tr' as const, title: values.titleTr, description: values.descriptionTr || null },
    { documentId, lang: 'en' as const, title: values.titleEn, description: values.descriptionEn || null },
  ]
  const before = await tx.select().from(documentTranslations).where(eq(documentTranslations.documentId, documentId)).for('update')
  await tx
    .insert(documentTranslations)
    .values(
      clockedRows(
        before.map((row) => ({ ...row, text: documentText(row) })),
        rows,
        documentText,
      ),
    )
    .onConflictDoUpdate({
      target: [documentTranslations.documentId, documentTranslations.lang],
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        ...excludedClock,
      },
    })
}

/** What of a document is translated: its title and description (decision 060). */
const documentText = (row: { title: string; description: string | null }) => versionText(row.title, row.description)

/** A new document with its file (docs/product.md §4.1: it starts as a draft or active). */
export async function createDocument(
  deps: DocumentDeps,
  values: DocumentFormValues,
  file: UploadedFile,
  actor: Actor,
): Promise<{ id: string; status: PublishStatus }> {
  if (values.status === 'removed') throw new AppError('invalid_transition')
  const created = await withStoredFile(deps.storage, file, (insertFile, stored) =>
    deps.db.transaction(async (tx) => {
      const storedFileId = await insertFile(tx)
      const [document] = await tx
        .insert(documents)
        .values({
          category: values.category,
          status: values.status,
          sortOrder: values.sortOrder,
          fileId: storedFileId,
          publishedAt: values.status === 'active' ? new Date() : null,
        })
        .returning()
      await writeTranslations(tx, document!.id, values)
      await recordVersion(tx, 'document', document!.id, await documentVersion(tx, document!.id), actor.id)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document.create',
        entityId: document!.id,
        summary: { category: document!.category, status: document!.status, contentType: stored.contentType, size: stored.sizeBytes },
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
  { restoredFrom }: { restoredFrom?: number } = {},
): Promise<{ id: string; status: PublishStatus }> {
  const save = (insertFile: ((tx: Db) => Promise<string>) | undefined) =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(documents).where(eq(documents.id, id)).for('update')
      if (!current) throw new AppError('not_found')
      const before = await documentVersion(tx, id)
      if (values.status !== current.status && !canChangeStatus('document', current.status, values.status, actor.role)) {
        throw new AppError('invalid_transition')
      }
      let fileId = current.fileId
      let replaced: { id: string; storageKey: string } | undefined
      if (insertFile) {
        fileId = await insertFile(tx)
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
      await recordVersion(tx, 'document', id, await documentVersion(tx, id), actor.id, { before, restoredFrom })
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document.update',
        entityId: id,
        summary: { category: updated!.category, fileReplaced: Boolean(insertFile) },
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

/** The times of the document's publish and unpublish (decision 058, docs/product.md §22). */
export const { save: saveDocumentSchedule, cancel: cancelDocumentSchedule } = scheduleOperations('document')

/** A language version reviewed against the other (decision 060). */
export const markDocumentReviewed = (db: Db, input: MarkReviewedInput, actor: Actor) => markReviewed(db, 'document', input, actor)

/** What a document's version keeps (decision 056): its texts, category and order; not its file, which a replacement deletes. */
const DOCUMENT_VERSION_FIELDS = [
  'category',
  'sortOrder',
  'titleTr',
  'titleEn',
  'descriptionTr',
  'descriptionEn',
] as const satisfies readonly (keyof DocumentForEdit)[]

async function documentVersion(tx: Db, id: string): Promise<VersionSnapshot> {
  const form = await getDocumentForEdit(tx, { id })
  return Object.fromEntries(DOCUMENT_VERSION_FIELDS.map((field) => [field, form[field]]))
}

/** A document's history, newest first (decision 056). */
export const listDocumentVersions = (db: Db, input: VersionListInput) => listVersions(db, 'document', input.id, input.page)

export const getDocumentVersion = (db: Db, input: VersionInput) => versionPair(db, 'document', input.id, input.number)

/** A version's values saved again with the document's current file, then the document a draft or live (decision 056). */
export const restoreDocumentVersion = (db: Db, input: RestoreVersionInput, actor: Actor) =>
  restoreVersion(db, 'document', input, actor, async (tx, snapshot) => {
    const current = await getDocumentForEdit(tx, { id: input.id })
    return updateDocument(
      { db: tx, storage: getStorage() },
      input.id,
      versionInput(documentFormSchema, { ...current, ...snapshot }, {}),
      undefined,
      actor,
      { restoredFrom: input.number },
    )
  })
