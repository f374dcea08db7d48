import type { Language } from './enums'
import { languageMeta } from './language'

/**
 * Dates are shown in the group's head-office time zone (Istanbul), so that the server's render
 * and the browser's hydration say the same thing wherever either runs.
 */
export const SITE_TIME_ZONE = 'Europe/Istanbul'

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

/**
 * One Intl formatter per locale and options, built on first use and kept: building one costs
 * tens of microseconds, using one a fraction of that, and a dashboard chart formats hundreds of
 * values per render. The options are fixed in code (a currency or a job's time zone at most vary),
 * so the map stays small.
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${locale}${JSON.stringify(options)}`
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

export function numberFormatter(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n${locale}${JSON.stringify(options)}`
  let format = formatters.get(key) as Intl.NumberFormat | undefined
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export const todayInTimeZone = (timeZone: string, now = new Date()) => dateFormatter('en-CA', { timeZone }).format(now)

/** Today's date in the head office (YYYY-MM-DD): the dashboard's days. A job's deadline uses the job's own zone (jobs.rules.ts). */
export const todayInSiteZone = (now = new Date()) => todayInTimeZone(SITE_TIME_ZONE, now)

/** "22 Kas 2026 08:41" / "Nov 22, 2026, 8:41 AM" (Istanbul time). */
export function formatDateTime(value: string | Date, lang: Language, style: 'dateTime' | 'date' = 'dateTime'): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime())
    ? ''
    : dateFormatter(languageMeta[lang].locale, {
        dateStyle: 'medium',
        ...(style === 'dateTime' ? { timeStyle: 'short' } : {}),
        timeZone: SITE_TIME_ZONE,
      }).format(date)
}

export function formatNumber(value: number, lang: Language): string {
  return numberFormatter(languageMeta[lang].locale).format(value)
}
