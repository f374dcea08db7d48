import { createFileRoute } from '@tanstack/react-router'
import { CompaniesPage } from '~/features/site/components/public/companies-page'
import { readCorporateSearch } from '~/features/site/site.search'

export const Route = createFileRoute('/$lang/_site/companies')({
  staticData: { namespaces: ['corporate'] },
  validateSearch: readCorporateSearch,
  // On demand (decision 061): the page's first load carries no loader code; a navigation fetches it.
  loader: ({ context }) => import('~/features/site/site.page').then((page) => page.companiesRouteData(context)),
  // The filters are the URL's and apply in the page: changing one reads nothing again from the server.
  shouldReload: false,
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CompaniesRoute,
})

function CompaniesRoute() {
  return <CompaniesPage companies={Route.useLoaderData().companies} search={Route.useSearch()} />
}
