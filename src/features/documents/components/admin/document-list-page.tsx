import { useSuspenseQuery } from '@tanstack/react-query'
import { bilingualTitleRowHeader, dateColumn, publishStatusColumn, TruncatedText } from '~/components/dashboard/columns'
import { PublishListPage } from '~/components/dashboard/list-page'
import { publishPages } from '~/components/dashboard/publish-status-change'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { bilingualTranslationFilters } from '~/lib/translation-status'
import { documentCategories, type UserRole } from '~/lib/enums'
import { formatNumber } from '~/lib/format'
import type { DocumentListItem } from '../../documents.schemas'
import { setDocumentStatusFn } from '../../documents.functions'
import { documentAdminQueries } from '../../documents.queries'
import { type DocumentListSearch, readDocumentListSearch } from '../../documents.search'
import { formatFileSize } from '../../documents.rules'

/** The dashboard documents list (decisions 009, 025): state in the URL, filters, status actions. */
export function DocumentListPage({ search, role }: { search: DocumentListSearch; role: UserRole }) {
  const { t } = useTranslation('documentAdmin')
  const { t: tdoc } = useTranslation('documents')
  const lang = useLanguage()
  const { t: td } = useTranslation('dashboard')
  const { data } = useSuspenseQuery(documentAdminQueries.list(search))
  const title = (document: DocumentListItem) => document.titleTr

  return (
    <PublishListPage
      publish={{ kind: 'document', role, statusFn: setDocumentStatusFn, invalidate: [documentAdminQueries.all], title }}
      search={search}
      filters={{
        read: readDocumentListSearch,
        columns: 'xl:grid-cols-[1fr_auto_auto_auto_auto]',
        selects: {
          category: { label: t('columns.category'), options: documentCategories, optionLabel: (value) => tdoc(`categories.${value}`) },
          translation: {
            label: td('translation.filter'),
            options: bilingualTranslationFilters,
            optionLabel: (value) => td(`translation.filters.${value}`),
          },
        },
      }}
      list={data}
      table={{
        className: 'md:min-w-[56rem]',
        rowHeader: bilingualTitleRowHeader(t('columns.title'), publishPages.document.edit),
        columns: [
          {
            key: 'category',
            header: t('columns.category'),
            className: 'text-ink',
            cell: (document) => tdoc(`categories.${document.category}`),
          },
          publishStatusColumn('document', t('columns.status')),
          {
            key: 'file',
            header: t('columns.file'),
            className: 'min-w-0 text-ink',
            cell: (document) => (
              <>
                <TruncatedText text={document.fileName} className="md:block md:w-44" />
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
          dateColumn({ field: 'updatedAt', header: t('columns.updated'), style: 'date', exactOnHover: true }),
        ],
      }}
    />
  )
}
