import { createFileRoute } from '@tanstack/react-router'
import { ChartPage } from '~/features/site/components/chart-page'
import { chartRouteData } from '~/features/site/site.route-data'

export const Route = createFileRoute('/$lang/_site/chart')({
  staticData: { namespaces: ['corporate'] },
  loader: ({ context }) => chartRouteData(context),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ChartRoute,
})

function ChartRoute() {
  return <ChartPage sectors={Route.useLoaderData().sectors} />
}
