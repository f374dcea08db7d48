import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ContentForm } from '~/features/contents/components/admin/content-form'
import { contentAdminQueries } from '~/features/contents/contents.queries'
import { UUID } from '~/features/contents/contents.search'
import { AppError } from '~/lib/errors'
import { pageStatus } from '~/lib/page-status'

export const Route = createFileRoute('/$lang/dashboard/_area/contents/edit/$id')({
  staticData: { area: 'contents', namespaces: ['contentAdmin'] },
  loader: async ({ context, params }) => {
    // A malformed id names no content: the same answer as an unknown one.
    if (!UUID.test(params.id)) {
      pageStatus(404)
      throw new AppError('not_found')
    }
    return (await context.getQueryClient()).ensureQueryData(contentAdminQueries.edit(params.id))
  },
  head: ({ match }) => ({ meta: [{ title: `${match.context.messages.dashboard.titles.contentsEdit} · HOI Holding` }] }),
  component: EditContentRoute,
})

function EditContentRoute() {
  const { id } = Route.useParams()
  const { user } = Route.useRouteContext()
  const { data } = useSuspenseQuery(contentAdminQueries.edit(id))
  // Keyed by the content, so moving from one language version to another starts a fresh form.
  return <ContentForm key={data.id} content={data} role={user.role} />
}
