import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '~/features/auth/components/admin/change-password-page'

export const Route = createFileRoute('/$lang/dashboard/_area/account')({
  staticData: { area: 'account', title: 'account' },
  component: ChangePasswordPage,
})
