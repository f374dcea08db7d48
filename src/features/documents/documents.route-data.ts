import { redirect } from '@tanstack/react-router'
import type { Messages } from '~/i18n/i18n'
import type { DocumentCategory, Language } from '~/lib/enums'
import { documentCategoryOf } from './documents.category'
import { loadDocumentList } from './documents.loaders'
import type { PublicDocumentList } from './documents.types'
import { logFailure } from '~/lib/log'

export interface DocumentsRouteData {
  category: DocumentCategory
  list: PublicDocumentList
  head: ReturnType<typeof import('./documents.head').documentsHead>
}

/**
 * The documents page's loader: the category from the URL (unknown or missing: `terms`, SPEC §5)
 * and its published documents. A failed fetch leads to the not-found page (SPEC §8). The head is
 * built here so that its module stays out of every page's first load (decision 013).
 */
export async function documentsRouteData(
  context: { lang: Language; messages: Messages },
  rawCategory: string | undefined,
): Promise<DocumentsRouteData> {
  const category = documentCategoryOf(rawCategory)
  const [list, { documentsHead }] = await Promise.all([
    loadDocumentList(category).catch((error: unknown) => {
      logFailure('The document list could not be loaded', error)
      return null
    }),
    import('./documents.head'),
  ])
  if (!list) throw redirect({ to: '/$lang/not-found', params: { lang: context.lang } })
  return { category, list, head: documentsHead(category, context.lang, context.messages.documents) }
}
