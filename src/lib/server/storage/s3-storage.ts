import { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import { type FileStorage, StoredFileMissing } from './storage'

export interface S3Settings {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

type Sdk = typeof import('@aws-sdk/client-s3')

const isMissing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2…), shared by every instance of the site. The SDK loads
 * with the first call, not with the server: a site that keeps its files on disk never loads it
 * (decision 039).
 */
export function s3Storage(settings: S3Settings): FileStorage {
  let loading: Promise<{ sdk: Sdk; client: S3Client }> | undefined
  const connect = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // Checksums only where the API demands them: many S3-compatible stores refuse the
        // streaming-checksum encoding the SDK would otherwise use for a body of known length.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })))
  const Bucket = settings.bucket
  const exists = async (key: string) => {
    const { sdk, client } = await connect()
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }))
      return true
    } catch (error) {
      if (isMissing(sdk, error)) return false
      throw error
    }
  }
  return {
    driver: 's3',
    async write(key, body, meta) {
      // IfNoneMatch closes the race on stores that honour it (AWS S3, MinIO, R2); the look first
      // keeps the promise on those that ignore it (s3rver, older gateways), which would overwrite.
      if (await exists(key)) throw new Error(`storage key already exists: ${key}`)
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentLength: meta.size,
          ContentType: meta.contentType,
          // A key is written once; a clash is a bug, never a silent overwrite.
          IfNoneMatch: '*',
        }),
      )
    },
    async read(key) {
      const { sdk, client } = await connect()
      try {
        const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }))
        if (!(Body instanceof Readable)) throw new Error('S3 answered without a body stream')
        return Body
      } catch (error) {
        if (isMissing(sdk, error)) throw new StoredFileMissing(key)
        throw error
      }
    },
    async remove(key) {
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }))
    },
    exists,
    async *list() {
      const { sdk, client } = await connect()
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}
