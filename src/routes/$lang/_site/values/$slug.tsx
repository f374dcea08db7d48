import { createFileRoute } from '@tanstack/react-router'
import { ContentArticlePage } from '~/features/contents/components/public/content-article-page'

export const Route = createFileRoute('/$lang/_site/values/$slug')({
  staticData: { namespaces: ['contents'] },
  // Imported when the loader runs: in the browser only on a navigation, never in the first load (decision 013).
  loader: async ({ context, params, location, preload }) =>
    (await import('~/features/contents/contents.page')).contentRouteData('values', context, params.slug, { href: location.href, preload }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ValuesArticleRoute,
})

function ValuesArticleRoute() {
  return <ContentArticlePage page={Route.useLoaderData().page} />
}
