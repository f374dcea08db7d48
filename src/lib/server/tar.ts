/**
 * The little of the tar format (POSIX ustar) that the backups need (decision 030): regular files
 * only, names of at most 100 bytes, written and read as streams. No dependency: Node's zlib does
 * the gzip around it.
 */

const BLOCK = 512

export interface TarEntry {
  name: string
  size: number
  mtime?: Date
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0'
}

/** The 512-byte header of one regular file. */
export function tarHeader({ name, size, mtime = new Date() }: TarEntry): Buffer {
  const nameBytes = Buffer.from(name, 'utf8')
  if (nameBytes.length === 0 || nameBytes.length > 100) throw new Error(`tar: name must be 1 to 100 bytes: ${name}`)
  const header = Buffer.alloc(BLOCK)
  nameBytes.copy(header, 0)
  header.write(octal(0o644, 8), 100, 'ascii')
  header.write(octal(0, 8), 108, 'ascii')
  header.write(octal(0, 8), 116, 'ascii')
  header.write(octal(size, 12), 124, 'ascii')
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii')
  header.write('        ', 148, 'ascii')
  header.write('0', 156, 'ascii')
  header.write('ustar\0', 257, 'ascii')
  header.write('00', 263, 'ascii')
  let sum = 0
  for (const byte of header) sum += byte
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii')
  return header
}

/** The zero bytes that bring a file's data to a whole block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)

/** The end of an archive: two empty blocks. */
export const tarEnd = (): Buffer => Buffer.alloc(2 * BLOCK)

/** Reads exactly the bytes asked for from a stream of chunks. */
class ChunkReader {
  private buffered: Buffer[] = []
  private length = 0
  private readonly iterator: AsyncIterator<Buffer>

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]()
  }

  /** Up to `max` bytes (at least one), or null at the end. */
  async some(max: number): Promise<Buffer | null> {
    if (this.length === 0) {
      const next = await this.iterator.next()
      if (next.done) return null
      this.buffered.push(next.value)
      this.length += next.value.length
    }
    const first = this.buffered[0]!
    if (first.length <= max) {
      this.buffered.shift()
      this.length -= first.length
      return first
    }
    this.buffered[0] = first.subarray(max)
    this.length -= max
    return first.subarray(0, max)
  }

  async exactly(size: number): Promise<Buffer> {
    const parts: Buffer[] = []
    let missing = size
    while (missing > 0) {
      const part = await this.some(missing)
      if (!part) throw new Error('tar: the archive ends in the middle of an entry')
      parts.push(part)
      missing -= part.length
    }
    return Buffer.concat(parts)
  }
}

const field = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '')

/**
 * The regular files of a tar stream, in order: `onEntry` gets each one's name, size and an async
 * iterable of its bytes, which it must read to the end before the next entry comes.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, data: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const reader = new ChunkReader(source)
  for (;;) {
    const header = await reader.exactly(BLOCK)
    if (header.every((byte) => byte === 0)) return
    let sum = 0
    for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : header[index]!
    if (Number.parseInt(field(header, 148, 8).trim(), 8) !== sum) throw new Error('tar: a header is damaged (checksum)')
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8)
    const prefix = field(header, 345, 155)
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100)
    const type = field(header, 156, 1) || '0'
    let left = size
    async function* data() {
      while (left > 0) {
        const part = await reader.some(Math.min(left, 1 << 20))
        if (!part) throw new Error('tar: the archive ends in the middle of an entry')
        left -= part.length
        yield part
      }
    }
    if (type === '0') await onEntry({ name, size }, data())
    // What the reader did not read (another entry type, or a reader that stopped early) is skipped.
    for await (const _ of data()) void _
    await reader.exactly(tarPadding(size).length)
  }
}
