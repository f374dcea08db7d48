import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CorporateForm } from '~/features/site/components/admin/corporate-form'
import { siteAdminQueries } from '~/features/site/site.queries'
import { PreviewActions } from '~/features/previews/components/admin/preview-actions'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/site/edit/$id')({
  staticData: { area: 'contents', title: 'siteEdit', namespaces: ['siteAdmin', 'corporate', 'media', 'previews'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => (await context.getQueryClient()).ensureQueryData(siteAdminQueries.edit(id))),
  component: EditCorporateEntryRoute,
})

function EditCorporateEntryRoute() {
  const id = readId(Route.useParams().id) ?? ''
  const { lang } = Route.useParams()
  const { user } = Route.useRouteContext()
  const { data } = useSuspenseQuery(siteAdminQueries.edit(id))
  // Keyed by the entry, so moving from one entry to another starts a fresh form.
  return (
    <CorporateForm
      key={data.id}
      section={data.section}
      entry={data}
      role={user.role}
      preview={<PreviewActions kind="corporate" entityId={data.id} lang={lang === 'en' ? 'en' : 'tr'} />}
    />
  )
}
