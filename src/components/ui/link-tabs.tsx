import { Link } from '@tanstack/react-router'
import { cn } from '~/lib/cn'

export interface LinkTab {
  label: string
  /** The page's whole search for this choice (`{}` for the default one). */
  search: Record<string, string | undefined>
}

/**
 * A list page's choice of one category as plain links to the same page with another search
 * (`?category=`), so it works without the scripts. The current choice is marked
 * `aria-current="page"`; the router marks no other (`exact`: the whole search must match).
 * Chips that wrap on phones, so every choice and the current one stay in view; with
 * `tabsFromSm`, underlined tabs from `sm` on.
 */
export function LinkTabs({
  label,
  tabs,
  current,
  tabsFromSm,
}: {
  label: string
  tabs: readonly LinkTab[]
  current: number
  tabsFromSm?: boolean
}) {
  return (
    <nav aria-label={label}>
      <ul className={cn('flex flex-wrap gap-2', tabsFromSm && 'sm:gap-1 sm:border-b sm:border-line')}>
        {tabs.map((tab, index) => {
          const on = index === current
          return (
            <li key={tab.label}>
              <Link
                to="."
                search={tab.search}
                activeOptions={{ exact: true }}
                aria-current={on ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium',
                  on ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-muted hover:text-ink',
                  tabsFromSm && 'whitespace-nowrap sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4',
                  tabsFromSm &&
                    (on ? 'sm:bg-transparent sm:text-brand-800' : 'sm:border-transparent sm:bg-transparent sm:hover:border-line'),
                )}
              >
                {tab.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
