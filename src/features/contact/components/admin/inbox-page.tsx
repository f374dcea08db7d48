import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataTable } from '~/components/dashboard/data-table'
import { ListFilters } from '~/components/dashboard/filter-form'
import { ListResultsOf } from '~/components/dashboard/list-results'
import { StatusBadge } from '~/components/dashboard/status-badge'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { contactStatuses, contactSubjects } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import { inboxQueries } from '../../contact.queries'
import { INBOX_SEARCH_MAX, type InboxSearch, readInboxSearch } from '../../contact.search'
import { messageStatusTone } from './status-tone'

/** The contact inbox: status, subject and text filters in the URL, newest first, 20 a page (decisions 009, 025). */
export function InboxPage({ search }: { search: InboxSearch }) {
  const { t } = useTranslation('inbox')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(inboxQueries.list(search))
  return (
    <>
      <PageHeader title={td('titles.contact')} description={t('intro')} />
      <ListFilters
        search={search}
        read={readInboxSearch}
        searchMax={INBOX_SEARCH_MAX}
        placeholder={t('searchPlaceholder')}
        className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
        selects={{
          status: { label: t('filters.status'), options: contactStatuses, optionLabel: (status) => t(`statuses.${status}`) },
          subject: { label: t('filters.subject'), options: contactSubjects, optionLabel: (subject) => t(`subjects.${subject}`) },
        }}
      />
      <ListResultsOf list={data} search={search} words="inbox">
        <DataTable
          caption={td('titles.contact')}
          className="md:min-w-[48rem]"
          rows={data.items}
          rowHeader={{
            header: t('columns.sender'),
            cell: (message) => (
              <>
                <Link
                  to="/$lang/dashboard/contact/$id"
                  params={{ lang, id: message.id }}
                  className={`text-brand-700 underline-offset-4 hover:underline ${message.status === 'new' ? 'font-semibold' : 'font-medium'}`}
                >
                  {message.firstName} {message.lastName}
                </Link>
                <span title={message.email} className="block font-normal break-all text-muted md:max-w-[16rem] md:truncate md:break-normal">
                  {message.email}
                </span>
              </>
            ),
          }}
          columns={[
            {
              key: 'subject',
              header: t('columns.subject'),
              className: 'text-ink',
              cell: (message) => (
                <>
                  {t(`subjects.${message.subject}`)}
                  <span className="mt-0.5 block max-w-[16rem] truncate text-muted xl:max-w-[19rem]" title={message.preview}>
                    {message.preview}
                  </span>
                </>
              ),
            },
            {
              key: 'status',
              header: t('columns.status'),
              cell: (message) => <StatusBadge tone={messageStatusTone[message.status]}>{t(`statuses.${message.status}`)}</StatusBadge>,
            },
            {
              key: 'receivedAt',
              header: t('columns.receivedAt'),
              className: 'text-muted md:whitespace-nowrap md:text-ink',
              cell: (message) => <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, lang)}</time>,
            },
          ]}
        />
      </ListResultsOf>
    </>
  )
}
