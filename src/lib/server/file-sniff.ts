import fs from 'node:fs/promises'

/**
 * The type of an uploaded file by its content, never by its name or the browser's word for it
 * (docs/product.md §11): PDF by its `%PDF-` header; DOC and XLS as OLE2 compound files holding a
 * `WordDocument` or `Workbook`/`Book` stream; DOCX and XLSX as zip archives holding
 * `word/document.xml` or `xl/workbook.xml`. Anything else is null.
 */
export type SniffedType = 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx'

export const sniffedContentType: Record<SniffedType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** Random access to the bytes of a file: `read(offset, length)` may return fewer at the end. */
export interface ByteSource {
  size: number
  read: (offset: number, length: number) => Promise<Uint8Array>
}

export const bytesSource = (bytes: Uint8Array): ByteSource => ({
  size: bytes.byteLength,
  read: async (offset, length) => bytes.subarray(offset, Math.min(offset + length, bytes.byteLength)),
})

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04] // PK\3\4

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte)

export async function sniffType(source: ByteSource): Promise<SniffedType | null> {
  const head = await source.read(0, 8)
  if (startsWith(head, PDF)) return 'pdf'
  if (startsWith(head, OLE2)) return sniffCompoundFile(source)
  if (startsWith(head, ZIP_LOCAL)) return sniffZip(source)
  return null
}

/** The type of a file on disk (an upload's temporary file). */
export async function sniffFile(filePath: string): Promise<SniffedType | null> {
  const handle = await fs.open(filePath, 'r')
  try {
    const { size } = await handle.stat()
    return await sniffType({
      size,
      read: async (offset, length) => {
        const buffer = new Uint8Array(Math.max(0, Math.min(length, size - offset)))
        if (buffer.byteLength === 0) return buffer
        const { bytesRead } = await handle.read(buffer, 0, buffer.byteLength, offset)
        return buffer.subarray(0, bytesRead)
      },
    })
  } finally {
    await handle.close()
  }
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

// Bounds on what a hostile file can make us read: a CV's directory is a few sectors.
const MAX_DIRECTORY_SECTORS = 4096
const MAX_CENTRAL_DIRECTORY = 4 * 1024 * 1024

/** OLE2 / CFB (MS-CFB): walks the directory chain and looks at the stream names. */
async function sniffCompoundFile(source: ByteSource): Promise<SniffedType | null> {
  const header = await source.read(0, 512)
  if (header.byteLength < 512) return null
  const h = view(header)
  const sectorShift = h.getUint16(0x1e, true)
  if (sectorShift !== 9 && sectorShift !== 12) return null
  const sectorSize = 1 << sectorShift
  const entriesPerFatSector = sectorSize / 4
  const difat = Array.from({ length: 109 }, (_, i) => h.getUint32(0x4c + i * 4, true))
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize

  const nextSector = async (sector: number): Promise<number> => {
    const fatSector = difat[Math.floor(sector / entriesPerFatSector)]
    if (fatSector === undefined || fatSector >= 0xfffffffa) return 0xfffffffe
    const entry = await source.read(sectorOffset(fatSector) + (sector % entriesPerFatSector) * 4, 4)
    return entry.byteLength === 4 ? view(entry).getUint32(0, true) : 0xfffffffe
  }

  const names = new Set<string>()
  let sector = h.getUint32(0x30, true)
  for (let walked = 0; sector < 0xfffffffa && walked < MAX_DIRECTORY_SECTORS; walked++) {
    const bytes = await source.read(sectorOffset(sector), sectorSize)
    if (bytes.byteLength < sectorSize) break
    const v = view(bytes)
    for (let entry = 0; entry < sectorSize; entry += 128) {
      const nameLength = v.getUint16(entry + 0x40, true)
      if (nameLength < 2 || nameLength > 64) continue
      const name = new TextDecoder('utf-16le').decode(bytes.subarray(entry, entry + nameLength - 2))
      names.add(name)
    }
    sector = await nextSector(sector)
  }
  if (names.has('WordDocument')) return 'doc'
  if (names.has('Workbook') || names.has('Book')) return 'xls'
  return null
}

/** Zip (OOXML): reads the central directory from the end-of-central-directory record. */
async function sniffZip(source: ByteSource): Promise<SniffedType | null> {
  const tailLength = Math.min(source.size, 22 + 0xffff)
  const tailStart = source.size - tailLength
  const tail = await source.read(tailStart, tailLength)
  let eocd = -1
  for (let i = tail.byteLength - 22; i >= 0; i--) {
    if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 0x05 && tail[i + 3] === 0x06) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return null
  const e = view(tail.subarray(eocd, eocd + 22))
  const directorySize = e.getUint32(12, true)
  const directoryOffset = e.getUint32(16, true)
  if (directorySize > MAX_CENTRAL_DIRECTORY || directoryOffset + directorySize > source.size) return null
  const directory = await source.read(directoryOffset, directorySize)
  const d = view(directory)
  const decoder = new TextDecoder()
  const names = new Set<string>()
  for (let at = 0; at + 46 <= directory.byteLength && d.getUint32(at, true) === 0x02014b50;) {
    const nameLength = d.getUint16(at + 28, true)
    const extraLength = d.getUint16(at + 30, true)
    const commentLength = d.getUint16(at + 32, true)
    names.add(decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)))
    at += 46 + nameLength + extraLength + commentLength
  }
  if (!names.has('[Content_Types].xml')) return null
  if (names.has('word/document.xml')) return 'docx'
  if (names.has('xl/workbook.xml')) return 'xlsx'
  return null
}
