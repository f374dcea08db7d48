import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { publishKindEnum } from './enums'
import { users } from './users'

/**
 * Every saved state of a job, an article's language version or a document (decision 056,
 * docs/product.md §20): numbered from 1 per entry, the editable values as they were after the
 * save (`snapshot`), which of them the save changed, who saved and when, and for a restore the
 * version it brought back.
 */
export const entityVersions = pgTable(
  'entity_versions',
  {
    id: id(),
    kind: publishKindEnum().notNull(),
    entityId: uuid().notNull(),
    number: integer().notNull(),
    snapshot: jsonb().$type<Record<string, string | number | boolean | null>>().notNull(),
    changed: text().array().notNull().default([]),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    restoredFrom: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    // One number per entry; the history page reads an entry's versions newest first by it.
    uniqueIndex('entity_versions_entry_idx').on(t.kind, t.entityId, t.number.desc()),
    index('entity_versions_author_idx').on(t.authorId),
  ],
)

export type EntityVersion = typeof entityVersions.$inferSelect
