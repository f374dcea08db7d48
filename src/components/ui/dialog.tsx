import { X } from 'lucide-react'
import { Dialog as D } from 'radix-ui'
import type { ReactNode } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { useReturnFocus } from './use-return-focus'

/** A centred modal with title, optional description and a close button. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus()
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <D.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <D.Title className="text-lg font-semibold text-ink">{title}</D.Title>
            <D.Close className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t('actions.close')}</span>
            </D.Close>
          </div>
          {description ? (
            <D.Description className="mt-1 text-sm text-muted">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{title}</D.Description>
          )}
          <div className="mt-5">{children}</div>
        </D.Content>
      </D.Portal>
    </D.Root>
  )
}
