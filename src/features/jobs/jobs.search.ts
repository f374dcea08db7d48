import type { EmploymentType, ExperienceLevel, JobCategory, WorkMode } from '~/lib/enums'

/** SPEC §7: the job list and a job stay fresh 480 s and are kept 600 s (the routes' loader data). */
export const JOBS_STALE_TIME = 480_000
export const JOBS_GC_TIME = 600_000

/** Newest first unless `closing` (the closest deadline first). */
export type JobSort = 'closing'

/** The job board's filters as the URL keeps them; an absent key is "all". */
export interface JobsSearch {
  q?: string
  category?: JobCategory
  workMode?: WorkMode
  employmentType?: EmploymentType
  level?: ExperienceLevel
  location?: string
  company?: string
  sort?: JobSort
}

export const JOBS_QUERY_MAX = 100
const FREE_TEXT_MAX = 80

/** A search value as text: the router parses `?q=12` to a number. */
const text = (value: unknown): string | undefined => {
  const raw = typeof value === 'number' ? String(value) : value
  if (typeof raw !== 'string') return undefined
  const clean = raw.replace(/\s+/g, ' ').trim()
  return clean === '' ? undefined : clean
}

const bounded = (value: unknown, max: number) => {
  const clean = text(value)
  return clean !== undefined && clean.length <= max ? clean : undefined
}

/**
 * An enumeration value by its shape only: the lists of values stay out of the route tree, which
 * every page loads (decision 013). `filterJobs` ignores a well-formed value that is not one of them.
 */
const token = <T extends string>(value: unknown) => {
  const clean = text(value)
  return clean !== undefined && /^[A-Za-z-]{1,32}$/.test(clean) ? (clean as T) : undefined
}

/**
 * The job board's `validateSearch`, by hand (no schema library on public pages, decision 013):
 * unknown keys and malformed values are dropped, free text is bounded, the default sort is left out.
 */
export function readJobsSearch(raw: Record<string, unknown>): JobsSearch {
  const search: JobsSearch = {
    q: text(raw.q)?.slice(0, JOBS_QUERY_MAX),
    category: token<JobCategory>(raw.category),
    workMode: token<WorkMode>(raw.workMode),
    employmentType: token<EmploymentType>(raw.employmentType),
    level: token<ExperienceLevel>(raw.level),
    location: bounded(raw.location, FREE_TEXT_MAX),
    company: bounded(raw.company, FREE_TEXT_MAX),
    sort: text(raw.sort) === 'closing' ? 'closing' : undefined,
  }
  for (const key of Object.keys(search) as Array<keyof JobsSearch>) if (search[key] === undefined) delete search[key]
  return search
}
