import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { languages } from '~/lib/enums'
import { searchVector } from './columns'
import { languageEnum } from './enums'

/**
 * The corporate pages' text as the site search reads it (decision 054): one row per page and
 * language, written from the live corporate entries (decision 061) at every start and with every
 * corporate write (`writeSitePages`, src/features/site/site.api.server.ts), so that the search
 * finds them beside jobs and articles.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    /** The page's path after the language segment, e.g. `/about`. */
    path: text().notNull(),
    lang: languageEnum().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    body: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    searchVector: searchVector('lang', [
      { expression: 'title', weight: 'A' },
      { expression: 'summary', weight: 'B' },
      { expression: 'body', weight: 'C' },
    ]),
  },
  (t) => [
    primaryKey({ columns: [t.path, t.lang] }),
    ...languages.map((lang) =>
      index(`site_pages_search_vector_${lang}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`lang = '${lang}'`)),
    ),
  ],
)
