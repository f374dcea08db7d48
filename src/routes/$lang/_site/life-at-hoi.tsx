import { createFileRoute } from '@tanstack/react-router'
import { LifePage } from '~/features/site/components/public/life-page'
import { lifeRouteData } from '~/features/site/site.page'

export const Route = createFileRoute('/$lang/_site/life-at-hoi')({
  staticData: { namespaces: ['corporate'] },
  loader: ({ context }) => lifeRouteData(context),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: LifeRoute,
})

function LifeRoute() {
  const { cards, values } = Route.useLoaderData()
  return <LifePage cards={cards} values={values} />
}
