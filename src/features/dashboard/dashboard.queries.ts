import { queryOptions } from '@tanstack/react-query'
import { getOverviewFn } from './dashboard.functions'

export const dashboardQueries = {
  overview: () => queryOptions({ queryKey: ['dashboard', 'overview'], queryFn: () => getOverviewFn() }),
}
