import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { CreateLink } from '~/components/dashboard/create-link'
import { DataTable } from '~/components/dashboard/data-table'
import { ListFilters } from '~/components/dashboard/filter-form'
import { ListResultsOf } from '~/components/dashboard/list-results'
import { PublishStatusFilter, usePublishRowActions } from '~/components/dashboard/publish-status-change'
import { PublishStatusBadge } from '~/components/dashboard/status-badge'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { documentCategories, type UserRole } from '~/lib/enums'
import { formatDateTime, formatNumber } from '~/lib/format'
import type { DocumentListItem } from '../../documents.schemas'
import { setDocumentStatusFn } from '../../documents.functions'
import { documentAdminQueries } from '../../documents.queries'
import { DOCUMENT_SEARCH_MAX, type DocumentListSearch, readDocumentListSearch } from '../../documents.search'
import { formatFileSize } from '../../documents.rules'

/** The dashboard documents list (decisions 009, 025): state in the URL, filters, status actions. */
export function DocumentListPage({ search, role }: { search: DocumentListSearch; role: UserRole }) {
  const { t } = useTranslation('documentAdmin')
  const { t: td } = useTranslation('dashboard')
  const { t: tdoc } = useTranslation('documents')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(documentAdminQueries.list(search))
  const setStatus = useServerFn(setDocumentStatusFn)
  const { actions, dialog } = usePublishRowActions({
    kind: 'document',
    words: 'documentAdmin',
    role,
    mutationFn: ({ id, status }) => setStatus({ data: { id, status } }),
    invalidate: [documentAdminQueries.all],
    entity: (document: DocumentListItem) => ({ id: document.id, title: document.titleTr, status: document.status }),
    edit: (document: DocumentListItem, label: string) => (
      <Link to="/$lang/dashboard/documents/edit/$id" params={{ lang, id: document.id }}>
        {label}
      </Link>
    ),
  })

  return (
    <>
      <PageHeader
        title={td('titles.documents')}
        description={t('intro')}
        actions={<CreateLink to="/$lang/dashboard/documents/create" params={{ lang }} label={t('create')} />}
      />
      <ListFilters
        search={search}
        read={readDocumentListSearch}
        searchMax={DOCUMENT_SEARCH_MAX}
        placeholder={t('searchPlaceholder')}
        className="sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto] lg:items-end"
        wide
        selects={{
          category: { label: t('columns.category'), options: documentCategories, optionLabel: (value) => tdoc(`categories.${value}`) },
        }}
      >
        <PublishStatusFilter kind="document" label={t('columns.status')} value={search.status} />
      </ListFilters>
      <ListResultsOf list={data} search={search} words="documentAdmin">
        <DataTable
          caption={td('titles.documents')}
          className="md:min-w-[56rem]"
          rows={data.items}
          rowHeader={{
            header: t('columns.title'),
            className: 'font-normal md:max-w-[22rem] md:min-w-[15rem]',
            cell: (document) => (
              <>
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
              </>
            ),
          }}
          columns={[
            {
              key: 'category',
              header: t('columns.category'),
              className: 'text-ink',
              cell: (document) => tdoc(`categories.${document.category}`),
            },
            { key: 'status', header: t('columns.status'), cell: (document) => <PublishStatusBadge status={document.status} /> },
            {
              key: 'file',
              header: t('columns.file'),
              className: 'min-w-0 text-ink',
              cell: (document) => (
                <>
                  {/* Long names are cut on wide screens (the full name in the tooltip), wrapped on phones. */}
                  <span className="break-all md:block md:w-48 md:truncate md:break-normal" title={document.fileName}>
                    {document.fileName}
                  </span>
                  <span className="block text-muted">{formatFileSize(document.sizeBytes, lang)}</span>
                </>
              ),
            },
            {
              key: 'sortOrder',
              header: t('columns.sortOrder'),
              alignEnd: true,
              className: 'text-ink md:text-right',
              cell: (document) => formatNumber(document.sortOrder, lang),
            },
            {
              key: 'updated',
              header: t('columns.updated'),
              className: 'text-muted md:whitespace-nowrap',
              cell: (document) => formatDateTime(document.updatedAt, lang),
            },
          ]}
          actions={actions}
        />
      </ListResultsOf>
      {dialog}
    </>
  )
}
