import { MenuIcon, XIcon } from '~/components/ui/icons'
import { type ReactNode, useId, useRef } from 'react'
import { cn } from '~/lib/cn'

/**
 * Invoker commands (`commandfor` + `command`) open and close a dialog without any script, so the
 * menu works before the page's scripts load; where a browser lacks them, the click handlers below
 * do the same once the page is hydrated.
 */
const hasInvokerCommands = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype
const invoke = (target: string, command: 'show-modal' | 'close') => ({ commandfor: target, command }) as Record<string, string>

/**
 * A side panel for navigation on small screens: a native modal `<dialog>` (focus stays inside,
 * Escape and a click on the backdrop close it), opened by a menu button hidden from `lg`.
 * Following a link inside closes it.
 */
export function Drawer({
  side,
  title,
  openLabel,
  closeLabel,
  tone = 'light',
  children,
}: {
  side: 'left' | 'right'
  title: string
  openLabel: string
  closeLabel: string
  tone?: 'light' | 'dark'
  children: ReactNode
}) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const dark = tone === 'dark'
  return (
    <>
      <button
        type="button"
        {...invoke(id, 'show-modal')}
        aria-haspopup="dialog"
        onClick={() => !hasInvokerCommands() && dialog.current?.showModal()}
        className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden"
      >
        <MenuIcon aria-hidden className="size-6" />
        <span className="sr-only">{openLabel}</span>
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={`${id}-title`}
        closedby="any"
        onClick={(event) => {
          // The backdrop (a click on the dialog element itself) and any link inside close it.
          const target = event.target as Element
          if (target === event.currentTarget || target.closest('a[href]')) event.currentTarget.close()
        }}
        className={cn(
          'fixed inset-y-0 m-0 h-dvh max-h-none w-full max-w-sm overflow-y-auto p-4 shadow-xl backdrop:bg-ink/40',
          side === 'left' ? 'mr-auto' : 'ml-auto',
          dark ? 'bg-brand-900 text-white' : 'bg-white text-ink',
        )}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id={`${id}-title`} className="px-2 text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            {...invoke(id, 'close')}
            onClick={() => !hasInvokerCommands() && dialog.current?.close()}
            className={cn('inline-flex size-10 items-center justify-center rounded-md', dark ? 'hover:bg-white/10' : 'hover:bg-surface')}
          >
            <XIcon aria-hidden className="size-6" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {children}
      </dialog>
    </>
  )
}
