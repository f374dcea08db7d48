import { createFileRoute } from '@tanstack/react-router'
import { ContentListPage } from '~/features/contents/components/content-list-page'
import { contentListRouteData } from '~/features/contents/contents.route-data'
import { readContentsSearch } from '~/features/contents/contents.search'

export const Route = createFileRoute('/$lang/_site/values/')({
  staticData: { namespaces: ['contents'] },
  validateSearch: readContentsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => contentListRouteData('values', context, deps.page),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ValuesRoute,
})

function ValuesRoute() {
  return <ContentListPage category="values" list={Route.useLoaderData().list} />
}
