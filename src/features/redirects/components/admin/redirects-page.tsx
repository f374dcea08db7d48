import { useSuspenseQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { RowLink, TruncatedText } from '~/components/dashboard/columns'
import { RowMenuItem } from '~/components/dashboard/data-table'
import { DashboardListPage } from '~/components/dashboard/list-page'
import { StatusBadge } from '~/components/dashboard/status-badge'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { redirectOrigins } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import { redirectQueries, useDeleteRedirect } from '../../redirects.queries'
import type { RedirectListItem } from '../../redirects.schemas'
import { readRedirectListSearch, type RedirectListSearch } from '../../redirects.search'
import { CreateRedirectDialog } from './create-redirect-dialog'

/** The dashboard page of an automatic redirect's article or job. */
const entityPages = { content: '/$lang/dashboard/contents/edit/$id', job: '/$lang/dashboard/jobs/edit/$id' } as const

/** A path, as the site's URL; long ones cut to the column on a desk. */
const PathText = ({ path }: { path: string }) => (
  <TruncatedText text={path} className="font-mono text-[0.8125rem] md:block md:max-w-[13rem]" />
)

/** The site's redirects (decision 055, docs/product.md §19): newest first, searched by path; add one, delete one behind a question. */
export function RedirectsPage({ search }: { search: RedirectListSearch }) {
  const { t } = useTranslation('redirectAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(redirectQueries.list(search))
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<RedirectListItem>()
  const remove = useDeleteRedirect((removed) => {
    toast.success(t('delete.done', { oldPath: removed.fromPath }))
    setDeleting(undefined)
  })

  return (
    <DashboardListPage
      title={td('titles.redirects')}
      words={(key, params) => t(key, params)}
      action={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden className="size-4" />
          {t('create')}
        </Button>
      }
      search={search}
      filters={{
        read: readRedirectListSearch,
        columns: 'lg:grid-cols-[1fr_auto_auto]',
        selects: { origin: { label: t('columns.origin'), options: redirectOrigins, optionLabel: (origin) => t(`origins.${origin}`) } },
      }}
      list={data}
      table={{
        className: 'md:min-w-[48rem]',
        rowHeader: { header: t('columns.from'), className: 'font-normal text-ink', cell: (row) => <PathText path={row.fromPath} /> },
        columns: [
          { key: 'to', header: t('columns.to'), className: 'text-ink', cell: (row) => <PathText path={row.toPath} /> },
          {
            key: 'origin',
            header: t('columns.origin'),
            className: 'md:whitespace-nowrap',
            cell: (row) => <StatusBadge tone={row.origin === 'auto' ? 'info' : 'neutral'}>{t(`origins.${row.origin}`)}</StatusBadge>,
          },
          {
            key: 'entity',
            header: t('columns.entity'),
            className: 'md:whitespace-nowrap',
            cell: (row) =>
              row.entity && row.entityId ? (
                <RowLink
                  to={entityPages[row.entity]}
                  id={row.entityId}
                  className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {t(`entities.${row.entity}`)}
                </RowLink>
              ) : (
                t('unknownUser')
              ),
          },
          {
            key: 'created',
            header: t('columns.created'),
            className: 'text-muted md:whitespace-nowrap',
            cell: (row) => (
              <>
                <time dateTime={row.createdAt} title={formatDateTime(row.createdAt, lang)}>
                  {formatDateTime(row.createdAt, lang, 'date')}
                </time>
                {row.createdBy && <span className="block text-xs">{t('addedBy', { name: row.createdBy })}</span>}
              </>
            ),
          },
        ],
        actions: {
          header: t('columns.actions'),
          label: (row) => t('actions.menu', { path: row.fromPath }),
          items: (row) => (
            <RowMenuItem danger onSelect={() => setDeleting(row)}>
              {t('actions.delete')}
            </RowMenuItem>
          ),
        },
      }}
    >
      <CreateRedirectDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t('delete.title')}
        description={t('delete.description', { oldPath: deleting?.fromPath ?? '', newPath: deleting?.toPath ?? '' })}
        confirmLabel={t('delete.confirm')}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onError: () => setDeleting(undefined) })}
      />
    </DashboardListPage>
  )
}
