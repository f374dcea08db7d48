import { cn } from '~/lib/cn'

const tones = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  neutral: 'bg-surface text-ink ring-line',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-brand-50 text-brand-900 ring-brand-200',
} as const

export type StatusTone = keyof typeof tones

/** A status word in a coloured pill; the colour repeats the word, it never replaces it. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', tones[tone])}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {children}
    </span>
  )
}
