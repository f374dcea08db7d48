import { createFileRoute } from '@tanstack/react-router'
import { ContentArticlePage } from '~/features/contents/components/content-article-page'
import { contentRouteData } from '~/features/contents/contents.route-data'

export const Route = createFileRoute('/$lang/_site/values/$slug')({
  staticData: { namespaces: ['contents'] },
  loader: ({ context, params }) => contentRouteData('values', context, params.slug),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ValuesArticleRoute,
})

function ValuesArticleRoute() {
  return <ContentArticlePage page={Route.useLoaderData().page} />
}
