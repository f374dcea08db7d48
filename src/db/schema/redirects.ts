import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, searchText } from './columns'
import { redirectEntityEnum, redirectOriginEnum } from './enums'
import { users } from './users'

/**
 * Old public paths that answer 301 to a new one (decision 055, docs/product.md §19). A path is the
 * source of one redirect at most, and a target is never itself a source (chains are collapsed on
 * write), so serving one is one look-up by `from_path`. An automatic row follows an article's or a
 * job's slug change and names it; a manual one was added by an admin.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    fromPath: text().notNull(),
    toPath: text().notNull(),
    origin: redirectOriginEnum().notNull(),
    entity: redirectEntityEnum(),
    entityId: uuid(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The dashboard list's text search: both paths (decision 038). */
    searchText: searchText('from_path', 'to_path'),
  },
  (t) => [
    check('redirects_not_to_itself', sql`${t.fromPath} <> ${t.toPath}`),
    uniqueIndex('redirects_from_path_idx').on(t.fromPath),
    // The redirects that lead to a path, moved with it when it changes (chains collapsed).
    index('redirects_to_path_idx').on(t.toPath),
    index('redirects_created_idx').on(t.createdAt.desc(), t.id),
    index('redirects_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
)

export type Redirect = typeof redirects.$inferSelect
