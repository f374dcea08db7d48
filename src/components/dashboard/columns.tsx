import { Link, type LinkProps } from '@tanstack/react-router'
import type { ComponentProps, ReactNode } from 'react'
import { useLanguage } from '~/i18n/use-language'
import { cn } from '~/lib/cn'
import type { JobStatus, Language, PublishKind } from '~/lib/enums'
import type { ScheduleItem } from '~/lib/publish-schedule'
import { formatDateTime } from '~/lib/format'
import type { DataColumn, RowHeaderColumn } from './data-table'
import { ScheduledSteps } from './publish-schedule'
import { NeedsUpdateBadges } from './translation-review'
import { PublishStatusBadge, StatusBadge, type StatusTone } from './status-badge'

/*
 * The columns that several dashboard lists share (decision 025), built by small factories so a
 * list names what a column shows, not its markup: the row header that links to the row's page,
 * a date, a status badge.
 */

/** A dashboard page about one row: its path takes the language and the row's id. */
export type DashboardRowPage = Extract<LinkProps['to'], `/$lang/dashboard/${string}$id`>

/** A link to a row's page in the page's language (`to` with `$lang` and `$id`). */
export function RowLink({ to, id, ...props }: { to: DashboardRowPage; id: string } & Omit<ComponentProps<'a'>, 'href'>) {
  const lang = useLanguage()
  return <Link {...props} to={to} params={{ lang, id }} />
}

/**
 * The row header of a published entity (a job, content or document): its title as the link to
 * its edit page, and a line below it (the English title, the address). `width` bounds the column on a desk.
 */
export function titleRowHeader<T extends { id: string }>({
  header,
  page,
  width,
  title,
  below,
}: {
  header: string
  page: DashboardRowPage
  width: string
  /** The title, in an element that carries its language. */
  title: (row: T) => ReactNode
  below: (row: T) => ReactNode
}): RowHeaderColumn<T> {
  return {
    header,
    className: `font-normal ${width}`,
    cell: (row) => (
      <>
        <RowLink to={page} id={row.id} className="font-medium text-ink hover:text-brand-700 hover:underline">
          {title(row)}
        </RowLink>
        {below(row)}
      </>
    ),
  }
}

/** `titleRowHeader` of an entity with a Turkish and an English title: the Turkish one links, the English one below it. */
export function bilingualTitleRowHeader(header: string, page: DashboardRowPage) {
  return titleRowHeader<{ id: string; titleTr: string; titleEn: string; needsUpdate: readonly Language[] }>({
    header,
    page,
    width: 'md:max-w-[22rem] md:min-w-[15rem]',
    title: (row) => <span lang="tr">{row.titleTr}</span>,
    below: (row) => (
      <>
        <span lang="en" className="block text-muted">
          {row.titleEn}
        </span>
        <NeedsUpdateBadges languages={row.needsUpdate} />
      </>
    ),
  })
}

/** The row header of a person who wrote in (an applicant, a sender): the name links to the row's page, the e-mail below it. */
export function personRowHeader<T extends { id: string; email: string }>({
  header,
  page,
  name,
  unread,
}: {
  header: string
  page: DashboardRowPage
  name: (row: T) => string
  /** Whether the row is still unread: its name is set bolder. */
  unread?: (row: T) => boolean
}): RowHeaderColumn<T> {
  return {
    header,
    cell: (row) => (
      <>
        <RowLink
          to={page}
          id={row.id}
          className={cn('text-brand-700 underline-offset-4 hover:underline', unread?.(row) ? 'font-semibold' : 'font-medium')}
        >
          {name(row)}
        </RowLink>
        <TruncatedText text={row.email} className="block font-normal text-muted md:max-w-[16rem]" />
      </>
    ),
  }
}

/** A long text (an address, a file name): wrapped on a phone, cut to the column on a desk with the whole text on hover. */
export function TruncatedText({ text, className }: { text: string; className: string }) {
  return (
    <span title={text} className={cn('break-all md:truncate md:break-normal', className)}>
      {text}
    </span>
  )
}

function DateCell({ value, style, exactOnHover }: { value: string; style: 'date' | 'dateTime'; exactOnHover: boolean }) {
  const lang = useLanguage()
  return (
    <time dateTime={value} title={exactOnHover ? formatDateTime(value, lang) : undefined}>
      {formatDateTime(value, lang, style)}
    </time>
  )
}

/**
 * A date column (updated, received, last sign-in …) in the page's language, of the row's `field`
 * (an ISO value, or null for `fallback`: "Never"). `style: 'date'` shows the day only; with
 * `exactOnHover` the day's time is in its tooltip. Muted and on one line on a desk unless `className` says otherwise.
 */
export function dateColumn<F extends string>({
  field,
  header,
  style = 'dateTime',
  exactOnHover = false,
  fallback,
  className = 'text-muted md:whitespace-nowrap',
}: {
  field: F
  header: string
  style?: 'date' | 'dateTime'
  exactOnHover?: boolean
  fallback?: string
  className?: string
}): DataColumn<{ [K in F]: string | null }> {
  return {
    key: field,
    header,
    className,
    cell: (row) => {
      const value = row[field]
      return value === null ? fallback : <DateCell value={value} style={style} exactOnHover={exactOnHover} />
    },
  }
}

/** The status column: each row's `status` as a badge, in its tone and word. */
export function statusColumn<S extends string>(
  header: string,
  tones: Record<S, StatusTone>,
  label: (status: S) => string,
): DataColumn<{ status: S }> {
  return { key: 'status', header, cell: (row) => <StatusBadge tone={tones[row.status]}>{label(row.status)}</StatusBadge> }
}

/** The status column of a job, content or document: the publish lifecycle's badge. */
export function publishStatusColumn<T extends { status: JobStatus; schedules: readonly ScheduleItem[] }>(
  kind: PublishKind,
  header: string,
): DataColumn<T> {
  return {
    key: 'status',
    header,
    cell: (row) => (
      <>
        <PublishStatusBadge status={row.status} />
        <ScheduledSteps kind={kind} items={row.schedules} />
      </>
    ),
  }
}
