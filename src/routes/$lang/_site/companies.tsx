import { createFileRoute } from '@tanstack/react-router'
import { CompaniesPage } from '~/features/site/components/public/companies-page'
import { companiesRouteData } from '~/features/site/site.page'
import { readCorporateSearch } from '~/features/site/site.search'

export const Route = createFileRoute('/$lang/_site/companies')({
  staticData: { namespaces: ['corporate'] },
  validateSearch: readCorporateSearch,
  loader: ({ context }) => companiesRouteData(context),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CompaniesRoute,
})

function CompaniesRoute() {
  return <CompaniesPage companies={Route.useLoaderData().companies} search={Route.useSearch()} />
}
