import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { UseFormReturn } from 'react-hook-form'
import { useAppMutation } from '~/lib/use-app-mutation'
import { createRedirectFn, deleteRedirectFn, listRedirectsFn } from './redirects.functions'
import type { CreateRedirectInput, RedirectListItem } from './redirects.schemas'
import type { RedirectListSearch } from './redirects.search'

export const redirectQueries = {
  all: ['dashboard', 'redirects'] as const,
  list: (search: RedirectListSearch) =>
    queryOptions({ queryKey: [...redirectQueries.all, 'list', search], queryFn: () => listRedirectsFn({ data: search }) }),
}

export function useCreateRedirect(form: UseFormReturn<CreateRedirectInput>, onSuccess: (redirect: RedirectListItem) => void) {
  const create = useServerFn(createRedirectFn)
  return useAppMutation({
    mutationFn: (data: CreateRedirectInput) => create({ data }),
    form,
    invalidate: [redirectQueries.all],
    onSuccess,
  })
}

export function useDeleteRedirect(onSuccess: (removed: { fromPath: string }) => void) {
  const remove = useServerFn(deleteRedirectFn)
  return useAppMutation({ mutationFn: (id: string) => remove({ data: { id } }), invalidate: [redirectQueries.all], onSuccess })
}
