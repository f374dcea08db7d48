import { queryOptions } from '@tanstack/react-query'
import { listUsersFn } from './users.functions'
import type { UserListSearch } from './users.search'
import { useServerFn } from '@tanstack/react-start'
import type { UseFormReturn } from 'react-hook-form'
import { useAppMutation } from '~/lib/use-app-mutation'
import { createUserFn, resetUserPasswordFn, setUserActiveFn, setUserCompaniesFn } from './users.functions'
import type { CreateUserInput, SetUserCompaniesInput, UserListItem } from './users.schemas'

export const userQueries = {
  all: ['dashboard', 'users'] as const,
  list: (search: UserListSearch) =>
    queryOptions({ queryKey: [...userQueries.all, 'list', search], queryFn: () => listUsersFn({ data: search }) }),
}

type Done<TData, TVariables> = (data: TData, variables: TVariables) => void | Promise<void>

export function useCreateUser(
  form: UseFormReturn<CreateUserInput>,
  onSuccess: Done<Awaited<ReturnType<typeof createUserFn>>, CreateUserInput>,
) {
  const create = useServerFn(createUserFn)
  return useAppMutation({ mutationFn: (data: CreateUserInput) => create({ data }), form, invalidate: [userQueries.all], onSuccess })
}

export function useSetUserActive(onSuccess: Done<UserListItem, { user: UserListItem; active: boolean }>) {
  const setActive = useServerFn(setUserActiveFn)
  return useAppMutation({
    mutationFn: ({ user, active }: { user: UserListItem; active: boolean }) => setActive({ data: { id: user.id, active } }),
    invalidate: [userQueries.all],
    onSuccess,
  })
}

export function useResetUserPassword(onSuccess: Done<{ password: string }, UserListItem>) {
  const reset = useServerFn(resetUserPasswordFn)
  return useAppMutation({ mutationFn: (user: UserListItem) => reset({ data: { id: user.id } }), onSuccess })
}

export function useSetUserCompanies(onSuccess: Done<UserListItem, SetUserCompaniesInput>) {
  const setCompanies = useServerFn(setUserCompaniesFn)
  return useAppMutation({
    mutationFn: (data: SetUserCompaniesInput) => setCompanies({ data }),
    invalidate: [userQueries.all],
    onSuccess,
  })
}
