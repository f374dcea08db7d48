import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '~/features/search/components/public/search-page'
import { readSiteSearch } from '~/features/search/search.search'

export const Route = createFileRoute('/$lang/_site/search')({
  staticData: { namespaces: ['search'] },
  validateSearch: readSiteSearch,
  loaderDeps: ({ search }) => search,
  // Imported when the loader runs: in the browser only on a navigation, never in the first load (decision 013).
  loader: async ({ context, deps }) => (await import('~/features/search/search.page')).searchRouteData(context, deps),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: SearchRoute,
})

function SearchRoute() {
  const { answer } = Route.useLoaderData()
  return <SearchPage state={Route.useSearch()} answer={answer} />
}
