import { listSearchReader, type ListSearchOf } from '~/lib/list-search'

/*
 * The search page's URL reader and the words of its URL. They ship in every page's entry with
 * the route tree, so this module holds nothing else (the rules, with the highlights and the word
 * forms, load with the page).
 */

/** The longest query kept from the URL or the form. */
export const SEARCH_QUERY_MAX = 100

/** What a result is, in the order the tabs show them. */
export const searchKinds = ['page', 'job', 'article', 'document'] as const
export type SearchKind = (typeof searchKinds)[number]

/** The search page's URL state: the words, the kind of result chosen (none: all) and the page. */
export type SiteSearchState = ListSearchOf<typeof siteSearchFields>

const siteSearchFields = { q: SEARCH_QUERY_MAX, type: searchKinds }

/** `validateSearch` of /{lang}/search: schema-free, since it ships in every page's entry (decision 013). */
export const readSiteSearch = listSearchReader(siteSearchFields)
