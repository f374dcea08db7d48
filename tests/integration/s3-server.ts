import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { type S3Settings, s3Storage } from '~/lib/server/storage/s3-storage'
import type { FileStorage } from '~/lib/server/storage/storage'

export interface TestS3 {
  settings: S3Settings
  storage: FileStorage
  stop: () => Promise<void>
}

/**
 * A real S3-protocol server on a free local port (s3rver, files in a temporary folder) with one
 * empty bucket, and the storage driver pointed at it. Tests talk to it exactly as the site talks
 * to S3 or MinIO in production. Its files go in a new folder under `parentDir` (default: the
 * system's temporary folder).
 */
export async function startTestS3(options: { parentDir?: string } = {}): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(options.parentDir ?? os.tmpdir(), 'hoi-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
  const { port } = await server.run()
  const settings: S3Settings = {
    bucket: 'hoi-test-uploads',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
  const admin = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  await admin.send(new CreateBucketCommand({ Bucket: settings.bucket }))
  admin.destroy()
  return {
    settings,
    storage: s3Storage(settings),
    stop: async () => {
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}
