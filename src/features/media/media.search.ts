import { LIST_SEARCH_MAX, listSearchReader, type ListSearchOf } from '~/lib/list-search'

/** The library's filters: images without alt text (and not decorative), images no article uses. */
export const mediaFilters = ['missingAlt', 'unused'] as const
export type MediaFilter = (typeof mediaFilters)[number]

/** The library's state in the URL: text search over file names and alt texts, a filter, page. */
export type MediaListSearch = ListSearchOf<typeof mediaListFields>

const mediaListFields = { q: LIST_SEARCH_MAX, show: mediaFilters }

/** `validateSearch` of the library: schema-free, since it ships in every page's entry. */
export const readMediaListSearch = listSearchReader(mediaListFields)
