import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { useTranslation } from '~/i18n/use-translation'
import type { PublishStatus, UserRole } from '~/lib/enums'
import { type ContentStatusChange, useSetContentStatus } from '../../contents.queries'
import { nextContentStatuses } from '../../contents.schemas'
import type { ContentForEdit } from '../../contents.schemas'

/** The status buttons of the edit page: the steps the signed-in role may take from here. */
export function ContentStatusActions({ content, role }: { content: Pick<ContentForEdit, 'id' | 'title' | 'status'>; role: UserRole }) {
  const { t } = useTranslation('contentAdmin')
  const [confirming, setConfirming] = useState<ContentStatusChange>()
  const setStatus = useContentStatusChange(() => setConfirming(undefined))
  const change = (status: PublishStatus) => {
    const next = { id: content.id, title: content.title, from: content.status, status }
    if (status === 'removed') setConfirming(next)
    else setStatus.mutate(next)
  }
  const steps = nextContentStatuses(content.status, role)
  if (steps.length === 0) return null
  return (
    <div role="group" aria-label={t('form.statusActions')} className="mt-1 flex flex-wrap gap-2">
      {steps.map((status) => (
        <Button
          key={status}
          type="button"
          variant={status === 'active' ? 'primary' : 'secondary'}
          disabled={setStatus.isPending}
          onClick={() => change(status)}
        >
          {content.status === 'removed' ? t('actions.restore') : t(`actions.to.${status}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={t('actions.removeConfirm.title')}
        description={t('actions.removeConfirm.description', { title: confirming?.title ?? '' })}
        confirmLabel={t('actions.removeConfirm.confirm')}
        tone="danger"
        pending={setStatus.isPending}
        onConfirm={() => confirming && setStatus.mutate(confirming)}
      />
    </div>
  )
}

/** A status change with its toasts: the new status, or why it was refused. */
export function useContentStatusChange(settled: () => void) {
  const { t } = useTranslation('contentAdmin')
  const label = (status: PublishStatus) => t(`statuses.${status}`)
  // The change under way, to name it when the server refuses it (the page may be stale).
  const last = useRef<ContentStatusChange>(undefined)
  const mutation = useSetContentStatus(
    (_result, change) => {
      settled()
      toast.success(t('actions.changed', { title: change.title, status: label(change.status) }))
    },
    (failure) => {
      settled()
      const refused = last.current
      toast.error(
        failure.code === 'invalid_transition' && refused
          ? t('actions.refused', { title: refused.title, from: label(refused.from), to: label(refused.status) })
          : failure.message,
      )
    },
  )
  return {
    ...mutation,
    mutate: (change: ContentStatusChange) => {
      last.current = change
      mutation.mutate(change)
    },
  }
}
