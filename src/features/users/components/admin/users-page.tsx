import { useSuspenseQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { DataTable, RowMenuItem } from '~/components/dashboard/data-table'
import { ListFilters } from '~/components/dashboard/filter-form'
import { ListResults } from '~/components/dashboard/list-results'
import { StatusBadge } from '~/components/dashboard/status-badge'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Modal } from '~/components/ui/dialog'
import { SecretValue } from '~/components/ui/secret-value'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { userRoles } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import { useResetUserPassword, useSetUserActive } from '../../users.queries'
import { userQueries } from '../../users.queries'
import type { UserListItem } from '../../users.schemas'
import { readUserListSearch, USER_SEARCH_MAX, type UserListSearch, userStatuses } from '../../users.search'
import { CreateUserDialog } from './create-user-dialog'

type Pending = { kind: 'deactivate' | 'reset'; user: UserListItem }

/** The model list page (decision 009) on the screen kit (decision 025): URL state, filters, rows, actions behind a confirm. */
export function UsersPage({ search, currentUserId }: { search: UserListSearch; currentUserId: string }) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  const lang = useLanguage()
  const { data } = useSuspenseQuery(userQueries.list(search))
  const [creating, setCreating] = useState(false)
  const [pending, setPending] = useState<Pending>()
  const [newPassword, setNewPassword] = useState<{ email: string; password: string }>()
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
    <>
      <PageHeader
        title={t('titles.users')}
        description={t('users.intro')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden className="size-4" />
            {t('users.create')}
          </Button>
        }
      />
      <ListFilters
        search={search}
        read={readUserListSearch}
        searchMax={USER_SEARCH_MAX}
        placeholder={t('users.searchPlaceholder')}
        className="sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        selects={{
          role: { label: column('role'), options: userRoles, optionLabel: (role) => t(`roles.${role}`) },
          status: { label: column('status'), options: userStatuses, optionLabel: (status) => t(`users.status.${status}`) },
        }}
      />
      <ListResults
        pagination={data.pagination}
        itemCount={data.items.length}
        countText={t('users.count', { count: data.pagination.total })}
        filtered={!!(search.q || search.role || search.status)}
        emptyTitle={t('users.empty')}
        emptyFilteredTitle={t('users.emptyFiltered')}
        paginationLabel={t('users.pagination')}
      >
        <DataTable
          caption={t('titles.users')}
          className="md:min-w-[44rem]"
          rows={data.items}
          rowHeader={{
            header: t('users.columns.name'),
            cell: (user) => (
              <>
                {user.name}
                {user.id === currentUserId && (
                  <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">{t('users.you')}</span>
                )}
              </>
            ),
          }}
          columns={[
            {
              key: 'email',
              header: column('email'),
              className: 'text-muted md:text-ink',
              // Whole on phones (it wraps); on desk cut to the column, the full address on hover.
              cell: (user) => (
                <span title={user.email} className="break-all md:block md:max-w-[18rem] md:truncate md:break-normal">
                  {user.email}
                </span>
              ),
            },
            { key: 'role', header: column('role'), className: 'text-ink', cell: (user) => t(`roles.${user.role}`) },
            {
              key: 'status',
              header: column('status'),
              cell: (user) => (
                <StatusBadge tone={user.isActive ? 'success' : 'neutral'}>
                  {t(`users.status.${user.isActive ? 'active' : 'inactive'}`)}
                </StatusBadge>
              ),
            },
            {
              key: 'lastLogin',
              header: column('lastLogin'),
              className: 'text-muted md:whitespace-nowrap',
              cell: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt, lang) : t('users.never')),
            },
          ]}
          actions={{
            header: t('users.columns.actions'),
            label: (user) => t('users.actions.menu', { name: user.name }),
            items: (user) => (
              <>
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
          }}
        />
      </ListResults>

      <CreateUserDialog open={creating} onOpenChange={setCreating} />

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
    </>
  )
}
