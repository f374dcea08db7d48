import { createFileRoute } from '@tanstack/react-router'
import { SiteOverviewPage } from '~/features/site/components/admin/site-overview-page'
import { siteAdminQueries } from '~/features/site/site.queries'
import { readSiteAdminSearch } from '~/features/site/site.search'

export const Route = createFileRoute('/$lang/dashboard/_area/site/')({
  staticData: { area: 'contents', title: 'site', namespaces: ['siteAdmin'] },
  validateSearch: readSiteAdminSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const client = await context.getQueryClient()
    await Promise.all([
      client.ensureQueryData(siteAdminQueries.sections()),
      deps.section ? client.ensureQueryData(siteAdminQueries.list(deps.section)) : undefined,
    ])
  },
  component: SiteRoute,
})

function SiteRoute() {
  const { user } = Route.useRouteContext()
  return <SiteOverviewPage search={Route.useSearch()} role={user.role} />
}
