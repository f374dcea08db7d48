import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { languages } from '~/lib/enums'
import { createdAt, id, searchVector, translationClock, updatedAt } from './columns'
import { documentCategoryEnum, languageEnum, publishStatusEnum } from './enums'
import { files } from './files'

export const documents = pgTable(
  'documents',
  {
    id: id(),
    category: documentCategoryEnum().notNull(),
    status: publishStatusEnum().notNull().default('draft'),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    sortOrder: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('documents_category_idx').on(t.category, t.status, t.sortOrder)],
)

export const documentTranslations = pgTable(
  'document_translations',
  {
    documentId: uuid()
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    lang: languageEnum().notNull(),
    title: text().notNull(),
    description: text(),
    ...translationClock(),
    /** The site search's vector: title and description in the row's language (decision 054). */
    searchVector: searchVector('lang', [
      { expression: 'title', weight: 'A' },
      { expression: 'description', weight: 'B' },
    ]),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.lang] }),
    // The documents with a version behind the other language (decision 060).
    index('document_translations_behind_idx')
      .on(t.documentId)
      .where(sql`${t.behind}`),
    ...languages.map((lang) =>
      index(`document_translations_search_vector_${lang}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`lang = '${lang}'`)),
    ),
  ],
)

export type DocumentRow = typeof documents.$inferSelect
