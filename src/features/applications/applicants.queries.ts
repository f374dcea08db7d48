import { queryOptions } from '@tanstack/react-query'
import { getApplicantFn, listApplicantJobsFn, listApplicantsFn } from './applicants.functions'
import type { ApplicantListSearch } from './applicants.search'

export const applicantQueries = {
  all: ['dashboard', 'applicants'] as const,
  list: (search: ApplicantListSearch) =>
    queryOptions({ queryKey: [...applicantQueries.all, 'list', search], queryFn: () => listApplicantsFn({ data: search }) }),
  jobs: () => queryOptions({ queryKey: [...applicantQueries.all, 'jobs'], queryFn: () => listApplicantJobsFn() }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...applicantQueries.all, 'detail', id], queryFn: () => getApplicantFn({ data: { id } }) }),
}
