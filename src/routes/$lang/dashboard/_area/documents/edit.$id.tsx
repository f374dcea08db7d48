import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DocumentForm } from '~/features/documents/components/admin/document-form'
import { documentAdminQueries } from '~/features/documents/documents.queries'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/documents/edit/$id')({
  staticData: { area: 'documents', title: 'documentsEdit', namespaces: ['documentAdmin', 'documents'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => (await context.getQueryClient()).ensureQueryData(documentAdminQueries.edit(id))),
  component: EditDocumentRoute,
})

function EditDocumentRoute() {
  const id = readId(Route.useParams().id) ?? ''
  const { user } = Route.useRouteContext()
  const { data } = useSuspenseQuery(documentAdminQueries.edit(id))
  // Keyed by the document, so moving from one document to another starts a fresh form.
  return <DocumentForm key={data.id} document={data} role={user.role} />
}
