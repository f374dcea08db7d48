import type { QueryKey } from '@tanstack/react-query'
import type { LinkProps } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type ReactNode, useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { useTranslation } from '~/i18n/use-translation'
import type { JobStatus, UserRole } from '~/lib/enums'
import { isStatusOf, lifecycleStatuses, nextStatuses, type PublishKind, type StatusOf } from '~/lib/publish-lifecycle'
import { useAppMutation } from '~/lib/use-app-mutation'
import { type DashboardRowPage, RowLink } from './columns'
import { type DataTableProps, RowMenuItem } from './data-table'
import { FilterSelectField } from './filter-form'

/** One status step of a job, content or document; `title` names it in the messages. */
export interface PublishStatusChange<K extends PublishKind> {
  id: string
  title: string
  from: StatusOf<K>
  status: StatusOf<K>
}

/** The feature namespaces that word their own status messages (`actions.changed`, `actions.refused`, `actions.removeConfirm`). */
export type PublishWords = 'jobAdmin' | 'contentAdmin' | 'documentAdmin' | 'siteAdmin'

/**
 * A status change from a list's row menu or an edit page (the publish lifecycle, decision 025):
 * a removal asks first, the new status is toasted in the feature's words, and a refused step (the
 * page was stale, a 409) names both statuses. `dialog` is the removal question, rendered once.
 */
export function usePublishStatusChange<K extends PublishKind>(options: {
  words: PublishWords
  mutationFn: (change: PublishStatusChange<K>) => Promise<unknown>
  invalidate: QueryKey[]
}) {
  const { t } = useTranslation(options.words)
  const { t: td } = useTranslation('dashboard')
  const label = (status: JobStatus) => td(`publishStatus.statuses.${status}`)
  const [confirming, setConfirming] = useState<PublishStatusChange<K>>()
  // The change under way, to name it when the server refuses it.
  const last = useRef<PublishStatusChange<K>>(undefined)
  const mutation = useAppMutation({
    mutationFn: options.mutationFn,
    invalidate: options.invalidate,
    onSuccess: (_result, change) => {
      setConfirming(undefined)
      toast.success(t('actions.changed', { title: change.title, status: label(change.status) }))
    },
    onFailure: (failure) => {
      setConfirming(undefined)
      const refused = last.current
      toast.error(
        failure.code === 'invalid_transition' && refused
          ? t('actions.refused', { title: refused.title, from: label(refused.from), to: label(refused.status) })
          : failure.message,
      )
    },
  })
  const run = (change: PublishStatusChange<K>) => {
    last.current = change
    mutation.mutate(change)
  }
  const change = (change: PublishStatusChange<K>) => (change.status === 'removed' ? setConfirming(change) : run(change))
  const dialog = (
    <ConfirmDialog
      open={!!confirming}
      onOpenChange={(open) => !open && setConfirming(undefined)}
      title={t('actions.removeConfirm.title')}
      description={t('actions.removeConfirm.description', { title: confirming?.title ?? '' })}
      confirmLabel={t('actions.removeConfirm.confirm')}
      tone="danger"
      pending={mutation.isPending}
      onConfirm={() => confirming && run(confirming)}
    />
  )
  return { change, pending: mutation.isPending, dialog }
}

/** The words of one status step: "Publish", "Close" … or the feature's "Restore" out of `removed`. */
export function usePublishStepLabel(words: PublishWords) {
  const { t } = useTranslation(words)
  const { t: td } = useTranslation('dashboard')
  return (from: JobStatus, to: JobStatus) => (from === 'removed' ? t('actions.restore') : td(`publishStatus.to.${to}`))
}

/** A row menu's status items: the steps `role` may take from the row's status (`nextStatuses`). */
export function PublishStatusMenuItems<K extends PublishKind>({
  kind,
  words,
  row,
  role,
  onChange,
}: {
  kind: K
  words: PublishWords
  row: { id: string; title: string; status: StatusOf<K> }
  role: UserRole
  onChange: (change: PublishStatusChange<K>) => void
}) {
  const stepLabel = usePublishStepLabel(words)
  return nextStatuses(kind, row.status, role).map((to) => (
    <RowMenuItem
      key={to}
      danger={to === 'removed'}
      onSelect={() => onChange({ id: row.id, title: row.title, from: row.status, status: to })}
    >
      {stepLabel(row.status, to)}
    </RowMenuItem>
  ))
}

/**
 * An edit page's status buttons: the steps `role` may take from the entity's status, each a
 * button ("Publish" as the primary one), with the same question, toasts and refusal as the lists.
 */
export function PublishStatusActions<K extends PublishKind>({
  kind,
  words,
  label,
  entity,
  role,
  mutationFn,
  invalidate,
}: {
  kind: K
  words: PublishWords
  /** The group's name for assistive technology. */
  label: string
  entity: { id: string; title: string; status: StatusOf<K> }
  role: UserRole
  mutationFn: (change: PublishStatusChange<K>) => Promise<unknown>
  invalidate: QueryKey[]
}) {
  const stepLabel = usePublishStepLabel(words)
  const status = usePublishStatusChange<K>({ words, mutationFn, invalidate })
  const steps = nextStatuses(kind, entity.status, role)
  if (steps.length === 0) return null
  return (
    <div role="group" aria-label={label} className="mt-1 flex flex-wrap gap-2">
      {steps.map((to) => (
        <Button
          key={to}
          type="button"
          variant={to === 'active' ? 'primary' : 'secondary'}
          disabled={status.pending}
          onClick={() => status.change({ id: entity.id, title: entity.title, from: entity.status, status: to })}
        >
          {stepLabel(entity.status, to)}
        </Button>
      ))}
      {status.dialog}
    </div>
  )
}

/** The namespace of each kind's words. */
export const publishWords: Record<PublishKind, PublishWords> = {
  job: 'jobAdmin',
  content: 'contentAdmin',
  document: 'documentAdmin',
  corporate: 'siteAdmin',
}

/** Each kind's dashboard pages: its list's title (in the dashboard's words), "New …" and "Edit". */
export const publishPages = {
  job: { title: 'titles.jobs', create: '/$lang/dashboard/jobs/create', edit: '/$lang/dashboard/jobs/edit/$id' },
  content: { title: 'titles.contents', create: '/$lang/dashboard/contents/create', edit: '/$lang/dashboard/contents/edit/$id' },
  document: { title: 'titles.documents', create: '/$lang/dashboard/documents/create', edit: '/$lang/dashboard/documents/edit/$id' },
  corporate: { title: 'titles.site', create: '/$lang/dashboard/site/create', edit: '/$lang/dashboard/site/edit/$id' },
} as const satisfies Record<PublishKind, { title: `titles.${string}`; create: LinkProps['to']; edit: DashboardRowPage }>

/** What a publish list's row menu needs (`usePublishRowActions`). */
export interface PublishRowOptions<K extends PublishKind, T> {
  kind: K
  role: UserRole
  /** The feature's server function that sets a row's status. */
  statusFn: (input: { data: { id: string; status: StatusOf<K> } }) => Promise<unknown>
  invalidate: QueryKey[]
  title: (row: T) => string
  more?: (row: T) => ReactNode
}

/**
 * A publish list's row menu (jobs, contents, documents): "Actions for …" (named by the row's
 * `title`), "Edit" (a link to the kind's edit page), what `more` adds, then the status steps of `role`,
 * each through the feature's `statusFn`; and the removal question (`dialog`, rendered once).
 */
export function usePublishRowActions<K extends PublishKind, T extends { id: string; status: StatusOf<K> }>(
  options: PublishRowOptions<K, T>,
): { actions: NonNullable<DataTableProps<T>['actions']>; dialog: ReactNode } {
  const words: PublishWords = publishWords[options.kind]
  const { t } = useTranslation(words)
  const setStatus = useServerFn(options.statusFn)
  const status = usePublishStatusChange<K>({
    words,
    mutationFn: ({ id, status }) => setStatus({ data: { id, status } }),
    invalidate: options.invalidate,
  })
  const entity = (row: T) => ({ id: row.id, title: options.title(row), status: row.status })
  const actions: NonNullable<DataTableProps<T>['actions']> = {
    header: t('columns.actions'),
    label: (row) => t('actions.menu', { title: options.title(row) }),
    items: (row) => (
      <>
        <RowMenuItem asChild>
          <RowLink to={publishPages[options.kind].edit} id={row.id}>
            {t('actions.edit')}
          </RowLink>
        </RowMenuItem>
        {options.more?.(row)}
        <PublishStatusMenuItems kind={options.kind} words={words} row={entity(row)} role={options.role} onChange={status.change} />
      </>
    ),
  }
  return { actions, dialog: status.dialog }
}

/** The status filter of a publish list: "All" and the statuses of `kind`, in the dashboard's words. */
export function PublishStatusFilter<K extends PublishKind>({
  kind,
  label,
  value,
}: {
  kind: K
  label: string
  value: StatusOf<K> | undefined
}) {
  const { t } = useTranslation('dashboard')
  return (
    <FilterSelectField
      label={label}
      name="status"
      value={value}
      options={lifecycleStatuses
        .filter((status) => isStatusOf(kind, status))
        .map((status) => ({ value: status, label: t(`publishStatus.statuses.${status}`) }))}
    />
  )
}
