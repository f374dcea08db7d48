import { createIsomorphicFn } from '@tanstack/react-start'
import type { Messages } from '~/i18n/locales/tr'
import type { Language } from '~/lib/enums'
import { logFailure } from '~/lib/log'
import { readPublicApi } from '~/lib/public-api'
import { getDb } from '~/lib/server/runtime'
import { pageHead } from '~/lib/seo'
import type { SearchAnswer } from './search.rules'
import type { SiteSearchState } from './search.search'
import { keptSiteSearch } from './search.server'

/*
 * The search page's loader and head. The route imports this module when its loader runs, so none
 * of it is in a page's first load (decision 013): a server render reads the database, the browser
 * (on a navigation only) asks `GET /api/public/search`.
 */

export const loadSiteSearch = createIsomorphicFn()
  .server(async (state: SiteSearchState, lang: Language): Promise<SearchAnswer> =>
    keptSiteSearch(await getDb(), { q: state.q ?? '', lang, kind: state.type, page: state.page ?? 1 }),
  )
  .client(async (state: SiteSearchState, lang: Language): Promise<SearchAnswer> => {
    const query = new URLSearchParams({ lang, q: state.q ?? '' })
    if (state.type) query.set('type', state.type)
    if (state.page) query.set('page', String(state.page))
    const answer = await readPublicApi<SearchAnswer>(`/api/public/search?${query}`)
    if (!answer) throw new Error('The search answered nothing')
    return answer
  })

export interface SearchRouteData {
  answer: SearchAnswer | null
  head: ReturnType<typeof pageHead>
}

/**
 * The search page's data: the answer for the URL's words (none without words), or null when the
 * search failed, which the page says in place of results. One canonical URL, `/search`, whatever
 * the words: result pages are not pages of their own.
 */
export async function searchRouteData(
  context: { lang: Language; messages: Pick<Messages, 'search'> },
  state: SiteSearchState,
): Promise<SearchRouteData> {
  const strings = context.messages.search
  const head = pageHead({
    lang: context.lang,
    path: '/search',
    title: state.q ? strings.meta.resultsTitle.replace('{{query}}', state.q) : strings.meta.title,
    description: strings.meta.description,
  })
  if (!state.q) return { answer: null, head }
  const answer = await loadSiteSearch(state, context.lang).catch((error: unknown) => {
    logFailure('The search could not be run', error)
    return null
  })
  return { answer, head }
}
