import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { previewKindEnum } from './enums'
import { users } from './users'

/**
 * Share-preview links (decision 057, docs/product.md §21): someone without an account may see a
 * draft or scheduled article or job through a link until it expires or is revoked. Only the
 * SHA-256 of the link's token is kept; the token itself is shown once, when the link is made.
 * The entity is named by kind and id without a foreign key (two tables); a deleted entity's links
 * lead to nothing and answer 404 like an unknown token.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: id(),
    kind: previewKindEnum().notNull(),
    entityId: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // A visitor's link is found by its token's hash, one row at most.
    uniqueIndex('preview_links_token_idx').on(t.tokenHash),
    // An entry's links in the editor's dialog, newest first.
    index('preview_links_entity_idx').on(t.kind, t.entityId, t.createdAt.desc()),
  ],
)

export type PreviewLink = typeof previewLinks.$inferSelect
