import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '~/features/auth/components/admin/change-password-page'

export const Route = createFileRoute('/$lang/dashboard/_area/account')({
  staticData: { area: 'account' },
  head: ({ match }) => ({ meta: [{ title: `${match.context.messages.dashboard.titles.account} · HOI Holding` }] }),
  component: ChangePasswordPage,
})
