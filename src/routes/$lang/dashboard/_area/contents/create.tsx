import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ContentForm } from '~/features/contents/components/admin/content-form'
import { contentAdminQueries } from '~/features/contents/contents.queries'
import { readContentCreateSearch } from '~/features/contents/contents.search'
import type { UserRole } from '~/lib/enums'

/** A new Turkish article, or with `?from={id}` the English version of that article (docs/product.md §3.5). */
export const Route = createFileRoute('/$lang/dashboard/_area/contents/create')({
  staticData: { area: 'contents', title: 'contentsCreate', namespaces: ['contentAdmin', 'media'] },
  validateSearch: readContentCreateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (deps.from) await (await context.getQueryClient()).ensureQueryData(contentAdminQueries.edit(deps.from))
  },
  component: CreateContentRoute,
})

function CreateContentRoute() {
  const { from } = Route.useSearch()
  const { user } = Route.useRouteContext()
  return from ? <TranslateContent from={from} role={user.role} /> : <ContentForm key="new" role={user.role} />
}

function TranslateContent({ from, role }: { from: string; role: UserRole }) {
  const { data } = useSuspenseQuery(contentAdminQueries.edit(from))
  return <ContentForm key={`from-${data.id}`} source={data} role={role} />
}
