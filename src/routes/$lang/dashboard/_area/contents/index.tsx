import { createFileRoute } from '@tanstack/react-router'
import { ContentListPage } from '~/features/contents/components/admin/content-list-page'
import { contentAdminQueries } from '~/features/contents/contents.queries'
import { readContentListSearch } from '~/features/contents/contents.search'

export const Route = createFileRoute('/$lang/dashboard/_area/contents/')({
  staticData: { area: 'contents', title: 'contents', namespaces: ['contentAdmin'] },
  validateSearch: readContentListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await context.getQueryClient()).ensureQueryData(contentAdminQueries.list(deps)),
  component: ContentsRoute,
})

function ContentsRoute() {
  const { user } = Route.useRouteContext()
  return <ContentListPage search={Route.useSearch()} role={user.role} />
}
