import { type Page, pagination } from '../list-search'

/** A list query before its page is cut: a Drizzle select with its joins, filters and order. */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> }
}

/**
 * One page of a dashboard list and the list's total, read together (docs/product.md §7.2): `rows`
 * is the list's select, `total` the same FROM and WHERE counted; `toItem` shapes a row for the client.
 */
export async function readPage<Row, Item>(
  page: number | undefined,
  limit: number,
  rows: Pageable<Row>,
  total: PromiseLike<{ n: number }[]>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const current = page ?? 1
  const [found, [counted]] = await Promise.all([rows.limit(limit).offset((current - 1) * limit), total])
  return { items: found.map(toItem), pagination: pagination(current, limit, counted?.n ?? 0) }
}
