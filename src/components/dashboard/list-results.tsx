import { Link } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { inputClass } from '~/components/ui/field'
import { Pagination } from '~/components/ui/pagination'
import { StatusPanel } from '~/components/ui/status-panel'
import { useTranslation } from '~/i18n/use-translation'
import { formatNumber } from '~/lib/format'
import type { Pagination as PaginationData } from '~/lib/list-search'

const textLink = 'text-sm font-medium text-brand-700 underline underline-offset-4'

/**
 * Below a dashboard list's filters (decision 009): the count (past LIST_COUNT_LIMIT rows, that the
 * first ones are listed and filters reach the others: decision 038), then the rows — or, when there are
 * none, why: a page past the end (with a link back to the last page), nothing matching the filters
 * (with a link that clears them) or nothing yet — and the pagination.
 */
export function ListResults({
  pagination,
  itemCount,
  countText,
  filtered,
  emptyTitle,
  emptyFilteredTitle,
  paginationLabel,
  children,
}: {
  pagination: PaginationData
  itemCount: number
  countText: string
  filtered: boolean
  emptyTitle: string
  emptyFilteredTitle: string
  paginationLabel: string
  children: ReactNode
}) {
  const { t, lang } = useTranslation('dashboard')
  const { total, totalPages } = pagination
  return (
    <>
      <p className="mb-3 text-sm text-muted" role="status">
        {pagination.capped ? t('list.capped', { limit: formatNumber(total, lang) }) : countText}
      </p>
      {itemCount === 0 && total > 0 ? (
        <StatusPanel
          kind="empty"
          title={t('list.pageEmpty')}
          action={
            <Link
              to="."
              search={(prev: Record<string, unknown>) => ({ ...prev, page: totalPages > 1 ? totalPages : undefined })}
              className={textLink}
            >
              {t('list.lastPage', { page: totalPages })}
            </Link>
          }
        />
      ) : itemCount === 0 ? (
        <StatusPanel
          kind="empty"
          title={filtered ? emptyFilteredTitle : emptyTitle}
          action={
            filtered ? (
              <Link to="." search={{}} className={textLink}>
                {t('list.clearFilters')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        children
      )}
      <Pagination pagination={pagination} label={paginationLabel} />
    </>
  )
}

/** The text search of a list's filter form (`q`), with its label and a search icon. */
export function ListSearchField({
  defaultValue,
  maxLength,
  placeholder,
  className,
}: {
  defaultValue: string | undefined
  maxLength: number
  placeholder: string
  className?: string
}) {
  const { t } = useTranslation('dashboard')
  const id = useId()
  return (
    <div className={`flex flex-col gap-1.5 text-sm font-medium text-ink ${className ?? ''}`}>
      <label htmlFor={id}>{t('list.search')}</label>
      <span className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue ?? ''}
          maxLength={maxLength}
          placeholder={placeholder}
          className={`${inputClass} pl-9`}
        />
      </span>
    </div>
  )
}
