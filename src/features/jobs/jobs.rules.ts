import type { Job } from '~/db/schema'
import type { Language } from '~/lib/enums'
import { todayInSiteZone } from '~/lib/format'
import { languageMeta } from '~/lib/language'
import type { ApplyBlock } from './jobs.schemas'

/*
 * The jobs feature's rules and formatting, without the schema library: the public job pages
 * import from here (decision 013), and so does the server. What only the dashboard uses stays
 * in jobs.schemas.ts: an export used anywhere in the browser ships with the public job pages.
 */

/** "12 Aralık 2026" / "December 12, 2026" for a `YYYY-MM-DD` day or an ISO time (in Istanbul). */
export function formatJobDate(value: string, lang: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
  const date = day ? new Date(`${value}T12:00:00Z`) : new Date(value)
  return new Intl.DateTimeFormat(languageMeta[lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: day ? 'UTC' : 'Europe/Istanbul',
  }).format(date)
}

/** "Türkiye" / "Turkey" for "TR"; the code itself when the runtime does not know it. */
export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([languageMeta[lang].locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * Why a publicly visible job takes no applications today; null when it does. A deadline is the
 * last day applications are taken, through its whole day in the head office's time zone.
 */
export function applyBlockOf(job: Pick<Job, 'status' | 'applicationsOpen' | 'deadline'>, now = new Date()): ApplyBlock | null {
  if (job.status !== 'active') return 'closed'
  if (!job.applicationsOpen) return 'applications_closed'
  if (job.deadline && job.deadline < todayInSiteZone(now)) return 'deadline_passed'
  return null
}
