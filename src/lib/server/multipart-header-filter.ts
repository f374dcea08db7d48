import { Transform, type TransformCallback } from 'node:stream'

/**
 * Drops control characters from the part headers of a multipart body, before busboy reads it.
 *
 * A browser sends a file's name as it is, escaping only CR, LF and `"` (HTML's form encoding),
 * so a CV named with a control character arrives with that byte in its `Content-Disposition`
 * header, and busboy refuses the whole body as malformed. The name is cleaned instead, and the
 * CV accepted (docs/product.md §11). Part bodies (the file's bytes) pass untouched: only the
 * bytes between a boundary line and the blank line that ends its headers are filtered.
 */
export function multipartHeaderFilter(contentType: string): Transform | undefined {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType)
  const value = boundary?.[1] ?? boundary?.[2]
  return value ? new PartHeaderFilter(value) : undefined
}

const CRLF = Buffer.from('\r\n')
const HEADERS_END = Buffer.from('\r\n\r\n')

/** Control bytes a header may not hold; tab, CR and LF stay (they are the header's own syntax). */
const isControl = (byte: number) => (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f

function withoutControls(bytes: Buffer): Buffer {
  if (!bytes.some(isControl)) return bytes
  return Buffer.from(bytes.filter((byte) => !isControl(byte)))
}

class PartHeaderFilter extends Transform {
  /** `\r\n--boundary`: what precedes every part's headers. */
  private readonly delimiter: Buffer
  private state: 'body' | 'headers' = 'body'
  private pending: Buffer
  /** The CRLF put in front of the body, so that the first boundary line matches the delimiter too; never sent on. */
  private virtual = CRLF.length

  constructor(boundary: string) {
    super()
    this.delimiter = Buffer.from(`\r\n--${boundary}`)
    this.pending = CRLF
  }

  private send(bytes: Buffer) {
    const dropped = Math.min(this.virtual, bytes.length)
    this.virtual -= dropped
    if (bytes.length > dropped) this.push(bytes.subarray(dropped))
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    let data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk
    for (;;) {
      if (this.state === 'body') {
        const at = data.indexOf(this.delimiter)
        if (at === -1) {
          // The end may hold the start of a delimiter: keep it for the next chunk.
          const keep = Math.min(data.length, this.delimiter.length - 1)
          this.send(data.subarray(0, data.length - keep))
          this.pending = data.subarray(data.length - keep)
          break
        }
        this.send(data.subarray(0, at + this.delimiter.length))
        data = data.subarray(at + this.delimiter.length)
        this.state = 'headers'
      } else {
        const end = data.indexOf(HEADERS_END)
        if (end === -1) {
          const keep = Math.min(data.length, HEADERS_END.length - 1)
          this.send(withoutControls(data.subarray(0, data.length - keep)))
          this.pending = data.subarray(data.length - keep)
          break
        }
        this.send(withoutControls(data.subarray(0, end + HEADERS_END.length)))
        data = data.subarray(end + HEADERS_END.length)
        this.state = 'body'
      }
    }
    done()
  }

  override _flush(done: TransformCallback) {
    this.send(this.state === 'headers' ? withoutControls(this.pending) : this.pending)
    done()
  }
}
