import { createFileRoute } from '@tanstack/react-router'
import { AccessDenied } from '~/features/dashboard/components/access-denied'
import { canOpenSection } from '~/features/dashboard/sections'
import { UsersPage } from '~/features/users/components/users-page'
import { userQueries } from '~/features/users/users.queries'

export const Route = createFileRoute('/$lang/dashboard/users')({
  loader: async ({ context }) => {
    if (!canOpenSection(context.user.role, 'users')) return { allowed: false }
    await context.queryClient.ensureQueryData(userQueries.list())
    return { allowed: true }
  },
  head: ({ match }) => ({ meta: [{ title: `${match.context.messages.dashboard.titles.users} · HOI Holding` }] }),
  component: UsersRoute,
})

function UsersRoute() {
  const { allowed } = Route.useLoaderData()
  const { lang, user } = Route.useRouteContext()
  return allowed ? <UsersPage lang={lang} currentUserId={user.id} /> : <AccessDenied lang={lang} />
}
