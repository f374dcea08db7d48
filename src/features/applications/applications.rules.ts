import type { ApplicationStatus, Language } from '~/lib/enums'
import { SITE_TIME_ZONE } from '~/lib/format'

/**
 * The application form's limits, in a module without the schema library, so the public form
 * can set `maxLength` and `accept` without loading zod (decision 013). The schema uses the same
 * numbers.
 */
export const APPLICATION_LIMITS = {
  fullName: { min: 2, max: 120 },
  phone: { min: 7, max: 20 },
  currentLocation: 120,
  currentCompany: 120,
  url: 300,
  additionalInfo: 5000,
} as const

/** docs/product.md §5.2: PDF or Word, at most 10 MB (10 × 1024 × 1024 bytes). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024

/** For the file picker only: the server decides by the content (file-sniff). */
export const RESUME_ACCEPT = '.pdf,.doc,.docx'

/** The honeypot: a field people never see or fill; a bot that fills it is answered as if it succeeded. */
export const HONEYPOT_FIELD = 'website'

/** The text fields of the form, as docs/product.md §3.2 names them (multipart parts and form names). */
export const APPLICATION_TEXT_FIELDS = [
  'full_name',
  'email',
  'phone',
  'current_location',
  'current_company',
  'linkedin_url',
  'portfolio_url',
  'additional_info',
] as const
export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number]

// The dashboard's CSV export.

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

type CsvRow = (string | number | null | undefined)[]

/** RFC 4180 lines: each row's cells, each line ended by CRLF. */
const csvLines = (rows: CsvRow[]) => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')

/** RFC 4180: CRLF line ends, UTF-8 with a BOM so spreadsheets read Turkish letters. */
export function toCsv(rows: CsvRow[]): string {
  return `\uFEFF${csvLines(rows)}`
}

export interface CsvApplicant {
  fullName: string
  email: string
  phone: string
  jobTitle: string
  status: ApplicationStatus
  currentLocation: string | null
  currentCompany: string | null
  linkedinUrl: string | null
  portfolioUrl: string | null
  createdAt: string
  /** docs/product.md §13.2. */
  source?: string | null
}

const headers = {
  tr: [
    'Ad soyad',
    'E-posta',
    'Telefon',
    'Pozisyon',
    'Durum',
    'Konum',
    'Şirket',
    'LinkedIn',
    'Portfolyo',
    'Başvuru tarihi (İstanbul saati)',
    'Kaynak',
  ],
  en: [
    'Full name',
    'E-mail',
    'Phone',
    'Position',
    'Status',
    'Location',
    'Company',
    'LinkedIn',
    'Portfolio',
    'Applied at (Istanbul time)',
    'Source',
  ],
} satisfies Record<Language, string[]>

const statusLabels: Record<Language, Record<ApplicationStatus, string>> = {
  tr: { new: 'Yeni', reviewing: 'İnceleniyor', interview: 'Mülakat', offer: 'Teklif', hired: 'İşe alındı', rejected: 'Reddedildi' },
  en: { new: 'New', reviewing: 'Reviewing', interview: 'Interview', offer: 'Offer', hired: 'Hired', rejected: 'Rejected' },
}

// Made on first use: the public apply page imports this module for its limits.
let timeParts: Intl.DateTimeFormat | undefined

/**
 * A moment as the dashboard shows it, in its time zone (Istanbul), in a form spreadsheets read as a
 * date: "01.03.2026 13:00" in Turkish, "2026-03-01 13:00" in English.
 */
export function csvDateTime(iso: string, lang: Language): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  timeParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const part = Object.fromEntries(timeParts.formatToParts(date).map(({ type, value }) => [type, value]))
  const time = `${part.hour}:${part.minute}`
  return lang === 'tr' ? `${part.day}.${part.month}.${part.year} ${time}` : `${part.year}-${part.month}-${part.day} ${time}`
}

/** The export file's first line: the BOM and the header row in `lang`. */
export const applicantsCsvHeader = (lang: Language) => toCsv([headers[lang]])

/** The export file's lines for `rows`, after the header. */
export function applicantsCsvRows(rows: CsvApplicant[], lang: Language): string {
  return csvLines(
    rows.map((row) => [
      row.fullName,
      row.email,
      row.phone,
      row.jobTitle,
      statusLabels[lang][row.status],
      row.currentLocation,
      row.currentCompany,
      row.linkedinUrl,
      row.portfolioUrl,
      csvDateTime(row.createdAt, lang),
      row.source,
    ]),
  )
}

/** The whole export file: the header row in `lang`, then one row per application. */
export const applicantsCsv = (rows: CsvApplicant[], lang: Language) => applicantsCsvHeader(lang) + applicantsCsvRows(rows, lang)
