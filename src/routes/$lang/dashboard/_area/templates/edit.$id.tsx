import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { TemplateForm } from '~/features/templates/components/admin/template-form'
import { templateQueries } from '~/features/templates/templates.queries'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/templates/edit/$id')({
  staticData: { area: 'applications', title: 'templatesEdit', namespaces: ['templateAdmin', 'jobs'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => (await context.getQueryClient()).ensureQueryData(templateQueries.edit(id))),
  component: EditTemplateRoute,
})

function EditTemplateRoute() {
  const { data } = useSuspenseQuery(templateQueries.edit(readId(Route.useParams().id) ?? ''))
  // Keyed by the template, so moving from one template to another starts a fresh form.
  return data ? <TemplateForm key={data.id} template={data} /> : null
}
