import { createFileRoute } from '@tanstack/react-router'
import { ContentArticlePage } from '~/features/contents/components/content-article-page'
import { contentRouteData } from '~/features/contents/contents.route-data'

export const Route = createFileRoute('/$lang/_site/press/$slug')({
  staticData: { namespaces: ['contents'] },
  loader: ({ context, params }) => contentRouteData('press', context, params.slug),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: PressArticleRoute,
})

function PressArticleRoute() {
  return <ContentArticlePage page={Route.useLoaderData().page} />
}
