import { createFileRoute } from '@tanstack/react-router'
import { DocumentForm } from '~/features/documents/components/admin/document-form'
import { dashboardHead } from '~/lib/dashboard-head'

export const Route = createFileRoute('/$lang/dashboard/_area/documents/create')({
  staticData: { area: 'documents', namespaces: ['documentAdmin', 'documents'] },
  head: ({ match }) => dashboardHead(match.context.messages, 'documentsCreate'),
  component: CreateDocumentRoute,
})

function CreateDocumentRoute() {
  const { user } = Route.useRouteContext()
  return <DocumentForm role={user.role} />
}
