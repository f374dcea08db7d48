import type { Language } from './enums'
import { languageMeta } from './language'

/**
 * Dates are shown in the group's head-office time zone (Istanbul), so that the server's render
 * and the browser's hydration say the same thing wherever either runs.
 */
export const SITE_TIME_ZONE = 'Europe/Istanbul'

/** Today's date in the head office (YYYY-MM-DD), the day deadlines are compared with. */
export const todayInSiteZone = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now)

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
