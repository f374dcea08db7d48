import type { Language } from '~/lib/enums'
import { a4Page, accent, muted } from './pdf'

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

const headings: Record<Language, { profile: string; experience: string; education: string }> = {
  tr: { profile: 'Profil', experience: 'Deneyim', education: 'Eğitim' },
  en: { profile: 'Profile', experience: 'Experience', education: 'Education' },
}

/** An A4 page with the person's name, contact line, profile, experience and education. */
export async function renderCvPdf(cv: DemoCv, createdAt: Date): Promise<Uint8Array> {
  const { text, rule, down, bold, save } = await a4Page({ title: `${cv.fullName} – CV`, author: cv.fullName, createdAt })
  const heading = (value: string) => {
    down(14)
    text(value.toLocaleUpperCase('en'), { font: bold, size: 10, color: accent, gap: 4 })
    rule(0.6)
    down(8)
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

  return save()
}
