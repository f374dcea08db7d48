import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '~/features/site/components/about-page'
import { aboutRouteData } from '~/features/site/site.route-data'

export const Route = createFileRoute('/$lang/_site/about')({
  staticData: { namespaces: ['corporate'] },
  loader: ({ context }) => aboutRouteData(context),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AboutRoute,
})

function AboutRoute() {
  return <AboutPage about={Route.useLoaderData().about} />
}
