import { createFileRoute } from '@tanstack/react-router'
import { DocumentsPage } from '~/features/documents/components/documents-page'
import { documentsRouteData } from '~/features/documents/documents.route-data'
import { readDocumentsSearch } from '~/features/documents/documents.search'

export const Route = createFileRoute('/$lang/_site/documents')({
  staticData: { namespaces: ['documents'] },
  validateSearch: readDocumentsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => documentsRouteData(context, deps.category),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: DocumentsRoute,
})

function DocumentsRoute() {
  const { category, list } = Route.useLoaderData()
  return <DocumentsPage category={category} list={list} />
}
