import { useSuspenseQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { dateColumn, TruncatedText } from '~/components/dashboard/columns'
import { RowMenuItem } from '~/components/dashboard/data-table'
import { DashboardListPage } from '~/components/dashboard/list-page'
import { StatusBadge } from '~/components/dashboard/status-badge'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Modal } from '~/components/ui/dialog'
import { SecretValue } from '~/components/ui/secret-value'
import { useTranslation } from '~/i18n/use-translation'
import { userRoles } from '~/lib/enums'
import { useResetUserPassword, useSetUserActive } from '../../users.queries'
import { userQueries } from '../../users.queries'
import type { UserListItem } from '../../users.schemas'
import { readUserListSearch, type UserListSearch, userStatuses } from '../../users.search'
import { companiesText } from './company-choices'
import { CreateUserDialog } from './create-user-dialog'
import { UserCompaniesDialog } from './user-companies-dialog'
import { useLanguage } from '~/i18n/use-language'

type Pending = { kind: 'deactivate' | 'reset'; user: UserListItem }

/** The model list page (decision 009) on the screen kit (decision 025): URL state, filters, rows, actions behind a confirm. */
export function UsersPage({ search, currentUserId }: { search: UserListSearch; currentUserId: string }) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  const { data } = useSuspenseQuery(userQueries.list(search))
  const [creating, setCreating] = useState(false)
  const [pending, setPending] = useState<Pending>()
  const [newPassword, setNewPassword] = useState<{ email: string; password: string }>()
  const [scoping, setScoping] = useState<UserListItem>()
  const lang = useLanguage()
  const column = (name: 'email' | 'role' | 'status' | 'lastLogin') => t(`users.columns.${name}`)

  const setActive = useSetUserActive((user, { active }) => {
    setPending(undefined)
    toast.success(active ? t('users.actions.activated', { email: user.email }) : t('users.actions.deactivated', { email: user.email }))
  })
  const resetPassword = useResetUserPassword((result, user) => {
    setPending(undefined)
    setNewPassword({ email: user.email, password: result.password })
  })
  const reset = pending?.kind === 'reset'

  return (
    <DashboardListPage
      title={t('titles.users')}
      words={(key, params) => t(`users.${key}`, params)}
      action={
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden className="size-4" />
          {t('users.create')}
        </Button>
      }
      search={search}
      filters={{
        read: readUserListSearch,
        columns: 'lg:grid-cols-[1fr_auto_auto_auto]',
        selects: {
          role: { label: column('role'), options: userRoles, optionLabel: (role) => t(`roles.${role}`) },
          status: { label: column('status'), options: userStatuses, optionLabel: (status) => t(`users.status.${status}`) },
        },
      }}
      list={data}
      table={{
        className: 'md:min-w-[44rem]',
        rowHeader: {
          header: t('users.columns.name'),
          cell: (user) => (
            <>
              {user.name}
              {user.id === currentUserId && (
                <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">{t('users.you')}</span>
              )}
            </>
          ),
        },
        columns: [
          // Whole on phones (it wraps); on desk cut to the column, the full address on hover.
          {
            key: 'email',
            header: column('email'),
            className: 'text-muted md:text-ink',
            cell: (user) => <TruncatedText text={user.email} className="md:block md:max-w-[18rem]" />,
          },
          {
            key: 'role',
            header: column('role'),
            className: 'text-ink',
            // A recruiter's companies under the role (decision 046); admins and editors are never limited.
            cell: (user) => (
              <>
                {t(`roles.${user.role}`)}
                {user.role === 'recruiter' && (
                  <span className="block text-xs text-muted">{companiesText(user.companies, lang, t('users.companies.all'))}</span>
                )}
              </>
            ),
          },
          {
            key: 'status',
            header: column('status'),
            cell: (user) => (
              <StatusBadge tone={user.isActive ? 'success' : 'neutral'}>
                {t(`users.status.${user.isActive ? 'active' : 'inactive'}`)}
              </StatusBadge>
            ),
          },
          dateColumn({ field: 'lastLoginAt', header: column('lastLogin'), fallback: t('users.never') }),
        ],
        actions: {
          header: t('users.columns.actions'),
          label: (user) => t('users.actions.menu', { name: user.name }),
          items: (user) => (
            <>
              {user.role === 'recruiter' && <RowMenuItem onSelect={() => setScoping(user)}>{t('users.actions.companies')}</RowMenuItem>}
              <RowMenuItem onSelect={() => setPending({ kind: 'reset', user })}>{t('users.actions.resetPassword')}</RowMenuItem>
              {user.isActive ? (
                <RowMenuItem danger disabled={user.id === currentUserId} onSelect={() => setPending({ kind: 'deactivate', user })}>
                  {t('users.actions.deactivate')}
                </RowMenuItem>
              ) : (
                <RowMenuItem onSelect={() => setActive.mutate({ user, active: true })}>{t('users.actions.activate')}</RowMenuItem>
              )}
            </>
          ),
        },
      }}
    >
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <UserCompaniesDialog user={scoping} onClose={() => setScoping(undefined)} />

      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(undefined)}
        title={reset ? t('users.reset.title') : t('users.deactivateConfirm.title')}
        description={
          reset
            ? t('users.reset.description', { email: pending.user.email })
            : t('users.deactivateConfirm.description', { email: pending?.user.email ?? '' })
        }
        confirmLabel={reset ? t('users.reset.confirm') : t('users.deactivateConfirm.confirm')}
        tone={reset ? 'primary' : 'danger'}
        pending={setActive.isPending || resetPassword.isPending}
        onConfirm={() => {
          if (pending?.kind === 'reset') resetPassword.mutate(pending.user)
          else if (pending) setActive.mutate({ user: pending.user, active: false }, { onError: () => setPending(undefined) })
        }}
      />

      <Modal
        open={!!newPassword}
        onOpenChange={(open) => !open && setNewPassword(undefined)}
        title={t('users.reset.done')}
        description={t('users.reset.doneDescription')}
      >
        {newPassword && <SecretValue label={t('users.reset.passwordLabel', { email: newPassword.email })} value={newPassword.password} />}
        <div className="mt-6 flex justify-end">
          <Button onClick={() => setNewPassword(undefined)}>{tc('actions.close')}</Button>
        </div>
      </Modal>
    </DashboardListPage>
  )
}
