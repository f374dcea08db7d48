import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { AppError } from '~/lib/errors'
import { BodyTooLargeError } from '~/lib/server/body-limit'
import { RESUME_MAX_BYTES } from './application-limits'

/** The CV as it arrived: a temporary file, its size and SHA-256, and the name the browser gave. */
export interface UploadedResume {
  path: string
  size: number
  sha256: string
  name: string
}

export interface ApplicationUpload {
  /** The text parts, first value of each name; unknown names are kept but never read. */
  fields: Record<string, string>
  resume?: UploadedResume
  /** Deletes the temporary file; safe to call more than once. */
  cleanup: () => Promise<void>
}

/**
 * Bounds on what the form may send: one file of at most RESUME_MAX_BYTES, at most 20 text parts
 * and 25 parts in all. A text part may hold 20 KiB: 5,000 characters of a cover letter can take
 * up to 4 bytes each in UTF-8; the schema counts the characters, and a value cut at this bound
 * is always longer than its field allows.
 */
export const UPLOAD_LIMITS = { fileSize: RESUME_MAX_BYTES, fieldSize: 20 * 1024, fields: 20, parts: 25 } as const

const MULTIPART = /^multipart\/form-data\s*(?:;|$)/i

/**
 * Reads a multipart application (DESIGN §6) as it streams: the `resume` part goes to a temporary
 * file while it is hashed and counted, never into memory. Refuses with 415 a body that is not
 * multipart, 413 a file over 10 MiB (busboy truncates it at the limit; the rest is dropped as it
 * arrives), 400 a broken body, too many parts, or more than one file. Text parts go into
 * `options.fields` as they arrive.
 */
export async function readApplicationUpload(
  request: Request,
  options: { tmpDir?: string; fields?: Record<string, string> } = {},
): Promise<ApplicationUpload> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!MULTIPART.test(contentType)) throw new AppError('unsupported_media_type')
  if (!request.body) throw new AppError('bad_request')

  const tmpDir = options.tmpDir ?? os.tmpdir()
  // The caller's object: it still holds the parts read so far (the language) when reading fails.
  const fields = options.fields ?? {}
  let resume: UploadedResume | undefined
  let tempPath: string | undefined
  const cleanup = async () => {
    if (tempPath) await fs.rm(tempPath, { force: true })
  }

  let parser: busboy.Busboy
  try {
    // busboy reports its file limit once a file reaches it, so a file of exactly 10 MiB would
    // look truncated: the limit is one byte more, and reaching it means too large.
    const limits = { ...UPLOAD_LIMITS, fileSize: UPLOAD_LIMITS.fileSize + 1, files: 1 }
    parser = busboy({ headers: { 'content-type': contentType }, limits, defParamCharset: 'utf8' })
  } catch {
    // No boundary, or a header busboy cannot read.
    throw new AppError('bad_request')
  }

  let failure: AppError | undefined
  const fail = (error: AppError) => {
    failure ??= error
  }
  const writes: Promise<void>[] = []

  parser.on('field', (name, value, info) => {
    // A value cut at fieldSize is still longer than any field allows: the schema refuses it.
    if (!info.nameTruncated && !(name in fields)) fields[name] = value
  })
  parser.on('file', (name, stream, info) => {
    if (name !== 'resume' || resume || tempPath) {
      stream.resume()
      return
    }
    const target = path.join(tmpDir, `hoi-upload-${randomUUID()}`)
    tempPath = target
    const hash = createHash('sha256')
    let size = 0
    let truncated = false
    stream.on('limit', () => {
      truncated = true
    })
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.byteLength
        hash.update(chunk)
        done(null, chunk)
      },
    })
    writes.push(
      pipeline(stream, counter, createWriteStream(target, { flags: 'wx' })).then(() => {
        if (truncated) {
          fail(new AppError('payload_too_large', { fields: { resume: 'apply.validation.resumeTooLarge' } }))
          return
        }
        resume = { path: target, size, sha256: hash.digest('hex'), name: (info.filename ?? '').slice(0, 255) }
      }),
    )
  })
  parser.on('filesLimit', () => fail(new AppError('invalid', { fields: { resume: 'apply.validation.tooManyFiles' } })))
  parser.on('fieldsLimit', () => fail(new AppError('bad_request')))
  parser.on('partsLimit', () => fail(new AppError('bad_request')))

  try {
    await pipeline(Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>), parser)
    await Promise.all(writes)
  } catch (error) {
    await Promise.allSettled(writes)
    await cleanup()
    if (error instanceof BodyTooLargeError || (error as { status?: number }).status === 413) throw new AppError('payload_too_large')
    if (error instanceof AppError) throw error
    // A body that ends early or does not parse as multipart: the client's mistake.
    throw new AppError('bad_request')
  }
  if (failure) {
    await cleanup()
    throw failure
  }
  return { fields, resume, cleanup }
}
