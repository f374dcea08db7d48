import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { createJobFn, getJobForEditFn, listJobsFn, updateJobFn } from './jobs.functions'
import type { JobFormInput } from './jobs.schemas'
import type { JobListSearch } from './jobs.search'

export const jobAdminQueries = {
  all: ['dashboard', 'jobs'] as const,
  list: (search: JobListSearch) =>
    queryOptions({ queryKey: [...jobAdminQueries.all, 'list', search], queryFn: () => listJobsFn({ data: search }) }),
  edit: (id: string) => queryOptions({ queryKey: [...jobAdminQueries.all, 'edit', id], queryFn: () => getJobForEditFn({ data: { id } }) }),
}

/** Create (no id) or update (with id): what the one job form saves through. */
export function useSaveJob(id: string | undefined) {
  const create = useServerFn(createJobFn)
  const update = useServerFn(updateJobFn)
  return (values: JobFormInput) => {
    if (!id) return create({ data: values })
    const { status: _status, ...fields } = values
    return update({ data: { ...fields, id } })
  }
}
