import { createFileRoute } from '@tanstack/react-router'
import { DocumentListPage } from '~/features/documents/components/admin/document-list-page'
import { documentAdminQueries } from '~/features/documents/documents.queries'
import { readDocumentListSearch } from '~/features/documents/documents.search'

export const Route = createFileRoute('/$lang/dashboard/_area/documents/')({
  staticData: { area: 'documents', title: 'documents', namespaces: ['documentAdmin', 'documents'] },
  validateSearch: readDocumentListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await context.getQueryClient()).ensureQueryData(documentAdminQueries.list(deps)),
  component: DocumentsRoute,
})

function DocumentsRoute() {
  const { user } = Route.useRouteContext()
  return <DocumentListPage search={Route.useSearch()} role={user.role} />
}
