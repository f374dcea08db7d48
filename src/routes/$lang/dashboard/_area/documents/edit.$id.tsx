import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DocumentForm } from '~/features/documents/components/admin/document-form'
import { documentAdminQueries } from '~/features/documents/documents.queries'
import { AppError } from '~/lib/errors'
import { pageStatus } from '~/lib/page-status'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const Route = createFileRoute('/$lang/dashboard/_area/documents/edit/$id')({
  staticData: { area: 'documents', namespaces: ['documentAdmin', 'documents'] },
  loader: async ({ context, params }) => {
    // A malformed id names no document: the same answer as an unknown one.
    if (!UUID.test(params.id)) {
      pageStatus(404)
      throw new AppError('not_found')
    }
    return (await context.getQueryClient()).ensureQueryData(documentAdminQueries.edit(params.id))
  },
  head: ({ match }) => ({ meta: [{ title: `${match.context.messages.dashboard.titles.documentsEdit} · HOI Holding` }] }),
  component: EditDocumentRoute,
})

function EditDocumentRoute() {
  const { id } = Route.useParams()
  const { user } = Route.useRouteContext()
  const { data } = useSuspenseQuery(documentAdminQueries.edit(id))
  // Keyed by the document, so moving from one document to another starts a fresh form.
  return <DocumentForm key={data.id} document={data} role={user.role} />
}
