import { createFileRoute } from '@tanstack/react-router'
import { ChartPage } from '~/features/site/components/public/chart-page'

export const Route = createFileRoute('/$lang/_site/chart')({
  staticData: { namespaces: ['corporate'] },
  // On demand (decision 061): the page's first load carries no loader code; a navigation fetches it.
  loader: ({ context }) => import('~/features/site/site.page').then((page) => page.chartRouteData(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ChartRoute,
})

function ChartRoute() {
  return <ChartPage sectors={Route.useLoaderData().sectors} />
}
