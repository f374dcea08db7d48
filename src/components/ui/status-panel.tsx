import { AlertTriangle, Inbox, SearchX, ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

const icons = { empty: Inbox, notFound: SearchX, forbidden: ShieldAlert, error: AlertTriangle } as const

/**
 * The one panel for a page or list that has nothing to show: empty, not found, access denied or
 * failed to load. `headingLevel` 1 when it stands for the whole page.
 */
export function StatusPanel({
  kind,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: {
  kind: keyof typeof icons
  title: string
  description?: string
  action?: ReactNode
  headingLevel?: 1 | 2
  className?: string
}) {
  const Icon = icons[kind]
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section
      role={kind === 'error' ? 'alert' : undefined}
      className={cn('mx-auto flex max-w-xl flex-col items-center rounded-lg border border-line bg-white px-6 py-10 text-center', className)}
    >
      <Icon aria-hidden className={cn('size-10', kind === 'error' || kind === 'forbidden' ? 'text-accent' : 'text-muted')} />
      <Heading className="mt-4 text-xl font-semibold text-ink">{title}</Heading>
      {description && <p className="mt-2 text-sm text-muted">{description}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-2">{action}</div>}
    </section>
  )
}
