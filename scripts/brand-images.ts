/**
 * Renders the brand's raster files into public/ from the mark in public/favicon.svg (its colours
 * and letters): the default share image (share.png, 1200×630, for og:image and twitter:image),
 * the logo that structured data names (logo.png, 512×512) and /favicon.ico (16 and 32 px PNGs in
 * one ICO). The outputs are committed; run again after the mark changes:
 *
 *   npm run brand-images
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/test-env.ts'

const publicDir = path.resolve(import.meta.dirname, '..', 'public')
const BRAND = '#134f5d' // --color-brand-700, the mark's ground
const DEEP = '#0b2e37' // --color-brand-900, the footer's
const PALE = '#d5e9ee' // --color-brand-100
const FONT = "'Liberation Sans', Arial, sans-serif"

/** The mark of favicon.svg at any size: a rounded square with HOI in white. */
const mark = (size: number, x = 0, y = 0) =>
  `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.1875}" fill="${BRAND}"/>` +
  `<text x="${x + size / 2}" y="${y + size * 0.655}" font-family="${FONT}" font-size="${size * 0.34375}" font-weight="700" fill="#fff" text-anchor="middle">HOI</text>`

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

const share = svg(
  1200,
  630,
  `<rect width="1200" height="630" fill="${DEEP}"/>` +
    `<rect y="590" width="1200" height="40" fill="${BRAND}"/>` +
    mark(200, 100, 175) +
    `<text x="350" y="282" font-family="${FONT}" font-size="96" font-weight="700" fill="#fff">HOI Holding</text>` +
    `<text x="352" y="350" font-family="${FONT}" font-size="34" fill="${PALE}">Sağlık · Turizm · Teknoloji · İnşaat</text>` +
    `<text x="352" y="400" font-family="${FONT}" font-size="34" fill="${PALE}">Healthcare · Tourism · Technology · Construction</text>`,
)

async function render(page: Page, markup: string, width: number, height: number): Promise<Buffer> {
  await page.setViewportSize({ width, height })
  await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${markup}`)
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } })
}

/** An ICO file whose images are PNGs (read by every browser since the format allowed it). */
function ico(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size % 256, entry)
    header.writeUInt8(size % 256, entry + 1)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map((image) => image.png)])
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  writeFileSync(path.join(publicDir, 'share.png'), await render(page, share, 1200, 630))
  writeFileSync(path.join(publicDir, 'logo.png'), await render(page, svg(512, 512, mark(512)), 512, 512))
  const icons = []
  for (const size of [16, 32]) icons.push({ size, png: await render(page, svg(size, size, mark(size)), size, size) })
  writeFileSync(path.join(publicDir, 'favicon.ico'), ico(icons))
} finally {
  await browser.close()
}
