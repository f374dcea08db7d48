import { type JobStatus, jobStatuses } from '~/lib/enums'
import { enumParam, pageParam, textParam } from '~/lib/list-search'

export const JOB_SEARCH_MAX = 100
export const JOBS_PAGE_SIZE = 20
/** `updated` (newest change first) is the default and stays out of the URL. */
export const jobSorts = ['updated', 'title', 'deadline', 'applications'] as const
export type JobSort = (typeof jobSorts)[number]

/** The dashboard jobs list state in the URL: text search, status filter, sort, page. */
export interface JobListSearch {
  q?: string
  status?: JobStatus
  sort?: JobSort
  page?: number
}

/** `validateSearch` of the jobs list: schema-free, since it ships in every page's entry. */
export function readJobListSearch(search: Record<string, unknown>): JobListSearch {
  const page = pageParam(search.page)
  const sort = enumParam(search.sort, jobSorts)
  return {
    q: textParam(search.q, JOB_SEARCH_MAX),
    status: enumParam(search.status, jobStatuses),
    sort: sort === 'updated' ? undefined : sort,
    page: page === 1 ? undefined : page,
  }
}
