import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeDoc, makeDocx, makePdf, makeXls, makeXlsx, makeZip } from '../../../tests/fixtures/cv/make-fixtures'
import { bytesSource, sniffFile, sniffType } from './file-sniff'

const sniff = (bytes: Uint8Array) => sniffType(bytesSource(bytes))
const text = (value: string) => new TextEncoder().encode(value)

describe('sniffType', () => {
  it('knows PDF, DOC, DOCX, XLS and XLSX by their content', async () => {
    expect(await sniff(await makePdf())).toBe('pdf')
    expect(await sniff(makeDoc())).toBe('doc')
    expect(await sniff(makeDocx())).toBe('docx')
    expect(await sniff(makeXls())).toBe('xls')
    expect(await sniff(makeXlsx())).toBe('xlsx')
  })

  it('refuses text, executables, empty files and look-alikes', async () => {
    expect(await sniff(text('just some text named cv.pdf'))).toBeNull()
    expect(await sniff(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]))).toBeNull() // MZ: a Windows executable
    expect(await sniff(new Uint8Array())).toBeNull()
    expect(await sniff(text('%PD'))).toBeNull()
    // A zip that is not an Office document, and one without [Content_Types].xml.
    expect(await sniff(makeZip({ 'readme.txt': 'hello' }))).toBeNull()
    expect(await sniff(makeZip({ 'word/document.xml': '<w:document/>' }))).toBeNull()
    // An OLE2 header with nothing valid behind it.
    expect(await sniff(makeDoc().slice(0, 600))).toBeNull()
    const truncatedZip = makeDocx().slice(0, 200)
    expect(await sniff(truncatedZip)).toBeNull()
  })

  it('reads a file on disk', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sniff-'))
    try {
      const file = path.join(dir, 'cv.bin')
      await fs.writeFile(file, makeDocx())
      expect(await sniffFile(file)).toBe('docx')
      await fs.writeFile(file, '')
      expect(await sniffFile(file)).toBeNull()
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
})
