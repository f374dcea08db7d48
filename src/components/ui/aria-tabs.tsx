import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { cn } from '~/lib/cn'

export interface TabItem {
  key: string
  label: ReactNode
  panel: ReactNode
}

/**
 * ARIA tabs for public pages (WAI-ARIA APG, automatic activation): arrow keys, Home and End move
 * between tabs with a roving tabindex. Without the scripts the first panel shows. Hand-written
 * instead of Radix to keep public pages within their budget (decisions 013 and 019).
 */
export function AriaTabs({ label, items, className }: { label: string; items: readonly TabItem[]; className?: string }) {
  const id = useId()
  const [selected, setSelected] = useState(0)
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const select = (index: number) => {
    const next = (index + items.length) % items.length
    setSelected(next)
    tabs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: items.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2 sm:flex-nowrap sm:gap-0 sm:overflow-x-auto sm:border-b sm:border-line"
      >
        {items.map((item, index) => {
          const current = index === selected
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={current}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={current ? 0 : -1}
              onClick={() => setSelected(index)}
              // Phones: chips that wrap; wider: underlined tabs, as the documents page's tabs.
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2',
                current
                  ? 'border-brand-700 bg-brand-700 text-white sm:bg-transparent sm:text-brand-800'
                  : 'border-line bg-white text-muted hover:text-ink sm:border-transparent sm:bg-transparent sm:hover:border-line',
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
          className="mt-6 rounded-md"
        >
          {item.panel}
        </div>
      ))}
    </div>
  )
}
