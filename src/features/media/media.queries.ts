import { useServerFn } from '@tanstack/react-start'
import { toast } from 'sonner'
import type { UseFormReturn } from 'react-hook-form'
import { areaQueries } from '~/lib/area-queries'
import { useAppMutation } from '~/lib/use-app-mutation'
import { deleteMediaFn, getMediaFn, listMediaFn, updateMediaFn } from './media.functions'
import type { MediaDetail, UpdateMediaValues } from './media.schemas'

export const mediaQueries = areaQueries('media', listMediaFn, 'detail', getMediaFn)

export function useUpdateMedia(form: UseFormReturn<UpdateMediaValues>, onSuccess: (item: MediaDetail) => void) {
  const update = useServerFn(updateMediaFn)
  return useAppMutation({ mutationFn: (data: UpdateMediaValues) => update({ data }), form, invalidate: [mediaQueries.all], onSuccess })
}

export function useDeleteMedia(onSuccess: (removed: { id: string }) => void) {
  const remove = useServerFn(deleteMediaFn)
  return useAppMutation({
    mutationFn: (id: string) => remove({ data: { id } }),
    invalidate: [mediaQueries.all],
    onSuccess,
    // "Used by an article" (409) says so in its own sentence.
    onFailure: (failure) => toast.error(failure.fields?.id ?? failure.message),
  })
}
