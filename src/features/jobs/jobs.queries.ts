import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { UseFormReturn } from 'react-hook-form'
import type { JobStatus } from '~/lib/enums'
import { useAppMutation } from '~/lib/use-app-mutation'
import type { FailureView } from '~/lib/use-failure-view'
import { createJobFn, getJobForEditFn, listJobsFn, setJobStatusFn, updateJobFn } from './jobs.functions'
import type { JobFormInput, JobListItem } from './jobs.schemas'
import type { JobListSearch } from './jobs.search'

export const jobAdminQueries = {
  all: ['dashboard', 'jobs'] as const,
  list: (search: JobListSearch) =>
    queryOptions({ queryKey: [...jobAdminQueries.all, 'list', search], queryFn: () => listJobsFn({ data: search }) }),
  edit: (id: string) => queryOptions({ queryKey: [...jobAdminQueries.all, 'edit', id], queryFn: () => getJobForEditFn({ data: { id } }) }),
}

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

export function useSetJobStatus(
  onSuccess: Done<{ id: string; status: JobStatus }, { job: JobListItem; status: JobStatus }>,
  onFailure: (failure: FailureView) => void,
) {
  const setStatus = useServerFn(setJobStatusFn)
  return useAppMutation({
    mutationFn: ({ job, status }: { job: JobListItem; status: JobStatus }) => setStatus({ data: { id: job.id, status } }),
    invalidate: [jobAdminQueries.all],
    onSuccess,
    onFailure,
  })
}
