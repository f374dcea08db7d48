import { redirect } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Messages } from '~/i18n/i18n'
import type { DocumentCategory, Language } from '~/lib/enums'
import { readPublicApi } from '~/lib/public-api'
import { getDb } from '~/lib/server/runtime'
import { pageHead } from '~/lib/seo'
import { DEFAULT_DOCUMENT_CATEGORY, documentCategoryOf, DOCUMENTS_LIMIT } from './documents.rules'
import type { PublicDocumentList } from './documents.schemas'
import { listPublicDocuments } from './documents.server'
import { logFailure } from '~/lib/log'

/*
 * The documents page's loader, data and head. The route imports this module when its loader
 * runs, so none of it is in the page's first load (decision 013): a loader runs in the browser
 * only on a navigation.
 */

/*
 * What the documents page's loader calls: the database on a server render, the public REST API
 * (docs/architecture.md "HTTP surface", `limit=99`) in the browser, where a loader runs only on a navigation.
 */
export const loadDocumentList = createIsomorphicFn()
  .server(async (category: DocumentCategory): Promise<PublicDocumentList> =>
    listPublicDocuments(await getDb(), { category, limit: DOCUMENTS_LIMIT, page: 1 }),
  )
  .client(async (category: DocumentCategory): Promise<PublicDocumentList> => {
    const query = new URLSearchParams({ category, limit: String(DOCUMENTS_LIMIT) })
    // Retries, failures and persisting: src/lib/public-api.ts (docs/product.md §7.5).
    const list = await readPublicApi<PublicDocumentList>(`/api/public/documents?${query}`)
    if (!list) throw new Error('The document list was not found')
    return list
  })

/** The documents page's head: one URL per category (the default one without a query), both languages. */
export function documentsHead(category: DocumentCategory, lang: Language, strings: Messages['documents']) {
  return pageHead({
    lang,
    path: `/documents${category === DEFAULT_DOCUMENT_CATEGORY ? '' : `?category=${category}`}`,
    title: `${strings.categories[category]} · HOI Holding`,
    description: strings.meta.description[category],
  })
}

export interface DocumentsRouteData {
  category: DocumentCategory
  list: PublicDocumentList
  head: ReturnType<typeof documentsHead>
}

/**
 * The documents page's loader: the category from the URL (unknown or missing: `terms`, docs/product.md §9)
 * and its published documents. A failed fetch leads to the not-found page (docs/product.md §8). The head is
 * built here, not in the route's `head`, which ships with every page's first load (decision 013).
 */
export async function documentsRouteData(
  context: { lang: Language; messages: Messages },
  rawCategory: string | undefined,
): Promise<DocumentsRouteData> {
  const category = documentCategoryOf(rawCategory)
  const list = await loadDocumentList(category).catch((error: unknown) => {
    logFailure('The document list could not be loaded', error)
    return null
  })
  if (!list) throw redirect({ to: '/$lang/not-found', params: { lang: context.lang } })
  return { category, list, head: documentsHead(category, context.lang, context.messages.documents) }
}
