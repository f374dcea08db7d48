import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openPglite } from '~/db/client'
import { files } from '~/db/schema'
import { backupSocketPath, createBackup, requestBackup, restoreBackup, serveBackupRequests } from '~/lib/server/backup'
import { localStorage } from '~/lib/server/storage/local-storage'
import { newStorageKey } from '~/lib/server/storage'

// Backups of the embedded set-up (decision 030): taken by the running server while it writes,
// restored into an empty data folder with every acknowledged row and its file.

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe('backup and restore of the embedded database and the uploads', () => {
  let root: string
  let dataDir: string
  let database: Database

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-backup-'))
    dataDir = path.join(root, 'data')
    database = await openPglite(path.join(dataDir, 'pglite'))
    await database.migrate()
  }, 300_000)
  afterAll(async () => {
    await database?.close()
    await fs.rm(root, { recursive: true, force: true })
  })

  it('takes a backup through the server while uploads go on, and restores every acknowledged row and file', async () => {
    const storage = localStorage(path.join(dataDir, 'uploads'))
    /** An upload as the site does it: the bytes first, then the row; acknowledged once both are done. */
    const upload = async (n: number) => {
      const bytes = new TextEncoder().encode(`%PDF-1.7 CV number ${n} ${crypto.randomUUID()}`)
      const key = newStorageKey('resume')
      await storage.write(key, bytes, { contentType: 'application/pdf', size: bytes.byteLength })
      await database.db.transaction(async (tx) => {
        await tx.insert(files).values({
          storageKey: key,
          originalName: `cv-${n}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: bytes.byteLength,
          sha256: sha256(bytes),
          kind: 'resume',
        })
      })
      return { key, sha256: sha256(bytes) }
    }
    // A file whose row was deleted (an application purged) goes away too.
    const purged = await upload(-1)
    await database.db.delete(files)
    await storage.remove(purged.key)

    const acknowledged: { key: string; sha256: string }[] = []
    let writing = true
    let n = 0
    const writers = Array.from({ length: 3 }, async () => {
      while (writing) acknowledged.push(await upload(n++))
    })
    while (acknowledged.length < 15) await new Promise((resolve) => setTimeout(resolve, 20))

    const stop = await serveBackupRequests(backupSocketPath(dataDir), (archive) =>
      createBackup(database, { uploadsDir: path.join(dataDir, 'uploads'), archive }),
    )
    const archive = path.join(root, 'backups', 'site.tar.gz')
    const before = acknowledged.length
    const acknowledgedBefore = acknowledged.slice(0, before)
    const result = await requestBackup(backupSocketPath(dataDir), archive)
    const during = acknowledged.length - before
    writing = false
    await Promise.all(writers)
    await stop()
    expect(during, 'writes went on while the backup was taken').toBeGreaterThan(0)
    expect(result.archive).toBe(archive)
    expect(result.files).toBeGreaterThanOrEqual(before)

    const restored = path.join(root, 'restored')
    await expect(restoreBackup(archive, dataDir)).rejects.toThrow(/not empty/)
    await restoreBackup(archive, restored)
    const copy = await openPglite(path.join(restored, 'pglite'))
    try {
      const rows = await copy.db.select({ key: files.storageKey, sha256: files.sha256 }).from(files)
      const byKey = new Map(rows.map((row) => [row.key, row.sha256]))
      for (const { key, sha256: digest } of acknowledgedBefore) expect(byKey.get(key), key).toBe(digest)
      // Every row of the copy has its file, byte for byte.
      const restoredStorage = localStorage(path.join(restored, 'uploads'))
      for (const row of rows) {
        const chunks: Buffer[] = []
        for await (const chunk of await restoredStorage.read(row.key)) chunks.push(chunk as Buffer)
        expect(sha256(Buffer.concat(chunks)), row.key).toBe(row.sha256)
      }
      expect(await restoredStorage.exists(purged.key)).toBe(false)
    } finally {
      await copy.close()
    }
  }, 300_000)
})
