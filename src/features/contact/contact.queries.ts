import { areaQueries } from '~/lib/area-queries'
import { useServerFn } from '@tanstack/react-start'
import type { ContactStatus } from '~/lib/enums'
import { useAppMutation } from '~/lib/use-app-mutation'
import { deleteContactMessageFn, getContactMessageFn, listContactMessagesFn, setContactMessageStatusFn } from './contact.functions'

export const inboxQueries = areaQueries('contact', listContactMessagesFn, 'detail', getContactMessageFn)

type Done<TData, TVariables> = (data: TData, variables: TVariables) => void | Promise<void>

/** Status changes refresh the inbox and the dashboard home's unread count. */
export function useSetMessageStatus(id: string, onSuccess?: Done<{ status: ContactStatus }, ContactStatus>) {
  const set = useServerFn(setContactMessageStatusFn)
  return useAppMutation({
    mutationFn: (status: ContactStatus) => set({ data: { id, status } }),
    invalidate: [inboxQueries.all, ['dashboard', 'overview']],
    onSuccess,
  })
}

export function useDeleteMessage(onSuccess: Done<unknown, string>) {
  const remove = useServerFn(deleteContactMessageFn)
  return useAppMutation({ mutationFn: (id: string) => remove({ data: { id } }), onSuccess })
}
