import type { Messages } from '~/i18n/i18n'
import type { DocumentCategory, Language } from '~/lib/enums'
import { pageHead } from '~/lib/seo'
import { DEFAULT_DOCUMENT_CATEGORY } from './documents.types'

/** The documents page's head: one URL per category (the default one without a query), both languages. */
export function documentsHead(category: DocumentCategory, lang: Language, strings: Messages['documents']) {
  return pageHead({
    lang,
    path: `/documents${category === DEFAULT_DOCUMENT_CATEGORY ? '' : `?category=${category}`}`,
    title: `${strings.categories[category]} · HOI Holding`,
    description: strings.meta.description[category],
  })
}
