/**
 * Schema-free readers for list state in the URL (`validateSearch`). Route search validation is
 * bundled with the route tree into every page's entry, so it stays tiny; the server validates the
 * same values again with the feature's zod schema.
 */

export const LIST_PAGE_MAX = 10_000

/** The longest text search a dashboard list keeps. */
export const LIST_SEARCH_MAX = 100

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

/** A list reader's fields: a number is a text's maximum length, a list the values an enum takes. */
export type ListSearchFields = Record<string, number | readonly string[]>

/** The list state `listSearchReader(fields)` reads: each field optional, and the page (absent for page 1). */
export type ListSearchOf<F extends ListSearchFields> = {
  -readonly [K in keyof F]?: F[K] extends readonly (infer V)[] ? V : string
} & { page?: number }

/**
 * A dashboard list's `validateSearch` (decision 025): each field read with `textParam` or
 * `enumParam`, in the given order, then the page (docs/product.md §5).
 */
export function listSearchReader<const F extends ListSearchFields>(fields: F): (search: Record<string, unknown>) => ListSearchOf<F> {
  return (search) => {
    const read: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(fields)) {
      read[key] = typeof field === 'number' ? textParam(search[key], field) : enumParam(search[key], field)
    }
    const page = pageParam(search.page)
    read.page = page === 1 ? undefined : page
    return read as ListSearchOf<F>
  }
}

/** The pagination object every list answers with (docs/product.md §7.2). */
export interface Pagination {
  page: number
  limit: number
  total: number
  totalPages: number
  /** A dashboard list with more than LIST_COUNT_LIMIT rows: `total` is that limit, and pages stop there (decision 038). */
  capped?: true
}

/** How far a dashboard list counts and pages: beyond, the filters narrow it (decision 038). */
export const LIST_COUNT_LIMIT = 10_000

export interface Page<T> {
  items: T[]
  pagination: Pagination
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) }
}
