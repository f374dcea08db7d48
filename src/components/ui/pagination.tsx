import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { Pagination as PaginationData } from '~/lib/list-search'

const linkClass =
  'inline-flex h-10 items-center gap-1 rounded-md border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-surface'

/** Previous / "page X of Y" / next, as links that change only `page` in the URL. */
export function Pagination({ pagination, label }: { pagination: PaginationData; label: string }) {
  const { t } = useTranslation()
  const { page, totalPages } = pagination
  if (totalPages <= 1) return null
  const to = (target: number) => ({
    to: '.' as const,
    search: (prev: Record<string, unknown>) => ({ ...prev, page: target === 1 ? undefined : target }),
  })
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link {...to(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden className="size-4" />
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
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-hidden className={cn(linkClass, 'invisible')} />
      )}
    </nav>
  )
}
