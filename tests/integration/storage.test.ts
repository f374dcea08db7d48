import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localStorage } from '~/lib/server/storage/local-storage'
import { type FileStorage, newStorageKey, StoredFileMissing } from '~/lib/server/storage'
import { TEMP_UPLOAD_PREFIX } from '~/lib/server/multipart-upload'
import { sweepOrphanFiles } from '~/lib/server/orphan-sweep'
import { createTestFileRow } from './factories'
import { startTestS3 } from './s3-server'
import { describeWithDatabases } from './setup-db'

// The FileStorage contract, run against both drivers: the local disk and a real S3-protocol server.

const pdf = { contentType: 'application/pdf' }

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** `total` pseudo-random bytes as a stream of 64 KiB chunks, hashed as they are produced. */
function generatedStream(total: number) {
  const hash = createHash('sha256')
  const chunkSize = 64 * 1024
  async function* chunks() {
    for (let sent = 0; sent < total; sent += chunkSize) {
      const chunk = randomBytes(Math.min(chunkSize, total - sent))
      hash.update(chunk)
      yield chunk
    }
  }
  return { stream: Readable.from(chunks()), digest: () => hash.digest('hex') }
}

interface Driver {
  name: 'local' | 's3'
  /** `root`: the local driver's folder. */
  start: () => Promise<{ storage: FileStorage; stop: () => Promise<void>; root?: string }>
}

const drivers: Driver[] = [
  {
    name: 'local',
    start: async () => {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-storage-'))
      return { storage: localStorage(root), stop: () => fs.rm(root, { recursive: true, force: true }), root }
    },
  },
  { name: 's3', start: startTestS3 },
]

describe.each(drivers)('FileStorage [$name]', (driver) => {
  let storage: FileStorage
  let stop: (() => Promise<void>) | undefined

  beforeAll(async () => {
    ;({ storage, stop } = await driver.start())
  })
  afterAll(async () => {
    await stop?.()
  })

  it('is the driver it says it is', () => {
    expect(storage.driver).toBe(driver.name)
  })

  it('reads back the bytes it was given, from bytes and from a stream', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 round trip İşçi ğüş')
    const fromBytes = newStorageKey('resume')
    await storage.write(fromBytes, bytes, { ...pdf, size: bytes.byteLength })
    expect(await bytesOf(await storage.read(fromBytes))).toEqual(Buffer.from(bytes))

    const fromStream = newStorageKey('document')
    await storage.write(fromStream, Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]), { ...pdf, size: bytes.byteLength })
    expect(await bytesOf(await storage.read(fromStream))).toEqual(Buffer.from(bytes))
  })

  it('stores a 10 MB stream byte for byte', async () => {
    const size = 10 * 1024 * 1024
    const { stream, digest } = generatedStream(size)
    const key = newStorageKey('resume')
    await storage.write(key, stream, { ...pdf, size })

    const stored = await bytesOf(await storage.read(key))
    expect(stored.byteLength).toBe(size)
    expect(sha256(stored)).toBe(digest())
  })

  it('tells whether a key exists, and removes it', async () => {
    const key = newStorageKey('image')
    expect(await storage.exists(key)).toBe(false)
    await storage.write(key, new Uint8Array([1, 2, 3]), { contentType: 'image/png', size: 3 })
    expect(await storage.exists(key)).toBe(true)

    await storage.remove(key)
    expect(await storage.exists(key)).toBe(false)
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredFileMissing)
  })

  it('removes a missing key without complaint', async () => {
    await expect(storage.remove(newStorageKey('resume'))).resolves.toBeUndefined()
  })

  it('rejects a read of a missing key with StoredFileMissing naming the key', async () => {
    const key = newStorageKey('resume')
    const read = storage.read(key)
    await expect(read).rejects.toBeInstanceOf(StoredFileMissing)
    await expect(read).rejects.toMatchObject({ key })
  })

  it('refuses to overwrite a key and keeps the original bytes', async () => {
    const key = newStorageKey('resume')
    const original = new TextEncoder().encode('original')
    await storage.write(key, original, { ...pdf, size: original.byteLength })

    const other = new TextEncoder().encode('replacement')
    await expect(storage.write(key, other, { ...pdf, size: other.byteLength })).rejects.toThrow()
    await expect(storage.write(key, Readable.from([other]), { ...pdf, size: other.byteLength })).rejects.toThrow()
    expect((await bytesOf(await storage.read(key))).toString()).toBe('original')
  })

  it('writes 20 different keys at the same time', async () => {
    const entries = Array.from({ length: 20 }, (_, i) => ({ key: newStorageKey('resume'), bytes: randomBytes(1000 + i * 517) }))
    await Promise.all(entries.map(({ key, bytes }) => storage.write(key, bytes, { ...pdf, size: bytes.byteLength })))
    for (const { key, bytes } of entries) expect(sha256(await bytesOf(await storage.read(key))), key).toBe(sha256(bytes))
  })
})

describe('local FileStorage keys', () => {
  let root: string
  let storage: FileStorage

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-storage-keys-'))
    storage = localStorage(path.join(root, 'uploads'))
  })
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true })
  })

  const unsafeKeys = ['resume/../../outside', '../outside', 'resume/2026/..', '/etc/passwd', '/tmp/x', 'resume//x', 'resume\\..\\x', '']

  it.each(unsafeKeys)('refuses the key %j for every operation and writes nothing', async (key) => {
    const bytes = new Uint8Array([1])
    await expect(storage.write(key, bytes, { ...pdf, size: 1 })).rejects.toThrow(/invalid storage key/)
    await expect(storage.read(key)).rejects.toThrow(/invalid storage key/)
    await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/)
    await expect(storage.remove(key)).rejects.toThrow(/invalid storage key/)
    expect(await fs.readdir(root)).toEqual([])
  })

  it('keeps files under its root, named by the key', async () => {
    const key = newStorageKey('resume')
    await storage.write(key, new Uint8Array([7]), { ...pdf, size: 1 })
    expect(await fs.readFile(path.join(root, 'uploads', ...key.split('/')))).toEqual(Buffer.from([7]))
    // No partial file is left beside it.
    expect(await fs.readdir(path.dirname(path.join(root, 'uploads', ...key.split('/'))))).toEqual([key.split('/').at(-1)])
  })
})

describeWithDatabases('orphan sweep', (t) => {
  describe.each(drivers)('on the $name driver', (driver) => {
    let storage: FileStorage
    let stop: (() => Promise<void>) | undefined
    let root: string | undefined
    let tmpDir: string

    beforeAll(async () => {
      ;({ storage, stop, root } = await driver.start())
      tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-sweep-tmp-'))
    })
    afterAll(async () => {
      await stop?.()
      await fs.rm(tmpDir, { recursive: true, force: true })
    })

    const write = async (key: string) => storage.write(key, new Uint8Array([1, 2, 3]), { ...pdf, size: 3 })

    it('removes stored objects and temporary uploads no row references once older than the grace period, and keeps the rest', async () => {
      const graceMs = 2000
      const referenced = newStorageKey('resume')
      await write(referenced)
      await createTestFileRow(t.db, { storageKey: referenced })
      const oldOrphan = newStorageKey('resume')
      await write(oldOrphan)
      const oldTemp = path.join(tmpDir, `${TEMP_UPLOAD_PREFIX}${crypto.randomUUID()}`)
      await fs.writeFile(oldTemp, 'cv')
      const past = new Date(Date.now() - 60_000)
      await fs.utimes(oldTemp, past, past)
      // Left by a write the server did not finish (local driver only: S3 writes are whole or nothing).
      const partial = root && path.join(root, ...`${newStorageKey('resume')}.${crypto.randomUUID()}.partial`.split('/'))
      if (partial) {
        await fs.mkdir(path.dirname(partial), { recursive: true })
        await fs.writeFile(partial, 'half a CV')
      }
      // Past the grace period for those, not for what comes now (stores round times to the second).
      await new Promise((resolve) => setTimeout(resolve, graceMs + 1500))
      const youngOrphan = newStorageKey('document')
      await write(youngOrphan)
      const youngTemp = path.join(tmpDir, `${TEMP_UPLOAD_PREFIX}${crypto.randomUUID()}`)
      await fs.writeFile(youngTemp, 'cv')
      const unrelated = path.join(tmpDir, 'someone-else')
      await fs.writeFile(unrelated, 'x')
      await fs.utimes(unrelated, past, past)

      const removed = await sweepOrphanFiles(t.db, storage, { graceMs, tmpDir })
      expect(removed).toEqual({ stored: partial ? 2 : 1, temporary: 1 })
      expect(await storage.exists(oldOrphan)).toBe(false)
      expect(await storage.exists(referenced)).toBe(true)
      expect(await storage.exists(youngOrphan)).toBe(true)
      expect((await fs.readdir(tmpDir)).sort()).toEqual([path.basename(youngTemp), 'someone-else'].sort())
      if (partial) await expect(fs.access(partial)).rejects.toThrow()
      const listed = []
      for await (const entry of storage.list()) listed.push(entry.key)
      expect(listed.sort()).toEqual([referenced, youngOrphan].sort())
    })
  })
})
