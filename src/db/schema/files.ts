import { bigint, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { fileKindEnum } from './enums'

export const files = pgTable('files', {
  id: id(),
  storageKey: text().notNull().unique(),
  originalName: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: bigint({ mode: 'number' }).notNull(),
  sha256: text().notNull(),
  kind: fileKindEnum().notNull(),
  createdAt: createdAt(),
})

export type StoredFile = typeof files.$inferSelect
