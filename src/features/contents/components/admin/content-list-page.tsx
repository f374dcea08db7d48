import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CreateLink } from '~/components/dashboard/create-link'
import { DataTable, RowMenuItem } from '~/components/dashboard/data-table'
import { ListFilters } from '~/components/dashboard/filter-form'
import { ListResultsOf } from '~/components/dashboard/list-results'
import { PublishStatusFilter, usePublishRowActions } from '~/components/dashboard/publish-status-change'
import { PublishStatusBadge } from '~/components/dashboard/status-badge'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { contentCategories, languages, type UserRole } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import type { ContentListItem } from '../../contents.schemas'
import { useSetContentStatus } from '../../contents.queries'
import { contentAdminQueries } from '../../contents.queries'
import { CONTENT_SEARCH_MAX, type ContentListSearch, readContentListSearch } from '../../contents.search'
import { ContentVersionChips } from './content-version-chips'

/** The dashboard contents list (decisions 009, 025): state in the URL, filters, language versions, status actions. */
export function ContentListPage({ search, role }: { search: ContentListSearch; role: UserRole }) {
  const { t } = useTranslation('contentAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(contentAdminQueries.list(search))
  const { actions, dialog } = usePublishRowActions({
    kind: 'content',
    words: 'contentAdmin',
    role,
    mutationFn: useSetContentStatus(),
    invalidate: [contentAdminQueries.all],
    entity: (item: ContentListItem) => item,
    edit: (item: ContentListItem, label: string) => (
      <Link to="/$lang/dashboard/contents/edit/$id" params={{ lang, id: item.id }}>
        {label}
      </Link>
    ),
    more: (item: ContentListItem) => {
      const turkish = item.versions.find((version) => version.language === 'tr')
      if (!turkish || item.versions.some((version) => version.language === 'en')) return null
      return (
        <RowMenuItem asChild>
          <Link to="/$lang/dashboard/contents/create" params={{ lang }} search={{ from: turkish.id }}>
            {t('versions.addEnglish')}
          </Link>
        </RowMenuItem>
      )
    },
  })
  const now = Date.now()

  return (
    <>
      <PageHeader
        title={td('titles.contents')}
        description={t('intro')}
        actions={<CreateLink to="/$lang/dashboard/contents/create" params={{ lang }} label={t('create')} />}
      />
      <ListFilters
        search={search}
        read={readContentListSearch}
        searchMax={CONTENT_SEARCH_MAX}
        placeholder={t('searchPlaceholder')}
        className="sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto] lg:items-end"
        wide
        selects={{
          category: { label: t('columns.category'), options: contentCategories, optionLabel: (value) => t(`categories.${value}`) },
          language: { label: t('columns.language'), options: languages, optionLabel: (value) => t(`languages.${value}`) },
        }}
      >
        <PublishStatusFilter kind="content" label={t('columns.status')} value={search.status} />
      </ListFilters>
      <ListResultsOf list={data} search={search} words="contentAdmin">
        <DataTable
          caption={td('titles.contents')}
          className="md:min-w-[56rem]"
          rows={data.items}
          rowHeader={{
            header: t('columns.title'),
            className: 'font-normal md:max-w-[24rem] md:min-w-[14rem]',
            cell: (item) => (
              <>
                <Link
                  to="/$lang/dashboard/contents/edit/$id"
                  params={{ lang, id: item.id }}
                  className="font-medium text-ink hover:text-brand-700 hover:underline"
                >
                  <span lang={item.language}>{item.title}</span>
                </Link>
                <span className="block text-muted [overflow-wrap:anywhere]">/{item.slug}</span>
              </>
            ),
          }}
          columns={[
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
            { key: 'status', header: t('columns.status'), cell: (item) => <PublishStatusBadge status={item.status} /> },
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
            {
              key: 'updated',
              header: t('columns.updated'),
              className: 'text-muted md:whitespace-nowrap',
              cell: (item) => (
                <time dateTime={item.updatedAt} title={formatDateTime(item.updatedAt, lang)}>
                  {formatDateTime(item.updatedAt, lang, 'date')}
                </time>
              ),
            },
          ]}
          actions={actions}
        />
      </ListResultsOf>
      {dialog}
    </>
  )
}
