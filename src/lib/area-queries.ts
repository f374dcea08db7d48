import { queryOptions } from '@tanstack/react-query'

type ServerFn<I, O> = (input: { data: I }) => Promise<O>

/**
 * A dashboard area's `queryOptions` (decision 025): `all` (what a change invalidates), the list by
 * its URL state, and one row by id under the name the area gives it (`edit`, `detail`).
 */
export function areaQueries<const A extends string, const K extends string, S, L, R>(
  area: A,
  list: ServerFn<S, L>,
  item: K,
  read: ServerFn<{ id: string }, R>,
) {
  const all = ['dashboard', area] as const
  const one = (id: string) => queryOptions({ queryKey: [...all, item, id], queryFn: () => read({ data: { id } }) })
  return {
    all,
    list: (search: S) => queryOptions({ queryKey: [...all, 'list', search], queryFn: () => list({ data: search }) }),
    ...({ [item]: one } as Record<K, typeof one>),
  }
}
