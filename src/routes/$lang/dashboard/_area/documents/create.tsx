import { createFileRoute } from '@tanstack/react-router'
import { DocumentForm } from '~/features/documents/components/admin/document-form'

export const Route = createFileRoute('/$lang/dashboard/_area/documents/create')({
  staticData: { area: 'documents', namespaces: ['documentAdmin', 'documents'] },
  head: ({ match }) => ({ meta: [{ title: `${match.context.messages.dashboard.titles.documentsCreate} · HOI Holding` }] }),
  component: CreateDocumentRoute,
})

function CreateDocumentRoute() {
  const { user } = Route.useRouteContext()
  return <DocumentForm role={user.role} />
}
