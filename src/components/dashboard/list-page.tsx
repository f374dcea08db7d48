import type { ReactNode } from 'react'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import type { MessageParams } from '~/i18n/i18n'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import type { PublishKind, StatusOf } from '~/lib/publish-lifecycle'
import type { Pagination } from '~/lib/list-search'
import { DataTable, type DataTableProps } from './data-table'
import { type FilterValues, ListFilters, type ListSelect } from './filter-form'
import { ListResults } from './list-results'
import { CreateLink } from './create-link'
import {
  PublishStatusFilter,
  publishPages,
  type PublishRowOptions,
  type PublishWords,
  publishWords,
  usePublishRowActions,
} from './publish-status-change'

/** The words of a list page: its intro, the search's placeholder, the count, the two empty states and the pagination's name. */
export type ListWordKey = 'intro' | 'searchPlaceholder' | 'count' | 'empty' | 'emptyFiltered' | 'pagination'

/** Finds a list page's words: the feature namespace's `t` when they sit at its top, or a function that finds them. */
export type ListWords = (key: ListWordKey, params?: MessageParams) => string

/** Whether the list's search filters it: a value besides the page and the sort order. */
const isFiltered = (search: object) =>
  Object.entries(search).some(([name, value]) => name !== 'page' && name !== 'sort' && value !== undefined)

export interface ListPageProps<T extends { id: string }, S extends { q?: string }, V extends Partial<Record<keyof S, string>>> {
  /** The page's title: its heading and the table's name. */
  title: string
  words: ListWords
  /** The header's action: "New …", an export. */
  action?: ReactNode
  search: S
  filters: {
    /** The feature's schema-free search reader (the route's `validateSearch`). */
    read: (values: FilterValues) => S
    /** The desktop grid of the fields, `lg:grid-cols-[…]` or `xl:grid-cols-[…]` (see `ListFilters`). */
    columns: string
    wide?: boolean
    selects?: { [K in keyof V]: ListSelect<V[K] & string> }
    /** What comes before the selects: a searchable combobox. */
    lead?: ReactNode
    /** What follows the selects: a status, sort or date field. */
    more?: ReactNode
  }
  list: { items: readonly T[]; pagination: Pagination }
  /** What sits between the count and the rows: a bulk action bar. */
  beforeRows?: ReactNode
  /** The table's columns; its rows are the list's items (`NoInfer`: the row type comes from `list`). */
  table: Pick<DataTableProps<NoInfer<T>>, 'rowHeader' | 'columns' | 'actions' | 'select'> & { className: string }
  children?: ReactNode
}

/**
 * A dashboard list page from one description (decisions 009 and 025): the header (title, intro,
 * the page's action), the filter form bound to the feature's search reader, the count, empty
 * states and pagination, and the table of the rows with their menu. `children` come after the
 * list (the dialogs of its actions).
 */
export function DashboardListPage<T extends { id: string }, S extends { q?: string }, V extends Partial<Record<keyof S, string>> = {}>({
  title,
  words,
  action,
  search,
  filters,
  list,
  table,
  beforeRows,
  children,
}: ListPageProps<T, S, V>) {
  const { more, ...filterProps } = filters
  return (
    <>
      <PageHeader title={title} description={words('intro')} actions={action} />
      <ListFilters<S, V> search={search} placeholder={words('searchPlaceholder')} {...filterProps}>
        {more}
      </ListFilters>
      <ListResults
        pagination={list.pagination}
        itemCount={list.items.length}
        countText={words('count', { count: list.pagination.total })}
        filtered={isFiltered(search)}
        emptyTitle={words('empty')}
        emptyFilteredTitle={words('emptyFiltered')}
        paginationLabel={words('pagination')}
      >
        {beforeRows}
        <DataTable caption={title} rows={list.items} {...table} />
      </ListResults>
      {children}
    </>
  )
}

/**
 * `DashboardListPage` of jobs, contents or documents: the kind's title and words, "New …" in the
 * header, the status filter after the list's selects, each row's menu with "Edit", what `more`
 * adds and the status steps of the publish lifecycle (`usePublishRowActions`), and the removal
 * question after the list.
 */
export function PublishListPage<
  K extends PublishKind,
  T extends { id: string; status: StatusOf<K> },
  S extends { q?: string; status?: StatusOf<K> },
  V extends Partial<Record<keyof S, string>> = {},
>({
  publish,
  search,
  filters,
  table,
  ...page
}: Omit<ListPageProps<T, S, V>, 'children' | 'title' | 'words' | 'action'> & { publish: PublishRowOptions<K, T> }) {
  const words: PublishWords = publishWords[publish.kind]
  const pages = publishPages[publish.kind]
  const { t } = useTranslation(words)
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { actions, dialog } = usePublishRowActions(publish)
  const more = (
    <>
      <PublishStatusFilter kind={publish.kind} label={t('columns.status')} value={search.status} />
      {filters.more}
    </>
  )
  return (
    <DashboardListPage
      {...page}
      title={td(pages.title)}
      words={t}
      action={<CreateLink to={pages.create} params={{ lang }} label={t('create')} />}
      search={search}
      filters={{ wide: true, ...filters, more }}
      table={{ ...table, actions }}
    >
      {dialog}
    </DashboardListPage>
  )
}
