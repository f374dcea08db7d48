import { queryOptions } from '@tanstack/react-query'
import { getJobForEditFn, listJobsFn } from './job-admin.functions'
import type { JobListSearch } from './job-admin.search'

export const jobAdminQueries = {
  all: ['dashboard', 'jobs'] as const,
  list: (search: JobListSearch) =>
    queryOptions({ queryKey: [...jobAdminQueries.all, 'list', search], queryFn: () => listJobsFn({ data: search }) }),
  edit: (id: string) => queryOptions({ queryKey: [...jobAdminQueries.all, 'edit', id], queryFn: () => getJobForEditFn({ data: { id } }) }),
}
