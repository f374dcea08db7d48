import { createFileRoute } from '@tanstack/react-router'
import { TemplateForm } from '~/features/templates/components/admin/template-form'

export const Route = createFileRoute('/$lang/dashboard/_area/templates/create')({
  staticData: { area: 'applications', title: 'templatesCreate', namespaces: ['templateAdmin', 'jobs'] },
  component: () => <TemplateForm />,
})
