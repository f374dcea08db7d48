import { type ReactNode, useId } from 'react'

/**
 * A labelled select of a list's GET filter form: it applies on change when scripts run
 * (`onApply`), and with the form's submit button before they do. It needs nothing but React, so
 * a public page can use it without the dashboard's field module (decision 013); the caller gives
 * the control's class and the options.
 */
export function FilterSelectControl({
  name,
  label,
  value,
  className,
  onApply,
  children,
}: {
  name: string
  label: string
  value: string | undefined
  className: string
  onApply: (form: HTMLFormElement) => void
  children: ReactNode
}) {
  const id = useId()
  // Labelled by id, not by wrapping: a wrapping label would add the chosen option to the name.
  return (
    <div className="flex flex-col gap-1.5 text-sm font-medium text-ink">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''} onChange={(event) => onApply(event.currentTarget.form!)} className={className}>
        {children}
      </select>
    </div>
  )
}
