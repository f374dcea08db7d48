import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { VersionHistoryPage, versionQueries } from '~/components/dashboard/version-history'
import { documentAdminQueries, documentVersionFns } from '~/features/documents/documents.queries'
import { useTranslation } from '~/i18n/use-translation'
import type { DocumentCategory } from '~/lib/enums'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

/** The fields in the edit form's order. */
const order = ['titleTr', 'descriptionTr', 'titleEn', 'descriptionEn', 'category', 'sortOrder']

export const Route = createFileRoute('/$lang/dashboard/_area/documents/history/$id')({
  staticData: { area: 'documents', title: 'versions', namespaces: ['documentAdmin', 'documents'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => {
      const client = await context.getQueryClient()
      await client.ensureQueryData(versionQueries.list('document', id, 1, documentVersionFns.list))
      return client.ensureQueryData(documentAdminQueries.edit(id))
    }),
  component: DocumentHistoryRoute,
})

function DocumentHistoryRoute() {
  const { lang } = Route.useParams()
  const id = readId(Route.useParams().id) ?? ''
  const { t } = useTranslation('documentAdmin')
  const { t: tdoc } = useTranslation('documents')
  const { data } = useSuspenseQuery(documentAdminQueries.edit(id))
  return (
    <VersionHistoryPage
      kind="document"
      id={id}
      title={data.titleTr}
      fns={documentVersionFns}
      fieldLabel={(field) => t(`form.${field}` as 'form.titleTr')}
      fieldOrder={order}
      valueLabel={(field, value) => (field === 'category' ? tdoc(`categories.${value as DocumentCategory}`) : undefined)}
      edit={{ to: '/$lang/dashboard/documents/edit/$id', params: { lang, id } }}
      invalidate={[documentAdminQueries.all]}
    />
  )
}
