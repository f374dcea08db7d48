import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { type FileStorage, StoredFileMissing } from './storage'

const SAFE_KEY = /^[a-z]+(\/[0-9A-Za-z-]+)+$/

/**
 * Files under `root` (DATA_DIR/uploads), outside every served folder. A write goes to a temporary
 * name first and is renamed into place, so a reader never sees half a file.
 */
export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`)
    return path.join(root, ...key.split('/'))
  }
  return {
    driver: 'local',
    async write(key, body) {
      const target = fileOf(key)
      await fs.mkdir(path.dirname(target), { recursive: true })
      const partial = `${target}.${crypto.randomUUID()}.partial`
      try {
        const source = body instanceof Uint8Array ? Readable.from([body]) : body
        // `wx`: a key is written once; a clash is a bug, never a silent overwrite.
        await pipeline(source, (await fs.open(partial, 'wx')).createWriteStream())
        await fs.link(partial, target)
      } finally {
        await fs.rm(partial, { force: true })
      }
    },
    async read(key) {
      const file = fileOf(key)
      try {
        const handle = await fs.open(file, 'r')
        return handle.createReadStream()
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing(key)
        throw error
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true })
    },
    async exists(key) {
      return fs.access(fileOf(key)).then(
        () => true,
        () => false,
      )
    },
  }
}
