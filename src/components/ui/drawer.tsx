import { Menu, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** A side panel for navigation on small screens, opened by a menu button that is hidden from `lg`. */
export function Drawer({
  open,
  onOpenChange,
  side,
  title,
  openLabel,
  closeLabel,
  tone = 'light',
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  side: 'left' | 'right'
  title: string
  openLabel: string
  closeLabel: string
  tone?: 'light' | 'dark'
  children: ReactNode
}) {
  const dark = tone === 'dark'
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden">
        <Menu aria-hidden className="size-6" />
        <span className="sr-only">{openLabel}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto p-4 shadow-xl',
            side === 'left' ? 'left-0' : 'right-0',
            dark ? 'bg-brand-900 text-white' : 'bg-white text-ink',
          )}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="px-2 text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className={cn('inline-flex size-10 items-center justify-center rounded-md', dark ? 'hover:bg-white/10' : 'hover:bg-surface')}
            >
              <X aria-hidden className="size-6" />
              <span className="sr-only">{closeLabel}</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
