import { useServerFn } from '@tanstack/react-start'
import type { UseFormReturn } from 'react-hook-form'
import { useAppMutation } from '~/lib/use-app-mutation'
import { createJobFn, updateJobFn } from './job-admin.functions'
import { jobAdminQueries } from './job-admin.queries'
import type { JobFormInput } from './job-admin.schemas'

type Done<TData, TVariables> = (data: TData, variables: TVariables) => void | Promise<void>

/** Create (no id) or update (with id): the one job form saves through here. */
export function useSaveJob(
  form: UseFormReturn<JobFormInput>,
  id: string | undefined,
  onSuccess: Done<{ id: string; slug: string }, JobFormInput>,
) {
  const create = useServerFn(createJobFn)
  const update = useServerFn(updateJobFn)
  return useAppMutation({
    mutationFn: (values: JobFormInput) => {
      if (!id) return create({ data: values })
      const { status: _status, ...fields } = values
      return update({ data: { ...fields, id } })
    },
    form,
    invalidate: [jobAdminQueries.all],
    onSuccess,
  })
}
