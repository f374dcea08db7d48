import { useSuspenseQuery } from '@tanstack/react-query'
import { ListResults, ListSearchField } from '~/components/dashboard/list-results'
import { Link, useNavigate } from '@tanstack/react-router'
import { MoreHorizontal, Plus } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { type FormEvent, useState } from 'react'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { FilterSelect } from '~/components/ui/filter-select'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { contentCategories, languages, publishStatuses, type UserRole } from '~/lib/enums'
import { formatDateTime, formatNumber } from '~/lib/format'
import type { ContentStatusChange } from '../../contents.queries'
import { contentAdminQueries } from '../../contents.queries'
import { nextContentStatuses } from '../../contents.schemas'
import { CONTENT_SEARCH_MAX, type ContentListSearch } from '../../contents.search'
import type { ContentListItem } from '../../contents.schemas'
import { useContentStatusChange } from './content-status-actions'
import { ContentStatusBadge } from './content-status-badge'
import { ContentVersionChips } from './content-version-chips'

/** The dashboard contents list (the users list is its model): state in the URL, filters, language versions, status actions. */
export function ContentListPage({ search, role }: { search: ContentListSearch; role: UserRole }) {
  const { t } = useTranslation('contentAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(contentAdminQueries.list(search))
  const [confirming, setConfirming] = useState<ContentStatusChange>()
  const filtered = !!(search.q || search.status || search.category || search.language)
  const setStatus = useContentStatusChange(() => setConfirming(undefined))
  const change = (change: ContentStatusChange) => {
    if (change.status === 'removed') setConfirming(change)
    else setStatus.mutate(change)
  }

  return (
    <>
      <PageHeader
        title={td('titles.contents')}
        description={t('intro')}
        actions={
          <Link
            to="/$lang/dashboard/contents/create"
            params={{ lang }}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            <Plus aria-hidden className="size-4" />
            {t('create')}
          </Link>
        }
      />
      <ContentFilters search={search} />
      <ListResults
        pagination={data.pagination}
        itemCount={data.items.length}
        countText={t('count', { count: formatNumber(data.pagination.total, lang) })}
        filtered={filtered}
        emptyTitle={t('empty')}
        emptyFilteredTitle={t('emptyFiltered')}
        paginationLabel={t('pagination')}
      >
        <ContentsTable items={data.items} role={role} onChange={change} />
      </ListResults>

      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={t('actions.removeConfirm.title')}
        description={t('actions.removeConfirm.description', { title: confirming?.title ?? '' })}
        confirmLabel={t('actions.removeConfirm.confirm')}
        tone="danger"
        pending={setStatus.isPending}
        onConfirm={() => confirming && setStatus.mutate(confirming)}
      />
    </>
  )
}

/** A GET form: it filters by reloading the page without scripts, and by navigating with them. */
function ContentFilters({ search }: { search: ContentListSearch }) {
  const { t } = useTranslation('contentAdmin')
  const { t: td } = useTranslation('dashboard')
  const navigate = useNavigate()
  const apply = (form: HTMLFormElement) => {
    const values = new FormData(form)
    const read = (name: string) => (values.get(name) as string | null)?.trim() || undefined
    void navigate({
      to: '.',
      search: {
        q: read('q'),
        category: read('category') as ContentListSearch['category'],
        language: read('language') as ContentListSearch['language'],
        status: read('status') as ContentListSearch['status'],
      },
    })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  return (
    <form
      key={JSON.stringify(search)}
      role="search"
      method="get"
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto] lg:items-end"
    >
      <ListSearchField
        defaultValue={search.q}
        maxLength={CONTENT_SEARCH_MAX}
        placeholder={t('searchPlaceholder')}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label={t('columns.category')}
        name="category"
        value={search.category}
        options={contentCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
        onApply={apply}
      />
      <FilterSelect
        label={t('columns.language')}
        name="language"
        value={search.language}
        options={languages.map((value) => ({ value, label: t(`languages.${value}`) }))}
        onApply={apply}
      />
      <FilterSelect
        label={t('columns.status')}
        name="status"
        value={search.status}
        options={publishStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        onApply={apply}
      />
      <Button type="submit" variant="secondary" size="field" className="sm:col-span-2 lg:col-span-1">
        {td('list.apply')}
      </Button>
    </form>
  )
}

const cellLabel = 'text-muted md:sr-only'
const columns = ['title', 'category', 'versions', 'status', 'publishedAt', 'updated'] as const

/** One markup for every width: a table laid out as cards on phones and as rows from md up. */
function ContentsTable({
  items,
  role,
  onChange,
}: {
  items: ContentListItem[]
  role: UserRole
  onChange: (change: ContentStatusChange) => void
}) {
  const { t } = useTranslation('contentAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const now = Date.now()
  return (
    <div className="relative md:overflow-x-auto md:rounded-lg md:border md:border-line md:bg-white">
      <table role="table" className="block w-full text-left text-sm md:table md:min-w-[56rem]">
        <caption className="sr-only">{td('titles.contents')}</caption>
        <thead
          role="rowgroup"
          className="sr-only md:not-sr-only md:table-header-group md:border-b md:border-line md:bg-surface md:text-muted"
        >
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-4 py-3 font-medium">
                {t(`columns.${column}`)}
              </th>
            ))}
            <th role="columnheader" scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
          {items.map((item) => {
            const scheduled = item.publishedAt !== null && new Date(item.publishedAt).getTime() > now
            return (
              <tr
                role="row"
                key={item.id}
                className="relative grid gap-1 rounded-lg border border-line bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-0"
              >
                <th role="rowheader" scope="row" className="pr-12 font-normal md:max-w-[24rem] md:min-w-[14rem] md:px-4 md:py-3">
                  <Link
                    to="/$lang/dashboard/contents/edit/$id"
                    params={{ lang, id: item.id }}
                    className="font-medium text-ink hover:text-brand-700 hover:underline"
                  >
                    <span lang={item.language}>{item.title}</span>
                  </Link>
                  <span className="block text-muted [overflow-wrap:anywhere]">/{item.slug}</span>
                </th>
                <td role="cell" className="text-ink md:px-4 md:py-3">
                  <span className={cellLabel}>{t('columns.category')}: </span>
                  <span className="md:whitespace-nowrap">{t(`categories.${item.category}`)}</span>
                  <span className="block text-muted">{t(`types.${item.type}`)}</span>
                </td>
                <td role="cell" className="flex items-center gap-2 md:table-cell md:px-4 md:py-3 md:whitespace-nowrap">
                  <span className={cellLabel}>{t('columns.versions')}: </span>
                  <ContentVersionChips title={item.title} currentId={item.id} versions={item.versions} />
                </td>
                <td role="cell" className="md:px-4 md:py-3">
                  <span className={cellLabel}>{t('columns.status')}: </span>
                  <ContentStatusBadge status={item.status} />
                </td>
                <td role="cell" className="text-ink md:min-w-[9rem] md:px-4 md:py-3">
                  <span className={cellLabel}>{t('columns.publishedAt')}: </span>
                  {item.publishedAt === null ? (
                    <span className="text-muted">{t('notPublished')}</span>
                  ) : scheduled ? (
                    <span className="font-medium text-amber-900">{t('scheduled', { date: formatDateTime(item.publishedAt, lang) })}</span>
                  ) : (
                    formatDateTime(item.publishedAt, lang)
                  )}
                </td>
                <td role="cell" className="text-muted md:px-4 md:py-3 md:whitespace-nowrap">
                  <span className={cellLabel}>{t('columns.updated')}: </span>
                  <time dateTime={item.updatedAt} title={formatDateTime(item.updatedAt, lang)}>
                    {formatDateTime(item.updatedAt, lang, 'date')}
                  </time>
                </td>
                <td role="cell" className="absolute top-3 right-3 md:static md:px-4 md:py-3 md:text-right">
                  <ContentActions item={item} role={role} onChange={onChange} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

const menuItem = 'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface'

function ContentActions({
  item,
  role,
  onChange,
}: {
  item: ContentListItem
  role: UserRole
  onChange: (change: ContentStatusChange) => void
}) {
  const { t } = useTranslation('contentAdmin')
  const lang = useLanguage()
  const hasEnglish = item.versions.some((version) => version.language === 'en')
  const turkish = item.versions.find((version) => version.language === 'tr')
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex size-9 items-center justify-center rounded-md hover:bg-surface">
        <MoreHorizontal aria-hidden className="size-5" />
        <span className="sr-only">{t('actions.menu', { title: item.title })}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="z-50 min-w-48 rounded-lg border border-line bg-white p-1 shadow-lg">
        <DropdownMenu.Item asChild className={menuItem}>
          <Link to="/$lang/dashboard/contents/edit/$id" params={{ lang, id: item.id }}>
            {t('actions.edit')}
          </Link>
        </DropdownMenu.Item>
        {!hasEnglish && turkish && (
          <DropdownMenu.Item asChild className={menuItem}>
            <Link to="/$lang/dashboard/contents/create" params={{ lang }} search={{ from: turkish.id }}>
              {t('versions.addEnglish')}
            </Link>
          </DropdownMenu.Item>
        )}
        {nextContentStatuses(item.status, role).map((status) => (
          <DropdownMenu.Item
            key={status}
            onSelect={() => onChange({ id: item.id, title: item.title, from: item.status, status })}
            className={`${menuItem} ${status === 'removed' ? 'text-red-800' : ''}`}
          >
            {item.status === 'removed' ? t('actions.restore') : t(`actions.to.${status}`)}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
