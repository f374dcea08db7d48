import { createFileRoute } from '@tanstack/react-router'
import { UsersPage } from '~/features/users/components/admin/users-page'
import { userQueries } from '~/features/users/users.queries'
import { readUserListSearch } from '~/features/users/users.search'

export const Route = createFileRoute('/$lang/dashboard/_area/users')({
  staticData: { area: 'users', title: 'users' },
  validateSearch: readUserListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await context.getQueryClient()).ensureQueryData(userQueries.list(deps)),
  component: UsersRoute,
})

function UsersRoute() {
  const { user } = Route.useRouteContext()
  return <UsersPage search={Route.useSearch()} currentUserId={user.id} />
}
