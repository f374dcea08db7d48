import type { Job } from '~/db/schema'
import type { JobStatus, Language, UserRole } from '~/lib/enums'
import { SITE_TIME_ZONE } from '~/lib/format'
import { languageMeta } from '~/lib/language'
import type { ApplyBlock } from './jobs.schemas'

/*
 * The jobs feature's rules and formatting, without the schema library: the public job pages
 * import from here (decision 013), and so do the server and the dashboard.
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

/** Plural category for count strings (`x.one` / `x.other`). */
export const pluralOf = (count: number, lang: Language) =>
  new Intl.PluralRules(languageMeta[lang].locale).select(count) === 'one' ? 'one' : 'other'

/** "Türkiye" / "Turkey" for "TR"; the code itself when the runtime does not know it. */
export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([languageMeta[lang].locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * Today's date in the head office (YYYY-MM-DD), the day a deadline is compared with: a deadline
 * is the last day applications are taken, through its whole day there.
 */
export const todayInSiteZone = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now)

/** Why a publicly visible job takes no applications today; null when it does. */
export function applyBlockOf(job: Pick<Job, 'status' | 'applicationsOpen' | 'deadline'>, now = new Date()): ApplyBlock | null {
  if (job.status !== 'active') return 'closed'
  if (!job.applicationsOpen) return 'applications_closed'
  if (job.deadline && job.deadline < todayInSiteZone(now)) return 'deadline_passed'
  return null
}

/**
 * The status changes of a job (docs/product.md, Statuses): draft ↔ active,
 * active → closed → active (reopen), any → removed (hidden from the public), removed → draft by
 * an admin only.
 */
const transitions: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['active', 'removed'],
  active: ['draft', 'closed', 'removed'],
  closed: ['active', 'removed'],
  removed: ['draft'],
}

export function canChangeJobStatus(from: JobStatus, to: JobStatus, role: UserRole): boolean {
  if (!transitions[from].includes(to)) return false
  return from !== 'removed' || role === 'admin'
}

/** The statuses a role may move a job to from `from`. */
export const nextJobStatuses = (from: JobStatus, role: UserRole): JobStatus[] =>
  transitions[from].filter((to) => canChangeJobStatus(from, to, role))
