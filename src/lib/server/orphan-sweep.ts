import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { files } from '~/db/schema'
import { TEMP_UPLOAD_PREFIX } from './multipart-upload'
import type { FileStorage, StoredKey } from './storage'

/**
 * The orphan sweep (docs/product.md §11, decision 029): no applicant's file outlives its row.
 * Bytes are stored before their `files` row commits, and removed again when the transaction fails;
 * a crash between the two, a lost remove, a write cut off half way (`….partial`) or an upload
 * whose server stopped leave files that nothing references. The sweep removes every stored object
 * without a `files` row and every temporary upload file, once they are older than the grace
 * period: a younger one may belong to a request still under way (on any instance).
 */

export interface OrphanSweepOptions {
  /** How old an unreferenced file must be before it goes. */
  graceMs: number
  now?: Date
  /** Where the uploads' temporary files are written (the system's temporary folder). */
  tmpDir?: string
}

export interface OrphanSweepResult {
  /** Stored objects (and partial writes) removed. */
  stored: number
  /** Temporary upload files removed. */
  temporary: number
}

/** Keys looked up in the database at once. */
const BATCH = 500

export async function sweepOrphanFiles(db: Db, storage: FileStorage, options: OrphanSweepOptions): Promise<OrphanSweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - options.graceMs
  const result: OrphanSweepResult = { stored: 0, temporary: 0 }

  const removeUnreferenced = async (batch: StoredKey[]) => {
    if (batch.length === 0) return
    const referenced = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(
        inArray(
          files.storageKey,
          batch.map((entry) => entry.key),
        ),
      )
    const known = new Set(referenced.map((row) => row.key))
    for (const { key } of batch) {
      if (known.has(key)) continue
      await storage.remove(key)
      result.stored++
    }
  }
  let batch: StoredKey[] = []
  for await (const entry of storage.list()) {
    if (entry.modifiedAt.getTime() > cutoff) continue
    batch.push(entry)
    if (batch.length === BATCH) {
      await removeUnreferenced(batch)
      batch = []
    }
  }
  await removeUnreferenced(batch)

  const tmpDir = options.tmpDir ?? os.tmpdir()
  const names = await fs.readdir(tmpDir).catch(() => [] as string[])
  for (const name of names) {
    if (!name.startsWith(TEMP_UPLOAD_PREFIX)) continue
    const file = path.join(tmpDir, name)
    const stat = await fs.stat(file).catch(() => undefined)
    if (!stat?.isFile() || stat.mtime.getTime() > cutoff) continue
    await fs.rm(file, { force: true })
    result.temporary++
  }
  return result
}
