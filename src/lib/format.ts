import type { Language } from './enums'
import { languageMeta } from './language'

/**
 * Dates are shown in the group's head-office time zone (Istanbul), so that the server's render
 * and the browser's hydration say the same thing wherever either runs.
 */
export const SITE_TIME_ZONE = 'Europe/Istanbul'

/** Today's date (YYYY-MM-DD) in a time zone. */
export const todayInTimeZone = (timeZone: string, now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)

/** Today's date in the head office (YYYY-MM-DD): the dashboard's days. A job's deadline uses the job's own zone (jobs.rules.ts). */
export const todayInSiteZone = (now = new Date()) => todayInTimeZone(SITE_TIME_ZONE, now)

const formats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(lang: Language, style: 'dateTime' | 'date') {
  const key = `${lang}:${style}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(languageMeta[lang].locale, {
      dateStyle: 'medium',
      ...(style === 'dateTime' ? { timeStyle: 'short' } : {}),
      timeZone: SITE_TIME_ZONE,
    })
    formats.set(key, format)
  }
  return format
}

/** "22 Kas 2026 08:41" / "Nov 22, 2026, 8:41 AM" (Istanbul time). */
export function formatDateTime(value: string | Date, lang: Language, style: 'dateTime' | 'date' = 'dateTime'): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? '' : dateFormat(lang, style).format(date)
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(languageMeta[lang].locale).format(value)
}
