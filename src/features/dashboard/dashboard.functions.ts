import { createServerFn } from '@tanstack/react-start'
import { authMiddleware } from '~/features/auth/auth.middleware'
import { getOverview } from './dashboard.server'

export const getOverviewFn = createServerFn({ method: 'GET' })
  .middleware([authMiddleware])
  .handler(({ context }) => getOverview(context.db))
