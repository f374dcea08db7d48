import type { Language } from './enums'
import { dateFormatter } from './format'
import { languageMeta } from './language'

/**
 * The time zones an interview may be given in (decision 047): zones without daylight saving time
 * today, so that the invitation's VTIMEZONE is one fixed offset and calendars agree on the hour.
 */
export const interviewTimeZones = ['Europe/Istanbul', 'Asia/Dubai', 'UTC'] as const
export type InterviewTimeZone = (typeof interviewTimeZones)[number]

export const isInterviewTimeZone = (value: unknown): value is InterviewTimeZone =>
  (interviewTimeZones as readonly unknown[]).includes(value)

/**
 * The zones a publish or unpublish time is given in (docs/product.md §22): the group's two
 * offices' zones, neither with daylight saving time.
 */
export const scheduleTimeZones = ['Europe/Istanbul', 'Asia/Dubai'] as const
export type ScheduleTimeZone = (typeof scheduleTimeZones)[number]

/** The zone's offset from UTC at `at`, in minutes (Istanbul: 180). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const name =
    dateFormatter('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

/** The instant of a wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`) in `timeZone`; null when either is malformed. */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null
  const wall = Date.parse(`${date}T${time}:00Z`)
  if (Number.isNaN(wall)) return null
  // The offset at the guessed instant, then again at the corrected one (enough for any zone outside a DST gap).
  let at = new Date(wall - offsetMinutes(new Date(wall), timeZone) * 60_000)
  at = new Date(wall - offsetMinutes(at, timeZone) * 60_000)
  return at
}

/** The wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`) of `at` in `timeZone`: a form's values. */
export function wallClock(at: Date | string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    dateFormatter('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(typeof at === 'string' ? new Date(at) : at)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** The zone as people read it next to a time: `Europe/Istanbul (GMT+3)`, `UTC`. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  if (timeZone === 'UTC') return 'UTC'
  const minutes = offsetMinutes(at, timeZone)
  const sign = minutes < 0 ? '-' : '+'
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  return `${timeZone} (GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''})`
}

/** "1 Ara 2026 10:00 · Europe/Istanbul (GMT+3)": a time in its own zone, the zone named (docs/product.md §16). */
export function formatZonedDateTime(at: Date | string, timeZone: string, lang: Language): string {
  const date = typeof at === 'string' ? new Date(at) : at
  if (Number.isNaN(date.getTime())) return ''
  const text = dateFormatter(languageMeta[lang].locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date)
  return `${text} · ${timeZoneLabel(timeZone, date)}`
}
