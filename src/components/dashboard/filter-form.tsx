import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { FilterForm, FilterSelect, formValues } from '~/components/ui/filter-select'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { LIST_SEARCH_MAX } from '~/lib/list-search'
import { DateInput } from './date-field'
import { ListSearchField } from './list-results'

export { ListSearchField as FilterSearchField }

/** A filter form's fields as text: trimmed, an empty field is absent (what a GET form would send). */
export type FilterValues = Partial<Record<string, string>>

/**
 * A dashboard list's filters (decisions 009 and 025): a GET form, so it filters by reloading the
 * page before the scripts run, and by navigating once they do. `read` is the feature's
 * schema-free search reader (the route's `validateSearch`): the fields' values go through it, so
 * the URL holds only what the route accepts, and a new filter starts again on page 1.
 * After a navigation the form did not make (clear filters, back, a link) the fields show the
 * URL's state again (the form is remounted); after one it made, they stay as they are, and so
 * does the focus on the field that applied it.
 */
export function ListFilterForm<S extends object>({
  search,
  read,
  className,
  submitClassName,
  children,
}: {
  search: S
  read: (values: FilterValues) => S
  /** The grid of the fields, e.g. `sm:grid-cols-[1fr_auto_auto_auto] sm:items-end`. */
  className?: string
  /** Classes of the submit button in that grid. */
  submitClassName?: string
  children: ReactNode
}) {
  const { t } = useTranslation('dashboard')
  const navigate = useNavigate()
  // The URL state the form itself asked for: arriving there keeps the fields (and the focus).
  const applied = useRef<string | undefined>(undefined)
  const searchKey = JSON.stringify(search)
  const [seen, setSeen] = useState(searchKey)
  const [generation, setGeneration] = useState(0)
  if (searchKey !== seen) {
    setSeen(searchKey)
    if (searchKey !== applied.current) setGeneration(generation + 1)
  }
  const apply = (form: HTMLFormElement) => {
    const next = { ...read(formValues(form)), page: undefined }
    applied.current = JSON.stringify(next)
    void navigate({ to: '.', search: next })
  }
  return (
    <FilterForm
      apply={apply}
      resetKey={String(generation)}
      className={cn('mb-4 grid gap-3 rounded-lg border border-line bg-white p-4', className)}
    >
      {children}
      <Button type="submit" variant="secondary" size="field" className={submitClassName}>
        {t('list.apply')}
      </Button>
    </FilterForm>
  )
}

/** A filter select: "All" plus the options; it applies as `FilterSelect` says (with scripts). */
export function FilterSelectField({
  label,
  name,
  value,
  options,
}: {
  label: string
  name: string
  value: string | undefined
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  return <FilterSelect label={label} name={name} value={value} options={options} />
}

/** A select without "All" (a sort order): `value` falls back to the default the reader drops. */
export function FilterChoiceField({
  label,
  name,
  value,
  options,
  className,
}: {
  label: string
  name: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  className?: string
}) {
  return <FilterSelect label={label} name={name} value={value} options={options} all={false} className={className} />
}

/** A date filter (`from`, `to`) in the language's order (`DateInput`): applied with the form's button, as a typed date is not final on change. */
export function FilterDateField({ label, name, value, min }: { label: string; name: string; value: string | undefined; min?: string }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5 text-sm font-medium text-ink">
      <label htmlFor={id}>{label}</label>
      <DateInput id={id} name={name} value={value} min={min} />
    </div>
  )
}

/** One "All"-plus-options select of a list's filters: `options` are the values, `optionLabel` names each. */
export interface ListSelect<V extends string = string> {
  label: string
  options: readonly V[]
  // A method, so a select of a narrower value union fits `ListSelect` (parameters of methods are bivariant).
  optionLabel(value: V): string
}

/**
 * A dashboard list's filter form (decision 025): the text search first, then the selects, then
 * `children` (status, sort or date fields), in two columns on a tablet and in `columns` (the
 * desktop grid: `lg:grid-cols-[…]` from 1024 px, or `xl:` from 1280 px for five fields or more,
 * which would leave the search a few characters wide at 1024 px). `wide`: the search takes a
 * whole row on a tablet and the button sits in the last column.
 */
export function ListFilters<S extends { q?: string }, V extends Partial<Record<keyof S, string>> = {}>({
  search,
  read,
  placeholder,
  columns,
  wide = false,
  lead,
  selects,
  children,
}: {
  search: S
  read: (values: FilterValues) => S
  placeholder: string
  columns: string
  wide?: boolean
  /** Fields between the text search and the selects (a searchable combobox). */
  lead?: ReactNode
  /**
   * The selects by the search field they set, in order; each shows that field's value. Each
   * select's values are inferred on their own, so `optionLabel` can build typed message keys.
   */
  selects?: { [K in keyof V]: ListSelect<V[K] & string> }
  children?: ReactNode
}) {
  const span = wide ? 'sm:col-span-2 lg:col-span-1' : undefined
  const values = new Map<string, unknown>(Object.entries(search))
  return (
    <ListFilterForm search={search} read={read} className={cn('sm:grid-cols-2 lg:items-end', columns)} submitClassName={span}>
      <ListSearchField defaultValue={search.q} maxLength={LIST_SEARCH_MAX} placeholder={placeholder} className={span} />
      {lead}
      {Object.entries<ListSelect>(selects ?? {}).map(([name, select]) => {
        const value = values.get(name)
        return (
          <FilterSelectField
            key={name}
            label={select.label}
            name={name}
            value={typeof value === 'string' ? value : undefined}
            options={select.options.map((option) => ({ value: option, label: select.optionLabel(option) }))}
          />
        )
      })}
      {children}
    </ListFilterForm>
  )
}
