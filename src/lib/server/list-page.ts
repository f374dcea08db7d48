import type { SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/client'
import { type Page, pagination } from '../list-search'

/** A list query before its page is cut: a Drizzle select with its joins, filters and order. */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> }
}

/**
 * One page of a dashboard list and the list's total, read together (docs/product.md §7.2): `rows`
 * is the list's select, the total counts `table`'s rows that match `where` (so a list's filters
 * are conditions on its own table: a match in another table is a subquery, not a join);
 * `toItem` shapes a row for the client.
 */
export async function readPage<Row, Item>(
  db: Db,
  { page, limit, table, where }: { page: number | undefined; limit: number; table: PgTable; where: SQL | undefined },
  rows: Pageable<Row>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const current = page ?? 1
  const [found, total] = await Promise.all([rows.limit(limit).offset((current - 1) * limit), db.$count(table, where)])
  return { items: found.map(toItem), pagination: pagination(current, limit, total) }
}
