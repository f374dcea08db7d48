import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { ListResults, ListSearchField } from '~/components/dashboard/list-results'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { FilterSelect } from '~/components/ui/filter-select'
import { StatusBadge } from '~/components/ui/status-badge'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { contactStatuses, contactSubjects } from '~/lib/enums'
import { formatDateTime, formatNumber } from '~/lib/format'
import { inboxQueries } from '../../contact.queries'
import type { InboxListItem } from '../../contact.schemas'
import { INBOX_SEARCH_MAX, type InboxSearch, readInboxSearch } from '../../contact.search'
import { messageStatusTone } from './status-tone'

/** The contact inbox: status, subject and text filters in the URL, newest first, 20 a page (decision 009). */
export function InboxPage({ search }: { search: InboxSearch }) {
  const { t } = useTranslation('inbox')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(inboxQueries.list(search))
  const filtered = !!(search.q || search.status || search.subject)
  return (
    <>
      <PageHeader title={td('titles.contact')} description={t('intro')} />
      <InboxFilters search={search} />
      <ListResults
        pagination={data.pagination}
        itemCount={data.items.length}
        countText={t('count', { count: formatNumber(data.pagination.total, lang) })}
        filtered={filtered}
        emptyTitle={t('empty')}
        emptyFilteredTitle={t('emptyFiltered')}
        paginationLabel={t('pagination')}
      >
        <InboxTable messages={data.items} />
      </ListResults>
    </>
  )
}

/** A GET form: it filters by reloading the page without scripts, and by navigating with them. */
function InboxFilters({ search }: { search: InboxSearch }) {
  const { t } = useTranslation('inbox')
  const { t: td } = useTranslation('dashboard')
  const navigate = useNavigate()
  const apply = (form: HTMLFormElement) => {
    const values = new FormData(form)
    const read = (name: string) => (values.get(name) as string | null)?.trim() || undefined
    const next = readInboxSearch({ q: read('q'), status: read('status'), subject: read('subject') })
    void navigate({ to: '.', search: { ...next, page: undefined } })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  return (
    // Keyed by the URL's filters, so the fields show them again after a navigation (clear filters, back).
    <form
      key={JSON.stringify(search)}
      role="search"
      method="get"
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <ListSearchField defaultValue={search.q} maxLength={INBOX_SEARCH_MAX} placeholder={t('searchPlaceholder')} />
      <FilterSelect
        label={t('filters.status')}
        name="status"
        value={search.status}
        options={contactStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        onApply={apply}
      />
      <FilterSelect
        label={t('filters.subject')}
        name="subject"
        value={search.subject}
        options={contactSubjects.map((subject) => ({ value: subject, label: t(`subjects.${subject}`) }))}
        onApply={apply}
      />
      <Button type="submit" variant="secondary" size="field">
        {td('list.apply')}
      </Button>
    </form>
  )
}

const cellLabel = 'text-muted md:sr-only'
const columns = ['sender', 'subject', 'status', 'receivedAt'] as const

/** One markup for every width: cards on phones (each cell names its column), rows from md up. */
function InboxTable({ messages }: { messages: InboxListItem[] }) {
  const { t } = useTranslation('inbox')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  return (
    <div className="relative md:overflow-x-auto md:rounded-lg md:border md:border-line md:bg-white">
      <table role="table" className="block w-full text-left text-sm md:table md:min-w-[48rem]">
        <caption className="sr-only">{td('titles.contact')}</caption>
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
          </tr>
        </thead>
        <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
          {messages.map((message) => (
            <tr
              role="row"
              key={message.id}
              className="grid gap-1 rounded-lg border border-line bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-0"
            >
              <th role="rowheader" scope="row" className="font-medium text-ink md:px-4 md:py-3">
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
              </th>
              <td role="cell" className="text-ink md:px-4 md:py-3">
                <span className={cellLabel}>{t('columns.subject')}: </span>
                {t(`subjects.${message.subject}`)}
                <span className="mt-0.5 block max-w-[16rem] truncate text-muted xl:max-w-[19rem]" title={message.preview}>
                  {message.preview}
                </span>
              </td>
              <td role="cell" className="md:px-4 md:py-3">
                <span className={cellLabel}>{t('columns.status')}: </span>
                <StatusBadge tone={messageStatusTone[message.status]}>{t(`statuses.${message.status}`)}</StatusBadge>
              </td>
              <td role="cell" className="text-muted md:px-4 md:py-3 md:whitespace-nowrap md:text-ink">
                <span className={cellLabel}>{t('columns.receivedAt')}: </span>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, lang)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
