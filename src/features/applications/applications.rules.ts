import type { ApplicationStatus, Language, QuestionKind } from '~/lib/enums'
import { answerText } from '~/lib/job-questions'
import { csvCell, csvLines, toCsv } from '~/lib/csv'
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

// The dashboard's CSV export: the cell rules are shared with the reports (src/lib/csv.ts).

export { csvCell, toCsv }

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
  /** Decision 042: the knock-out flag and the answers to the job's questions (none on older rows). */
  knockedOut?: boolean
  answers?: CsvAnswer[]
  /** docs/product.md §15.2. */
  source?: string | null
}

/** An answer as the export writes it, with its copy of the question's label. */
export interface CsvAnswer {
  questionId: string | null
  label: Record<Language, string>
  kind: QuestionKind
  value: string
  choiceLabel: Record<Language, string> | null
  knockedOut: boolean
}

/** A column of the export filtered to one job: one of its questions. */
export interface CsvQuestion {
  id: string
  label: Record<Language, string>
}

const answerWords = {
  tr: { yes: 'Evet', no: 'Hayır', knockout: 'eleme', header: 'Eleme', answers: 'Yanıtlar', otherAnswers: 'Diğer yanıtlar' },
  en: { yes: 'Yes', no: 'No', knockout: 'knock-out', header: 'Knock-out', answers: 'Answers', otherAnswers: 'Other answers' },
} satisfies Record<Language, Record<string, string>>

/** An answer in a cell: its text, and "(knock-out)" after a knock-out answer (words, not only a colour, in every view). */
const answerCell = (answer: CsvAnswer, lang: Language) =>
  `${answerText(answer, lang, answerWords[lang])}${answer.knockedOut ? ` (${answerWords[lang].knockout})` : ''}`

/** Several answers in one cell, a line each: "Question: answer". */
const answersCell = (answers: CsvAnswer[], lang: Language) =>
  answers.map((answer) => `${answer.label[lang]}: ${answerCell(answer, lang)}`).join('\n')

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
  tr: {
    new: 'Yeni',
    reviewing: 'İnceleniyor',
    interview: 'Mülakat',
    offer: 'Teklif',
    hired: 'İşe alındı',
    rejected: 'Reddedildi',
    withdrawn: 'Geri çekildi',
  },
  en: {
    new: 'New',
    reviewing: 'Reviewing',
    interview: 'Interview',
    offer: 'Offer',
    hired: 'Hired',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
  },
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

/**
 * The export file's first line: the BOM and the header row in `lang`. After the fixed columns, the
 * knock-out flag, then (decision 042) one column per question of `questions` (the list filtered to
 * one job) and one for the answers to questions since removed, or else one column of every answer.
 */
export const applicantsCsvHeader = (lang: Language, questions?: CsvQuestion[]) => {
  const words = answerWords[lang]
  const answerHeaders = questions ? [...questions.map((question) => question.label[lang]), words.otherAnswers] : [words.answers]
  return toCsv([[...headers[lang], words.header, ...answerHeaders]])
}

/** The answer columns of a row, as the header names them. */
function answerColumns(row: CsvApplicant, lang: Language, questions?: CsvQuestion[]): string[] {
  const answers = row.answers ?? []
  if (!questions) return [answersCell(answers, lang)]
  const asked = new Set(questions.map((question) => question.id))
  return [
    ...questions.map((question) => {
      const answer = answers.find((a) => a.questionId === question.id)
      return answer ? answerCell(answer, lang) : ''
    }),
    answersCell(
      answers.filter((answer) => answer.questionId === null || !asked.has(answer.questionId)),
      lang,
    ),
  ]
}

/** The export file's lines for `rows`, after the header. */
export function applicantsCsvRows(rows: CsvApplicant[], lang: Language, questions?: CsvQuestion[]): string {
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
      row.knockedOut ? answerWords[lang].yes : answerWords[lang].no,
      ...answerColumns(row, lang, questions),
    ]),
  )
}

/** The whole export file: the header row in `lang`, then one row per application. */
export const applicantsCsv = (rows: CsvApplicant[], lang: Language, questions?: CsvQuestion[]) =>
  applicantsCsvHeader(lang, questions) + applicantsCsvRows(rows, lang, questions)

/**
 * Bulk actions on the applicants list (decision 049): at most BULK_MAX applications per action
 * (a move, a rejection, a ZIP of CVs, a CSV), said in the action bar before HR acts; a larger
 * selection is refused whole, never cut. Rows ticked one by one: at most BULK_PICK_MAX (they
 * travel as ids, in a download's address too); beyond that, "select all matching" sends the filter.
 */
export const BULK_MAX = 10_000
export const BULK_PICK_MAX = 100

/** A ZIP entry's name: the candidate's name and the position, letters, digits and a few marks only, at most 120 characters. */
export function resumeEntryName(fullName: string, position: string, originalName: string): string {
  const safe = (text: string) =>
    text
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[ .]+|[ .]+$/g, '')
  const extension = /\.(pdf|docx?|PDF|DOCX?)$/.exec(originalName)?.[0].toLowerCase() ?? ''
  const base = [safe(fullName), safe(position)].filter(Boolean).join(' - ').slice(0, 120) || 'cv'
  return base + extension
}

/** `name` made unique among `taken` (which it joins): "Ayşe Yılmaz - Nurse (2).pdf". */
export function uniqueEntryName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.')
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
  let candidate = name
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`
  taken.add(candidate.toLowerCase())
  return candidate
}

/** The note a bulk ZIP carries when CVs were missing from storage: which entries it lacks. */
export function missingResumesNote(lang: Language, names: string[]): string {
  const head =
    lang === 'en'
      ? 'These CVs could not be read from storage and are not in this archive:'
      : 'Şu özgeçmişler depodan okunamadı ve bu arşivde yok:'
  return [head, '', ...names, ''].join('\r\n')
}
