import { AppError } from '~/lib/errors'
import { failureResponse } from '~/lib/server/failure'
import { cachedJson } from '~/lib/server/page-cache'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { getPublicJob, listPublicJobs, PUBLIC_JOBS_LIMIT } from './jobs.server'

/** `?limit=` of the job API: absent means 100; anything but a whole number from 1 to 100 is null. */
export function parseJobsLimit(raw: string | null): number | null {
  if (raw === null) return PUBLIC_JOBS_LIMIT
  if (!/^\d{1,3}$/.test(raw)) return null
  const limit = Number(raw)
  return limit >= 1 && limit <= PUBLIC_JOBS_LIMIT ? limit : null
}

/** The public job API's replies may be kept a minute by browsers and proxies. */
export const PUBLIC_JOBS_CACHE = 'public, max-age=60, stale-while-revalidate=60'

/** `GET /api/public/jobs?limit=` → `{ success: true, data: { jobs } }`, active jobs newest first (docs/product.md §7.1). */
export async function publicJobsResponse(request: Request): Promise<Response> {
  const { lang = 'tr', requestId } = requestContext()
  const limit = parseJobsLimit(new URL(request.url).searchParams.get('limit'))
  if (limit === null) return failureResponse(lang, 'invalid', { fields: { limit: 'validation.invalidValue' }, requestId })
  // Kept with the pages, so a change shows at once and a busy list is read once (decision 011).
  return cachedJson(request, { key: `/api/public/jobs?limit=${limit}`, requestId, cacheControl: PUBLIC_JOBS_CACHE }, async () => ({
    success: true,
    data: { jobs: await listPublicJobs(await getDb(), limit) },
  }))
}

/** `GET /api/public/jobs/{slug}` → `{ success: true, data: job }`; 404 for a job the public may not see. */
export async function publicJobResponse(slug: string): Promise<Response> {
  const job = slug.length <= 120 ? await getPublicJob(await getDb(), slug) : null
  if (!job) throw new AppError('not_found')
  return Response.json({ success: true, data: job }, { headers: { 'Cache-Control': PUBLIC_JOBS_CACHE } })
}
