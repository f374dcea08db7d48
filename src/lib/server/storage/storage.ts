import type { Readable } from 'node:stream'

/**
 * Where uploaded files live (docs/architecture.md "Stack", docs/product.md §11): the local driver under DATA_DIR/uploads by default,
 * an S3-compatible bucket when S3_* is configured, so that several instances share the files.
 * Keys are random (`newStorageKey`), never a visitor's file name; nothing here is served from a
 * static folder — downloads go through authenticated routes that stream `read`.
 */
export interface FileStorage {
  /** `local` or `s3`, for logs and tests. */
  readonly driver: 'local' | 's3'
  /** Stores the bytes under `key`; resolves once they are durable. Never overwrites silently. */
  write(key: string, body: Readable | Uint8Array, meta: { contentType: string; size: number }): Promise<void>
  /** A stream of the stored bytes; rejects with `StoredFileMissing` when there is no such key. */
  read(key: string): Promise<Readable>
  /** Removes the key; removing a missing key is not an error. */
  remove(key: string): Promise<void>
  /** Whether the key exists (tests and repair jobs). */
  exists(key: string): Promise<boolean>
  /**
   * Every stored key with the time it was written, for the orphan sweep (orphan-sweep.ts). The
   * local driver also lists what an interrupted write left (`….partial`), which `remove` takes too.
   */
  list(): AsyncIterable<StoredKey>
}

export interface StoredKey {
  key: string
  modifiedAt: Date
}

export class StoredFileMissing extends Error {
  constructor(readonly key: string) {
    super(`stored file missing: ${key}`)
    this.name = 'StoredFileMissing'
  }
}

/** A fresh random key under a kind prefix: `resume/2026/11/<uuid>`. */
export function newStorageKey(kind: 'resume' | 'document' | 'image', now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${kind}/${now.getUTCFullYear()}/${month}/${crypto.randomUUID()}`
}
