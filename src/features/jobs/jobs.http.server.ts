import { isCompanyKey } from '~/content/companies'
import { AppError } from '~/lib/errors'
import { employmentTypes, experienceLevels, jobCategories, languages, workModes } from '~/lib/enums'
import { pageParam } from '~/lib/list-search'
import { failureResponse } from '~/lib/server/failure'
import { cachedJson } from '~/lib/server/page-cache'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { JOBS_FREE_TEXT_MAX, JOBS_QUERY_MAX } from './jobs.search'
import { getPublicJob, PUBLIC_JOBS_LIMIT, type PublicJobListQuery, readPublicJobList } from './jobs.server'

/** `?limit=` of the job API: absent means 100; anything but a whole number from 1 to 100 is null. */
export function parseJobsLimit(raw: string | null): number | null {
  if (raw === null) return PUBLIC_JOBS_LIMIT
  if (!/^\d{1,3}$/.test(raw)) return null
  const limit = Number(raw)
  return limit >= 1 && limit <= PUBLIC_JOBS_LIMIT ? limit : null
}

/** Free text: whitespace collapsed; null (invalid) with a control character or above `max` characters. */
const parseText = (raw: string, max: number): string | undefined | null => {
  if (/\p{Cc}/u.test(raw.replace(/[\t\n\r]/g, ' '))) return null
  const clean = raw.replace(/\s+/g, ' ').trim()
  if (clean.length > max) return null
  return clean === '' ? undefined : clean
}

/**
 * The list API's query (docs/product.md §7.1): `limit`, `page`, `language` (default `tr`) and the
 * board's filters under the board's names. An empty value is absent; a filter, `language` or
 * `limit` that is not one of its options, out of range, too long or holds a control character is
 * an error of that field (`fields`), never ignored: a caller learns of its typo. `page` reads as
 * on every list (not a whole number ≥ 1: page 1). Unknown keys are ignored.
 */
export function parseJobListQuery(params: URLSearchParams): { query: PublicJobListQuery } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {}
  const value = (key: string) => {
    const raw = params.get(key)
    return raw === null || raw.trim() === '' ? undefined : raw.trim()
  }
  const oneOf = <T extends string>(key: string, options: readonly T[]): T | undefined => {
    const raw = value(key)
    if (raw === undefined) return undefined
    if ((options as readonly string[]).includes(raw)) return raw as T
    fields[key] = 'validation.invalidValue'
    return undefined
  }
  const text = (key: string, max: number) => {
    const raw = params.get(key)
    const parsed = raw === null ? undefined : parseText(raw, max)
    if (parsed === null) fields[key] = 'validation.invalidValue'
    return parsed ?? undefined
  }
  const limit = parseJobsLimit(params.get('limit'))
  if (limit === null) fields.limit = 'validation.invalidValue'
  // As on every list (docs/product.md §5.4, and `/api/public/contents`): a page that is no whole number ≥ 1 is page 1.
  const page = pageParam(params.get('page') ?? undefined)
  const language = oneOf('language', languages) ?? 'tr'
  const company = value('company')
  if (company !== undefined && !isCompanyKey(company)) fields.company = 'validation.invalidValue'
  const sort = oneOf('sort', ['newest', 'closing'] as const)
  const filters: PublicJobListQuery['filters'] = {
    q: text('q', JOBS_QUERY_MAX),
    category: oneOf('category', jobCategories),
    workMode: oneOf('workMode', workModes),
    employmentType: oneOf('employmentType', employmentTypes),
    level: oneOf('level', experienceLevels),
    location: text('location', JOBS_FREE_TEXT_MAX),
    company: company !== undefined && isCompanyKey(company) ? company : undefined,
    sort: sort === 'closing' ? 'closing' : undefined,
  }
  if (Object.keys(fields).length > 0) return { fields }
  for (const key of Object.keys(filters) as Array<keyof typeof filters>) if (filters[key] === undefined) delete filters[key]
  return { query: { filters, language, page, limit: limit! } }
}

/**
 * The cache key of a parsed query: the same list however its URL was written (order, defaults,
 * unknown keys). Its parameters are sorted by name and the default language and page left out,
 * so that the product's own call, `?limit=100`, names its document exactly and is answered before
 * the framework runs (`documentCacheKey`).
 */
export function jobListCacheKey({ filters, language, page, limit }: PublicJobListQuery): string {
  const params = new URLSearchParams({ ...filters, limit: String(limit) })
  if (language !== 'tr') params.set('language', language)
  if (page !== 1) params.set('page', String(page))
  params.sort()
  return `/api/public/jobs?${params}`
}

/** The public job API's replies may be kept a minute by browsers and proxies. */
export const PUBLIC_JOBS_CACHE = 'public, max-age=60, stale-while-revalidate=60'

/**
 * `GET /api/public/jobs?limit=&page=&language=&q=&category=…` → `{ success: true, data: { jobs,
 * pagination, cities, companies } }`: a page of the open jobs as summaries in one language, newest
 * first unless `sort=closing`, and the filter options (docs/product.md §7.1, decision 037).
 */
export async function publicJobsResponse(request: Request): Promise<Response> {
  const { lang = 'tr', requestId } = requestContext()
  const parsed = parseJobListQuery(new URL(request.url).searchParams)
  if ('fields' in parsed) return failureResponse(lang, 'invalid', { fields: parsed.fields, requestId })
  // Kept with the pages, so a change shows at once and a busy list is read once (decision 011).
  return cachedJson(request, { key: jobListCacheKey(parsed.query), requestId, cacheControl: PUBLIC_JOBS_CACHE }, async () => ({
    success: true,
    data: await readPublicJobList(await getDb(), parsed.query, { kept: true }),
  }))
}

/** `GET /api/public/jobs/{slug}` → `{ success: true, data: job }`; 404 for a job the public may not see. */
export async function publicJobResponse(slug: string): Promise<Response> {
  const job = slug.length <= 120 ? await getPublicJob(await getDb(), slug) : null
  if (!job) throw new AppError('not_found')
  return Response.json({ success: true, data: job }, { headers: { 'Cache-Control': PUBLIC_JOBS_CACHE } })
}
