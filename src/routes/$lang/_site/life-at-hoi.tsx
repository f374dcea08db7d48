import { createFileRoute } from '@tanstack/react-router'
import { LifePage } from '~/features/site/components/public/life-page'

export const Route = createFileRoute('/$lang/_site/life-at-hoi')({
  staticData: { namespaces: ['corporate'] },
  // On demand (decision 061): the page's first load carries no loader code; a navigation fetches it.
  loader: ({ context }) => import('~/features/site/site.page').then((page) => page.lifeRouteData(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: LifeRoute,
})

function LifeRoute() {
  const { cards, values } = Route.useLoaderData()
  return <LifePage cards={cards} values={values} />
}
