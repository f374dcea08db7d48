import { createIsomorphicFn } from '@tanstack/react-start'
import type { DocumentCategory } from '~/lib/enums'
import { getDb } from '~/lib/server/runtime'
import { listPublicDocuments } from './documents.server'
import { DOCUMENTS_LIMIT, type PublicDocumentList } from './documents.types'

/*
 * What the documents page's loader calls: the database on a server render, the public REST API
 * (SPEC §7, `limit=99`) in the browser, where a loader runs only on a navigation.
 */
export const loadDocumentList = createIsomorphicFn()
  .server(async (category: DocumentCategory): Promise<PublicDocumentList> =>
    listPublicDocuments(await getDb(), { category, limit: DOCUMENTS_LIMIT, page: 1 }),
  )
  .client(async (category: DocumentCategory): Promise<PublicDocumentList> => {
    const query = new URLSearchParams({ category, limit: String(DOCUMENTS_LIMIT) })
    const response = await fetch(`/api/public/documents?${query}`, { headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(`GET /api/public/documents answered ${response.status}`)
    return ((await response.json()) as { data: PublicDocumentList }).data
  })
