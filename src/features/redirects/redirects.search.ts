import { redirectOrigins } from '~/lib/enums'
import { LIST_SEARCH_MAX, listSearchReader, type ListSearchOf } from '~/lib/list-search'

export const REDIRECTS_PAGE_SIZE = 20

/** The redirects list state in the URL: text search over both paths, origin filter, page. */
export type RedirectListSearch = ListSearchOf<typeof redirectListFields>

const redirectListFields = { q: LIST_SEARCH_MAX, origin: redirectOrigins }

/** `validateSearch` of the redirects page: schema-free, since it ships in every page's entry. */
export const readRedirectListSearch = listSearchReader(redirectListFields)
