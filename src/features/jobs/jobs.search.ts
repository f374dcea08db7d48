import { bilingualTranslationFilters } from '~/lib/translation-status'
import { type EmploymentType, type ExperienceLevel, type JobCategory, type JobStatus, jobStatuses, type WorkMode } from '~/lib/enums'
import { LIST_SEARCH_MAX, enumParam, pageParam, textParam } from '~/lib/list-search'

/** docs/product.md §9: the job list and a job stay fresh 480 s and are kept 600 s (the routes' loader data). */
export const JOBS_STALE_TIME = 480_000
export const JOBS_GC_TIME = 600_000

/** Newest first unless `closing` (the closest deadline first). */
export type JobBoardSort = 'closing'

/** The job board's filters and page as the URL keeps them; an absent key is "all" (page: the first). */
export interface JobsSearch {
  q?: string
  category?: JobCategory
  workMode?: WorkMode
  employmentType?: EmploymentType
  level?: ExperienceLevel
  location?: string
  company?: string
  sort?: JobBoardSort
  page?: number
}

export const JOBS_QUERY_MAX = 100
export const JOBS_FREE_TEXT_MAX = 80

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
 * every page loads (decision 013). `knownValues` (jobs.page.ts) drops a well-formed value that is not one of them.
 */
const token = <T extends string>(value: unknown) => {
  const clean = text(value)
  return clean !== undefined && /^[A-Za-z-]{1,32}$/.test(clean) ? (clean as T) : undefined
}

/**
 * The job board's `validateSearch`, by hand (no schema library on public pages, decision 013):
 * unknown keys and malformed values are dropped, free text is bounded, the default sort and the
 * first page are left out.
 */
export function readJobsSearch(raw: Record<string, unknown>): JobsSearch {
  const page = pageParam(raw.page)
  const search: JobsSearch = {
    q: text(raw.q)?.slice(0, JOBS_QUERY_MAX),
    category: token<JobCategory>(raw.category),
    workMode: token<WorkMode>(raw.workMode),
    employmentType: token<EmploymentType>(raw.employmentType),
    level: token<ExperienceLevel>(raw.level),
    location: bounded(raw.location, JOBS_FREE_TEXT_MAX),
    company: bounded(raw.company, JOBS_FREE_TEXT_MAX),
    sort: raw.sort === 'closing' ? 'closing' : undefined,
    page: page === 1 ? undefined : page,
  }
  for (const key of Object.keys(search) as Array<keyof JobsSearch>) if (search[key] === undefined) delete search[key]
  return search
}

// The dashboard's jobs list.

export const JOBS_PAGE_SIZE = 20
/** `updated` (newest change first) is the default and stays out of the URL. */
export const jobSorts = ['updated', 'title', 'deadline', 'applications'] as const
export type JobSort = (typeof jobSorts)[number]

/** Whether a job's deadline has passed (in its own time zone); a job without one has not. */
export const jobDeadlineFilters = ['open', 'passed'] as const
export type JobDeadlineFilter = (typeof jobDeadlineFilters)[number]

/** The dashboard jobs list state in the URL: text search, status and deadline filters, sort, page. */
export interface JobListSearch {
  q?: string
  status?: JobStatus
  deadline?: JobDeadlineFilter
  translation?: (typeof bilingualTranslationFilters)[number]
  sort?: JobSort
  page?: number
}

/** `validateSearch` of the jobs list: schema-free, since it ships in every page's entry. */
export function readJobListSearch(search: Record<string, unknown>): JobListSearch {
  const page = pageParam(search.page)
  const sort = enumParam(search.sort, jobSorts)
  return {
    q: textParam(search.q, LIST_SEARCH_MAX),
    status: enumParam(search.status, jobStatuses),
    deadline: enumParam(search.deadline, jobDeadlineFilters),
    translation: enumParam(search.translation, bilingualTranslationFilters),
    sort: sort === 'updated' ? undefined : sort,
    page: page === 1 ? undefined : page,
  }
}
