import { count, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/client'
import { LIST_COUNT_LIMIT, type Page, pagination } from '../list-search'

/**
 * One page of a dashboard list and the list's count, read together (docs/product.md §7.2,
 * decision 038). The list is `table`'s rows that match `where` (a list's filters are conditions on
 * its own table: a match in another table is a subquery, not a join), in `order` (expressions of
 * `table`'s row, ending with a unique one).
 *
 * Both reads cost what the page costs, however large the table:
 * - the page's ids are read from `table` alone (an index in list order answers it without the
 *   joins), then `rows` reads those rows with what it joins: it applies the `where` and `order`
 *   it is given;
 * - the count stops at LIST_COUNT_LIMIT: past it the pagination is `capped`, and pages past it
 *   are not read. `countWhere`, when given, is the same set as `where` written for counting
 *   (a text search's two forms: `textMatches` in jobs.server.ts). `keepCount`, when given, is
 *   asked for the count with the function that counts (a list whose count is kept: the
 *   applicants' and the inbox's, decision 053).
 * `toItem` shapes a row for the client.
 */
export async function readPage<Row, Item>(
  db: Db,
  {
    page,
    limit,
    table,
    where,
    countWhere = where,
    order,
    keepCount,
  }: {
    page: number | undefined
    limit: number
    table: PgTable & { id: AnyPgColumn }
    where: SQL | undefined
    countWhere?: SQL | undefined
    order: SQL[]
    keepCount?: (count: () => Promise<number>) => Promise<number>
  },
  rows: (page: { where: SQL; order: SQL[] }) => PromiseLike<Row[]>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const current = page ?? 1
  const offset = (current - 1) * limit
  const ids = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const counted = db
    .select({ one: sql`1` })
    .from(table)
    .where(countWhere)
    .orderBy(...order)
    .limit(LIST_COUNT_LIMIT + 1)
    .as('counted')
  const counting = async () => (await db.select({ n: count() }).from(counted))[0]?.n ?? 0
  const [found, n] = await Promise.all([
    offset >= LIST_COUNT_LIMIT ? [] : rows({ where: inArray(table.id, ids), order }),
    keepCount ? keepCount(counting) : counting(),
  ])
  if (n <= LIST_COUNT_LIMIT) return { items: found.map(toItem), pagination: pagination(current, limit, n) }
  return { items: found.map(toItem), pagination: { ...pagination(current, limit, LIST_COUNT_LIMIT), capped: true } }
}
