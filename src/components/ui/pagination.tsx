import { Link } from '@tanstack/react-router'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { Pagination as PaginationData } from '~/lib/list-search'
import { icon } from './icons'

// Plain SVG, not lucide-react: public lists use this too, and lucide-react rides in the dashboard's chunk (decision 013).
const ChevronLeft = /* @__PURE__ */ icon('<path d="m15 18-6-6 6-6"/>')
const ChevronRight = /* @__PURE__ */ icon('<path d="m9 18 6-6-6-6"/>')

const linkClass =
  'inline-flex h-10 items-center gap-1 rounded-md border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-surface'

/**
 * Previous / "page X of Y" / next, as links that change only `page` in the URL (the other search
 * parameters stay). Only the current page is `aria-current`: the links match exactly, else the
 * router would mark the previous page's link as current too (its search is part of this one's).
 */
export function Pagination({ pagination, label }: { pagination: PaginationData; label: string }) {
  const { t } = useTranslation()
  const { page, totalPages } = pagination
  if (totalPages <= 1) return null
  const to = (target: number) => ({
    to: '.' as const,
    search: (prev: Record<string, unknown>) => ({ ...prev, page: target === 1 ? undefined : target }),
    activeOptions: { exact: true },
  })
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link {...to(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft className="size-4" />
          {t('pagination.previous')}
        </Link>
      ) : (
        <span aria-hidden className={cn(linkClass, 'invisible')} />
      )}
      <p className="text-sm text-muted" aria-current="page">
        {t('pagination.pageOf', { page, totalPages })}
      </p>
      {page < totalPages ? (
        <Link {...to(page + 1)} rel="next" className={linkClass}>
          {t('pagination.next')}
          <ChevronRight className="size-4" />
        </Link>
      ) : (
        <span aria-hidden className={cn(linkClass, 'invisible')} />
      )}
    </nav>
  )
}
