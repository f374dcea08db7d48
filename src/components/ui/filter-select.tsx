import { createContext, type FormEvent, type KeyboardEvent, type ReactNode, use, useId, useRef, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { inputClass } from './field'

/**
 * A field of a GET filter form whose value lives in the URL: what the visitor changes shows at
 * once, and a new value from the URL (back, "clear filters") replaces it. The field is never
 * remounted for that, so the focus stays where the visitor left it.
 */
export function useUrlValue(value: string | undefined): [string, (next: string) => void] {
  const [current, setCurrent] = useState(value ?? '')
  const [fromUrl, setFromUrl] = useState(value)
  if (fromUrl !== value) {
    setFromUrl(value)
    setCurrent(value ?? '')
  }
  return [current, setCurrent]
}

/** Applies a filter form: reads its fields and navigates to the list they ask for. */
type ApplyFilters = (form: HTMLFormElement) => void

const ApplyContext = createContext<ApplyFilters | undefined>(undefined)

/** How a field inside a `FilterForm` applies it (with scripts): pass the field's form. */
export const useApplyFilters = () => use(ApplyContext)

/** The values a GET form would send: each field's text, trimmed; an empty field is absent. */
export function formValues(form: HTMLFormElement): Partial<Record<string, string>> {
  const values: Partial<Record<string, string>> = {}
  for (const [name, value] of new FormData(form)) {
    const text = typeof value === 'string' ? value.trim() : ''
    if (text !== '') values[name] = text
  }
  return values
}

/**
 * A list's filters as a GET form (docs/product.md §4.4): without scripts it reloads the page
 * with the fields in the URL; with them, `apply` navigates, on submit (Enter, the button) and
 * as each `FilterSelect` inside says. The form itself stays mounted across those navigations
 * unless `resetKey` changes, so the focus stays on the control the visitor changed.
 */
export function FilterForm({
  apply,
  resetKey,
  children,
  ...form
}: {
  apply: ApplyFilters
  /** Remounts the fields when the URL's state changes by other means (clear filters, back). */
  resetKey?: string
  children: ReactNode
  action?: string
  'aria-label'?: string
  className: string
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  return (
    <form key={resetKey} role="search" method="get" onSubmit={submit} {...form}>
      <ApplyContext value={apply}>{children}</ApplyContext>
    </form>
  )
}

/** Keys that move a closed select to another option (type-ahead letters too) without committing to it. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'])

/**
 * One filter of a list's GET form (docs/product.md §4.4, WCAG 3.2.2): "All" plus the options
 * (`all={false}` for a choice such as the sort order). Before the scripts run, the form's button
 * applies it. With them, a choice made with the pointer or a touch picker applies on change;
 * moving through the options with the arrow keys or by typing on a closed select only shows them,
 * and the choice applies with Enter, when the focus leaves the select, or with the form's button,
 * so the list does not reload at every step. It applies through the `FilterForm` it sits in.
 */
export function FilterSelect({
  label,
  name,
  value,
  options,
  all = true,
  className,
}: {
  label: string
  name: string
  value: string | undefined
  options: ReadonlyArray<{ value: string; label: string }>
  all?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const onApply = use(ApplyContext)
  const [selected, setSelected] = useUrlValue(value)
  // A change that follows a step key within the same task came from that key (the browser
  // changes a closed select's value while handling the key); a pointer or picker choice does not.
  const stepping = useRef(false)
  const unapplied = useRef(false)
  const apply = (select: HTMLSelectElement) => {
    unapplied.current = false
    if (select.form) onApply?.(select.form)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      if (unapplied.current) apply(event.currentTarget)
      return
    }
    if (STEP_KEYS.has(event.key) || (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)) {
      stepping.current = true
      setTimeout(() => (stepping.current = false))
    }
  }
  // Labelled by id, not by wrapping: a wrapping label would add the chosen option to the name.
  return (
    <div className={cn('flex flex-col gap-1.5 text-sm font-medium text-ink', className)}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={selected}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setSelected(event.currentTarget.value)
          if (stepping.current) unapplied.current = true
          else apply(event.currentTarget)
        }}
        onBlur={(event) => {
          if (unapplied.current) apply(event.currentTarget)
        }}
        className={inputClass}
      >
        {all && <option value="">{t('list.all')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
