import { createIsomorphicFn } from '@tanstack/react-start'
import type { Language } from '~/lib/enums'
import { getDb } from '~/lib/server/runtime'
import { type JobBoard, jobBoard } from './jobs.filter'
import type { JobsSearch } from './jobs.search'
import { getPublicJob, listPublicJobs } from './jobs.server'
import type { PublicJob } from './jobs.types'

/*
 * What the public job pages' loaders call. A server render reads the database directly. The
 * browser, where a loader runs only on a navigation, asks the public REST API (SPEC §7) and loads
 * the filtering code then, so a page's first load carries only what renders it (decision 013).
 */

async function fromApi<T>(path: string): Promise<T | null> {
  const response = await fetch(`/api/public/jobs${path}`, { headers: { Accept: 'application/json' } })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`GET /api/public/jobs${path} answered ${response.status}`)
  return ((await response.json()) as { data: T }).data
}

/** SPEC §7: the active jobs (limit 100), filtered and sorted as the board's search says. */
export const loadJobBoard = createIsomorphicFn()
  .server(async (search: JobsSearch, lang: Language): Promise<JobBoard> => jobBoard(await listPublicJobs(await getDb()), search, lang))
  .client(async (search: JobsSearch, lang: Language): Promise<JobBoard> => {
    const [filter, data] = await Promise.all([import('./jobs.filter'), fromApi<{ jobs: PublicJob[] }>('')])
    return filter.jobBoard(data?.jobs ?? [], search, lang)
  })

/** SPEC §7: one job by slug, or null. */
export const loadPublicJob = createIsomorphicFn()
  .server(async (slug: string): Promise<PublicJob | null> => getPublicJob(await getDb(), slug))
  .client((slug: string): Promise<PublicJob | null> => fromApi<PublicJob>(`/${encodeURIComponent(slug)}`))
