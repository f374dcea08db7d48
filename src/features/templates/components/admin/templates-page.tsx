import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { toast } from 'sonner'
import { CreateLink } from '~/components/dashboard/create-link'
import { DataTable, RowMenuItem } from '~/components/dashboard/data-table'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { ApplicationStatusBadge } from '~/components/dashboard/status-badge'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { formatDateTime } from '~/lib/format'
import { templateQueries, useDeleteTemplate } from '../../templates.queries'
import type { TemplateListItem } from '../../templates.schemas'

/** HR's e-mail templates (decision 048): every template by stage, with its subjects; edit and delete from each row. */
export function TemplatesPage() {
  const { t } = useTranslation('templateAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(templateQueries.list())
  const [deleting, setDeleting] = useState<TemplateListItem | undefined>()
  const remove = useDeleteTemplate(() => {
    toast.success(t('delete.done', { name: deleting?.name ?? '' }))
    setDeleting(undefined)
  })

  return (
    <>
      <PageHeader
        title={td('titles.templates')}
        description={t('intro')}
        actions={<CreateLink to="/$lang/dashboard/templates/create" params={{ lang }} label={t('create')} />}
      />
      <DataTable
        caption={td('titles.templates')}
        rows={data}
        className="md:min-w-[48rem]"
        empty={<p className="rounded-lg border border-line bg-white p-6 text-sm text-muted">{t('empty')}</p>}
        rowHeader={{
          header: t('columns.name'),
          cell: (template) => (
            <Link
              to="/$lang/dashboard/templates/edit/$id"
              params={{ lang, id: template.id }}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {template.name}
            </Link>
          ),
        }}
        columns={[
          {
            key: 'stage',
            header: t('columns.stage'),
            cell: (template) => <ApplicationStatusBadge status={template.stage} />,
          },
          {
            key: 'subject',
            header: t('columns.subject'),
            className: 'text-ink',
            cell: (template) => (
              <>
                <span lang="tr" className="block">
                  {template.subjectTr}
                </span>
                <span lang="en" className="block text-muted">
                  {template.subjectEn}
                </span>
              </>
            ),
          },
          {
            key: 'updated',
            header: t('columns.updated'),
            className: 'text-muted md:whitespace-nowrap',
            cell: (template) => (
              <>
                {formatDateTime(template.updatedAt, lang, 'date')}
                {template.updatedByName ? <span className="block">{template.updatedByName}</span> : null}
              </>
            ),
          },
        ]}
        actions={{
          header: t('columns.actions'),
          label: (template) => t('actionsFor', { name: template.name }),
          items: (template) => (
            <>
              <RowMenuItem asChild>
                <Link to="/$lang/dashboard/templates/edit/$id" params={{ lang, id: template.id }}>
                  {t('edit')}
                </Link>
              </RowMenuItem>
              <RowMenuItem danger onSelect={() => setDeleting(template)}>
                {t('delete.action')}
              </RowMenuItem>
            </>
          ),
        }}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        title={t('delete.title')}
        description={t('delete.description', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        pending={remove.isPending}
        tone="danger"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  )
}
