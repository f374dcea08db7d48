import { createFileRoute } from '@tanstack/react-router'
import { BrandsPage } from '~/features/site/components/public/brands-page'
import { brandsRouteData } from '~/features/site/site.page'
import { readCorporateSearch } from '~/features/site/site.search'

export const Route = createFileRoute('/$lang/_site/brands')({
  staticData: { namespaces: ['corporate'] },
  validateSearch: readCorporateSearch,
  loader: ({ context }) => brandsRouteData(context),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: BrandsRoute,
})

function BrandsRoute() {
  return <BrandsPage brands={Route.useLoaderData().brands} search={Route.useSearch()} />
}
