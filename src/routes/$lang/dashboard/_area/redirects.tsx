import { createFileRoute } from '@tanstack/react-router'
import { RedirectsPage } from '~/features/redirects/components/admin/redirects-page'
import { redirectQueries } from '~/features/redirects/redirects.queries'
import { readRedirectListSearch } from '~/features/redirects/redirects.search'

export const Route = createFileRoute('/$lang/dashboard/_area/redirects')({
  staticData: { area: 'redirects', title: 'redirects', namespaces: ['redirectAdmin'] },
  validateSearch: readRedirectListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await context.getQueryClient()).ensureQueryData(redirectQueries.list(deps)),
  component: RedirectsRoute,
})

function RedirectsRoute() {
  return <RedirectsPage search={Route.useSearch()} />
}
