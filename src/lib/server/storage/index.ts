import path from 'node:path'
import type { Env } from '~/lib/env'
import { getEnv } from '~/lib/env'
import { localStorage } from './local-storage'
import { s3Storage } from './s3-storage'
import type { FileStorage } from './storage'

export { type FileStorage, newStorageKey, StoredFileMissing, type StoredKey } from './storage'

/** The storage the environment asks for: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export function storageFromEnv(env: Env): FileStorage {
  if (env.S3_BUCKET) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    })
  }
  return localStorage(path.join(env.DATA_DIR, 'uploads'))
}

let cached: FileStorage | undefined

/** The process's storage, made once from the environment. */
export function getStorage(): FileStorage {
  cached ??= storageFromEnv(getEnv())
  return cached
}
