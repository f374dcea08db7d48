import { createFileRoute } from '@tanstack/react-router'
import { ContentListPage } from '~/features/contents/components/content-list-page'
import { contentListRouteData } from '~/features/contents/contents.route-data'
import { readContentsSearch } from '~/features/contents/contents.search'

export const Route = createFileRoute('/$lang/_site/press/')({
  staticData: { namespaces: ['contents'] },
  validateSearch: readContentsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => contentListRouteData('press', context, deps.page),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: PressRoute,
})

function PressRoute() {
  return <ContentListPage category="press" list={Route.useLoaderData().list} />
}
