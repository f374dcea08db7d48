import { createFileRoute } from '@tanstack/react-router'
import { ContentListPage } from '~/features/contents/components/public/content-list-page'
import { readContentsSearch } from '~/features/contents/contents.search'

export const Route = createFileRoute('/$lang/_site/press/')({
  staticData: { namespaces: ['contents'] },
  validateSearch: readContentsSearch,
  loaderDeps: ({ search }) => search,
  // Imported when the loader runs: in the browser only on a navigation, never in the first load (decision 013).
  loader: async ({ context, deps }) =>
    (await import('~/features/contents/contents.page')).contentListRouteData('press', context, deps.page),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: PressRoute,
})

function PressRoute() {
  return <ContentListPage category="press" list={Route.useLoaderData().list} />
}
