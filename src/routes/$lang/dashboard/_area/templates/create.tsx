import { createFileRoute } from '@tanstack/react-router'
import { TemplateForm } from '~/features/templates/components/admin/template-form'
import { dashboardHead } from '~/lib/dashboard-head'

export const Route = createFileRoute('/$lang/dashboard/_area/templates/create')({
  staticData: { area: 'applications', namespaces: ['templateAdmin', 'jobs'] },
  head: ({ match }) => dashboardHead(match.context.messages, 'templatesCreate'),
  component: () => <TemplateForm />,
})
