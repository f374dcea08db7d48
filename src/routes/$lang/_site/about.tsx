import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '~/features/site/components/public/about-page'
import { aboutRouteData } from '~/features/site/site.page'

export const Route = createFileRoute('/$lang/_site/about')({
  staticData: { namespaces: ['corporate'] },
  loader: ({ context }) => aboutRouteData(context),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AboutRoute,
})

function AboutRoute() {
  return <AboutPage about={Route.useLoaderData().about} />
}
