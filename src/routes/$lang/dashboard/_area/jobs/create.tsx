import { createFileRoute } from '@tanstack/react-router'
import { JobForm } from '~/features/jobs/components/admin/job-form'

export const Route = createFileRoute('/$lang/dashboard/_area/jobs/create')({
  staticData: { area: 'jobs', namespaces: ['jobAdmin', 'jobs'] },
  head: ({ match }) => ({ meta: [{ title: `${match.context.messages.dashboard.titles.jobsCreate} · HOI Holding` }] }),
  component: () => <JobForm />,
})
