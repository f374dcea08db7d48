import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ContentForm } from '~/features/contents/components/admin/content-form'
import { contentAdminQueries } from '~/features/contents/contents.queries'
import { PreviewActions } from '~/features/previews/components/admin/preview-actions'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/contents/edit/$id')({
  staticData: { area: 'contents', title: 'contentsEdit', namespaces: ['contentAdmin', 'media', 'previews'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => (await context.getQueryClient()).ensureQueryData(contentAdminQueries.edit(id))),
  component: EditContentRoute,
})

function EditContentRoute() {
  const id = readId(Route.useParams().id) ?? ''
  const { user } = Route.useRouteContext()
  const { data } = useSuspenseQuery(contentAdminQueries.edit(id))
  // Keyed by the content, so moving from one language version to another starts a fresh form.
  return (
    <ContentForm
      key={data.id}
      content={data}
      role={user.role}
      preview={<PreviewActions kind="content" entityId={data.id} lang={data.language} />}
    />
  )
}
