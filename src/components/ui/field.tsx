import type { ComponentProps, ReactNode } from 'react'
import { useId } from 'react'
import { cn } from '~/lib/cn'

export const inputClass =
  'block h-11 w-full rounded-md border border-line bg-white px-3 text-base text-ink placeholder:text-muted/70 focus-visible:border-brand-500 aria-[invalid=true]:border-red-700'

/**
 * A labelled control with hint and error wired through aria-describedby. `autoFocus` puts the
 * focus on it when the page loads (a public form the server rendered again with its messages).
 */
export function Field({
  label,
  hint,
  error,
  autoFocus,
  children,
  className,
}: {
  label: string
  hint?: string
  error?: string
  autoFocus?: boolean
  className?: string
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean; autoFocus?: boolean }) => ReactNode
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, autoFocus: autoFocus || undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />
}

export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-brand-200 bg-brand-50 text-brand-900',
      )}
    >
      {children}
    </div>
  )
}
