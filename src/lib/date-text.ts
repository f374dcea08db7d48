import type { Language } from './enums'

/*
 * Dates typed in the dashboard, in its language's order: Turkish `GG.AA.YYYY` (day first, dots),
 * English `MM/DD/YYYY` (month first, slashes; the en-US dates the English dashboard shows), each
 * optionally followed by `HH:mm`. The value behind them is ISO: `YYYY-MM-DD` or
 * `YYYY-MM-DDTHH:mm`. A browser's own date input shows the order of the browser's locale, not of
 * the page's language, so the dashboard types dates as text (docs/product.md §1).
 */

/** `25.11.2026` / `11/25/2026` (groups 1–4) or `2026-11-25` (5–7), then an optional `14:30` (8–9). */
const DATE_TEXT = /^(?:(\d{1,2})([./])(\d{1,2})\2(\d{4})|(\d{4})-(\d\d)-(\d\d))(?:[ T]+(\d{1,2}):(\d\d))?$/
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The ISO value of a typed date: `25.11.2026` (day first), `11/25/2026` (month first, by the
 * slash), the ISO form itself, each with an optional time when `time` is set. Anything else,
 * or a day or time that does not exist, is undefined.
 */
export function parseDateText(text: string, { time = false } = {}): string | undefined {
  const m = DATE_TEXT.exec(text.trim())
  if (!m || (m[8] !== undefined && !time)) return undefined
  const [day, month] = m[1] ? (m[2] === '.' ? [m[1], m[3]] : [m[3], m[1]]) : [m[7], m[6]]
  const [y, mo, d, h, min] = [Number(m[4] ?? m[5]), Number(month), Number(day), Number(m[8] ?? 0), Number(m[9] ?? 0)]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || min > 59) return undefined
  const iso = `${y}-${pad(mo)}-${pad(d)}`
  return time ? `${iso}T${pad(h)}:${pad(min)}` : iso
}

/** An ISO value as the dashboard's language writes it (`25.11.2026 14:30`, `11/25/2026 14:30`); text that is not ISO stays as it is. */
export function formatDateText(value: string, lang: Language): string {
  const iso = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d))?$/.exec(value)
  if (!iso) return value
  const [, y, m, d, h, min] = iso
  const day = lang === 'tr' ? `${d}.${m}.${y}` : `${m}/${d}/${y}`
  return h === undefined ? day : `${day} ${h}:${min}`
}
