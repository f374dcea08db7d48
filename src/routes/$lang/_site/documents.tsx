import { createFileRoute } from '@tanstack/react-router'
import { DocumentsPage } from '~/features/documents/components/public/documents-page'
import { readDocumentsSearch } from '~/features/documents/documents.search'

export const Route = createFileRoute('/$lang/_site/documents')({
  staticData: { namespaces: ['documents'] },
  validateSearch: readDocumentsSearch,
  loaderDeps: ({ search }) => search,
  // Imported when the loader runs: in the browser only on a navigation, never in the first load (decision 013).
  loader: async ({ context, deps }) => (await import('~/features/documents/documents.page')).documentsRouteData(context, deps.category),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: DocumentsRoute,
})

function DocumentsRoute() {
  const { category, list } = Route.useLoaderData()
  return <DocumentsPage category={category} list={list} />
}
