import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable, Transform, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { getEnv } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { BodyTooLargeError } from './body-limit'
import { multipartHeaderFilter } from './multipart-header-filter'
import { trackTempFile } from './temp-files'
import { isDiskFull } from './failure'
import { countUploadBytes, countUploadRefusal, type UploadRefusal } from './metrics'

/** A file as it arrived: a temporary file, its size and SHA-256, and the name the browser gave. */
export interface UploadedFile {
  path: string
  size: number
  sha256: string
  name: string
}

export interface MultipartUpload {
  /** The text parts, first value of each name. */
  fields: Record<string, string>
  file?: UploadedFile
  /** Deletes the temporary file; safe to call more than once. */
  cleanup: () => Promise<void>
}

export interface MultipartOptions {
  /** The name of the one file part; other file parts are drained and ignored. */
  fileField: string
  maxFileBytes: number
  /** The field message of a file over `maxFileBytes` (a locale key). */
  tooLargeMessage: string
  maxFieldBytes?: number
  maxFields?: number
  /** All parts, files included; by default three more than `maxFields`. */
  maxParts?: number
  /** The field message when a second file arrives (a locale key); without it, a plain 400. */
  tooManyFilesMessage?: string
  tmpDir?: string
  /** The caller's object for the text parts: it keeps what was read (the language) when reading fails. */
  fields?: Record<string, string>
  /** How long the body may send nothing before the upload is cut off (408); UPLOAD_IDLE_TIMEOUT_MS by default. */
  idleTimeoutMs?: number
  /** Opens the temporary file; tests give a device that fails as a full disk does. */
  openTempFile?: (path: string) => Writable
}

/** The name of every temporary upload file starts so (the orphan sweep looks for them in the temporary folder). */
export const TEMP_UPLOAD_PREFIX = 'hoi-upload-'

const MULTIPART = /^multipart\/form-data\s*(?:;|$)/i

/** The metrics' name for why an upload was refused (decision 035). */
const REFUSALS: Partial<Record<AppError['code'], UploadRefusal>> = {
  payload_too_large: 'too_large',
  unsupported_media_type: 'wrong_type',
  invalid: 'too_many_files',
  request_timeout: 'timeout',
  insufficient_storage: 'disk_full',
}

/**
 * Reads a multipart body as it streams (the pattern of the application upload, decision 015): the
 * file part goes to a temporary file while it is hashed and counted, never into memory. 415 for a
 * body that is not multipart, 413 for a file over the limit, 400 for a broken body or too many parts.
 */
export async function readMultipartUpload(request: Request, options: MultipartOptions): Promise<MultipartUpload> {
  try {
    return await readUpload(request, options)
  } catch (error) {
    if (error instanceof AppError) countUploadRefusal(REFUSALS[error.code] ?? 'malformed')
    throw error
  }
}

async function readUpload(request: Request, options: MultipartOptions): Promise<MultipartUpload> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!MULTIPART.test(contentType)) throw new AppError('unsupported_media_type')
  if (!request.body) throw new AppError('bad_request')

  const tmpDir = options.tmpDir ?? os.tmpdir()
  const fields = options.fields ?? {}
  let file: UploadedFile | undefined
  let tempPath: string | undefined
  let untrack = () => {}
  const cleanup = async () => {
    if (tempPath) await fs.rm(tempPath, { force: true })
    untrack()
  }

  let parser: busboy.Busboy
  try {
    // busboy reports its limit once a file reaches it: one byte more, and reaching it means too large.
    const maxFields = options.maxFields ?? 20
    const limits = {
      fileSize: options.maxFileBytes + 1,
      fieldSize: options.maxFieldBytes ?? 16 * 1024,
      fields: maxFields,
      parts: options.maxParts ?? maxFields + 3,
      files: 1,
    }
    parser = busboy({ headers: { 'content-type': contentType }, limits, defParamCharset: 'utf8' })
  } catch {
    throw new AppError('bad_request')
  }

  let failure: AppError | undefined
  const fail = (error: AppError) => {
    failure ??= error
  }
  const writes: Promise<void>[] = []

  parser.on('field', (name, value, info) => {
    if (!info.nameTruncated && !Object.hasOwn(fields, name)) fields[name] = value
  })
  parser.on('file', (name, stream, info) => {
    if (name !== options.fileField || file || tempPath) {
      stream.resume()
      return
    }
    const target = path.join(tmpDir, `${TEMP_UPLOAD_PREFIX}${randomUUID()}`)
    tempPath = target
    // Removed at exit too, should the server stop while the upload is under way.
    untrack = trackTempFile(target)
    const hash = createHash('sha256')
    let size = 0
    let truncated = false
    stream.on('limit', () => {
      truncated = true
    })
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.byteLength
        countUploadBytes(chunk.byteLength)
        hash.update(chunk)
        done(null, chunk)
      },
    })
    writes.push(
      pipeline(stream, counter, (options.openTempFile ?? ((file) => createWriteStream(file, { flags: 'wx' })))(target)).then(() => {
        if (truncated) {
          fail(new AppError('payload_too_large', { fields: { [options.fileField]: options.tooLargeMessage } }))
          return
        }
        // An empty file input still sends a part: no file chosen.
        if (size === 0 && !info.filename) return
        file = { path: target, size, sha256: hash.digest('hex'), name: cleanFileName(info.filename ?? '') }
      }),
    )
  })
  parser.on('filesLimit', () =>
    fail(
      options.tooManyFilesMessage
        ? new AppError('invalid', { fields: { [options.fileField]: options.tooManyFilesMessage } })
        : new AppError('bad_request'),
    ),
  )
  parser.on('fieldsLimit', () => fail(new AppError('bad_request')))
  parser.on('partsLimit', () => fail(new AppError('bad_request')))

  // A body that sends nothing for the idle timeout is cut off: a stalled upload must not hold a
  // temporary file and a request open for ever (docs/product.md §7.4, 408).
  const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>)
  const idleTimeoutMs = options.idleTimeoutMs ?? getEnv().UPLOAD_IDLE_TIMEOUT_MS
  let idle: NodeJS.Timeout | undefined
  const stall = () => body.destroy(new AppError('request_timeout'))
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      idle?.refresh()
      done(null, chunk)
    },
  })
  idle = setTimeout(stall, idleTimeoutMs)
  try {
    const filter = multipartHeaderFilter(contentType)
    await (filter ? pipeline(body, watch, filter, parser) : pipeline(body, watch, parser))
    await Promise.all(writes)
  } catch (error) {
    await Promise.allSettled(writes)
    await cleanup()
    if (error instanceof BodyTooLargeError || (error as { status?: number }).status === 413) {
      throw new AppError('payload_too_large', { fields: { [options.fileField]: options.tooLargeMessage } })
    }
    if (error instanceof AppError) throw error
    // The temporary file could not be written: the disk is full (507), not the client's fault.
    if (isDiskFull(error)) throw new AppError('insufficient_storage')
    throw new AppError('bad_request')
  } finally {
    clearTimeout(idle)
  }
  if (failure) {
    await cleanup()
    throw failure
  }
  return { fields, file, cleanup }
}

/** C0 and C1 control characters and DEL. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g

/**
 * The name a browser gave a file, fit to store and show: control characters dropped (a CV named
 * so is accepted, not refused: docs/product.md §11), at most 255 characters.
 */
export const cleanFileName = (name: string): string => name.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255)
