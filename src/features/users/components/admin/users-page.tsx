import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { MoreHorizontal, Search, UserPlus } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { toast } from 'sonner'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Modal } from '~/components/ui/dialog'
import { inputClass } from '~/components/ui/field'
import { FilterSelect } from '~/components/ui/filter-select'
import { Pagination } from '~/components/ui/pagination'
import { SecretValue } from '~/components/ui/secret-value'
import { StatusBadge } from '~/components/ui/status-badge'
import { StatusPanel } from '~/components/ui/status-panel'
import { useLanguage } from '~/i18n/use-language'
import { userRoles } from '~/lib/enums'
import { formatDateTime, formatNumber } from '~/lib/format'
import { useResetUserPassword, useSetUserActive } from '../../users.queries'
import { userQueries } from '../../users.queries'
import type { UserListItem } from '../../users.schemas'
import { USER_SEARCH_MAX, type UserListSearch, userStatuses } from '../../users.search'
import { CreateUserDialog } from './create-user-dialog'

type Pending = { kind: 'deactivate' | 'reset'; user: UserListItem }

/** The model list page: state in the URL, filters, one markup per row for phone and desk, actions behind a confirm. */
export function UsersPage({ search, currentUserId }: { search: UserListSearch; currentUserId: string }) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  const lang = useLanguage()
  const { data } = useSuspenseQuery(userQueries.list(search))
  const [creating, setCreating] = useState(false)
  const [pending, setPending] = useState<Pending>()
  const [newPassword, setNewPassword] = useState<{ email: string; password: string }>()
  const filtered = !!(search.q || search.role || search.status)

  const setActive = useSetUserActive((user, { active }) => {
    setPending(undefined)
    toast.success(active ? t('users.actions.activated', { email: user.email }) : t('users.actions.deactivated', { email: user.email }))
  })
  const resetPassword = useResetUserPassword((result, user) => {
    setPending(undefined)
    setNewPassword({ email: user.email, password: result.password })
  })

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
      <UserFilters search={search} />
      <p className="mb-3 text-sm text-muted" role="status">
        {t('users.count', { count: formatNumber(data.pagination.total, lang) })}
      </p>
      {data.items.length === 0 && data.pagination.total > 0 ? (
        <StatusPanel
          kind="empty"
          title={t('list.pageEmpty')}
          action={
            <Link
              to="."
              search={{ ...search, page: data.pagination.totalPages > 1 ? data.pagination.totalPages : undefined }}
              className="text-sm font-medium text-brand-700 underline underline-offset-4"
            >
              {t('list.lastPage', { page: data.pagination.totalPages })}
            </Link>
          }
        />
      ) : data.items.length === 0 ? (
        <StatusPanel
          kind="empty"
          title={filtered ? t('users.emptyFiltered') : t('users.empty')}
          action={
            filtered ? (
              <Link to="." search={{}} className="text-sm font-medium text-brand-700 underline underline-offset-4">
                {t('list.clearFilters')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <UsersTable
          users={data.items}
          currentUserId={currentUserId}
          onPending={setPending}
          onActivate={(user) => setActive.mutate({ user, active: true })}
        />
      )}
      <Pagination pagination={data.pagination} label={t('users.pagination')} />

      <CreateUserDialog open={creating} onOpenChange={setCreating} />

      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(undefined)}
        title={pending?.kind === 'reset' ? t('users.reset.title') : t('users.deactivateConfirm.title')}
        description={
          pending?.kind === 'reset'
            ? t('users.reset.description', { email: pending.user.email })
            : t('users.deactivateConfirm.description', { email: pending?.user.email ?? '' })
        }
        confirmLabel={pending?.kind === 'reset' ? t('users.reset.confirm') : t('users.deactivateConfirm.confirm')}
        tone={pending?.kind === 'reset' ? 'primary' : 'danger'}
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

/** A GET form: it filters by reloading the page without scripts, and by navigating with them. */
function UserFilters({ search }: { search: UserListSearch }) {
  const { t } = useTranslation('dashboard')
  const navigate = useNavigate()
  const apply = (form: HTMLFormElement) => {
    const values = new FormData(form)
    const read = (name: string) => (values.get(name) as string | null)?.trim() || undefined
    void navigate({
      to: '.',
      search: { q: read('q'), role: read('role') as UserListSearch['role'], status: read('status') as UserListSearch['status'] },
    })
  }
  const searchId = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  return (
    // Keyed by the URL's filters, so the fields show them again after a navigation (clear filters, back).
    <form
      key={JSON.stringify(search)}
      role="search"
      method="get"
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
    >
      <div className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        <label htmlFor={searchId}>{t('list.search')}</label>
        <span className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={search.q ?? ''}
            maxLength={USER_SEARCH_MAX}
            placeholder={t('users.searchPlaceholder')}
            className={`${inputClass} pl-9`}
          />
        </span>
      </div>
      <FilterSelect
        label={t('users.columns.role')}
        name="role"
        value={search.role}
        options={userRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        onApply={apply}
      />
      <FilterSelect
        label={t('users.columns.status')}
        name="status"
        value={search.status}
        options={userStatuses.map((status) => ({ value: status, label: t(`users.status.${status}`) }))}
        onApply={apply}
      />
      <Button type="submit" variant="secondary" size="field">
        {t('list.apply')}
      </Button>
    </form>
  )
}

const cellLabel = 'text-muted md:sr-only'
const columns = ['name', 'email', 'role', 'status', 'lastLogin'] as const

/**
 * One markup for every width: a table with explicit roles, laid out as cards on phones (each cell
 * names its column) and as rows from md up.
 */
function UsersTable({
  users,
  currentUserId,
  onPending,
  onActivate,
}: {
  users: UserListItem[]
  currentUserId: string
  onPending: (pending: Pending) => void
  onActivate: (user: UserListItem) => void
}) {
  const { t } = useTranslation('dashboard')
  const lang = useLanguage()
  return (
    <div className="relative md:overflow-x-auto md:rounded-lg md:border md:border-line md:bg-white">
      <table role="table" className="block w-full text-left text-sm md:table md:min-w-[44rem]">
        <caption className="sr-only">{t('titles.users')}</caption>
        <thead
          role="rowgroup"
          className="sr-only md:not-sr-only md:table-header-group md:border-b md:border-line md:bg-surface md:text-muted"
        >
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-4 py-3 font-medium">
                {t(`users.columns.${column}`)}
              </th>
            ))}
            <th role="columnheader" scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">{t('users.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
          {users.map((user) => (
            <tr
              role="row"
              key={user.id}
              className="relative grid gap-1 rounded-lg border border-line bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-0"
            >
              <th role="rowheader" scope="row" className="pr-12 font-medium text-ink md:px-4 md:py-3">
                {user.name}
                {user.id === currentUserId && (
                  <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">{t('users.you')}</span>
                )}
              </th>
              <td role="cell" className="text-muted md:px-4 md:py-3 md:text-ink">
                <span className={cellLabel}>{t('users.columns.email')}: </span>
                {/* Whole on phones (it wraps); on desk cut to the column, the full address on hover. */}
                <span title={user.email} className="break-all md:block md:max-w-[18rem] md:truncate md:break-normal">
                  {user.email}
                </span>
              </td>
              <td role="cell" className="text-ink md:px-4 md:py-3">
                <span className={cellLabel}>{t('users.columns.role')}: </span>
                {t(`roles.${user.role}`)}
              </td>
              <td role="cell" className="md:px-4 md:py-3">
                <span className={cellLabel}>{t('users.columns.status')}: </span>
                <StatusBadge tone={user.isActive ? 'success' : 'neutral'}>
                  {t(`users.status.${user.isActive ? 'active' : 'inactive'}`)}
                </StatusBadge>
              </td>
              <td role="cell" className="text-muted md:px-4 md:py-3 md:whitespace-nowrap">
                <span className={cellLabel}>{t('users.columns.lastLogin')}: </span>
                {user.lastLoginAt ? formatDateTime(user.lastLoginAt, lang) : t('users.never')}
              </td>
              <td role="cell" className="absolute top-3 right-3 md:static md:px-4 md:py-3 md:text-right">
                <UserActions user={user} currentUserId={currentUserId} onPending={onPending} onActivate={onActivate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const menuItem = 'cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface'

function UserActions({
  user,
  currentUserId,
  onPending,
  onActivate,
}: {
  user: UserListItem
  currentUserId: string
  onPending: (pending: Pending) => void
  onActivate: (user: UserListItem) => void
}) {
  const { t } = useTranslation('dashboard')
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex size-9 items-center justify-center rounded-md hover:bg-surface">
        <MoreHorizontal aria-hidden className="size-5" />
        <span className="sr-only">{t('users.actions.menu', { name: user.name })}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="z-50 min-w-48 rounded-lg border border-line bg-white p-1 shadow-lg">
        <DropdownMenu.Item onSelect={() => onPending({ kind: 'reset', user })} className={menuItem}>
          {t('users.actions.resetPassword')}
        </DropdownMenu.Item>
        {user.isActive ? (
          <DropdownMenu.Item
            disabled={user.id === currentUserId}
            onSelect={() => onPending({ kind: 'deactivate', user })}
            className={`${menuItem} text-red-800 data-[disabled]:cursor-not-allowed data-[disabled]:text-muted`}
          >
            {t('users.actions.deactivate')}
          </DropdownMenu.Item>
        ) : (
          <DropdownMenu.Item onSelect={() => onActivate(user)} className={menuItem}>
            {t('users.actions.activate')}
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
