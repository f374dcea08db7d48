import { a4Page, accent, latin, muted } from './pdf'

// One-page PDFs for the demo documents: real files, so that opening a seeded document from the
// documents page shows a page that reads like one.

export interface DemoDocumentPdf {
  title: string
  /** The line under the title: the group, the document's reference and date. */
  subtitle: string
  sections: { heading: string; text: string }[]
  footer: string
}

/** An A4 page: the group's name, the title, numbered sections and a footer line. */
export async function renderDocumentPdf(doc: DemoDocumentPdf, createdAt: Date): Promise<Uint8Array> {
  const { page, text, rule, down, regular, bold, margin, save } = await a4Page({ title: doc.title, author: 'HOI Holding', createdAt })

  text('HOI HOLDING', { font: bold, size: 10, color: accent, gap: 10 })
  text(doc.title, { font: bold, size: 20, gap: 6 })
  text(doc.subtitle, { size: 9.5, color: muted, gap: 6 })
  rule(0.8)
  down(12)
  doc.sections.forEach((section, index) => {
    down(6)
    text(`${index + 1}. ${section.heading}`, { font: bold, size: 11.5, gap: 4 })
    text(section.text, { gap: 4.5 })
  })
  page.drawText(latin(doc.footer), { x: margin, y: margin - 20, size: 8.5, font: regular, color: muted })
  return save()
}
