import { useSuspenseQuery } from '@tanstack/react-query'
import { dateColumn, personRowHeader, statusColumn } from '~/components/dashboard/columns'
import { DashboardListPage } from '~/components/dashboard/list-page'
import { useTranslation } from '~/i18n/use-translation'
import { contactStatuses, contactSubjects } from '~/lib/enums'
import { inboxQueries } from '../../contact.queries'
import type { InboxListItem } from '../../contact.schemas'
import { type InboxSearch, readInboxSearch } from '../../contact.search'
import { messageStatusTone } from './status-tone'

/** The contact inbox: status, subject and text filters in the URL, newest first, 20 a page (decisions 009, 025). */
export function InboxPage({ search }: { search: InboxSearch }) {
  const { t } = useTranslation('inbox')
  const { t: td } = useTranslation('dashboard')
  const { data } = useSuspenseQuery(inboxQueries.list(search))
  return (
    <DashboardListPage
      title={td('titles.contact')}
      words={t}
      search={search}
      filters={{
        read: readInboxSearch,
        columns: 'lg:grid-cols-[2fr_1fr_1fr_auto]',
        selects: {
          status: { label: t('filters.status'), options: contactStatuses, optionLabel: (status) => t(`statuses.${status}`) },
          subject: { label: t('filters.subject'), options: contactSubjects, optionLabel: (subject) => t(`subjects.${subject}`) },
        },
      }}
      list={data}
      table={{
        className: 'md:min-w-[48rem]',
        rowHeader: personRowHeader({
          header: t('columns.sender'),
          page: '/$lang/dashboard/contact/$id',
          name: (message: InboxListItem) => `${message.firstName} ${message.lastName}`,
          unread: (message: InboxListItem) => message.status === 'new',
        }),
        columns: [
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
          statusColumn(t('columns.status'), messageStatusTone, (status) => t(`statuses.${status}`)),
          dateColumn({ field: 'createdAt', header: t('columns.receivedAt'), className: 'text-muted md:whitespace-nowrap md:text-ink' }),
        ],
      }}
    />
  )
}
