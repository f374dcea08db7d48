import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppError } from '~/lib/errors'
import { createMetrics, installMetrics } from './metrics'
import { readMultipartUpload } from './multipart-upload'

const BOUNDARY = 'hoi-test-boundary'
const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
const tail = `\r\n--${BOUNDARY}--\r\n`

/** A multipart request whose body sends `parts` and then, unless `end`, nothing more. */
function uploadRequest(parts: string[], end: boolean) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
      if (end) controller.close()
    },
  })
  return new Request('http://localhost/upload', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit)
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('readMultipartUpload', () => {
  let tmpDir: string
  beforeEach(async () => {
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-multipart-'))
  })
  afterEach(() => fs.rm(tmpDir, { recursive: true, force: true }))

  const options = { fileField: 'file', maxFileBytes: 1024 * 1024, tooLargeMessage: 'validation.fileTooLarge' }

  it('reads a whole upload into a temporary file', async () => {
    const upload = await readMultipartUpload(uploadRequest([head, '%PDF-1.4 hello', tail], true), { ...options, tmpDir })
    expect(upload.file?.size).toBe(14)
    await upload.cleanup()
    expect(await fs.readdir(tmpDir)).toEqual([])
  })

  it('cuts off an upload that stalls with 408 and leaves no file behind', async () => {
    const started = Date.now()
    const error = await failureOf(
      readMultipartUpload(uploadRequest([head, '%PDF-1.4 first half'], false), { ...options, tmpDir, idleTimeoutMs: 300 }),
    )
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe('request_timeout')
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await fs.readdir(tmpDir)).toEqual([])
  })

  it('answers a full disk with 507, not as the client’s fault, and leaves no file behind', async () => {
    // /dev/full fails every write with ENOSPC, as a full disk does.
    const error = await failureOf(
      readMultipartUpload(uploadRequest([head, '%PDF-1.4 '.repeat(2000), tail], true), {
        ...options,
        tmpDir,
        openTempFile: () => createWriteStream('/dev/full'),
      }),
    )
    expect((error as AppError).code).toBe('insufficient_storage')
    expect(await fs.readdir(tmpDir)).toEqual([])
  })

  it('counts the bytes it receives and why it refuses an upload (metrics, decision 035)', async () => {
    const instruments = installMetrics(createMetrics())
    try {
      await (await readMultipartUpload(uploadRequest([head, '%PDF-1.4 hello', tail], true), { ...options, tmpDir })).cleanup()
      const tooLarge = uploadRequest([head, 'x'.repeat(2048), tail], true)
      await failureOf(readMultipartUpload(tooLarge, { ...options, maxFileBytes: 1024, tmpDir }))
      const notMultipart = new Request('http://localhost/upload', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })
      await failureOf(readMultipartUpload(notMultipart, { ...options, tmpDir }))
      await failureOf(readMultipartUpload(uploadRequest([head, 'broken'], true), { ...options, tmpDir }))
      expect((await instruments.uploadBytes.get()).values[0]?.value).toBeGreaterThanOrEqual(14 + 1025)
      const refusals = Object.fromEntries(
        (await instruments.uploadRefusals.get()).values.map(({ labels, value }) => [labels.reason, value]),
      )
      expect(refusals).toEqual({ too_large: 1, wrong_type: 1, malformed: 1 })
    } finally {
      installMetrics(undefined)
    }
  })
})
