import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '~/features/site/components/public/about-page'

export const Route = createFileRoute('/$lang/_site/about')({
  staticData: { namespaces: ['corporate'] },
  // On demand (decision 061): the page's first load carries no loader code; a navigation fetches it.
  loader: ({ context }) => import('~/features/site/site.page').then((page) => page.aboutRouteData(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AboutRoute,
})

function AboutRoute() {
  return <AboutPage about={Route.useLoaderData().about} />
}
