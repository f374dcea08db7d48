import { type PDFFont, PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import type { Language } from '~/lib/enums'

// One-page CVs for the demo applications: real PDF files, so that downloading a seeded CV from
// the dashboard opens a document that looks like one.

export interface DemoCv {
  /** The language the CV is written in (its section headings follow it). */
  lang: Language
  fullName: string
  headline: string
  /** E-mail, phone and city, shown on one line. */
  contact: string[]
  profile: string
  experience: { period: string; role: string; details: string }[]
  education: string
}

// The standard PDF fonts encode WinAnsi only: the Turkish letters outside it are written without
// their marks inside the PDF (ç, ö and ü are in WinAnsi and stay).
const outsideWinAnsi: Record<string, string> = { ş: 's', Ş: 'S', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I' }
const latin = (text: string) => text.replace(/[şŞğĞıİ]/g, (letter) => outsideWinAnsi[letter]!)

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

const headings: Record<Language, { profile: string; experience: string; education: string }> = {
  tr: { profile: 'Profil', experience: 'Deneyim', education: 'Eğitim' },
  en: { profile: 'Profile', experience: 'Experience', education: 'Education' },
}

const ink = rgb(0.12, 0.14, 0.18)
const muted = rgb(0.38, 0.41, 0.47)
const accent = rgb(0.05, 0.33, 0.55)

/** An A4 page with the person's name, contact line, profile, experience and education. */
export async function renderCvPdf(cv: DemoCv, createdAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  pdf.setTitle(latin(`${cv.fullName} – CV`))
  pdf.setAuthor(latin(cv.fullName))
  pdf.setCreationDate(createdAt)
  pdf.setModificationDate(createdAt)

  const page = pdf.addPage([595.28, 841.89])
  const margin = 56
  const width = page.getWidth() - margin * 2
  let y = page.getHeight() - margin

  const text = (value: string, options: { font?: PDFFont; size?: number; color?: typeof ink; x?: number; gap?: number } = {}) => {
    const { font = regular, size = 10.5, color = ink, x = margin, gap = 4 } = options
    for (const line of wrap(latin(value), font, size, width - (x - margin))) {
      y -= size
      page.drawText(line, { x, y, size, font, color })
      y -= gap
    }
  }
  const heading = (value: string) => {
    y -= 14
    text(value.toLocaleUpperCase('en'), { font: bold, size: 10, color: accent, gap: 4 })
    page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.6, color: accent })
    y -= 8
  }

  text(cv.fullName, { font: bold, size: 24, gap: 6 })
  text(cv.headline, { size: 12.5, color: accent, gap: 6 })
  text(cv.contact.join('  |  '), { size: 9.5, color: muted })

  const titles = headings[cv.lang]
  heading(titles.profile)
  text(cv.profile, { gap: 4.5 })

  heading(titles.experience)
  for (const job of cv.experience) {
    text(job.role, { font: bold, size: 11, gap: 2 })
    text(job.period, { size: 9.5, color: muted, gap: 3 })
    text(job.details, { gap: 10 })
  }

  heading(titles.education)
  text(cv.education)

  return pdf.save()
}
