import { useSuspenseQuery } from '@tanstack/react-query'
import { ListResults, ListSearchField } from '~/components/dashboard/list-results'
import { Link, useNavigate } from '@tanstack/react-router'
import { MoreHorizontal, Plus } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { type FormEvent, useRef, useState } from 'react'
import { toast } from 'sonner'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { FilterSelect } from '~/components/ui/filter-select'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { documentCategories, type PublishStatus, publishStatuses, type UserRole } from '~/lib/enums'
import { formatDateTime, formatNumber } from '~/lib/format'
import { formatFileSize } from '../../documents.rules'
import { documentAdminQueries, useSetDocumentStatus } from '../../documents.queries'
import { type DocumentListItem, nextDocumentStatuses } from '../../documents.schemas'
import { DOCUMENT_SEARCH_MAX, type DocumentListSearch } from '../../documents.search'
import { DocumentStatusBadge } from './document-status-badge'

type StatusChange = { document: DocumentListItem; status: PublishStatus }

/** The dashboard documents list (the jobs list is its model): state in the URL, filters, status actions. */
export function DocumentListPage({ search, role }: { search: DocumentListSearch; role: UserRole }) {
  const { t } = useTranslation('documentAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(documentAdminQueries.list(search))
  const [confirming, setConfirming] = useState<StatusChange>()
  const filtered = !!(search.q || search.status || search.category)
  const statusLabel = (status: PublishStatus) => t(`statuses.${status}`)

  const lastChange = useRef<StatusChange>(undefined)
  const setStatus = useSetDocumentStatus(
    (_result, { document, status }) => {
      setConfirming(undefined)
      toast.success(t('actions.changed', { title: document.titleTr, status: statusLabel(status) }))
    },
    (failure) => {
      setConfirming(undefined)
      const refused = lastChange.current
      toast.error(
        failure.code === 'invalid_transition' && refused
          ? t('actions.refused', {
              title: refused.document.titleTr,
              from: statusLabel(refused.document.status),
              to: statusLabel(refused.status),
            })
          : failure.message,
      )
    },
  )
  const change = (next: StatusChange) => {
    lastChange.current = next
    if (next.status === 'removed') setConfirming(next)
    else setStatus.mutate(next)
  }

  return (
    <>
      <PageHeader
        title={td('titles.documents')}
        description={t('intro')}
        actions={
          <Link
            to="/$lang/dashboard/documents/create"
            params={{ lang }}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            <Plus aria-hidden className="size-4" />
            {t('create')}
          </Link>
        }
      />
      <DocumentFilters search={search} />
      <ListResults
        pagination={data.pagination}
        itemCount={data.items.length}
        countText={t('count', { count: formatNumber(data.pagination.total, lang) })}
        filtered={filtered}
        emptyTitle={t('empty')}
        emptyFilteredTitle={t('emptyFiltered')}
        paginationLabel={t('pagination')}
      >
        <DocumentsTable documents={data.items} role={role} onChange={change} />
      </ListResults>

      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={t('actions.removeConfirm.title')}
        description={t('actions.removeConfirm.description', { title: confirming?.document.titleTr ?? '' })}
        confirmLabel={t('actions.removeConfirm.confirm')}
        tone="danger"
        pending={setStatus.isPending}
        onConfirm={() => confirming && setStatus.mutate(confirming)}
      />
    </>
  )
}

/** A GET form: it filters by reloading the page without scripts, and by navigating with them. */
function DocumentFilters({ search }: { search: DocumentListSearch }) {
  const { t } = useTranslation('documentAdmin')
  const { t: td } = useTranslation('dashboard')
  const { t: tdoc } = useTranslation('documents')
  const navigate = useNavigate()
  const apply = (form: HTMLFormElement) => {
    const values = new FormData(form)
    const read = (name: string) => (values.get(name) as string | null)?.trim() || undefined
    void navigate({
      to: '.',
      search: {
        q: read('q'),
        category: read('category') as DocumentListSearch['category'],
        status: read('status') as DocumentListSearch['status'],
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
      className="mb-4 grid gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto] lg:items-end"
    >
      <ListSearchField
        defaultValue={search.q}
        maxLength={DOCUMENT_SEARCH_MAX}
        placeholder={t('searchPlaceholder')}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label={t('columns.category')}
        name="category"
        value={search.category}
        options={documentCategories.map((category) => ({ value: category, label: tdoc(`categories.${category}`) }))}
        onApply={apply}
      />
      <FilterSelect
        label={t('columns.status')}
        name="status"
        value={search.status}
        options={publishStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        onApply={apply}
      />
      <Button type="submit" variant="secondary" size="field" className="sm:col-span-2 lg:col-span-1">
        {td('list.apply')}
      </Button>
    </form>
  )
}

const cellLabel = 'text-muted md:sr-only'
const columns = ['title', 'category', 'status', 'file', 'sortOrder', 'updated'] as const

/** One markup for every width: a table laid out as cards on phones and as rows from md up. */
function DocumentsTable({
  documents,
  role,
  onChange,
}: {
  documents: DocumentListItem[]
  role: UserRole
  onChange: (change: StatusChange) => void
}) {
  const { t } = useTranslation('documentAdmin')
  const { t: td } = useTranslation('dashboard')
  const { t: tdoc } = useTranslation('documents')
  const lang = useLanguage()
  return (
    <div className="relative md:overflow-x-auto md:rounded-lg md:border md:border-line md:bg-white">
      <table role="table" className="block w-full text-left text-sm md:table md:min-w-[56rem]">
        <caption className="sr-only">{td('titles.documents')}</caption>
        <thead
          role="rowgroup"
          className="sr-only md:not-sr-only md:table-header-group md:border-b md:border-line md:bg-surface md:text-muted"
        >
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 font-medium ${column === 'sortOrder' ? 'text-right' : ''}`}
              >
                {t(`columns.${column}`)}
              </th>
            ))}
            <th role="columnheader" scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
          {documents.map((document) => (
            <tr
              role="row"
              key={document.id}
              className="relative grid gap-1 rounded-lg border border-line bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-0"
            >
              <th role="rowheader" scope="row" className="pr-12 font-normal md:max-w-[22rem] md:min-w-[15rem] md:px-4 md:py-3">
                <Link
                  to="/$lang/dashboard/documents/edit/$id"
                  params={{ lang, id: document.id }}
                  className="font-medium text-ink hover:text-brand-700 hover:underline"
                >
                  <span lang="tr">{document.titleTr}</span>
                </Link>
                <span lang="en" className="block text-muted">
                  {document.titleEn}
                </span>
              </th>
              <td role="cell" className="text-ink md:px-4 md:py-3">
                <span className={cellLabel}>{t('columns.category')}: </span>
                {tdoc(`categories.${document.category}`)}
              </td>
              <td role="cell" className="md:px-4 md:py-3">
                <span className={cellLabel}>{t('columns.status')}: </span>
                <DocumentStatusBadge status={document.status} />
              </td>
              <td role="cell" className="min-w-0 text-ink md:px-4 md:py-3">
                <span className={cellLabel}>{t('columns.file')}: </span>
                {/* Long names are cut on wide screens (the full name in the tooltip), wrapped on phones. */}
                <span className="break-all md:block md:w-48 md:truncate md:break-normal" title={document.fileName}>
                  {document.fileName}
                </span>
                <span className="block text-muted">{formatFileSize(document.sizeBytes, lang)}</span>
              </td>
              <td role="cell" className="text-ink md:px-4 md:py-3 md:text-right">
                <span className={cellLabel}>{t('columns.sortOrder')}: </span>
                {formatNumber(document.sortOrder, lang)}
              </td>
              <td role="cell" className="text-muted md:px-4 md:py-3 md:whitespace-nowrap">
                <span className={cellLabel}>{t('columns.updated')}: </span>
                {formatDateTime(document.updatedAt, lang)}
              </td>
              <td role="cell" className="absolute top-3 right-3 md:static md:px-4 md:py-3 md:text-right">
                <DocumentActions document={document} role={role} onChange={onChange} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const menuItem = 'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface'

function DocumentActions({
  document,
  role,
  onChange,
}: {
  document: DocumentListItem
  role: UserRole
  onChange: (change: StatusChange) => void
}) {
  const { t } = useTranslation('documentAdmin')
  const lang = useLanguage()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex size-9 items-center justify-center rounded-md hover:bg-surface">
        <MoreHorizontal aria-hidden className="size-5" />
        <span className="sr-only">{t('actions.menu', { title: document.titleTr })}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="z-50 min-w-48 rounded-lg border border-line bg-white p-1 shadow-lg">
        <DropdownMenu.Item asChild className={menuItem}>
          <Link to="/$lang/dashboard/documents/edit/$id" params={{ lang, id: document.id }}>
            {t('actions.edit')}
          </Link>
        </DropdownMenu.Item>
        {nextDocumentStatuses(document.status, role).map((status) => (
          <DropdownMenu.Item
            key={status}
            onSelect={() => onChange({ document, status })}
            className={`${menuItem} ${status === 'removed' ? 'text-red-800' : ''}`}
          >
            {document.status === 'removed' ? t('actions.restore') : t(`actions.to.${status}`)}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
