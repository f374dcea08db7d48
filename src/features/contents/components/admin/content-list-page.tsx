import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { dateColumn, publishStatusColumn, titleRowHeader } from '~/components/dashboard/columns'
import { RowMenuItem } from '~/components/dashboard/data-table'
import { PublishListPage } from '~/components/dashboard/list-page'
import { publishPages } from '~/components/dashboard/publish-status-change'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { contentCategories, languages, type UserRole } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import { translationFilters } from '~/lib/translation-status'
import type { ContentListItem } from '../../contents.schemas'
import { setContentStatusFn } from '../../contents.functions'
import { contentAdminQueries } from '../../contents.queries'
import { type ContentListSearch, readContentListSearch } from '../../contents.search'
import { ContentVersionChips } from './content-version-chips'

/** The dashboard contents list (decisions 009, 025): state in the URL, filters, language versions, status actions. */
export function ContentListPage({ search, role }: { search: ContentListSearch; role: UserRole }) {
  const { t } = useTranslation('contentAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(contentAdminQueries.list(search))
  // A Turkish article without its English version offers to write it.
  const addEnglish = (item: ContentListItem) => {
    const turkish = item.versions.find((version) => version.language === 'tr')
    if (!turkish || item.versions.some((version) => version.language === 'en')) return null
    return (
      <RowMenuItem asChild>
        <Link to="/$lang/dashboard/contents/create" params={{ lang }} search={{ from: turkish.id }}>
          {t('versions.addEnglish')}
        </Link>
      </RowMenuItem>
    )
  }
  const now = Date.now()

  return (
    <PublishListPage
      publish={{
        kind: 'content',
        role,
        statusFn: setContentStatusFn,
        invalidate: [contentAdminQueries.all],
        title: (item) => item.title,
        more: addEnglish,
      }}
      search={search}
      filters={{
        read: readContentListSearch,
        columns: 'xl:grid-cols-[1fr_auto_auto_auto_auto_auto]',
        selects: {
          category: { label: t('columns.category'), options: contentCategories, optionLabel: (value) => t(`categories.${value}`) },
          language: { label: t('columns.language'), options: languages, optionLabel: (value) => t(`languages.${value}`) },
          translation: {
            label: td('translation.filter'),
            options: translationFilters,
            optionLabel: (value) => td(`translation.filters.${value}`),
          },
        },
      }}
      list={data}
      table={{
        className: 'md:min-w-[56rem]',
        rowHeader: titleRowHeader({
          header: t('columns.title'),
          page: publishPages.content.edit,
          width: 'md:max-w-[24rem] md:min-w-[14rem]',
          title: (item: ContentListItem) => <span lang={item.language}>{item.title}</span>,
          below: (item: ContentListItem) => <span className="block text-muted [overflow-wrap:anywhere]">/{item.slug}</span>,
        }),
        columns: [
          {
            key: 'category',
            header: t('columns.category'),
            className: 'text-ink',
            cell: (item) => (
              <>
                <span className="md:whitespace-nowrap">{t(`categories.${item.category}`)}</span>
                <span className="block text-muted">{t(`types.${item.type}`)}</span>
              </>
            ),
          },
          {
            key: 'versions',
            header: t('columns.versions'),
            className: 'flex items-center gap-2 md:table-cell md:whitespace-nowrap',
            cell: (item) => <ContentVersionChips title={item.title} currentId={item.id} versions={item.versions} />,
          },
          publishStatusColumn('content', t('columns.status')),
          {
            key: 'publishedAt',
            header: t('columns.publishedAt'),
            className: 'text-ink md:min-w-[9rem]',
            cell: (item) =>
              item.publishedAt === null ? (
                <span className="text-muted">{t('notPublished')}</span>
              ) : new Date(item.publishedAt).getTime() > now ? (
                <span className="font-medium text-amber-900">{t('scheduled', { date: formatDateTime(item.publishedAt, lang) })}</span>
              ) : (
                formatDateTime(item.publishedAt, lang)
              ),
          },
          dateColumn({ field: 'updatedAt', header: t('columns.updated'), style: 'date', exactOnHover: true }),
        ],
      }}
    />
  )
}
