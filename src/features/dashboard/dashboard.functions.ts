import { dashboardRead } from '~/features/auth/auth.middleware'
import { getOverview } from './dashboard.admin.server'

export const getOverviewFn = dashboardRead.handler(({ context }) => getOverview(context.db, context.user))
