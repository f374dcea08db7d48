import { createFileRoute } from '@tanstack/react-router'
import { ChartPage } from '~/features/site/components/public/chart-page'
import { chartRouteData } from '~/features/site/site.page'

export const Route = createFileRoute('/$lang/_site/chart')({
  staticData: { namespaces: ['corporate'] },
  loader: ({ context }) => chartRouteData(context),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ChartRoute,
})

function ChartRoute() {
  return <ChartPage sectors={Route.useLoaderData().sectors} />
}
