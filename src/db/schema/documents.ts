import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
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
  },
  (t) => [primaryKey({ columns: [t.documentId, t.lang] })],
)

export type DocumentRow = typeof documents.$inferSelect
