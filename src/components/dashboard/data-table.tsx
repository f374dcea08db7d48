import { DropdownMenu } from 'radix-ui'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { icon } from '~/components/ui/icons'
import { cn } from '~/lib/cn'

/** One column of a `DataTable`: its header, what a row shows in it, and how. */
export interface DataColumn<T> {
  /** Unique among the columns (the React key). */
  key: string
  header: string
  cell: (row: T) => ReactNode
  /** Classes of the cell (colour, wrapping, `md:text-right` …); the padding is the table's. */
  className?: string
  /** Right-aligns the header (the cell aligns with its own `className`, e.g. figures). */
  alignEnd?: boolean
  /** Not shown on the phone cards (the desk table still has it). */
  hideOnMobile?: boolean
}

/** The first column: a row header (`th scope=row`) that names the row, usually a link to it. */
export interface RowHeaderColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Classes of the header cell; the default is `font-medium text-ink`. */
  className?: string
}

export interface DataTableProps<T extends { id: string }> {
  /** The table's name for assistive technology. */
  caption: string
  /** The rows; each is keyed by its `id`. */
  rows: readonly T[]
  rowHeader: RowHeaderColumn<T>
  columns: ReadonlyArray<DataColumn<T>>
  /** A row's actions menu: its trigger's name (“Actions for …”) and its items (`RowMenuItem`s). */
  actions?: { header: string; label: (row: T) => string; items: (row: T) => ReactNode }
  /** Classes of the table from md up: its minimum width, e.g. `md:min-w-[44rem]`. */
  className?: string
  /** Shown instead of the table when there are no rows (a `ListResults` page shows its own). */
  empty?: ReactNode
  /** A checkbox column before the row header (bulk actions): the page's checkbox in the header, each row's in its cell. */
  select?: { header: ReactNode; cell: (row: T) => ReactNode }
}

const cellLabel = 'text-muted md:sr-only'

const cellClass = 'md:table-cell md:px-4 md:py-3 md:align-middle'

/**
 * A dashboard list's rows (decisions 009 and 025): one markup for phone and desk — ARIA table
 * roles on plain elements (a real table's display classes would drop its semantics, and ARIA
 * roles on a real table's rows and cells are invalid HTML), laid out as cards below `md`, where
 * each cell names its column, and as table rows from `md` up. The row header names the row; the
 * actions menu sits in the card's corner on a phone and in the last column on a desk.
 */
export function DataTable<T extends { id: string }>({
  caption,
  rows,
  rowHeader,
  columns,
  actions,
  className,
  empty,
  select,
}: DataTableProps<T>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>
  return (
    <div className="relative md:overflow-x-auto md:rounded-lg md:border md:border-line md:bg-white">
      <div role="table" aria-label={caption} className={cn('block w-full text-left text-sm md:table md:border-collapse', className)}>
        <div
          role="rowgroup"
          className="sr-only md:not-sr-only md:table-header-group md:border-b md:border-line md:bg-surface md:text-muted"
        >
          <div role="row" className="md:table-row">
            {select && (
              <div role="columnheader" className={cn(cellClass, 'w-12 md:pr-0')}>
                {select.header}
              </div>
            )}
            {[{ key: '', header: rowHeader.header, alignEnd: false }, ...columns].map((column) => (
              <div key={column.key} role="columnheader" className={cn(cellClass, 'font-medium', column.alignEnd && 'text-right')}>
                {column.header}
              </div>
            ))}
            {actions && (
              <div role="columnheader" className={cn(cellClass, 'text-right font-medium')}>
                <span className="sr-only">{actions.header}</span>
              </div>
            )}
          </div>
        </div>
        <div role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
          {rows.map((row) => (
            <div
              role="row"
              key={row.id}
              className="relative grid gap-1 rounded-lg border border-line bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-0"
            >
              {select && (
                <div role="cell" className={cn(cellClass, 'absolute top-3 left-3 md:static md:w-12 md:pr-0')}>
                  {select.cell(row)}
                </div>
              )}
              <div
                role="rowheader"
                className={cn(cellClass, actions && 'pr-12', select && 'pl-10 md:pl-4', rowHeader.className ?? 'font-medium text-ink')}
              >
                {rowHeader.cell(row)}
              </div>
              {columns.map((column) => (
                <div key={column.key} role="cell" className={cn(cellClass, column.hideOnMobile && 'hidden', column.className)}>
                  <span className={cellLabel}>{column.header}: </span>
                  {column.cell(row)}
                </div>
              ))}
              {actions && (
                <div role="cell" className={cn(cellClass, 'absolute top-3 right-3 md:static md:text-right')}>
                  <RowActionsMenu label={actions.label(row)}>{actions.items(row)}</RowActionsMenu>
                </div>
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

/** Lucide's "more" (ISC licence) as plain SVG: a lucide-react icon is a component of its own on every row. */
const MoreIcon = icon('<circle cx="12" cy="12" r="1"/><circle cx="19" cy="12" r="1"/><circle cx="5" cy="12" r="1"/>')

const ChevronIcon = icon('<path d="m6 9 6 6 6-6"/>')
const triggerClass = 'inline-flex size-9 items-center justify-center rounded-md hover:bg-surface'
const textTriggerClass =
  'inline-flex h-9 items-center gap-1 rounded-md border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-surface'

/** Keys that open a menu button (WAI-ARIA menu button pattern), as Radix's trigger takes them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown'])

/**
 * A row's "…" menu, named per row (“Actions for Ayşe Yılmaz”). Until it is first used it is a
 * plain menu button: a Radix menu root with its providers costs about 0.15 ms of server render
 * per row, most of a list page's menus are never opened, and a page of 25 rows paid for all of
 * them. The first press (pointer down, or Enter, Space or ArrowDown) mounts the Radix menu and
 * hands the same press to its trigger, so the menu opens as Radix opens it (by a key: with the
 * focus on the first item); from then on the row's menu is Radix's alone.
 */
export function RowActionsMenu({
  label,
  text,
  children,
}: {
  label: string
  /** A word shown on the button instead of "…" (a card's "Move"); `label` stays its name and should begin with it. */
  text?: string
  children: ReactNode
}) {
  const [mounted, setMounted] = useState(false)
  const press = useRef<Event | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const event = press.current
    if (!mounted || !event) return
    press.current = null
    trigger.current?.focus()
    trigger.current?.dispatchEvent(event)
  }, [mounted])
  const face = text ? (
    <>
      <span aria-hidden>{text}</span>
      <ChevronIcon className="size-4" />
      <span className="sr-only">{label}</span>
    </>
  ) : (
    <>
      <MoreIcon className="size-5" />
      <span className="sr-only">{label}</span>
    </>
  )
  const buttonClass = text ? textTriggerClass : triggerClass
  if (!mounted) {
    const mount = (event: Event) => {
      press.current = event
      setMounted(true)
    }
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        data-state="closed"
        className={buttonClass}
        onPointerDown={(event) => {
          if (event.button !== 0 || event.ctrlKey) return
          // As Radix's trigger does: no focus on the button, which would close the menu as it opens.
          event.preventDefault()
          mount(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: event.pointerType }))
        }}
        onKeyDown={(event) => {
          if (!OPENING_KEYS.has(event.key)) return
          event.preventDefault()
          mount(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: event.key }))
        }}
      >
        {face}
      </button>
    )
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={buttonClass}>
        {face}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="z-50 min-w-48 rounded-lg border border-line bg-white p-1 shadow-lg">
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

const menuItem = 'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface'

/**
 * One item of a row menu: an action (`onSelect`), or a link passed as the child with `asChild`
 * (`<RowMenuItem asChild><Link …>Edit</Link></RowMenuItem>`). `danger` words a destructive step.
 */
export function RowMenuItem({
  onSelect,
  danger,
  disabled,
  asChild,
  children,
}: {
  onSelect?: () => void
  danger?: boolean
  disabled?: boolean
  asChild?: boolean
  children: ReactNode
}) {
  return (
    <DropdownMenu.Item
      asChild={asChild}
      disabled={disabled}
      onSelect={onSelect}
      className={cn(menuItem, danger && 'text-red-800', disabled && 'data-[disabled]:cursor-not-allowed data-[disabled]:text-muted')}
    >
      {children}
    </DropdownMenu.Item>
  )
}
