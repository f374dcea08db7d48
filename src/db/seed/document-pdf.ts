import { type PDFFont, PDFDocument, rgb, StandardFonts } from 'pdf-lib'

// One-page PDFs for the demo documents: real files, so that opening a seeded document from the
// documents page shows a page that reads like one.

export interface DemoDocumentPdf {
  title: string
  /** The line under the title: the group, the document's reference and date. */
  subtitle: string
  sections: { heading: string; text: string }[]
  footer: string
}

// The standard PDF fonts encode WinAnsi only: the Turkish letters outside it lose their marks
// inside the PDF (ç, ö and ü are in WinAnsi and stay), as in the demo CVs.
const outsideWinAnsi: Record<string, string> = { ş: 's', Ş: 'S', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I' }
const latin = (text: string) => text.replace(/[şŞğĞıİ]/g, (letter) => outsideWinAnsi[letter]!)

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

const ink = rgb(0.12, 0.14, 0.18)
const muted = rgb(0.38, 0.41, 0.47)
const accent = rgb(0.05, 0.33, 0.55)

/** An A4 page: the group's name, the title, numbered sections and a footer line. */
export async function renderDocumentPdf(doc: DemoDocumentPdf, createdAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  pdf.setTitle(latin(doc.title))
  pdf.setAuthor('HOI Holding')
  pdf.setCreationDate(createdAt)
  pdf.setModificationDate(createdAt)

  const page = pdf.addPage([595.28, 841.89])
  const margin = 56
  const width = page.getWidth() - margin * 2
  let y = page.getHeight() - margin

  const text = (value: string, options: { font?: PDFFont; size?: number; color?: typeof ink; gap?: number } = {}) => {
    const { font = regular, size = 10.5, color = ink, gap = 4 } = options
    for (const line of wrap(latin(value), font, size, width)) {
      y -= size
      page.drawText(line, { x: margin, y, size, font, color })
      y -= gap
    }
  }

  text('HOI HOLDING', { font: bold, size: 10, color: accent, gap: 10 })
  text(doc.title, { font: bold, size: 20, gap: 6 })
  text(doc.subtitle, { size: 9.5, color: muted, gap: 6 })
  page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.8, color: accent })
  y -= 12
  doc.sections.forEach((section, index) => {
    y -= 6
    text(`${index + 1}. ${section.heading}`, { font: bold, size: 11.5, gap: 4 })
    text(section.text, { gap: 4.5 })
  })
  page.drawText(latin(doc.footer), { x: margin, y: margin - 20, size: 8.5, font: regular, color: muted })
  return pdf.save()
}
