import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { toast } from 'sonner'
import { dateColumn, RowLink } from '~/components/dashboard/columns'
import { CreateLink } from '~/components/dashboard/create-link'
import { type DataColumn, DataTable, type DataTableProps, RowMenuItem } from '~/components/dashboard/data-table'
import { PublishStatusMenuItems, usePublishStatusChange } from '~/components/dashboard/publish-status-change'
import { PublishStatusBadge } from '~/components/dashboard/status-badge'
import { NeedsUpdateBadges } from '~/components/dashboard/translation-review'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { StatusPanel } from '~/components/ui/status-panel'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import type { CorporateSection, UserRole } from '~/lib/enums'
import { formatNumber } from '~/lib/format'
import { useAppMutation } from '~/lib/use-app-mutation'
import { sectionSpecs } from '../../site.rules'
import { moveCorporateEntryFn, setCorporateStatusFn, siteAdminQueries } from '../../site.queries'
import type { CorporateListItem, CorporateSectionSummary } from '../../site.schemas'
import type { SiteAdminSearch } from '../../site.search'

const textLink = 'font-medium text-brand-700 underline-offset-4 hover:underline'

/**
 * The corporate pages on the dashboard (decision 061): every section with its counts, and the
 * chosen section's entries (`?section=`) below, in their order on the site.
 */
export function SiteOverviewPage({ search, role }: { search: SiteAdminSearch; role: UserRole }) {
  const { t } = useTranslation('siteAdmin')
  const { t: td } = useTranslation('dashboard')
  const { data: sections } = useSuspenseQuery(siteAdminQueries.sections())
  return (
    <>
      <PageHeader title={td('titles.site')} description={t('intro')} />
      <SectionsTable sections={sections} current={search.section} />
      {search.section && <SectionEntries key={search.section} section={search.section} role={role} />}
    </>
  )
}

function SectionsTable({ sections, current }: { sections: readonly CorporateSectionSummary[]; current?: CorporateSection }) {
  const { t } = useTranslation('siteAdmin')
  const lang = useLanguage()
  const rows = sections.map((summary) => ({ ...summary, id: summary.section }))
  type Row = (typeof rows)[number]
  const count = (value: number) => formatNumber(value, lang)
  const columns: DataColumn<Row>[] = [
    {
      key: 'entries',
      header: t('overview.entries'),
      alignEnd: true,
      className: 'text-ink md:text-right',
      cell: (row) => count(row.entries),
    },
    { key: 'live', header: t('overview.live'), alignEnd: true, className: 'text-ink md:text-right', cell: (row) => count(row.live) },
    {
      key: 'needsUpdate',
      header: t('overview.needsUpdate'),
      alignEnd: true,
      className: 'text-ink md:text-right',
      cell: (row) => count(row.needsUpdate),
    },
    {
      key: 'kind',
      header: t('overview.kind'),
      className: 'text-muted',
      hideOnMobile: true,
      cell: (row) => (sectionSpecs[row.section].open ? t('overview.openKind') : t('overview.fixedKind')),
    },
    {
      key: 'page',
      header: t('overview.page'),
      className: 'text-muted',
      hideOnMobile: true,
      cell: (row) => {
        const page = sectionSpecs[row.section].page
        return page ? <span dir="ltr">/{lang + page}</span> : t('overview.home')
      },
    },
  ]
  const link = (section: CorporateSection, className: string) => (
    <Link
      to="/$lang/dashboard/site"
      params={{ lang }}
      search={{ section }}
      aria-current={section === current ? 'page' : undefined}
      className={className}
    >
      {t(`sections.${section}`)}
    </Link>
  )
  return (
    <>
      {/* On a phone, once a section is chosen, the sections are a row of links above its entries, not ten cards. */}
      {current && (
        <nav aria-label={t('overview.title')} className="mb-6 md:hidden">
          <ul className="flex flex-wrap gap-2">
            {rows.map((row) => (
              <li key={row.section}>
                {link(
                  row.section,
                  'inline-flex min-h-10 items-center rounded-full border border-line bg-surface px-3 text-sm font-medium text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white',
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby="site-sections" className={current ? 'mb-8 hidden md:block' : 'mb-8'}>
        <h2 id="site-sections" className="mb-3 text-lg font-semibold text-ink">
          {t('overview.title')}
        </h2>
        <DataTable
          caption={t('overview.caption')}
          rows={rows}
          className="md:min-w-[48rem]"
          rowHeader={{
            header: t('overview.section'),
            cell: (row) => link(row.section, `${textLink} aria-[current=page]:text-ink aria-[current=page]:underline`),
          }}
          columns={columns}
        />
      </section>
    </>
  )
}

/** One section's entries: title, picture, status, order (up and down), last change, and each row's menu. */
function SectionEntries({ section, role }: { section: CorporateSection; role: UserRole }) {
  const { t } = useTranslation('siteAdmin')
  const lang = useLanguage()
  const spec = sectionSpecs[section]
  const { data: entries } = useSuspenseQuery(siteAdminQueries.list(section))
  const move = useServerFn(moveCorporateEntryFn)
  const setStatus = useServerFn(setCorporateStatusFn)
  const moving = useAppMutation({
    mutationFn: (input: { row: CorporateListItem; direction: 'up' | 'down' }) =>
      move({ data: { id: input.row.id, direction: input.direction } }),
    invalidate: [siteAdminQueries.all],
    onSuccess: (_result, { row }) => {
      toast.success(t('list.moved', { title: row.title }))
    },
  })
  const status = usePublishStatusChange<'corporate'>({
    words: 'siteAdmin',
    mutationFn: ({ id, status: to }) => setStatus({ data: { id, status: to } }),
    invalidate: [siteAdminQueries.all],
  })
  const name = t(`sections.${section}`)
  const headingId = `site-section-${section}`

  const columns: DataColumn<CorporateListItem>[] = []
  if (spec.media) {
    columns.push({
      key: 'picture',
      header: t('columns.picture'),
      cell: (row) =>
        row.mediaId ? (
          <img
            src={`/api/public/images/${row.mediaId}`}
            alt=""
            width={64}
            height={40}
            loading="lazy"
            className="inline-block h-10 w-16 rounded border border-line bg-white object-contain align-middle"
          />
        ) : (
          <span className="text-muted">{t('list.noPicture')}</span>
        ),
    })
  }
  columns.push({
    key: 'status',
    header: t('columns.status'),
    cell: (row) => (spec.open ? <PublishStatusBadge status={row.status} /> : <span className="text-muted">{t('list.alwaysLive')}</span>),
  })
  columns.push({
    key: 'order',
    header: t('columns.order'),
    className: 'md:whitespace-nowrap',
    cell: (row) => {
      const index = entries.indexOf(row)
      return (
        <span className="inline-flex gap-1 align-middle">
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="size-9"
            aria-label={t('list.moveUp', { title: row.title })}
            disabled={index === 0 || moving.isPending}
            onClick={() => moving.mutate({ row, direction: 'up' })}
          >
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="size-9"
            aria-label={t('list.moveDown', { title: row.title })}
            disabled={index === entries.length - 1 || moving.isPending}
            onClick={() => moving.mutate({ row, direction: 'down' })}
          >
            <ArrowDown aria-hidden className="size-4" />
          </Button>
        </span>
      )
    },
  })
  columns.push(dateColumn({ field: 'updatedAt', header: t('columns.updated') }))

  const actions: NonNullable<DataTableProps<CorporateListItem>['actions']> = {
    header: t('columns.actions'),
    label: (row) => t('actions.menu', { title: row.title }),
    items: (row) => (
      <>
        <RowMenuItem asChild>
          <RowLink to="/$lang/dashboard/site/edit/$id" id={row.id}>
            {t('actions.edit')}
          </RowLink>
        </RowMenuItem>
        <RowMenuItem asChild>
          <RowLink to="/$lang/dashboard/site/history/$id" id={row.id}>
            {t('actions.history')}
          </RowLink>
        </RowMenuItem>
        {spec.open && (
          <PublishStatusMenuItems
            kind="corporate"
            words="siteAdmin"
            row={{ id: row.id, title: row.title, status: row.status }}
            role={role}
            onChange={status.change}
          />
        )}
      </>
    ),
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {name}
          </h2>
          <p className="mt-1 text-sm text-muted">{t(`sectionIntro.${section}`)}</p>
        </div>
        {spec.open && <CreateLink to="/$lang/dashboard/site/create" params={{ lang }} search={{ section }} label={t('create')} />}
      </div>
      <p className="mb-3 text-sm text-muted" role="status">
        {t('overview.count', { count: entries.length })}
      </p>
      <DataTable
        caption={t('list.caption', { section: name })}
        rows={entries}
        className="md:min-w-[52rem]"
        empty={<StatusPanel kind="empty" title={spec.open ? t('list.emptyOpen') : t('list.empty')} />}
        rowHeader={{
          header: t('columns.title'),
          className: 'font-normal md:max-w-[22rem] md:min-w-[14rem]',
          cell: (row) => (
            <>
              <RowLink
                to="/$lang/dashboard/site/edit/$id"
                id={row.id}
                className="font-medium text-ink hover:text-brand-700 hover:underline"
              >
                <span lang="tr">{row.title}</span>
              </RowLink>
              {row.titleEn && row.titleEn !== row.title && (
                <span lang="en" className="block text-muted">
                  {row.titleEn}
                </span>
              )}
              <NeedsUpdateBadges languages={row.needsUpdate} />
            </>
          ),
        }}
        columns={columns}
        actions={actions}
      />
      {status.dialog}
    </section>
  )
}
