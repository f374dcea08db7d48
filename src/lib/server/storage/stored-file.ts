import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import type { Db } from '~/db/client'
import { files } from '~/db/schema'
import { getLogger } from '~/lib/server/logger'
import type { UploadedFile } from '~/lib/server/multipart-upload'
import { type FileStorage, newStorageKey } from './storage'

/** An upload to keep: its bytes (read again on each call of `body`), name, type, size and digest. */
export interface NewStoredFile {
  kind: 'resume' | 'document' | 'image'
  body: () => Readable | Uint8Array
  originalName: string
  contentType: string
  sizeBytes: number
  sha256: string
}

/** A checked upload on disk (`multipart-upload`) as a file to keep; `fallbackName` names it when the browser sent no name. */
export const uploadToStore = (
  kind: NewStoredFile['kind'],
  upload: UploadedFile,
  { contentType, fallbackName }: { contentType: string; fallbackName: string },
): NewStoredFile => ({
  kind,
  body: () => createReadStream(upload.path),
  originalName: upload.name || fallbackName,
  contentType,
  sizeBytes: upload.size,
  sha256: upload.sha256,
})

/**
 * Stores `file`'s bytes under a new key, then runs `record`, which gets `insertRow` (it inserts the
 * file's `files` row in the caller's transaction and answers its id) and the file's details. When storing or `record`
 * fails, the bytes are removed again and the failure goes on, so no file outlives a row that was
 * never written (decision 029).
 */
export async function storeFile<T>(
  storage: FileStorage,
  file: NewStoredFile,
  record: (insertRow: (tx: Db) => Promise<string>, stored: Omit<NewStoredFile, 'body'>) => Promise<T>,
): Promise<T> {
  const { kind, body, ...row } = file
  const storageKey = newStorageKey(kind)
  const insertRow = async (tx: Db) => {
    const [inserted] = await tx
      .insert(files)
      .values({ ...row, kind, storageKey })
      .returning({ id: files.id })
    return inserted!.id
  }
  try {
    await storage.write(storageKey, body(), { contentType: file.contentType, size: file.sizeBytes })
    return await record(insertRow, { kind, ...row })
  } catch (error) {
    await storage
      .remove(storageKey)
      .catch((removal: unknown) => getLogger().error({ err: removal, key: storageKey }, 'storage: stored bytes not removed'))
    throw error
  }
}
