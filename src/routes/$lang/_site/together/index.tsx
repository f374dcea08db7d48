import { createFileRoute } from '@tanstack/react-router'
import { ContentListPage } from '~/features/contents/components/content-list-page'
import { contentListRouteData } from '~/features/contents/contents.route-data'
import { readContentsSearch } from '~/features/contents/contents.search'

export const Route = createFileRoute('/$lang/_site/together/')({
  staticData: { namespaces: ['contents'] },
  validateSearch: readContentsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => contentListRouteData('together', context, deps.page),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: TogetherRoute,
})

function TogetherRoute() {
  return <ContentListPage category="together" list={Route.useLoaderData().list} />
}
