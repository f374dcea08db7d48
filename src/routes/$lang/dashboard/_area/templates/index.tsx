import { createFileRoute } from '@tanstack/react-router'
import { TemplatesPage } from '~/features/templates/components/admin/templates-page'
import { templateQueries } from '~/features/templates/templates.queries'

export const Route = createFileRoute('/$lang/dashboard/_area/templates/')({
  staticData: { area: 'applications', title: 'templates', namespaces: ['templateAdmin', 'jobs'] },
  loader: async ({ context }) => (await context.getQueryClient()).ensureQueryData(templateQueries.list()),
  component: TemplatesPage,
})
