import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { multipartHeaderFilter } from './multipart-header-filter'

async function filtered(body: Buffer, chunkSize: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  for (let at = 0; at < body.length; at += chunkSize) chunks.push(body.subarray(at, at + chunkSize))
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(multipartHeaderFilter('multipart/form-data; boundary=b0undary')!))
    out.push(chunk as Buffer)
  return Buffer.concat(out)
}

describe('multipartHeaderFilter', () => {
  // A file whose bytes hold control characters and look like a part's end: they must pass as they are.
  const file = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x07, 0x1b, 0x0d, 0x0a, 0x0d, 0x0a, 0x7f, 0x2d, 0x2d, 0x62, 0x0d, 0x0a])
  const body = (name: string) =>
    Buffer.concat([
      Buffer.from('--b0undary\r\nContent-Disposition: form-data; name="lang"\r\n\r\nen\r\n'),
      Buffer.from(
        `--b0undary\r\nContent-Disposition: form-data; name="resume"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n--b0undary--\r\n'),
    ])

  it('drops control characters from part headers only, however the body is cut into chunks', async () => {
    for (const size of [1, 2, 3, 7, 16, 1000]) {
      expect(
        (await filtered(body('Ay\u0000şe\u0007 CV\u001b[31m\u007f.pdf'), size)).equals(body('Ayşe CV[31m.pdf')),
        `chunks of ${size}`,
      ).toBe(true)
    }
  })

  it('passes a body without control characters unchanged', async () => {
    expect((await filtered(body('cv.pdf'), 5)).equals(body('cv.pdf'))).toBe(true)
  })

  it('has nothing to do without a boundary', () => {
    expect(multipartHeaderFilter('multipart/form-data')).toBeUndefined()
  })
})
