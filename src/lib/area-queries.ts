import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'

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

/**
 * What one entity form saves through: create without an id, else update that id with the fields
 * an update may change (`editable` drops the rest: the status has its own step).
 */
export function useSaveEntity<V, U, C, R>(
  id: string | undefined,
  fns: { create: ServerFn<V, C>; update: ServerFn<U & { id: string }, R> },
  editable: (values: V) => U,
) {
  const create = useServerFn(fns.create)
  const update = useServerFn(fns.update)
  return (values: V) => (id ? update({ data: { ...editable(values), id } }) : create({ data: values }))
}
