import { eq, max } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { documents } from '~/db/schema'
import { type Language, languages } from '~/lib/enums'

/*
 * What other features may call (decision 024): the sitemap's view of the documents.
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
