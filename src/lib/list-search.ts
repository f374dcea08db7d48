/**
 * Schema-free readers for list state in the URL (`validateSearch`). Route search validation is
 * bundled with the route tree into every page's entry, so it stays tiny; the server validates the
 * same values again with the feature's zod schema.
 */

export const LIST_PAGE_MAX = 10_000

/** A page number ≥ 1; anything else is page 1 (docs/product.md §5). */
export function pageParam(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(n) && n >= 1 && n <= LIST_PAGE_MAX ? n : 1
}

/** A trimmed text of at most `max` characters, or undefined when empty or not text. */
export function textParam(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim().slice(0, max)
  return text === '' ? undefined : text
}

/** One of `values`, or undefined. */
export function enumParam<const T extends readonly string[]>(value: unknown, values: T): T[number] | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T[number]) : undefined
}

/** The pagination object every list answers with (docs/product.md §7.2). */
export interface Pagination {
  page: number
  limit: number
  total: number
  totalPages: number
}

export interface Page<T> {
  items: T[]
  pagination: Pagination
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) }
}
