import { createServerFn } from '@tanstack/react-start'
import { requireAccess } from '~/features/auth/auth.middleware'
import { getOverview } from './dashboard.admin.server'

export const getOverviewFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('dashboard')])
  .handler(({ context }) => getOverview(context.db, context.user.role))
