import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useAppMutation } from '~/lib/use-app-mutation'
import { deletePersonFn, getPersonFn, keepApartFn, mergePeopleFn, searchPeopleFn } from './people.functions'

export const personQueries = {
  all: ['dashboard', 'people'] as const,
  /** The person of an application: their applications side by side. */
  of: (applicationId: string) =>
    queryOptions({ queryKey: [...personQueries.all, applicationId], queryFn: () => getPersonFn({ data: { id: applicationId } }) }),
  /** Other people to merge with, as one types (at least two characters). */
  choices: (applicationId: string, q: string) =>
    queryOptions({
      queryKey: [...personQueries.all, applicationId, 'choices', q],
      queryFn: () => searchPeopleFn({ data: { id: applicationId, q } }),
      enabled: q.trim().length >= 2,
      staleTime: 30_000,
    }),
}

// A merge, a split or a deletion changes every section of the people involved, and the lists.
const refreshed = [personQueries.all, ['dashboard', 'applicants']]

export function useMergePeople(onSuccess: (moved: number) => void) {
  const merge = useServerFn(mergePeopleFn)
  return useAppMutation({
    mutationFn: (data: { id: string; otherId: string }) => merge({ data }),
    invalidate: refreshed,
    onSuccess: ({ moved }) => onSuccess(moved),
  })
}

export function useKeepApart(onSuccess: () => void) {
  const keep = useServerFn(keepApartFn)
  return useAppMutation({ mutationFn: (id: string) => keep({ data: { id } }), invalidate: refreshed, onSuccess })
}

export function useDeletePerson(onSuccess: (deleted: number) => void) {
  const remove = useServerFn(deletePersonFn)
  return useAppMutation({
    mutationFn: (id: string) => remove({ data: { id } }),
    invalidate: refreshed,
    onSuccess: ({ deleted }) => onSuccess(deleted),
  })
}
