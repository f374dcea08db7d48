import { and, eq, inArray, max, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { documents, documentTranslations } from '~/db/schema'
import en from '~/i18n/locales/en/documents.json'
import tr from '~/i18n/locales/tr/documents.json'
import { type Language, languages } from '~/lib/enums'
import { type SearchSource, searchHeadline, searchRank } from '~/lib/server/site-search'
import { documentFileUrl } from './documents.rules'

const strings = { tr, en }

/*
 * What other features may call (decision 024): the sitemap's and the site search's view of the
 * documents.
 */

/** A public URL and its language versions (`paths`: each language's path after the language segment). */
export interface DocumentsSitemapEntry {
  paths: Partial<Record<Language, string>>
  lastmod?: Date
}

/**
 * The sitemap's documents: the one `/documents` page in both languages, changed when the latest
 * published document changed (documents have no page of their own). `lastmod` is that time alone,
 * for the home's and the sitemap's own sums.
 */
export async function documentsSitemapEntries(db: Db): Promise<{ lastmod: Date | undefined; entries: DocumentsSitemapEntry[] }> {
  const [changed] = await db
    .select({ at: max(documents.updatedAt) })
    .from(documents)
    .where(eq(documents.status, 'active'))
  const lastmod = changed?.at ?? undefined
  return { lastmod, entries: [{ paths: Object.fromEntries(languages.map((lang) => [lang, '/documents'])), lastmod }] }
}

/**
 * The site search's documents (decision 054): the active documents, found by their title and
 * description in the visitor's language; a result opens the file and names its category.
 */
export const documentsSearchSource: SearchSource = {
  matches: (match) => sql`select ${documents.id}::text as id, ${searchRank(documentTranslations.searchVector, match)} as rank,
      ${documents.publishedAt} as date
    from ${documentTranslations} join ${documents} on ${documents.id} = ${documentTranslations.documentId}
    where ${documentTranslations.lang} = ${match.lang} and ${documentTranslations.searchVector} @@ ${match.query}
      and ${documents.status} = 'active'`,
  rows: async (db, ids, match) => {
    const rows = await db
      .select({
        id: documents.id,
        category: documents.category,
        date: documents.publishedAt,
        title: searchHeadline(documentTranslations.title, match, true),
        snippet: searchHeadline(sql`coalesce(${documentTranslations.description}, '')`, match),
      })
      .from(documentTranslations)
      .innerJoin(documents, eq(documents.id, documentTranslations.documentId))
      .where(and(inArray(documents.id, ids), eq(documentTranslations.lang, match.lang)))
    return rows.map((row) => ({
      id: row.id,
      href: documentFileUrl(row.id),
      title: row.title,
      snippet: row.snippet,
      section: strings[match.lang].categories[row.category],
      date: row.date?.toISOString() ?? null,
    }))
  },
}
