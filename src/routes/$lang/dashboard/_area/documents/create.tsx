import { createFileRoute } from '@tanstack/react-router'
import { DocumentForm } from '~/features/documents/components/admin/document-form'

export const Route = createFileRoute('/$lang/dashboard/_area/documents/create')({
  staticData: { area: 'documents', title: 'documentsCreate', namespaces: ['documentAdmin', 'documents'] },
  component: CreateDocumentRoute,
})

function CreateDocumentRoute() {
  const { user } = Route.useRouteContext()
  return <DocumentForm role={user.role} />
}
