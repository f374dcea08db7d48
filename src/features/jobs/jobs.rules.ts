import type { Job } from '~/db/schema'
import type { Language, SalaryCurrency, SalaryPeriod } from '~/lib/enums'
import { dateFormatter, numberFormatter, todayInTimeZone } from '~/lib/format'
import { languageMeta } from '~/lib/language'
import type { ApplyBlock } from './jobs.schemas'

/*
 * The jobs feature's rules and formatting, without the schema library: the public job pages
 * import from here (decision 013), and so does the server. What only the dashboard uses stays
 * in jobs.schemas.ts: an export used anywhere in the browser ships with the public job pages.
 */

/**
 * The job board's page: 24 cards fill every row of its one-, two- and three-column grids
 * (decision 037). The list API takes any limit up to 100 (docs/product.md §9).
 */
export const JOB_BOARD_PAGE_SIZE = 24

/** "12 Aralık 2026" / "December 12, 2026" for a `YYYY-MM-DD` day or an ISO time (in Istanbul). */
export function formatJobDate(value: string, lang: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
  const date = day ? new Date(`${value}T12:00:00Z`) : new Date(value)
  return dateFormatter(languageMeta[lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: day ? 'UTC' : 'Europe/Istanbul',
  }).format(date)
}

/** "Türkiye" / "Turkey" for "TR"; the code itself when the runtime does not know it. */
const regionNames: Partial<Record<Language, Intl.DisplayNames>> = {}

export function countryName(code: string, lang: Language): string {
  try {
    return (regionNames[lang] ??= new Intl.DisplayNames([languageMeta[lang].locale], { type: 'region' })).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * A job's own time zone, by the country it is in (docs/product.md §4.2): Dubai for the UAE,
 * Istanbul otherwise. Neither observes daylight saving time, so each has one UTC offset.
 */
export const jobTimeZones = {
  TR: { timeZone: 'Europe/Istanbul', utcOffset: '+03:00' },
  AE: { timeZone: 'Asia/Dubai', utcOffset: '+04:00' },
} as const
export type JobTimeZone = (typeof jobTimeZones)[keyof typeof jobTimeZones]

export const jobTimeZone = (countryCode: string): JobTimeZone => (countryCode === 'AE' ? jobTimeZones.AE : jobTimeZones.TR)

/** Today in the job's own time zone (YYYY-MM-DD): its deadline day lasts until that day ends there. */
export const jobToday = (countryCode: string, now = new Date()) => todayInTimeZone(jobTimeZone(countryCode).timeZone, now)

/** docs/product.md §4.2: the deadline's whole day has passed in the job's own time zone. */
export const deadlinePassed = (job: Pick<Job, 'deadline' | 'countryCode'>, now = new Date()) =>
  job.deadline !== null && job.deadline < jobToday(job.countryCode, now)

/** The moment applications end, for JobPosting `validThrough`: the deadline day's last second in the job's zone. */
export const deadlineEnd = (deadline: string, countryCode: string) => `${deadline}T23:59:59${jobTimeZone(countryCode).utcOffset}`

/**
 * Why a publicly visible job takes no applications today; null when it does. A deadline is the
 * last day applications are taken, through its whole day in the job's own time zone.
 */
export function applyBlockOf(
  job: Pick<Job, 'status' | 'applicationsOpen' | 'deadline' | 'countryCode'>,
  now = new Date(),
): ApplyBlock | null {
  if (job.status !== 'active') return 'closed'
  if (!job.applicationsOpen) return 'applications_closed'
  if (deadlinePassed(job, now)) return 'deadline_passed'
  return null
}

// Salary (docs/product.md §15.1).

/** A salary's bounds: whole units, at most 99,999,999; a note of at most 200 characters. */
export const SALARY_LIMITS = { amount: 99_999_999, note: 200 } as const

/** A job's salary range: whole units of `currency` per `period`. */
export interface SalaryRange {
  min: number
  max: number
  currency: SalaryCurrency
  period: SalaryPeriod
}

/** The range of a job row, or null when it shows none (all four columns are set together or not at all). */
export function salaryOf(job: {
  salaryMin: number | null
  salaryMax: number | null
  salaryCurrency: SalaryCurrency | null
  salaryPeriod: SalaryPeriod | null
}): SalaryRange | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = job
  return min === null || max === null || currency === null || period === null ? null : { min, max, currency, period }
}

/**
 * A range in the page's language, with the words of its period ("ay", "month"):
 * "₺60.000 – ₺80.000 / ay", "€4,000 / month" when both ends are equal.
 */
export function formatSalary(range: SalaryRange, lang: Language, periodWord: string): string {
  const money = numberFormatter(languageMeta[lang].locale, {
    style: 'currency',
    currency: range.currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  })
  const amount = range.min === range.max ? money.format(range.min) : `${money.format(range.min)} – ${money.format(range.max)}`
  return `${amount} / ${periodWord}`
}

/** schema.org `baseSalary` of a JobPosting: a MonetaryAmount whose QuantitativeValue has the range and its unit. */
export const salaryJsonLd = (range: SalaryRange) => ({
  '@type': 'MonetaryAmount',
  currency: range.currency,
  value: { '@type': 'QuantitativeValue', minValue: range.min, maxValue: range.max, unitText: range.period },
})

/** The EU and EEA countries (ISO 3166-1 alpha-2), where the pay-transparency directive (EU 2023/970) asks for a range. */
// A plain array: a module-level `new Set(…)` would stay in every public page that imports this file (decision 013).
export const EU_EEA_COUNTRIES: readonly string[] =
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' ')

/** Whether the job form warns that a posting shows no range: its place is in the EU or EEA and it has none. */
export const missingEuPayRange = (countryCode: string, hasRange: boolean) =>
  !hasRange && EU_EEA_COUNTRIES.includes(countryCode.toUpperCase())
