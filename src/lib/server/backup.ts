import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import type { Database } from '~/db/client'
import { pgliteOptions } from '~/db/pglite-options'
import { readTar, tarEnd, tarHeader, tarPadding } from './tar'

/**
 * Backups of the embedded set-up (decision 030): one `.tar.gz` with a consistent copy of the
 * PGlite database and the uploaded files. The running server holds the database's lock, so it
 * takes the backup itself: `npm run backup` asks it through a Unix socket in DATA_DIR
 * (`backup.sock`, only the data folder's owner can reach it), or, when no server runs, opens the
 * database and takes it alone. `npm run restore` puts an archive back into an empty data folder.
 *
 * Consistency: under one hold of the database (no transaction open, no query running) the
 * database is checkpointed and copied, and every uploaded file is hard-linked into a staging
 * folder. Bytes are stored before their row commits and removed after the row's deletion commits,
 * so every row in the copy finds its file among the links; a file without a row is an orphan the
 * sweep removes after the restore (decision 029).
 */

const MANIFEST = 'manifest.json'
const DATABASE_ENTRY = 'pglite.tar'
const UPLOADS = 'uploads'
/** Storage keys as the local driver writes them (local-storage.ts). */
const UPLOAD_NAME = /^uploads(\/[0-9A-Za-z-]+)+$/

export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock')

export interface BackupResult {
  archive: string
  /** Uploaded files in the archive. */
  files: number
  bytes: number
}

export interface BackupOptions {
  /** DATA_DIR/uploads, or undefined when the files are in a bucket (S3 has its own backups). */
  uploadsDir: string | undefined
  /** Where the archive goes; it appears there complete or not at all. */
  archive: string
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

/** Writes the backup archive of an embedded database and its uploads. */
export async function createBackup(database: Database, options: BackupOptions): Promise<BackupResult> {
  if (!database.snapshot) throw new Error('Backups are for the embedded database; with PostgreSQL use pg_dump (README "Backups")')
  const archive = path.resolve(options.archive)
  await fs.mkdir(path.dirname(archive), { recursive: true })
  const staging = await fs.mkdtemp(path.join(options.uploadsDir ? path.dirname(options.uploadsDir) : path.dirname(archive), '.backup-'))
  const partial = `${archive}.${process.pid}.partial`
  try {
    const { data, held: linked } = await database.snapshot(async () => {
      if (!options.uploadsDir) return []
      const names = await listFiles(options.uploadsDir)
      const kept: string[] = []
      for (const name of names) {
        const target = path.join(staging, ...name.split('/'))
        await fs.mkdir(path.dirname(target), { recursive: true })
        try {
          await fs.link(path.join(options.uploadsDir, ...name.split('/')), target)
          kept.push(name)
        } catch (error) {
          // Removed since it was listed: its row's deletion had committed, nothing refers to it.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        }
      }
      return kept
    })
    const dump = Buffer.from(await data.arrayBuffer())
    const manifest = Buffer.from(
      JSON.stringify({ format: 1, createdAt: new Date().toISOString(), database: 'pglite', uploads: options.uploadsDir ? 'local' : 's3' }),
    )
    let bytes = 0
    async function* entries() {
      for (const [name, body] of [
        [MANIFEST, manifest],
        [DATABASE_ENTRY, dump],
      ] as const) {
        yield tarHeader({ name, size: body.length })
        yield body
        yield tarPadding(body.length)
      }
      for (const name of linked) {
        const file = path.join(staging, ...name.split('/'))
        const { size, mtime } = await fs.stat(file)
        yield tarHeader({ name: `${UPLOADS}/${name}`, size, mtime })
        for await (const chunk of createReadStream(file)) yield chunk as Buffer
        yield tarPadding(size)
        bytes += size
      }
      yield tarEnd()
    }
    await pipeline(Readable.from(entries()), createGzip(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }))
    await fs.rename(partial, archive)
    return { archive, files: linked.length, bytes }
  } finally {
    await fs.rm(partial, { force: true })
    await fs.rm(staging, { recursive: true, force: true })
  }
}

/** Whether a data folder may receive a restore: missing, or empty. */
async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

export class RestoreRefused extends Error {}

/**
 * Puts an archive of `createBackup` back into `dataDir`, which must be empty or missing: the
 * database under `pglite/`, the files under `uploads/`.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<{ files: number }> {
  if (!(await isEmptyFolder(dataDir))) throw new RestoreRefused(`${dataDir} is not empty: restore into an empty data folder`)
  await fs.mkdir(dataDir, { recursive: true })
  let dump: Buffer | undefined
  let manifest = false
  let files = 0
  await readTar(createReadStream(archive).pipe(createGunzip()), async (entry, data) => {
    if (entry.name === MANIFEST) {
      const chunks: Buffer[] = []
      for await (const chunk of data) chunks.push(chunk)
      const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { format?: number; database?: string }
      if (parsed.format !== 1 || parsed.database !== 'pglite') throw new RestoreRefused('not a backup of this site')
      manifest = true
    } else if (entry.name === DATABASE_ENTRY) {
      const chunks: Buffer[] = []
      for await (const chunk of data) chunks.push(chunk)
      dump = Buffer.concat(chunks)
    } else if (UPLOAD_NAME.test(entry.name)) {
      const target = path.join(dataDir, ...entry.name.split('/'))
      await fs.mkdir(path.dirname(target), { recursive: true })
      await pipeline(Readable.from(data), createWriteStream(target, { flags: 'wx' }))
      files++
    } else {
      throw new RestoreRefused(`unexpected entry in the archive: ${entry.name}`)
    }
  })
  if (!manifest || !dump) throw new RestoreRefused('the archive holds no database')
  const { PGlite } = await import('@electric-sql/pglite')
  const client = new PGlite(path.join(dataDir, 'pglite'), {
    ...(await pgliteOptions()),
    loadDataDir: new Blob([new Uint8Array(dump)]),
  })
  await client.waitReady
  await client.close()
  return { files }
}

interface BackupReply {
  ok: boolean
  result?: BackupResult
  error?: string
}

/**
 * The running server's side: answers `{"archive": "/path"}` lines on the socket with the backup's
 * result. One backup at a time; the socket is the data folder owner's only (mode 0600).
 */
export async function serveBackupRequests(
  socketPath: string,
  backup: (archive: string) => Promise<BackupResult>,
): Promise<() => Promise<void>> {
  // A socket left by a process that died: the database lock (this process holds it) says it is stale.
  await fs.rm(socketPath, { force: true })
  let queue: Promise<unknown> = Promise.resolve()
  const server = net.createServer((socket) => {
    let input = ''
    socket.setEncoding('utf8')
    socket.on('error', () => socket.destroy())
    socket.on('data', (chunk: string) => {
      input += chunk
      if (input.length > 4096) socket.destroy()
      const end = input.indexOf('\n')
      if (end === -1) return
      const reply = (body: BackupReply) => socket.end(`${JSON.stringify(body)}\n`)
      let archive: unknown
      try {
        archive = (JSON.parse(input.slice(0, end)) as { archive?: unknown }).archive
      } catch {
        archive = undefined
      }
      if (typeof archive !== 'string' || !path.isAbsolute(archive)) {
        reply({ ok: false, error: 'expected {"archive": "<absolute path>"}' })
        return
      }
      const run = queue.then(() => backup(archive))
      queue = run.catch(() => undefined)
      run.then(
        (result) => reply({ ok: true, result }),
        (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      )
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => resolve())
  })
  await fs.chmod(socketPath, 0o600)
  server.unref()
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await fs.rm(socketPath, { force: true })
  }
}

/** The CLI's side: asks the server listening on `socketPath` for a backup into `archive`. */
export function requestBackup(socketPath: string, archive: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath)
    let input = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(`${JSON.stringify({ archive })}\n`))
    socket.on('data', (chunk: string) => {
      input += chunk
    })
    socket.on('error', reject)
    socket.on('end', () => {
      try {
        const reply = JSON.parse(input) as BackupReply
        if (reply.ok && reply.result) resolve(reply.result)
        else reject(new Error(reply.error ?? 'the server did not take the backup'))
      } catch {
        reject(new Error('the server did not answer'))
      }
    })
  })
}
