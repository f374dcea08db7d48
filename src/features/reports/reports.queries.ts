import { queryOptions } from '@tanstack/react-query'
import type { CompanyKey } from '~/content/companies'
import { getReportFn, reportJobChoicesFn } from './reports.functions'
import type { ReportSearch } from './reports.search'

export const reportQueries = {
  all: ['dashboard', 'reports'] as const,
  /** The report of the URL's filters (docs/product.md §17); null when its job does not exist. */
  report: (search: ReportSearch) =>
    queryOptions({
      queryKey: [...reportQueries.all, 'report', search],
      // The URL reader keeps a company key's shape only; the server answers 400 for an unknown one.
      queryFn: () => getReportFn({ data: { ...search, company: search.company as CompanyKey | undefined } }),
    }),
  jobChoices: (q: string) =>
    queryOptions({
      queryKey: [...reportQueries.all, 'job-choices', q],
      queryFn: () => reportJobChoicesFn({ data: { q } }),
      staleTime: 30_000,
    }),
}
