import { createFileRoute } from '@tanstack/react-router'
import { JobForm } from '~/features/jobs/components/admin/job-form'
import { dashboardHead } from '~/lib/dashboard-head'

export const Route = createFileRoute('/$lang/dashboard/_area/jobs/create')({
  staticData: { area: 'jobs', namespaces: ['jobAdmin', 'jobs'] },
  head: ({ match }) => dashboardHead(match.context.messages, 'jobsCreate'),
  component: () => <JobForm />,
})
