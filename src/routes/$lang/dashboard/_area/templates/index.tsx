import { createFileRoute } from '@tanstack/react-router'
import { TemplatesPage } from '~/features/templates/components/admin/templates-page'
import { templateQueries } from '~/features/templates/templates.queries'
import { dashboardHead } from '~/lib/dashboard-head'

export const Route = createFileRoute('/$lang/dashboard/_area/templates/')({
  staticData: { area: 'applications', namespaces: ['templateAdmin', 'jobs'] },
  loader: async ({ context }) => (await context.getQueryClient()).ensureQueryData(templateQueries.list()),
  head: ({ match }) => dashboardHead(match.context.messages, 'templates'),
  component: TemplatesPage,
})
