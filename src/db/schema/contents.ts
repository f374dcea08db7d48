import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { languages } from '~/lib/enums'
import { createdAt, id, searchText, searchVector, translationClock, tsvector, updatedAt } from './columns'
import { contentCategoryEnum, contentTypeEnum, languageEnum, publishStatusEnum } from './enums'
import { files } from './files'
import { users } from './users'

export const contents = pgTable(
  'contents',
  {
    id: id(),
    /** Rows of one translation group are language versions of the same content. */
    groupId: uuid().notNull(),
    language: languageEnum().notNull(),
    slug: text().notNull(),
    category: contentCategoryEnum().notNull(),
    type: contentTypeEnum().notNull().default('news'),
    title: text().notNull(),
    excerpt: text().notNull().default(''),
    bodyHtml: text().notNull().default(''),
    coverFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    status: publishStatusEnum().notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...translationClock(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The dashboard list's text search: title and slug (decision 038). */
    searchText: searchText('title', 'slug'),
    /** The site search's vector: title, excerpt and body in the row's language (decision 054). */
    searchVector: searchVector('language', [
      { expression: 'title', weight: 'A' },
      { expression: 'excerpt', weight: 'B' },
      { expression: 'body_html', weight: 'C' },
    ]),
    /** What the site search ranks by: title and excerpt only, small enough to read for every match (decision 054). */
    rankVector: searchVector('language', [
      { expression: 'title', weight: 'A' },
      { expression: 'excerpt', weight: 'B' },
    ]),
  },
  (t) => [
    index('contents_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id),
    index('contents_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('contents_language_slug_idx').on(t.language, t.slug),
    uniqueIndex('contents_group_language_idx').on(t.groupId, t.language),
    index('contents_list_idx').on(t.category, t.language, t.status, t.publishedAt),
    // Deleting any file row (an application's CV among them) sets the covers that use it to null:
    // this index finds them instead of reading every article (decision 044's figures).
    index('contents_cover_file_idx').on(t.coverFileId),
    // The versions behind the other language (decision 060): the list's filter in its order, and the dashboard's count.
    index('contents_behind_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.behind}`),
  ],
)

/**
 * What the site search reads of the articles a visitor may open once their date comes: one narrow
 * row per active, dated article, with its vectors, kept by the database (the trigger
 * `contents_search_kept` of migration 0029) on every write of the article. A search visits one row
 * per match: here about eight to a page instead of two wide article rows (decision 054).
 */
export const contentSearch = pgTable(
  'content_search',
  {
    contentId: uuid()
      .primaryKey()
      .references(() => contents.id, { onDelete: 'cascade' }),
    language: languageEnum().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    rankVector: tsvector().notNull(),
    searchVector: tsvector().notNull(),
  },
  // One per language, so that a search's matches come from the index alone, never from reading
  // each row's vector (decision 054).
  (t) =>
    languages.map((lang) =>
      index(`content_search_vector_${lang}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`language = '${lang}'`)),
    ),
)

export type Content = typeof contents.$inferSelect
