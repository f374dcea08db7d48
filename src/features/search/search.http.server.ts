import { enumParam, pageParam, textParam } from '~/lib/list-search'
import { languages } from '~/lib/enums'
import { failureResponse } from '~/lib/server/failure'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { SEARCH_QUERY_MAX, searchKinds } from './search.rules'
import { keptSiteSearch } from './search.server'

/** The search API's answers may be kept a minute by browsers (the same words give the same answer until content changes). */
export const PUBLIC_SEARCH_CACHE = 'public, max-age=60, stale-while-revalidate=60'

/**
 * `GET /api/public/search?lang=&q=&type=&page=` (docs/product.md §18): one page of the site search
 * in one language, `{ success, data: { query, kind, results, counts, page, totalPages, total } }`.
 * `lang` is required; an unknown `type` or a bad `page` is a 400, a query past its length is cut.
 */
export async function handlePublicSearch(request: Request): Promise<Response> {
  const { lang: requestLang = 'tr', requestId } = requestContext()
  const params = new URL(request.url).searchParams
  const lang = enumParam(params.get('lang'), languages)
  if (!lang) return failureResponse(requestLang, 'invalid', { fields: { lang: 'validation.invalidValue' }, requestId })
  const type = params.get('type')
  const kind = enumParam(type, searchKinds)
  if (type !== null && !kind) return failureResponse(lang, 'invalid', { fields: { type: 'validation.invalidValue' }, requestId })
  const rawPage = params.get('page')
  if (rawPage !== null && String(pageParam(rawPage)) !== rawPage) {
    return failureResponse(lang, 'invalid', { fields: { page: 'validation.invalidValue' }, requestId })
  }
  const data = await keptSiteSearch(await getDb(), {
    q: textParam(params.get('q'), SEARCH_QUERY_MAX) ?? '',
    lang,
    kind,
    page: pageParam(rawPage),
  })
  return Response.json({ success: true, data }, { headers: { 'Cache-Control': PUBLIC_SEARCH_CACHE } })
}
