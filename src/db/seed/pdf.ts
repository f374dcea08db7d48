import { createHash } from 'node:crypto'
import { type PDFFont, PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import { type FileStorage, newStorageKey } from '~/lib/server/storage'
import type { Db } from '../client'
import { files } from '../schema'

// The demo PDFs (the applicants' CVs, the published documents): real one-page files, so that a
// seeded file opens as a document that reads like one, and their storage.

// The standard PDF fonts encode WinAnsi only: the Turkish letters outside it are written without
// their marks inside the PDF (ç, ö and ü are in WinAnsi and stay).
const outsideWinAnsi: Record<string, string> = { ş: 's', Ş: 'S', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I' }
export const latin = (text: string) => text.replace(/[şŞğĞıİ]/g, (letter) => outsideWinAnsi[letter]!)

/** Splits `text` into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

export const ink = rgb(0.12, 0.14, 0.18)
export const muted = rgb(0.38, 0.41, 0.47)
export const accent = rgb(0.05, 0.33, 0.55)

export interface TextOptions {
  font?: PDFFont
  size?: number
  color?: typeof ink
  x?: number
  gap?: number
}

/**
 * An A4 page written from the top down: `text` wraps and moves the pen down, `rule` draws a line
 * across at the pen, `down` moves the pen. `save` gives the file's bytes.
 */
export async function a4Page(meta: { title: string; author: string; createdAt: Date }) {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  pdf.setTitle(latin(meta.title))
  pdf.setAuthor(latin(meta.author))
  pdf.setCreationDate(meta.createdAt)
  pdf.setModificationDate(meta.createdAt)

  const page = pdf.addPage([595.28, 841.89])
  const margin = 56
  const width = page.getWidth() - margin * 2
  let y = page.getHeight() - margin

  const text = (value: string, options: TextOptions = {}) => {
    const { font = regular, size = 10.5, color = ink, x = margin, gap = 4 } = options
    for (const line of wrap(latin(value), font, size, width - (x - margin))) {
      y -= size
      page.drawText(line, { x, y, size, font, color })
      y -= gap
    }
  }
  const rule = (thickness: number) => page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness, color: accent })
  const down = (by: number) => {
    y -= by
  }
  return { page, regular, bold, margin, text, rule, down, save: () => pdf.save() }
}

/** A demo file written to the storage, with its `files` row still to insert. */
export interface StoredDemoFile {
  file: typeof files.$inferInsert & { storageKey: string }
  createdAt: Date
}

/** Writes a demo PDF to the storage; returns its `files` row (not inserted yet). */
export async function storeDemoPdf(
  storage: FileStorage,
  kind: 'resume' | 'document',
  file: { originalName: string; bytes: Uint8Array; createdAt: Date },
) {
  const { bytes, createdAt } = file
  const row = {
    storageKey: newStorageKey(kind, createdAt),
    originalName: file.originalName,
    contentType: 'application/pdf',
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    kind,
    createdAt,
  }
  await storage.write(row.storageKey, bytes, { contentType: row.contentType, size: row.sizeBytes })
  return row
}

/** Removes stored demo files (the seed's transaction did not commit); never hides the first failure. */
export async function removeDemoFiles(storage: FileStorage, stored: ReadonlyArray<{ file: { storageKey: string } }>): Promise<void> {
  await Promise.allSettled(stored.map(({ file }) => storage.remove(file.storageKey)))
}

/** Stores one file for each item, in order; if one fails, removes those already written, then fails. */
export async function storeEach<T, S extends { file: { storageKey: string } }>(
  storage: FileStorage,
  items: readonly T[],
  store: (item: T) => Promise<S>,
): Promise<S[]> {
  const stored: S[] = []
  try {
    for (const item of items) stored.push(await store(item))
  } catch (error) {
    await removeDemoFiles(storage, stored)
    throw error
  }
  return stored
}

/** Inserts the stored files' rows; returns their ids by storage key. */
export async function insertDemoFiles(tx: Db, stored: readonly StoredDemoFile[]): Promise<Map<string, string>> {
  const rows = await tx
    .insert(files)
    .values(stored.map(({ file }) => file))
    .returning({ id: files.id, storageKey: files.storageKey })
  return new Map(rows.map((row) => [row.storageKey, row.id]))
}
