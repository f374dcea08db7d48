import { useLocation } from '@tanstack/react-router'
import { IntroPage } from '~/components/layout/page-intro'
import { LinkTabs } from '~/components/ui/link-tabs'
import { DownloadIcon, ExternalLinkIcon, FileTextIcon } from '~/components/ui/page-icons'
import { useTranslation } from '~/i18n/use-translation'
import { type DocumentCategory, documentCategories } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import { DEFAULT_DOCUMENT_CATEGORY, documentCategoryOf, formatFileSize } from '../../documents.rules'
import type { PublicDocument, PublicDocumentList } from '../../documents.schemas'

/**
 * /{lang}/documents (docs/product.md §2.2): the published documents of one category, chosen by tabs that are
 * plain links (`?category=`), each with its type, size and a link to the file.
 */
export function DocumentsPage({ category, list }: { category: DocumentCategory; list: PublicDocumentList }) {
  const { t } = useTranslation('documents')
  const items = list.documents
  // The tab follows the URL at once, as the router's own active link does, while the list below
  // follows once the category's documents have arrived: never two current tabs.
  const tabCategory = documentCategoryOf(useLocation({ select: (location) => (location.search as { category?: unknown }).category }))
  return (
    <IntroPage title={t('title')} intro={t('intro')}>
      <LinkTabs
        label={t('tabsLabel')}
        current={documentCategories.indexOf(tabCategory)}
        tabsFromSm
        tabs={documentCategories.map((tab) => ({
          label: t(`categories.${tab}`),
          search: tab === DEFAULT_DOCUMENT_CATEGORY ? {} : { category: tab },
        }))}
      />
      <h2 className="mt-8 text-xl font-semibold text-ink">{t(`categories.${category}`)}</h2>
      {items.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-line bg-surface px-6 py-14 text-center">
          <FileTextIcon className="size-8 text-muted" />
          <p className="mt-3 text-lg font-semibold text-ink">{t('empty.title')}</p>
          <p className="mt-2 max-w-md text-sm text-muted">{t('empty.text')}</p>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted" data-testid="documents-count">
            {t('count', { count: list.pagination.total })}
          </p>
          <ul aria-label={t('listLabel', { category: t(`categories.${category}`) })} className="mt-6 grid gap-4 lg:grid-cols-2">
            {items.map((document) => (
              <li key={document.id}>
                <DocumentCard document={document} />
              </li>
            ))}
          </ul>
        </>
      )}
    </IntroPage>
  )
}

function DocumentCard({ document }: { document: PublicDocument }) {
  const { t, lang } = useTranslation('documents')
  const { title, description } = document.details[lang]
  const pdf = document.fileType === 'pdf'
  return (
    <article className="flex h-full flex-col gap-4 rounded-lg border border-line bg-white p-5 sm:flex-row sm:items-start">
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
        <FileTextIcon className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        {description ? <p className="text-sm leading-relaxed text-muted">{description}</p> : null}
        <p className="text-xs text-muted">
          <span className="font-medium text-ink">{t(`fileTypes.${document.fileType}`)}</span>
          {' · '}
          {formatFileSize(document.sizeBytes, lang)}
          {' · '}
          {t('updated', { date: formatDateTime(document.updatedAt, lang, 'date') })}
        </p>
        <div>
          <a
            href={document.url}
            type={document.contentType}
            {...(pdf ? {} : { download: '' })}
            className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {pdf ? <ExternalLinkIcon className="size-4" /> : <DownloadIcon className="size-4" />}
            {pdf ? t('open') : t('download')}
            <span className="sr-only">
              {t('linkContext', { title, type: t(`fileTypes.${document.fileType}`), size: formatFileSize(document.sizeBytes, lang) })}
            </span>
          </a>
        </div>
      </div>
    </article>
  )
}
