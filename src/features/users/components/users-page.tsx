import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { MoreHorizontal, UserPlus } from 'lucide-react'
import { AlertDialog, DropdownMenu } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/dialog'
import { SecretValue } from '~/components/ui/secret-value'
import { useReturnFocus } from '~/components/ui/use-return-focus'
import { PageHeader } from '~/features/dashboard/components/dashboard-shell'
import { cn } from '~/lib/cn'
import type { Language } from '~/lib/enums'
import { errorCodeOf } from '~/lib/errors'
import { languageMeta } from '~/lib/language'
import { resetUserPasswordFn, setUserActiveFn } from '../users.functions'
import { userQueries } from '../users.queries'
import type { UserListItem } from '../users.schemas'
import { CreateUserDialog } from './create-user-dialog'

type Pending = { kind: 'deactivate' | 'reset'; user: UserListItem }

export function UsersPage({ lang, currentUserId }: { lang: Language; currentUserId: string }) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  const { data: users } = useSuspenseQuery(userQueries.list())
  const queryClient = useQueryClient()
  const setActive = useServerFn(setUserActiveFn)
  const resetPassword = useServerFn(resetUserPasswordFn)
  const [creating, setCreating] = useState(false)
  const returnFocus = useReturnFocus()
  const [pending, setPending] = useState<Pending>()
  const [newPassword, setNewPassword] = useState<{ email: string; password: string }>()
  const dateFormat = new Intl.DateTimeFormat(languageMeta[lang].locale, { dateStyle: 'medium', timeStyle: 'short' })

  const failure = (error: unknown) => {
    const code = errorCodeOf(error)
    toast.error(
      code === 'forbidden' ? t('users.errors.forbidden') : code === 'not_found' ? t('users.errors.notFound') : t('users.errors.generic'),
    )
  }

  const activeMutation = useMutation({
    mutationFn: (vars: { user: UserListItem; active: boolean }) => setActive({ data: { id: vars.user.id, active: vars.active } }),
    onSuccess: async (user, vars) => {
      await queryClient.invalidateQueries({ queryKey: userQueries.all })
      toast.success(vars.active ? t('users.actions.activated', { email: user.email }) : t('users.actions.deactivated', { email: user.email }))
    },
    onError: (error, vars) => {
      if (errorCodeOf(error) === 'conflict') {
        toast.error(vars.user.id === currentUserId ? t('users.actions.cannotSelf') : t('users.actions.lastAdmin'))
      } else failure(error)
    },
    onSettled: () => setPending(undefined),
  })

  const resetMutation = useMutation({
    mutationFn: (user: UserListItem) => resetPassword({ data: { id: user.id } }),
    onSuccess: (result, user) => setNewPassword({ email: user.email, password: result.password }),
    onError: failure,
    onSettled: () => setPending(undefined),
  })

  const activate = (user: UserListItem) => activeMutation.mutate({ user, active: true })

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
      {users.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-muted">{t('users.empty')}</p>
      ) : (
        <>
          {/* Phones get a list of cards; from md up, the table. */}
          <ul className="flex flex-col gap-3 md:hidden">
            {users.map((user) => (
              <li key={user.id} className="rounded-lg border border-line bg-white p-4 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">
                      {user.name}
                      {user.id === currentUserId && <YouBadge />}
                    </p>
                    <p className="truncate text-muted">{user.email}</p>
                  </div>
                  <UserActions user={user} currentUserId={currentUserId} onPending={setPending} onActivate={activate} />
                </div>
                <p className="mt-3 flex flex-wrap items-center gap-2 text-ink">
                  {t(`roles.${user.role}`)}
                  <StatusBadge active={user.isActive} />
                </p>
                <p className="mt-1 text-muted">
                  {t('users.columns.lastLogin')}: {user.lastLoginAt ? dateFormat.format(new Date(user.lastLoginAt)) : t('users.never')}
                </p>
              </li>
            ))}
          </ul>
          <div className="relative hidden overflow-x-auto rounded-lg border border-line bg-white md:block">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{t('titles.users')}</caption>
              <thead className="border-b border-line bg-surface text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">{t('users.columns.name')}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t('users.columns.email')}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t('users.columns.role')}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t('users.columns.status')}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t('users.columns.lastLogin')}</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    <span className="sr-only">{t('users.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id} className="border-b border-line last:border-0">
                    <th scope="row" className="px-4 py-3 font-medium text-ink">
                      {user.name}
                      {user.id === currentUserId && <YouBadge />}
                    </th>
                    <td className="px-4 py-3 text-ink">{user.email}</td>
                    <td className="px-4 py-3 text-ink">{t(`roles.${user.role}`)}</td>
                    <td className="px-4 py-3">
                      <StatusBadge active={user.isActive} />
                    </td>
                    <td className="px-4 py-3 text-muted">{user.lastLoginAt ? dateFormat.format(new Date(user.lastLoginAt)) : t('users.never')}</td>
                    <td className="px-4 py-3 text-right">
                      <UserActions user={user} currentUserId={currentUserId} onPending={setPending} onActivate={activate} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <CreateUserDialog open={creating} onOpenChange={setCreating} />

      <AlertDialog.Root open={!!pending} onOpenChange={(open) => !open && setPending(undefined)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <AlertDialog.Content
            {...returnFocus}
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-ink">
              {pending?.kind === 'reset' ? t('users.reset.title') : t('users.deactivateConfirm.title')}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted">
              {pending?.kind === 'reset'
                ? t('users.reset.description', { email: pending.user.email })
                : t('users.deactivateConfirm.description', { email: pending?.user.email ?? '' })}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">{tc('actions.cancel')}</Button>
              </AlertDialog.Cancel>
              <Button
                variant={pending?.kind === 'reset' ? 'primary' : 'danger'}
                disabled={activeMutation.isPending || resetMutation.isPending}
                onClick={() => {
                  if (!pending) return
                  if (pending.kind === 'reset') resetMutation.mutate(pending.user)
                  else activeMutation.mutate({ user: pending.user, active: false })
                }}
              >
                {pending?.kind === 'reset' ? t('users.reset.confirm') : t('users.deactivateConfirm.confirm')}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>

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

function YouBadge() {
  const { t } = useTranslation('dashboard')
  return <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">{t('users.you')}</span>
}

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('dashboard')
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
        active ? 'bg-green-100 text-green-900' : 'bg-gray-200 text-gray-800',
      )}
    >
      {active ? t('users.status.active') : t('users.status.inactive')}
    </span>
  )
}

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
        <DropdownMenu.Item
          onSelect={() => onPending({ kind: 'reset', user })}
          className="cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface"
        >
          {t('users.actions.resetPassword')}
        </DropdownMenu.Item>
        {user.isActive ? (
          <DropdownMenu.Item
            disabled={user.id === currentUserId}
            onSelect={() => onPending({ kind: 'deactivate', user })}
            className="cursor-pointer rounded-md px-3 py-2 text-sm text-red-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-muted data-[highlighted]:bg-surface"
          >
            {t('users.actions.deactivate')}
          </DropdownMenu.Item>
        ) : (
          <DropdownMenu.Item
            onSelect={() => onActivate(user)}
            className="cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface"
          >
            {t('users.actions.activate')}
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
