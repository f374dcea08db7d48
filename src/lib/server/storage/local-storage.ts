import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { trackTempFile } from '../temp-files'
import { type FileStorage, StoredFileMissing } from './storage'

const SAFE_KEY = /^[a-z]+(\/[0-9A-Za-z-]+)+$/
/** What an interrupted write leaves: `<key>.<uuid>.partial` (removed by the orphan sweep). */
const PARTIAL_KEY = /^[a-z]+(\/[0-9A-Za-z-]+)+\.[0-9a-f-]{36}\.partial$/

/**
 * Files under `root` (DATA_DIR/uploads), outside every served folder. A write goes to a temporary
 * name first and is renamed into place, so a reader never sees half a file.
 */
export function localStorage(root: string): FileStorage {
  const fileOf = (key: string, options: { partial?: boolean } = {}) => {
    if (!SAFE_KEY.test(key) && !(options.partial && PARTIAL_KEY.test(key))) throw new Error(`invalid storage key: ${key}`)
    return path.join(root, ...key.split('/'))
  }
  return {
    driver: 'local',
    async write(key, body) {
      const target = fileOf(key)
      await fs.mkdir(path.dirname(target), { recursive: true })
      const partial = `${target}.${crypto.randomUUID()}.partial`
      // Removed at exit too, should the server stop in the middle of the write.
      const untrack = trackTempFile(partial)
      try {
        const source = body instanceof Uint8Array ? Readable.from([body]) : body
        // `wx`: a key is written once; a clash is a bug, never a silent overwrite.
        await pipeline(source, (await fs.open(partial, 'wx')).createWriteStream())
        await fs.link(partial, target)
      } finally {
        await fs.rm(partial, { force: true })
        untrack()
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
      await fs.rm(fileOf(key, { partial: true }), { force: true })
    },
    async exists(key) {
      return fs.access(fileOf(key)).then(
        () => true,
        () => false,
      )
    },
    async *list() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return []
        throw error
      })
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const file = path.join(entry.parentPath, entry.name)
        const key = path.relative(root, file).split(path.sep).join('/')
        if (!SAFE_KEY.test(key) && !PARTIAL_KEY.test(key)) continue
        const stat = await fs.stat(file).catch(() => undefined)
        if (stat) yield { key, modifiedAt: stat.mtime }
      }
    },
  }
}
