import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '~/features/auth/components/admin/change-password-page'
import { dashboardHead } from '~/lib/dashboard-head'

export const Route = createFileRoute('/$lang/dashboard/_area/account')({
  staticData: { area: 'account' },
  head: ({ match }) => dashboardHead(match.context.messages, 'account'),
  component: ChangePasswordPage,
})
